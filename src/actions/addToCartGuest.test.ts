import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok, type RecordedRequest } from '../data/fakeFetch.ts';
import { i18n, loadNamespaces } from '../i18n/index.ts';
import { feedbackStore, hideToast } from '../shell/feedback.ts';
import { refreshCart, useCartStore } from '../stores/cart.ts';
import { useGuestCartStore } from '../stores/guestCart.ts';
import { useMemberStore } from '../stores/member.ts';
import { addSkuToCart } from './addToCart.ts';
import { getActionEnv, resetActionEnv } from './env.ts';

const guest = () => useGuestCartStore.getState();
const toast = () => feedbackStore.getState().toast?.text;
const facts = (over: Record<string, unknown> = {}) => ok([{ cart_id: 0, sku_id: 7, num: 1, stock: 5, min_buy: 0, max_buy: 0, is_limit: 0, is_invalid: 0, invalid_reason: '', ...over }]);
const memberRow = { cart_id: 31, goods_id: 3, sku_id: 7, num: 3, discount_price: '29.90', goods_name: 'Cake', max_buy: 0, min_buy: 0, stock: 50 };

async function lang(l: 'zh-cn' | 'en-us') {
  await i18n.changeLanguage(l);
  await loadNamespaces(['cart']);
}

beforeEach(async () => {
  resetActionEnv();
  hideToast();
  useMemberStore.setState({ token: '', memberInfo: null });
  guest().clear();
  useCartStore.getState().clear();
  await lang('en-us');
});
afterEach(() => {
  vi.unstubAllGlobals();
  guest().clear();
});

describe('a guest adds to the cart', () => {
  it('keeps the line on the device after the server priced it; the badge counts it', async () => {
    const { requests } = fakeFetch({ '/api/cart/guestLists': facts() });
    expect(await addSkuToCart(getActionEnv(), 7, 2)).toEqual({ ok: true, result: { sku_id: 7, num: 2 } });
    expect(requests.map((r) => r.path)).toEqual(['/api/cart/guestLists']);
    expect(JSON.parse(requests[0]!.body.sku_ids!)).toEqual([{ sku_id: 7, num: 2 }]);
    expect(requests[0]!.body.token).toBe('');
    expect(guest().lines).toEqual([{ sku_id: 7, num: 2 }]);
    expect(useCartStore.getState().cartNumber).toBe(2);
    // again: the sum is capped at the stock
    await addSkuToCart(getActionEnv(), 7, 9);
    expect(guest().lines).toEqual([{ sku_id: 7, num: 5 }]);
    expect(useCartStore.getState().cartNumber).toBe(5);
  });

  it.each([
    ['off sale', { is_invalid: 1, invalid_reason: 'off_sale' }, 1, 'This goods is no longer on sale', '该商品已下架'],
    ['sold out', { is_invalid: 1, invalid_reason: 'out_of_stock', stock: 0 }, 1, 'Not enough stock', '库存不足'],
    ['below the minimum', { min_buy: 3 }, 1, 'Minimum purchase: 3', '该商品3件起售'],
    ['above the limit', { is_limit: 1, max_buy: 2 }, 3, 'Limited to 2 per person', '该商品每人限购2件'],
  ])('%s: says why in the current language and keeps nothing', async (_what, over, num, en, zh) => {
    fakeFetch({ '/api/cart/guestLists': facts(over) });
    expect(await addSkuToCart(getActionEnv(), 7, num)).toEqual({ ok: false });
    expect(toast()).toBe(en);
    await lang('zh-cn');
    await addSkuToCart(getActionEnv(), 7, num);
    expect(toast()).toBe(zh);
    expect(guest().lines).toEqual([]);
    expect(useCartStore.getState().cartNumber).toBe(0);
  });

  it('a refused request shows the server’s message', async () => {
    fakeFetch({ '/api/cart/guestLists': fail(-1, 'parameter sku_ids is not valid') });
    expect(await addSkuToCart(getActionEnv(), 7, 1)).toEqual({ ok: false });
    expect(toast()).toBe('parameter sku_ids is not valid');
  });

  it('a full guest cart takes no new goods', async () => {
    const { requests } = fakeFetch({ '/api/cart/guestLists': facts() });
    for (let i = 1; i <= 99; i++) guest().add(1000 + i, 1, { stock: 9 });
    expect(await addSkuToCart(getActionEnv(), 7, 1)).toEqual({ ok: false });
    expect(toast()).toBe('Your cart holds at most 99 kinds of goods');
    expect(requests).toHaveLength(0);
  });

  it('a member’s add goes to cart.add as before', async () => {
    useMemberStore.setState({ token: 'tok' });
    const { requests } = fakeFetch({ '/api/cart/add': ok(31), '/api/cart/lists': ok([memberRow]) });
    expect(await addSkuToCart(getActionEnv(), 7, 3)).toEqual({ ok: true, result: 31 });
    expect(requests.map((r) => r.path)).toEqual(['/api/cart/add', '/api/cart/lists']);
    expect(guest().lines).toEqual([]);
  });

  it('a goods form filled in the sku popup goes with a member\'s cart.add; a guest signs in first and nothing is added', async () => {
    const form = JSON.stringify({ form_id: 2, form_data: [{ id: 'f1', val: 'For Mum' }] });
    const navigate = vi.fn();
    const env = { ...getActionEnv(), navigator: { ...getActionEnv().navigator, navigate } };
    const { requests } = fakeFetch({ '/api/cart/add': ok(31), '/api/cart/lists': ok([memberRow]), '/api/cart/guestLists': facts() });
    expect(await addSkuToCart(env, 7, 1, form)).toEqual({ ok: false });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
    expect(guest().lines).toEqual([]);
    useMemberStore.setState({ token: 'tok' });
    expect(await addSkuToCart(env, 7, 1, form)).toEqual({ ok: true, result: 31 });
    expect(requests[0]!.body).toMatchObject({ sku_id: '7', num: '1', form_data: form });
  });
});

