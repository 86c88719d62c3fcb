import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaults, recommendParams } from './DiyGoodsRecommend.tsx';
import manifest from './index.ts';
import { goodsRow, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));

describe('diy-goods-recommend', () => {
  it('header and recommended goods from /api/goodssku/components', async () => {
    const { requests } = fakeFetch({ '/api/goodssku/components': ok([goodsRow({ goods_name: '推荐好物', discount_price: '9.90' })]) });
    const { container } = await renderInPage(manifest, { style: 'style-3', labelStyle: { support: true, title: '新人专享' } });
    expect(screen.getByText('今日推荐')).toBeDefined();
    expect(screen.getByText('大家都在买')).toBeDefined();
    expect(await screen.findByText('推荐好物')).toBeDefined();
    expect(container.querySelector('.dd-price')?.textContent).toBe('¥9.90');
    expect(container.querySelector('.dd-card-tag')?.textContent).toBe('新人专享');
    expect(requests[0]!.body).toMatchObject({ num: '6', order: 'default' });
  });

  it('params', () => {
    expect(recommendParams({ ...defaults, sources: 'category', categoryId: 3, count: 2, sortWay: 'sales' })).toEqual({ num: 2, order: 'sales', category_id: 3 });
    expect(recommendParams({ ...defaults, sources: 'diy', goodsId: [1] })).toEqual({ num: 1, order: 'default', goods_id_arr: '1' });
  });
});
