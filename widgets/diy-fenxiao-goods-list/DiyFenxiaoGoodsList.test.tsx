import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, ok, renderInPage } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useMemberStore, useSiteStore } from '../../src/sdk/index.ts';
import DiyFenxiaoGoodsList, { defaults } from './DiyFenxiaoGoodsList.tsx';
import { data } from './data.ts';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  useSiteStore.setState({ addonIsExist: defaultAddonFlags() });
  useMemberStore.setState({ token: '', memberInfo: null });
});

describe('diy-fenxiao-goods-list', () => {
  it('without the fenxiao addon: nothing, no call', () => {
    const { requests } = fakeFetch();
    const { container } = renderWidget(DiyFenxiaoGoodsList, defaults);
    expect(container.textContent).toBe('');
    expect(requests).toHaveLength(0);
  });

  it("asks NiuShop's parameters, only with the addon on and a member signed in", () => {
    expect(data({ count: 4 })).toEqual({ goods: { api: 'fenxiao.goodsPage', params: { page: 1, page_size: 4 }, when: 'site.addonIsExist.fenxiao == 1 && member' } });
    expect(data({ sources: 'category', categoryId: 7, count: 2 })!.goods!.params).toEqual({ page: 1, page_size: 2, category_id: 7, category_level: 1 });
    expect(data({ sources: 'diy', goodsId: [1, 2] })!.goods!.params).toEqual({ page: 1, page_size: 0, goods_id_arr: '1,2' });
    expect(data({ sources: 'diy', goodsId: [] })).toBeNull();
  });

  it('with the addon: each goods with its commission and price, linked to the goods', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), fenxiao: 1 } });
    fakeFetch({ '/fenxiao/api/goods/page': ok({ list: [{ goods_id: 9, goods_name: '分销好物', goods_image: 'a.jpg', commission_money: '3.5', discount_price: '35.00' }], count: 1 }) });
    useMemberStore.setState({ token: 'tok' });
    await renderInPage(manifest);
    const link = await screen.findByRole('link', { name: '分销好物' });
    expect(link.getAttribute('href')).toBe('/h5/pages/goods/detail?goods_id=9');
    expect(link.textContent).toContain('赚');
    expect(link.textContent).toContain('3.50');
    expect(link.textContent).toContain('35.00');
  });
});
