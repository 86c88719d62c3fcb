import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, ok, renderInPage, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { useCartStore, useGuestCartStore, useMemberStore } from '../../src/sdk/index.ts';
import { categoryTree, pathTo } from './DiyGoodsCategory.tsx';
import manifest from './index.ts';
import { categoryTreeRows, fakeActions, goodsRow, useLanguage } from '../../src/sdk/testing/goods.tsx';

beforeAll(() => useLanguage('zh-cn'));
afterEach(() => {
  resetActionEnv();
  useMemberStore.setState({ token: '', memberInfo: null });
  useGuestCartStore.getState().clear();
  useCartStore.getState().clear();
});

function serve() {
  return fakeFetch({
    '/api/goodscategory/tree': ok(categoryTreeRows()),
    '/api/goodssku/pageByCategory': (req) =>
      ok({ page_count: 2, count: 11, list: Array.from({ length: req.body.page === '1' ? 10 : 1 }, (_, i) => goodsRow({ goods_name: `c${req.body.category_id} p${req.body.page} #${i}`, discount_price: '12.50' })) }),
  });
}

describe('diy-goods-category', () => {
  it('reads the tree and finds paths', () => {
    const tree = categoryTree(categoryTreeRows());
    expect(tree.map((c) => c.name)).toEqual(['数码电器', '服饰鞋包']);
    expect(pathTo(tree, 7)).toEqual([1, 6, 7]);
    expect(pathTo(tree, 99)).toEqual([]);
    expect(categoryTree(categoryTreeRows(), 2)[0]!.children[0]!.children).toEqual([]);
  });

  it('template 2 (the sample): level-1 sidebar, level-2 chips and the goods of the category', async () => {
    const { requests } = serve();
    await renderInPage(manifest, { template: '2', level: '2', quickBuy: 1, search: 1, goodsLevel: 1, loadType: 'part' });
    const side = await screen.findByRole('tablist', { name: '商品分类' });
    expect(within(side).getAllByRole('tab').map((b) => b.textContent)).toEqual(['数码电器', '服饰鞋包']);
    expect(await screen.findByText('c1 p1 #0')).toBeDefined();
    expect([...document.querySelectorAll('.dd-price')].map((e) => e.textContent)).toContain('¥12.50');
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '手机通讯' })).toBeDefined();
    expect(screen.getByRole('link', { name: '搜索商品' }).getAttribute('href')).toBe('/h5/pages_tool/goods/search');
    expect(requests.find((r) => r.path === '/api/goodssku/pageByCategory')?.body).toMatchObject({ category_id: '1', page: '1', page_size: '10' });

    await act(async () => fireEvent.click(within(side).getByRole('tab', { name: '服饰鞋包' })));
    expect(await screen.findByText('c14 p1 #0')).toBeDefined();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '男装' })));
    expect(await screen.findByText('c19 p1 #0')).toBeDefined();
  });

  it('quick buy adds single-sku goods for a member and shows the cart count', async () => {
    const spies = fakeActions();
    useMemberStore.setState({ token: 'tok' });
    useCartStore.setState({ cartNumber: 3 });
    const { requests } = fakeFetch({
      '/api/goodscategory/tree': ok(categoryTreeRows()),
      '/api/goodssku/pageByCategory': ok({ page_count: 1, list: [goodsRow({ goods_name: 'Tea', sku_id: 555 })] }),
      '/api/cart/add': ok(1),
    });
    await renderInPage(manifest, { template: '2', quickBuy: 1 });
    await screen.findByText('Tea');
    expect(screen.getByRole('link', { name: /^购物车/ }).textContent).toBe('3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tea 加入购物车' })));
    expect(requests.find((r) => r.path === '/api/cart/add')?.body).toMatchObject({ sku_id: '555', num: '1' });
    expect(spies.toast).toHaveBeenCalledWith('加入购物车成功', undefined, 'success');
  });

  it('quick buy keeps a guest’s sku in the guest cart (no login) and the cart count follows', async () => {
    const spies = fakeActions();
    const { requests } = fakeFetch({
      '/api/goodscategory/tree': ok(categoryTreeRows()),
      '/api/goodssku/pageByCategory': ok({ page_count: 1, list: [goodsRow({ goods_name: 'Tea', sku_id: 555 })] }),
      '/api/cart/guestLists': ok([{ cart_id: 0, sku_id: 555, num: 1, stock: 9, min_buy: 0, max_buy: 0, is_limit: 0, is_invalid: 0, invalid_reason: '' }]),
    });
    await renderInPage(manifest, { template: '2', quickBuy: 1 });
    await screen.findByText('Tea');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tea 加入购物车' })));
    await waitFor(() => expect(spies.toast).toHaveBeenCalledWith('加入购物车成功', undefined, 'success'));
    expect(spies.navigate).not.toHaveBeenCalled();
    expect(requests.some((r) => r.path === '/api/cart/add')).toBe(false);
    expect(useGuestCartStore.getState().lines).toEqual([{ sku_id: 555, num: 1 }]);
    expect(screen.getByRole('link', { name: /^购物车/ }).textContent).toBe('1');
  });

  it('declares its data: the tree with the page, the goods of the category shown (manual, from the node state, in the block\'s order)', () => {
    const sources = manifest.data?.({ sortWay: 'price' }, { id: 'cat', type: 'diy-goods-category' });
    expect(sources?.tree).toEqual({ api: 'goods.categoryTree', params: { level: 3 } });
    expect(sources?.goods).toEqual({ api: 'goods.pageByCategory', params: { category_id: '${state["cat:category"]}', order: 'discount_price', sort: 'asc' }, paged: true, pageSize: 10, load: 'manual' });
  });

  it('the goods come through the page: ?category_id= preselects, the pane pages on, pull-to-refresh reloads the category shown', async () => {
    const { requests } = serve();
    const { runtime } = await renderInPage(manifest, { template: '2', goodsLevel: 1 }, { query: { category_id: '14' } });
    expect(await screen.findByText('c14 p1 #0')).toBeDefined();
    expect(runtime.store.getState().state['w:category']).toBe(14);
    await act(async () => runtime.loadMore('w:goods'));
    expect(await screen.findByText('c14 p2 #0')).toBeDefined();
    const before = requests.length;
    await act(async () => runtime.refresh());
    expect(requests.slice(before).map((r) => `${r.path} ${r.body.category_id ?? ''} ${r.body.page ?? ''}`).sort()).toEqual(['/api/goodscategory/tree  ', '/api/goodssku/pageByCategory 14 1']);
    expect(screen.queryByText('c14 p2 #0')).toBeNull();
  });

  it('template 1 shows level-2 sections of level-3 categories linking to the goods list', async () => {
    const { requests } = serve();
    await renderInPage(manifest, { template: '1', level: '3', search: 0 });
    const link = await screen.findByRole('link', { name: '笔记本' });
    expect(link.getAttribute('href')).toBe('/h5/pages/goods/list?category_id=7');
    expect(screen.getByRole('region', { name: '电脑办公' })).toBeDefined();
    expect(screen.queryByRole('link', { name: '搜索商品' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/goodssku/pageByCategory')).toBe(false);
  });

  it('templates 3 and 4: level-1 strip, level-2 sidebar, level-3 chips', async () => {
    const { requests } = serve();
    const view = await renderInPage(manifest, { template: '4', goodsLevel: 2 });
    expect(await screen.findByText('c3 p1 #0')).toBeDefined();
    expect(screen.getByRole('tab', { name: '手机' }).getAttribute('aria-selected')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '耳机' })));
    expect(await screen.findByText('c4 p1 #0')).toBeDefined();
    view.unmount();
    await renderInPage(manifest, { template: '3', goodsLevel: 1 });
    expect(await screen.findByText('c1 p1 #0')).toBeDefined();
    expect(requests.filter((r) => r.path === '/api/goodscategory/tree').every((r) => r.body.level === '3')).toBe(true);
  });
});
