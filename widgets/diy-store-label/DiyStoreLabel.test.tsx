import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useSiteStore } from '../../src/sdk/index.ts';
import DiyStoreLabel, { defaults } from './DiyStoreLabel.tsx';
import { data } from './data.ts';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => useSiteStore.setState({ addonIsExist: defaultAddonFlags() }));

describe('diy-store-label', () => {
  it('without the store addon: nothing, no call', () => {
    const { requests } = fakeFetch();
    const { container } = renderWidget(DiyStoreLabel, defaults);
    expect(container.textContent).toBe('');
    expect(requests).toHaveLength(0);
  });

  it('asks labelPage for the first `count` labels or the picked ones, only with the addon on', () => {
    expect(data({ count: 4 })).toEqual({ labels: { api: 'store.labelPage', params: { page: 1, page_size: 4 }, when: 'site.addonIsExist.store == 1' } });
    expect(data({ sources: 'diy', labelIds: [3, '5'] })!.labels!.params).toEqual({ page: 1, page_size: 0, label_id_arr: '3,5' });
    expect(data({ sources: 'diy', labelIds: [] })).toBeNull();
  });

  it('with the addon: the labels in one row', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), store: 1 } });
    const { requests } = fakeFetch({ '/store/api/store/labelPage': ok({ list: [{ label_id: 1, label_name: '免费停车' }, { label_id: 2, label_name: '24小时营业' }], count: 2 }) });
    await renderInPage(manifest);
    expect(await screen.findByText('免费停车')).toBeDefined();
    expect(screen.getByText('24小时营业')).toBeDefined();
    expect(requests[0]!.body).toMatchObject({ page: '1', page_size: '3' });
  });
});
