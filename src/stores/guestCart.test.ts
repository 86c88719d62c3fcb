import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_MAX, guestPieces, hydrateGuestCartStore, useGuestCartStore } from './guestCart.ts';

const store = () => useGuestCartStore.getState();
const limits = { stock: 10 };

beforeEach(() => {
  store().clear();
  localStorage.clear();
});

describe('guest cart', () => {
  it('adds lines newest first, merges a sku, counts pieces and persists under h5_guestCart', () => {
    expect(store().add(1, 2, limits)).toEqual({ ok: true, num: 2 });
    expect(store().add(2, 1, limits)).toEqual({ ok: true, num: 1 });
    expect(store().add(1, 3, limits)).toEqual({ ok: true, num: 5 });
    expect(store().lines).toEqual([
      { sku_id: 2, num: 1 },
      { sku_id: 1, num: 5 },
    ]);
    expect(guestPieces(store())).toBe(6);
    expect(JSON.parse(localStorage.getItem('h5_guestCart')!)).toEqual(store().lines);
    expect(JSON.parse(localStorage.getItem('h5_guestCartKey')!)).toBe(store().key);
  });

  it('follows the member cart’s rules: the sum capped at the stock, the minimum and the purchase limit', () => {
    expect(store().add(1, 8, { stock: 5 })).toEqual({ ok: true, num: 5 });
    expect(store().add(1, 1, { stock: 5 })).toEqual({ ok: true, num: 5 });
    expect(store().add(2, 1, { stock: 0 })).toEqual({ ok: false, reason: 'stock', limit: 0 });
    expect(store().add(3, 1, { stock: 10, min_buy: 2 })).toEqual({ ok: false, reason: 'min_buy', limit: 2 });
    expect(store().add(3, 2, { stock: 10, min_buy: 2 })).toEqual({ ok: true, num: 2 });
    expect(store().add(4, 1, { stock: 1, min_buy: 2 })).toEqual({ ok: false, reason: 'stock', limit: 2 });
    expect(store().add(5, 2, { stock: 10, is_limit: 1, max_buy: 3 })).toEqual({ ok: true, num: 2 });
    expect(store().add(5, 2, { stock: 10, is_limit: 1, max_buy: 3 })).toEqual({ ok: false, reason: 'max_buy', limit: 3 });
    expect(store().add(6, 5, { stock: 10, is_limit: 0, max_buy: 3 })).toEqual({ ok: true, num: 5 });
    expect(store().lines.map((l) => [l.sku_id, l.num])).toEqual([
      [6, 5],
      [5, 2],
      [3, 2],
      [1, 5],
    ]);
  });

  it(`holds at most ${GUEST_CART_MAX} lines`, () => {
    for (let i = 1; i <= GUEST_CART_MAX; i++) expect(store().add(i, 1, limits).ok).toBe(true);
    expect(store().add(1000, 1, limits)).toEqual({ ok: false, reason: 'full', limit: GUEST_CART_MAX });
    expect(store().add(1, 1, limits)).toEqual({ ok: true, num: 2 }); // an existing line still grows
  });

  it('sets and removes lines; every change renews the merge key', () => {
    store().add(1, 1, limits);
    store().add(2, 1, limits);
    const key = store().key;
    store().setNum(1, 4);
    expect(store().key).not.toBe(key);
    expect(store().lines).toEqual([
      { sku_id: 2, num: 1 },
      { sku_id: 1, num: 4 },
    ]);
    store().setNum(2, 0);
    expect(store().lines).toEqual([{ sku_id: 1, num: 4 }]);
    store().setNum(9, 3); // not there: nothing
    store().remove([1]);
    expect(store().lines).toEqual([]);
  });

  it('after a merge drops the lines sent, keeping what was added since', () => {
    store().add(1, 2, limits);
    store().add(2, 1, limits);
    const sent = store().lines.map((l) => ({ ...l }));
    store().add(1, 3, limits);
    store().add(3, 1, limits);
    store().merged(sent);
    expect(store().lines).toEqual([
      { sku_id: 3, num: 1 },
      { sku_id: 1, num: 3 },
    ]);
  });

  it('hydrates from storage, dropping malformed lines and keeping the stored key', () => {
    localStorage.setItem('h5_guestCart', JSON.stringify([{ sku_id: 4, num: 2 }, { sku_id: 'x', num: 1 }, { sku_id: 5, num: 0 }, null, { sku_id: 4, num: 9 }, { sku_id: 6, num: 1e9 }]));
    localStorage.setItem('h5_guestCartKey', JSON.stringify('gc-abc'));
    hydrateGuestCartStore();
    expect(store().lines).toEqual([
      { sku_id: 4, num: 2 },
      { sku_id: 6, num: 99999 },
    ]);
    expect(store().key).toBe('gc-abc');
    localStorage.setItem('h5_guestCartKey', JSON.stringify('bad key!'));
    localStorage.setItem('h5_guestCart', '"nonsense"');
    hydrateGuestCartStore();
    expect(store().lines).toEqual([]);
    expect(store().key).toMatch(/^gc-/);
  });

  it('works without storage', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(store().add(1, 1, limits).ok).toBe(true);
    spy.mockRestore();
  });
});
