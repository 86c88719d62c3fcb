import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, ok, renderInPage, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { GOODS_LIST_LOOK, goodsSourceParams, useCartStore, useGuestCartStore, useMemberStore, useSiteStore } from '../../src/sdk/index.ts';
import DiyGoodsList, { defaults } from './DiyGoodsList.tsx';
import manifest from './index.ts';
import { fakeActions, goodsRow, renderWidget, useLanguage } from '../../src/sdk/testing/goods.tsx';

const PATH = '/api/goodssku/pageComponents';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  resetActionEnv();
  useMemberStore.setState({ token: '', memberInfo: null });
  useGuestCartStore.getState().clear();
  useCartStore.getState().clear();
});

describe('diy-goods-list', () => {
  it("is the look the SDK lends to goods shown as a goods list (GOODS_LIST_LOOK: the top category's)", () => {
    const look = Object.fromEntries(Object.keys(GOODS_LIST_LOOK).map((k) => [k, (defaults as Record<string, unknown>)[k]]));
    expect(look).toEqual(GOODS_LIST_LOOK);
  });

  it('asks the server for the configured source and shows real names and prices', async () => {
    const { requests } = fakeFetch({
      [PATH]: ok({ count: 2, page_count: 1, list: [goodsRow({ goods_name: '学生书包', discount_price: '199.00', market_price: '299.00', sale_num: 1866 }), goodsRow({ goods_name: '碧根果', discount_price: '39.90' })] }),
    });
    const { container } = await renderInPage(manifest, { count: 2, sortWay: 'sales', priceStyle: { mainControl: true, lineControl: true, lineSupport: true }, saleStyle: { control: true, support: true } });
    expect(await screen.findByText('学生书包')).toBeDefined();
    expect(screen.getByText('碧根果')).toBeDefined();
    const prices = [...container.querySelectorAll('.dd-price')].map((e) => e.textContent);
    expect(prices).toEqual(['¥199.00', '¥39.90']);
    expect(container.querySelector('del')?.textContent).toBe('¥299.00');
    expect(screen.getByText('已售1866')).toBeDefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe(PATH);
    expect(requests[0]!.body).toMatchObject({ page: '1', page_size: '2', num: '2', order: 'sales' });
    // each card opens its goods
    expect(container.querySelector('a')?.getAttribute('href')).toMatch(/\/h5\/pages\/goods\/detail\?goods_id=\d+/);
  });

  it('before its goods are in, placeholders reserve the cards’ place', () => {
    const { container } = renderWidget(DiyGoodsList, defaults, { count: 2 });
    expect(container.querySelectorAll('.dd-card--skeleton')).toHaveLength(2);
  });

  it('builds the request of each source', () => {
    expect(goodsSourceParams({ sources: 'diy', goodsId: [3, '5', 3, 'x'] })).toMatchObject({ goods_id_arr: '3,5', page_size: 2, num: 0 });
    expect(goodsSourceParams({ sources: 'diy', goodsId: [] })).toBeNull();
    expect(goodsSourceParams({ sources: 'category', categoryId: '14', count: '4' })).toMatchObject({ category_id: 14, page_size: 4, num: 4 });
    expect(goodsSourceParams({ sources: 'category', categoryId: 0, count: 3 })).not.toHaveProperty('category_id');
  });

  it('renders nothing for an empty result or an error', async () => {
    fakeFetch({ [PATH]: ok({ list: [] }) });
    const a = await renderInPage(manifest);
    await waitFor(() => expect(a.container.querySelector('.dd-card')).toBeNull());
    a.unmount();
    fakeFetch({ [PATH]: fail(-1, 'bad') });
    const b = await renderInPage(manifest);
    await waitFor(() => expect(b.container.querySelector('.dd-card')).toBeNull());
  });

  it('lays out the templates', async () => {
    fakeFetch({ [PATH]: ok({ list: [goodsRow(), goodsRow(), goodsRow()] }) });
    const three = await renderInPage(manifest, { template: 'row1-of3' });
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(three.container.querySelectorAll('.dd-card--skeleton')).toHaveLength(0));
    expect((three.container.querySelector('.dd-grid') as HTMLElement).style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    three.unmount();
    const slide = await renderInPage(manifest, { template: 'horizontal-slide', slideMode: 'slide' });
    await waitFor(() => expect(slide.container.querySelectorAll('.dd-slide-item .dd-card:not(.dd-card--skeleton)')).toHaveLength(3));
    expect(slide.container.querySelector('.dd-slide--snap')).not.toBeNull();
    slide.unmount();
    const row = await renderInPage(manifest, { template: 'row1-of1' });
    await waitFor(() => expect(row.container.querySelectorAll('.dd-card--row:not(.dd-card--skeleton)')).toHaveLength(3));
  });

  it('buy button (cart event): a guest’s sku lands in the guest cart and the badge counts it, no login', async () => {
    const spies = fakeActions();
    const single = goodsRow({ goods_name: 'Single', sku_id: 777, min_buy: 2 });
    const { requests } = fakeFetch({
      [PATH]: ok({ list: [single] }),
      '/api/cart/guestLists': ok([{ cart_id: 0, sku_id: 777, num: 2, stock: 5, min_buy: 2, max_buy: 0, is_limit: 0, is_invalid: 0, invalid_reason: '' }]),
    });
    await renderInPage(manifest, { btnStyle: { ...defaults.btnStyle, cartEvent: 'cart', control: true, support: true, text: '购买' } });
    await screen.findByText('Single');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '购买' })));
    await waitFor(() => expect(spies.toast).toHaveBeenCalledWith('加入购物车成功', undefined, 'success'));
    expect(spies.navigate).not.toHaveBeenCalled();
    expect(requests.some((r) => r.path === '/api/cart/add')).toBe(false);
    const asked = requests.find((r) => r.path === '/api/cart/guestLists');
    expect(JSON.parse(asked!.body.sku_ids!)).toEqual([{ sku_id: 777, num: 2 }]);
    expect(useGuestCartStore.getState().lines).toEqual([{ sku_id: 777, num: 2 }]);
    expect(useCartStore.getState().cartNumber).toBe(2);
    expect(spies.refreshCart).toHaveBeenCalled();
  });

  it('buy button (cart event): a guest refused by the server is told why and keeps nothing', async () => {
    const spies = fakeActions();
    fakeFetch({
      [PATH]: ok({ list: [goodsRow({ goods_name: 'Gone', sku_id: 778 })] }),
      '/api/cart/guestLists': ok([{ cart_id: 0, sku_id: 778, num: 1, stock: 0, min_buy: 0, max_buy: 0, is_limit: 0, is_invalid: 1, invalid_reason: 'off_sale' }]),
    });
    await renderInPage(manifest, { btnStyle: { ...defaults.btnStyle, cartEvent: 'cart' } });
    await screen.findByText('Gone');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '购买' })));
    await waitFor(() => expect(spies.toast).toHaveBeenCalledWith('该商品已下架'));
    expect(spies.toast).not.toHaveBeenCalledWith('加入购物车成功', undefined, 'success');
    expect(useGuestCartStore.getState().lines).toEqual([]);
    expect(useCartStore.getState().cartNumber).toBe(0);
  });

  it('buy button (cart event): members add the sku on the server, many skus open the detail', async () => {
    const spies = fakeActions();
    const single = goodsRow({ goods_name: 'Single', sku_id: 777 });
    const many = goodsRow({ goods_name: 'Many', goods_spec_format: JSON.stringify([{ spec_id: 1, spec_name: 'c', value: [{ spec_value_id: 1 }, { spec_value_id: 2 }] }]) });
    const { requests } = fakeFetch({ [PATH]: ok({ list: [single, many] }), '/api/cart/add': ok(9) });
    useMemberStore.setState({ token: 'tok' });
    await renderInPage(manifest, { btnStyle: { ...defaults.btnStyle, cartEvent: 'cart', control: true, support: true, text: '购买' } });
    await screen.findByText('Single');
    const buttons = screen.getAllByRole('button', { name: '购买' });
    await act(async () => fireEvent.click(buttons[0]!));
    const add = requests.find((r) => r.path === '/api/cart/add');
    expect(add?.body).toMatchObject({ sku_id: '777', num: '1', token: 'tok' });
    expect(spies.toast).toHaveBeenCalledWith('加入购物车成功', undefined, 'success');
    expect(spies.refreshCart).toHaveBeenCalled();
    expect(spies.navigate).not.toHaveBeenCalled();
    expect(requests.some((r) => r.path === '/api/cart/guestLists')).toBe(false);
    expect(useGuestCartStore.getState().lines).toEqual([]);

    await act(async () => fireEvent.click(buttons[1]!));
    expect(spies.navigate).toHaveBeenLastCalledWith(`/pages/goods/detail?goods_id=${many.goods_id}`);
  });

  it('shows the server message when the cart refuses', async () => {
    const spies = fakeActions();
    useMemberStore.setState({ token: 'tok' });
    fakeFetch({ [PATH]: ok({ list: [goodsRow({ goods_name: 'X' })] }), '/api/cart/add': fail(-1, '库存不足') });
    await renderInPage(manifest, { btnStyle: { ...defaults.btnStyle, cartEvent: 'cart' } });
    await screen.findByText('X');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '购买' })));
    expect(spies.toast).toHaveBeenCalledWith('库存不足');
  });

  it('the default button opens the goods detail; English labels', async () => {
    await useLanguage('en-us');
    const spies = fakeActions();
    const row = goodsRow({ goods_name: 'Tea' });
    fakeFetch({ [PATH]: ok({ list: [row] }) });
    await renderInPage(manifest, { saleStyle: { control: true } });
    await screen.findByText('Tea');
    expect(screen.getByText('12 sold')).toBeDefined();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy' })));
    expect(spies.navigate).toHaveBeenCalledWith(`/pages/goods/detail?goods_id=${row.goods_id}`);
    await useLanguage('zh-cn');
  });
  it('tags the goods in a running seckill, group buy or bargain (as the goods list does), when its addon is on; in both languages', async () => {
    const before = useSiteStore.getState().addonIsExist;
    useSiteStore.setState({ addonIsExist: { ...before, seckill: 1, groupbuy: 1, bargain: 0 } });
    try {
      const rows = [
        goodsRow({ goods_name: '机械键盘', promotion_addon: '{"seckill":3,"groupbuy":5}' }),
        goodsRow({ goods_name: '拉杆箱', promotion_addon: '{"bargain":2}' }),
        goodsRow({ goods_name: '碧根果', promotion_addon: '' }),
      ];
      fakeFetch({ [PATH]: ok({ list: rows }) });
      const zh = await renderInPage(manifest, { count: 3 });
      await screen.findByText('机械键盘');
      const tagsOf = (root: HTMLElement, name: string) => [...root.querySelector(`[aria-label="${name}"]`)!.querySelectorAll('[data-testid="goods-promotion-tag"]')].map((e) => e.textContent);
      expect(tagsOf(zh.container, '机械键盘')).toEqual(['秒杀', '团购']);
      expect(tagsOf(zh.container, '拉杆箱')).toEqual([]); // bargain is off
      expect(tagsOf(zh.container, '碧根果')).toEqual([]);
      zh.unmount();

      await useLanguage('en-us');
      fakeFetch({ [PATH]: ok({ list: rows }) });
      const en = await renderInPage(manifest, { count: 3 });
      await screen.findByText('机械键盘');
      expect(tagsOf(en.container, '机械键盘')).toEqual(['Flash sale', 'Group buy']);
    } finally {
      useSiteStore.setState({ addonIsExist: before });
      await useLanguage('zh-cn');
    }
  });
});
