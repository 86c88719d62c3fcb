import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, ok, renderInPage, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { answerModalNow, modalOnScreen, resetWorld, toastText } from '../../src/sdk/testing/account.tsx';
import { defaultAddonFlags, useMemberStore, useSiteStore } from '../../src/sdk/index.ts';
import DiyFenxiaoGoodsList, { defaults } from './DiyFenxiaoGoodsList.tsx';
import { data } from './data.ts';
import manifest from './index.ts';
import { renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  resetWorld();
  resetActionEnv();
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

  const row = (over: Record<string, unknown> = {}) => ({ goods_id: 9, sku_id: 19, goods_name: '分销好物', goods_image: 'a.jpg', commission_money: '3.5', discount_price: '35.00', is_collect: 0, ...over });

  it('follow: 关注 calls goodscollect/add with the goods and sku, says so, and turns into 取消关注', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), fenxiao: 1 } });
    useMemberStore.setState({ token: 'tok' });
    const { requests } = fakeFetch({ '/fenxiao/api/goods/page': ok({ list: [row()], count: 1 }), '/fenxiao/api/goodscollect/add': ok(77) });
    await renderInPage(manifest);
    const button = await screen.findByRole('button', { name: '关注' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // a button beside the goods link, never inside it
    expect(button.closest('a')).toBeNull();
    await act(async () => fireEvent.click(button));
    await screen.findByRole('button', { name: '取消关注' });
    const add = requests.find((r) => r.path === '/fenxiao/api/goodscollect/add')!;
    expect(add.body).toMatchObject({ goods_id: '9', sku_id: '19' });
    expect(toastText()).toBe('关注成功');
  });

  it('unfollow asks first; cancelled nothing happens; confirmed it deletes the collect_id', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), fenxiao: 1 } });
    useMemberStore.setState({ token: 'tok' });
    const { requests } = fakeFetch({ '/fenxiao/api/goods/page': ok({ list: [row({ is_collect: 1, collect_id: 5 })], count: 1 }), '/fenxiao/api/goodscollect/delete': ok(1) });
    await renderInPage(manifest);
    const button = await screen.findByRole('button', { name: '取消关注' });
    fireEvent.click(button);
    await waitFor(() => expect(modalOnScreen()?.content).toBe('确认取消关注该商品吗'));
    await answerModalNow(false);
    expect(requests.some((r) => r.path === '/fenxiao/api/goodscollect/delete')).toBe(false);
    expect(screen.getByRole('button', { name: '取消关注' })).toBeDefined();
    fireEvent.click(button);
    await waitFor(() => expect(modalOnScreen()).toBeDefined());
    await answerModalNow(true);
    await screen.findByRole('button', { name: '关注' });
    expect(requests.find((r) => r.path === '/fenxiao/api/goodscollect/delete')!.body).toMatchObject({ collect_id: '5' });
    expect(toastText()).toBe('取消成功');
  });

  it("a refused follow keeps the button and shows the server's message", async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), fenxiao: 1 } });
    useMemberStore.setState({ token: 'tok' });
    fakeFetch({ '/fenxiao/api/goods/page': ok({ list: [row()], count: 1 }), '/fenxiao/api/goodscollect/add': fail(-1, '您还不是分销商') });
    await renderInPage(manifest);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '关注' })));
    await waitFor(() => expect(toastText()).toBe('您还不是分销商'));
    expect(screen.getByRole('button', { name: '关注' })).toBeDefined();
  });

  it('English: Follow / Unfollow', async () => {
    await useLanguage('en-us');
    try {
      useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), fenxiao: 1 } });
      useMemberStore.setState({ token: 'tok' });
      fakeFetch({ '/fenxiao/api/goods/page': ok({ list: [row(), row({ goods_id: 10, is_collect: 1, collect_id: 3 })], count: 2 }) });
      await renderInPage(manifest);
      expect(await screen.findByRole('button', { name: 'Follow' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Unfollow' })).toBeDefined();
    } finally {
      await useLanguage('zh-cn');
    }
  });
});