describe('login merges the guest cart', () => {
  function server(merge: (req: RecordedRequest) => unknown) {
    return fakeFetch({ '/api/cart/merge': merge, '/api/cart/lists': ok([memberRow]) });
  }

  it('before the cart count loads: the lines move in one idempotent call and leave the device', async () => {
    guest().add(7, 3, { stock: 9 });
    guest().add(8, 1, { stock: 9 });
    const key = guest().key;
    const { requests } = server(() => ok({ merged: [{ sku_id: 7, cart_id: 31, num: 3 }], skipped: [] }));
    useMemberStore.getState().setToken('tok');
    await refreshCart();
    expect(requests.map((r) => r.path)).toEqual(['/api/cart/merge', '/api/cart/lists']);
    expect(JSON.parse(requests[0]!.body.sku_ids!)).toEqual([
      { sku_id: 8, num: 1 },
      { sku_id: 7, num: 3 },
    ]);
    expect(requests[0]!.body).toMatchObject({ token: 'tok', idempotency_key: key });
    expect(guest().lines).toEqual([]);
    expect(useCartStore.getState().cartNumber).toBe(3);
    expect(toast()).toBeUndefined();
    // nothing left: later refreshes do not merge
    await refreshCart();
    expect(requests.filter((r) => r.path === '/api/cart/merge')).toHaveLength(1);
  });

  it('lines the server could not take are told', async () => {
    guest().add(7, 1, { stock: 9 });
    guest().add(9, 1, { stock: 9 });
    server(() => ok({ merged: [{ sku_id: 7, cart_id: 31, num: 3 }], skipped: [{ sku_id: 9, reason: 'off_sale' }] }));
    useMemberStore.getState().setToken('tok');
    await refreshCart();
    expect(guest().lines).toEqual([]);
    expect(toast()).toBe('1 goods could not be moved to your cart (no longer on sale or sold out)');
  });

  it('a failed merge keeps the lines and says so once; the next refresh tries again with the same key', async () => {
    await lang('zh-cn');
    guest().add(7, 2, { stock: 9 });
    const key = guest().key;
    let answer: unknown = fail(-1, 'busy');
    const { requests } = server(() => answer);
    useMemberStore.getState().setToken('tok');
    await refreshCart();
    expect(guest().lines).toEqual([{ sku_id: 7, num: 2 }]);
    expect(toast()).toBe('购物车商品未能同步到您的账号，已为您保留，稍后会再次同步');
    expect(useCartStore.getState().cartNumber).toBe(3); // the member's own lines still load
    hideToast();
    await refreshCart();
    expect(toast()).toBeUndefined();
    answer = new Response('down', { status: 502 });
    await refreshCart();
    expect(guest().lines).toHaveLength(1);
    answer = ok({ merged: [{ sku_id: 7, cart_id: 31, num: 3 }], skipped: [] });
    await refreshCart();
    expect(guest().lines).toEqual([]);
    const merges = requests.filter((r) => r.path === '/api/cart/merge');
    expect(merges).toHaveLength(4);
    expect(new Set(merges.map((r) => r.body.idempotency_key))).toEqual(new Set([key]));
  });

  it('logging out shows the guest cart’s count again', async () => {
    server(() => ok({ merged: [], skipped: [] }));
    useMemberStore.getState().setToken('tok');
    await refreshCart();
    expect(useCartStore.getState().cartNumber).toBe(3);
    useMemberStore.getState().logout();
    expect(useCartStore.getState().cartNumber).toBe(0);
    guest().add(5, 2, { stock: 9 });
    expect(useCartStore.getState().cartNumber).toBe(2);
  });
});
