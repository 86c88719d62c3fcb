import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useSiteStore } from '../../src/sdk/index.ts';
import DiyNotes, { defaults } from './DiyNotes.tsx';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => useSiteStore.setState({ addonIsExist: defaultAddonFlags() }));

describe('diy-notes', () => {
  it('without the notes addon: header and empty state, no call', () => {
    const { requests } = fakeFetch();
    renderWidget(DiyNotes, defaults);
    expect(screen.getByText('店铺笔记')).toBeDefined();
    expect(screen.getByText('暂无笔记')).toBeDefined();
    expect(requests).toHaveLength(0);
  });

  it('with the addon: the notes of the server', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), notes: 1 } });
    const { requests } = fakeFetch({ '/notes/api/notes/lists': ok([{ note_id: 4, note_title: '新品上架', cover_img: 'a.jpg', read_num: 10, create_time: 1700000000 }]) });
    await renderInPage(manifest);
    const link = await screen.findByRole('link', { name: '新品上架' });
    expect(link.getAttribute('href')).toBe('/h5/pages_tool/store_notes/note_detail?note_id=4');
    expect(screen.getByText(/10阅读/)).toBeDefined();
    expect(requests[0]!.body).toMatchObject({ num: '3' });
  });
});
