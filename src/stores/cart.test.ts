import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../data/fakeFetch.ts';
import { refreshCart, useCartStore } from './cart.ts';
import { useMemberStore } from './member.ts';
import { useStoreStore } from './store.ts';

const rows = [
  { cart_id: 11, goods_id: 1, sku_id: 101, num: 2, discount_price: '0.10', goods_name: 'Tea', max_buy: 5, min_buy: 1, stock: 9 },
  { cart_id: 12, goods_id: 1, sku_id: 102, num: 1, discount_price: '0.20', goods_name: 'Tea', max_buy: 5, min_buy: 0, stock: 3 },
  { cart_id: 13, goods_id: 2, sku_id: 201, num: '3', discount_price: 19.9, goods_name: 'Cup', max_buy: 0, min_buy: 0, stock: 50 },
];

beforeEach(() => {
  fakeFetch();
  useMemberStore.setState({ token: '', memberInfo: null });
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null });
  useCartStore.setState({ cartList: {}, cartIds: [], cartNumber: 0, cartMoney: '0.00', cartChange: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('cart store', () => {
  it('builds NiuShop cartList and exact totals from cart/lists rows', () => {
    useCartStore.getState().applyLists(rows);
    const s = useCartStore.getState();
    expect(s.cartList).toEqual({
      goods_1: {
        goods_name: 'Tea',
        max_buy: 5,
        num: 3,
        total_money: '0.40', // 2 × 0.10 + 0.20 in fen: no 0.30000000000000004
        sku_101: { cart_id: 11, goods_id: 1, sku_id: 101, num: 2, discount_price: '0.10', min_buy: 1, stock: 9 },
        sku_102: { cart_id: 12, goods_id: 1, sku_id: 102, num: 1, discount_price: '0.20', min_buy: 0, stock: 3 },
      },
      goods_2: {
        goods_name: 'Cup',
        max_buy: 0,
        num: 3,
        total_money: '59.70',
        sku_201: { cart_id: 13, goods_id: 2, sku_id: 201, num: 3, discount_price: '19.90', min_buy: 0, stock: 50 },
      },
    });
    expect(s.cartIds).toEqual([11, 12, 13]);
    expect(s.cartNumber).toBe(6);
    expect(s.cartMoney).toBe('60.10');
    expect(s.cartChange).toBe(1);
  });

  it('changes a line locally and recomputes; 0 removes it', () => {
    useCartStore.getState().applyLists(rows);
    useCartStore.getState().setLineNum(1, 101, 5);
    expect(useCartStore.getState()).toMatchObject({ cartNumber: 9, cartMoney: '60.40' });
    useCartStore.getState().setLineNum(2, 201, 0);
    expect(useCartStore.getState().cartList.goods_2).toBeUndefined();
    expect(useCartStore.getState()).toMatchObject({ cartNumber: 6, cartMoney: '0.70', cartIds: [11, 12] });
  });

  it('clear empties everything and still signals a change', () => {
    useCartStore.getState().applyLists(rows);
    useCartStore.getState().clear();
    expect(useCartStore.getState()).toEqual(
      expect.objectContaining({ cartList: {}, cartIds: [], cartNumber: 0, cartMoney: '0.00', cartChange: 2 }),
    );
  });

  it('refreshCart loads cart/lists with the token; without one it just clears', async () => {
    const { requests } = fakeFetch({ '/api/cart/lists': ok(rows) });
    await refreshCart();
    expect(requests).toHaveLength(0);
    useMemberStore.setState({ token: 'tok' });
    await Promise.all([refreshCart(), refreshCart()]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.query.token).toBe('tok');
    expect(useCartStore.getState().cartNumber).toBe(6);
  });

  it('keeps the last values when the call fails', async () => {
    useCartStore.getState().applyLists(rows);
    useMemberStore.setState({ token: 'tok' });
    fakeFetch({ '/api/cart/lists': fail(-1, 'x') });
    await refreshCart();
    expect(useCartStore.getState().cartNumber).toBe(6);
    fakeFetch({ '/api/cart/lists': new Response('', { status: 500 }) });
    await refreshCart();
    expect(useCartStore.getState().cartNumber).toBe(6);
  });

  it('ignores an answer that arrives after logout', async () => {
    useMemberStore.setState({ token: 'tok' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeFetch({
      '/api/cart/lists': async () => {
        await gate;
        return ok(rows);
      },
    });
    const pending = refreshCart();
    useMemberStore.getState().logout();
    release();
    await pending;
    expect(useCartStore.getState().cartNumber).toBe(0);
  });

  it('reloads when the chosen store changes while logged in', async () => {
    const { requests } = fakeFetch({ '/api/cart/lists': ok(rows.slice(0, 1)) });
    useMemberStore.setState({ token: 'tok' });
    useStoreStore.getState().setGlobalStoreInfo({ store_id: 5 });
    await vi.waitFor(() => expect(useCartStore.getState().cartNumber).toBe(2));
    expect(requests[0]!.query.store_id).toBe('5');
  });
});

describe('cart badge', () => {
  it('leaves out lines the server marks invalid', () => {
    useCartStore.getState().applyLists([
      { cart_id: 1, goods_id: 1, sku_id: 1, num: 2, discount_price: '10.00', goods_name: 'a', is_invalid: 0 },
      { cart_id: 2, goods_id: 2, sku_id: 2, num: 5, discount_price: '3.00', goods_name: 'b', is_invalid: 1 },
    ] as never);
    expect(useCartStore.getState().cartNumber).toBe(2);
    expect(useCartStore.getState().cartMoney).toBe('20.00');
  });
});

describe('guest badge', () => {
  afterEach(() => localStorage.removeItem('h5_guestCart'));

  it('while logged out counts the pieces of the guest cart kept on the device, without loading it', async () => {
    localStorage.setItem('h5_guestCart', JSON.stringify([{ sku_id: 1, num: 2 }, { sku_id: 2, num: 3 }, { sku_id: 'x', num: 9 }, null]));
    const { requests } = fakeFetch();
    await refreshCart();
    expect(useCartStore.getState()).toMatchObject({ cartNumber: 5, cartList: {}, cartMoney: '0.00' });
    expect(requests).toHaveLength(0);
    localStorage.setItem('h5_guestCart', '[]');
    await refreshCart();
    expect(useCartStore.getState().cartNumber).toBe(0);
  });

  it('logging out drops the member’s count for the guest’s', async () => {
    fakeFetch({ '/api/cart/lists': ok(rows) });
    useMemberStore.setState({ token: 'tok' });
    await refreshCart();
    expect(useCartStore.getState().cartNumber).toBe(6);
    localStorage.setItem('h5_guestCart', JSON.stringify([{ sku_id: 1, num: 1 }]));
    useMemberStore.getState().logout();
    expect(useCartStore.getState()).toMatchObject({ cartNumber: 1, cartIds: [] });
  });
});
