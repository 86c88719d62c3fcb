import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { articleParams, defaults } from './DiyArticle.tsx';
import manifest from './index.ts';
import { useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));

describe('diy-article', () => {
  it('shows the empty state without calling the server when nothing was picked', async () => {
    const { requests } = fakeFetch();
    await renderInPage(manifest, { sources: 'diy', articleIds: [] });
    expect(screen.getByText('暂无文章')).toBeDefined();
    expect(requests).toHaveLength(0);
  });

  it('lists articles from /api/article/lists (declared in its data), each opening its detail', async () => {
    const { requests } = fakeFetch({ '/api/article/lists': ok([{ article_id: 7, article_title: '开店指南', cover_img: '', create_time: 1700000000, read_num: 3 }]) });
    await renderInPage(manifest, { count: 2 });
    const link = await screen.findByRole('link', { name: '开店指南' });
    expect(link.getAttribute('href')).toBe('/h5/pages_tool/article/detail?article_id=7');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({ num: '2' });
    expect(articleParams({ ...defaults, sources: 'diy', articleIds: [] })).toBeNull();
  });
});
