import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import DiyArticle, { articleParams, articleSource, defaults } from './DiyArticle.tsx';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  articleSource.available = true;
});

describe('diy-article', () => {
  it('shows the empty state without calling the server when the call is off', () => {
    articleSource.available = false;
    const { requests } = fakeFetch();
    renderWidget(DiyArticle, defaults);
    expect(screen.getByText('暂无文章')).toBeDefined();
    expect(requests).toHaveLength(0);
  });

  it('lists articles from /api/article/lists, each opening its detail', async () => {
    const { requests } = fakeFetch({ '/api/article/lists': ok([{ article_id: 7, article_title: '开店指南', cover_img: '', create_time: 1700000000, read_num: 3 }]) });
    renderWidget(DiyArticle, defaults, { count: 2 });
    const link = await screen.findByRole('link', { name: '开店指南' });
    expect(link.getAttribute('href')).toBe('/h5/pages_tool/article/detail?article_id=7');
    expect(requests[0]!.body).toMatchObject({ num: '2' });
    expect(articleParams({ ...defaults, sources: 'diy', articleIds: [] })).toBeNull();
  });
});
