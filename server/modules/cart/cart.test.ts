import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { makeGoods, tradeMember, type TestMember } from '../order/test-helpers.ts';

let s: TestServer;
let m: TestMember;
let other: TestMember;
beforeAll(async () => {
  s = await startTestServer();
  m = await tradeMember(s);
  other = await tradeMember(s);
});
afterAll(async () => {
  await s.close();
});

const rows = async (memberId: number) => s.db().selectFrom('goods_cart').selectAll().where('member_id', '=', memberId).orderBy('cart_id').execute();

describe('cart', () => {
  it('needs a token', async () => {
    const res = await s.call('/api/cart/lists', undefined, { lang: 'en-us' });
    expect(res.code).toBe(-1);
    expect(res.message).toBe('Not logged in, please log in first');
  });

  it('adds, merges by sku and caps the quantity at the stock', async () => {
    const g = await makeGoods(s, { stock: 5, price: 1250 });
    const a = await s.call<number>('/api/cart/add', { sku_id: g.sku_id, num: 2 }, { token: m.token });
    expect(a.code).toBe(0);
    const b = await s.call<number>('/api/cart/add', { sku_id: g.sku_id, num: 10 }, { token: m.token });
    expect(b.data).toBe(a.data);
    const mine = (await rows(m.member_id)).filter((r) => r.sku_id === g.sku_id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.num).toBe(5);
    const list = await s.call<Array<Record<string, unknown>>>('/api/cart/lists', undefined, { token: m.token });
    const line = list.data.find((l) => l.sku_id === g.sku_id)!;
    expect(line).toMatchObject({ num: 5, price: '12.50', discount_price: '12.50', total_money: '62.50', stock: 5, is_invalid: 0 });
    expect(await s.call('/api/cart/goodsNum', { goods_id: g.goods_id }, { token: m.token })).toMatchObject({ code: 0, data: 5 });
  });

  it('refuses out-of-stock, off-sale and unknown skus, and enforces min / max buy, in the request language', async () => {
    const none = await makeGoods(s, { stock: 0, name: '售罄商品' });
    expect(await s.call('/api/cart/add', { sku_id: none.sku_id, num: 1 }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Not enough stock of “售罄商品”' });
    const off = await makeGoods(s, { goods_state: 0, name: '下架商品' });
    expect(await s.call('/api/cart/add', { sku_id: off.sku_id, num: 1 }, { token: m.token })).toMatchObject({ code: -1, message: '商品「下架商品」已下架' });
    expect(await s.call('/api/cart/add', { sku_id: 99999999, num: 1 }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'This goods does not exist' });
    const lim = await makeGoods(s, { is_limit: 1, max_buy: 2, min_buy: 2, name: '限购商品' });
    expect(await s.call('/api/cart/add', { sku_id: lim.sku_id, num: 1 }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: '“限购商品” is sold in at least 2 pieces' });
    expect(await s.call('/api/cart/add', { sku_id: lim.sku_id, num: 3 }, { token: m.token })).toMatchObject({ code: -1, message: '商品「限购商品」每单限购2件' });
    expect((await s.call('/api/cart/add', { sku_id: lim.sku_id, num: 2 }, { token: m.token })).code).toBe(0);
    expect((await rows(m.member_id)).some((r) => r.sku_id === none.sku_id || r.sku_id === off.sku_id)).toBe(false);
  });

  it('edits and deletes only the member’s own rows', async () => {
    const g = await makeGoods(s, { stock: 10 });
    const mine = (await s.call<number>('/api/cart/add', { sku_id: g.sku_id, num: 1 }, { token: m.token })).data;
    const theirs = (await s.call<number>('/api/cart/add', { sku_id: g.sku_id, num: 1 }, { token: other.token })).data;
    expect(await s.call('/api/cart/edit', { cart_id: mine, num: 4 }, { token: m.token })).toMatchObject({ code: 0, data: 1 });
    expect(await s.call('/api/cart/edit', { cart_id: mine, num: 11 }, { token: m.token })).toMatchObject({ code: -1 });
    expect(await s.call('/api/cart/edit', { cart_id: theirs, num: 3 }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Cart item not found' });
    // Another member's line alone is not found (nothing deleted), in both languages.
    expect(await s.call('/api/cart/delete', { cart_id: theirs }, { token: m.token })).toMatchObject({ code: -1, message: '购物车记录不存在' });
    expect(await s.call('/api/cart/delete', { cart_id: theirs }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Cart item not found' });
    expect(await s.call('/api/cart/delete', { cart_id: `${mine},${theirs}` }, { token: m.token })).toMatchObject({ code: 0, data: 1 });
    expect((await rows(other.member_id)).find((r) => r.cart_id === theirs)?.num).toBe(1);
    expect(await s.call('/api/cart/delete', { cart_id: mine }, { token: m.token })).toMatchObject({ code: -1, message: '购物车记录不存在' });
  });

  it('switches a row to another sku of the same goods', async () => {
    const g = await makeGoods(s, { stock: 10 });
    const sku2 = await s.db().insertInto('goods_sku').values({ goods_id: g.goods_id, sku_name: '规格二', sku_spec_format: '[]' as never, goods_spec_format: '[]' as never, price: 500, discount_price: 500, stock: 3 }).returning('sku_id').executeTakeFirstOrThrow();
    const id = (await s.call<number>('/api/cart/add', { sku_id: g.sku_id, num: 2 }, { token: m.token })).data;
    expect(await s.call('/api/cart/editCartSku', { cart_id: id, sku_id: sku2.sku_id, num: 2 }, { token: m.token })).toMatchObject({ code: 0, data: id });
    expect((await rows(m.member_id)).find((r) => r.cart_id === id)?.sku_id).toBe(sku2.sku_id);
    const otherGoods = await makeGoods(s);
    expect(await s.call('/api/cart/editCartSku', { cart_id: id, sku_id: otherGoods.sku_id, num: 1 }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'You can only switch to another spec of the same goods' });
  });

  it('flags lines that can no longer be bought and leaves them out of the count', async () => {
    const fresh = await tradeMember(s);
    const ok = await makeGoods(s, { stock: 10 });
    const gone = await makeGoods(s, { stock: 10 });
    const empty = await makeGoods(s, { stock: 10 });
    for (const g of [ok, gone, empty]) await s.call('/api/cart/add', { sku_id: g.sku_id, num: 2 }, { token: fresh.token });
    await s.db().updateTable('goods').set({ goods_state: 0 }).where('goods_id', '=', gone.goods_id).execute();
    await s.db().updateTable('goods_sku').set({ stock: 0 }).where('sku_id', '=', empty.sku_id).execute();
    const list = await s.call<Array<Record<string, unknown>>>('/api/cart/goodsLists', undefined, { token: fresh.token });
    const by = (id: number) => list.data.find((l) => l.sku_id === id)!;
    expect(by(ok.sku_id)).toMatchObject({ is_invalid: 0, invalid_reason: '', goods_state: 1, stock: 10 });
    expect(by(gone.sku_id)).toMatchObject({ is_invalid: 1, invalid_reason: 'off_sale', goods_state: 0 });
    expect(by(empty.sku_id)).toMatchObject({ is_invalid: 1, invalid_reason: 'out_of_stock', stock: 0 });
    expect(typeof by(ok.sku_id).sku_spec_format).toBe('string');
    expect((await s.call('/api/cart/count', undefined, { token: fresh.token })).data).toBe(2);
    const calc = await s.call<Record<string, unknown>>('/api/cartcalculate/calculate', { sku_ids: [{ sku_id: ok.sku_id, num: 3 }, { sku_id: gone.sku_id, num: 1 }] }, { token: fresh.token });
    expect(calc.data).toMatchObject({ goods_num: 3, goods_money: '30.00', order_money: '30.00', invalid: [gone.sku_id] });
    expect(await s.call('/api/cart/clear', {}, { token: fresh.token })).toMatchObject({ code: 0, data: 3 });
  });

  it('prices a guest’s lines without a token, in goodsLists’ shape, flagging what cannot be bought', async () => {
    const ok = await makeGoods(s, { stock: 7, price: 1250, name: '访客商品' });
    const off = await makeGoods(s, { goods_state: 0 });
    const empty = await makeGoods(s, { stock: 0 });
    const sku_ids = JSON.stringify([
      { sku_id: off.sku_id, num: 1 },
      { sku_id: ok.sku_id, num: 2 },
      { sku_id: 99999999, num: 1 },
      { sku_id: empty.sku_id, num: 3 },
      { sku_id: ok.sku_id, num: 1 },
    ]);
    const res = await s.call<Array<Record<string, unknown>>>('/api/cart/guestLists', { sku_ids });
    expect(res.code).toBe(0);
    expect(res.data.map((l) => [l.sku_id, l.num, l.is_invalid, l.invalid_reason])).toEqual([
      [off.sku_id, 1, 1, 'off_sale'],
      [ok.sku_id, 3, 0, ''],
      [99999999, 1, 1, 'deleted'],
      [empty.sku_id, 3, 1, 'out_of_stock'],
    ]);
    expect(res.data[1]).toMatchObject({ cart_id: 0, goods_id: ok.goods_id, goods_name: '访客商品', price: '12.50', discount_price: '12.50', total_money: '37.50', stock: 7, goods_state: 1, sku_image: 'upload/goods/test.jpg' });
    // The member's shape, field for field.
    await s.call('/api/cart/add', { sku_id: ok.sku_id, num: 1 }, { token: other.token });
    const member = (await s.call<Array<Record<string, unknown>>>('/api/cart/goodsLists', undefined, { token: other.token })).data.find((l) => l.sku_id === ok.sku_id)!;
    expect(Object.keys(res.data[1]!).sort()).toEqual(Object.keys(member).sort());
    // nothing written
    expect(await s.db().selectFrom('goods_cart').selectAll().where('sku_id', 'in', [off.sku_id, empty.sku_id]).execute()).toEqual([]);
  });

  it('merges a guest’s lines into the member’s cart: added, capped at stock and limit, unbuyable ones skipped', async () => {
    const fresh = await tradeMember(s);
    const held = await makeGoods(s, { stock: 5 });
    const plain = await makeGoods(s, { stock: 10 });
    const limited = await makeGoods(s, { stock: 50, is_limit: 1, max_buy: 3 });
    const minimum = await makeGoods(s, { stock: 50, min_buy: 2 });
    const off = await makeGoods(s, { goods_state: 0 });
    const scarce = await makeGoods(s, { stock: 1, min_buy: 2 });
    await s.call('/api/cart/add', { sku_id: held.sku_id, num: 3 }, { token: fresh.token });
    const lines = [
      { sku_id: held.sku_id, num: 4 },
      { sku_id: plain.sku_id, num: 2 },
      { sku_id: limited.sku_id, num: 5 },
      { sku_id: minimum.sku_id, num: 1 },
      { sku_id: off.sku_id, num: 1 },
      { sku_id: scarce.sku_id, num: 2 },
      { sku_id: 99999999, num: 1 },
    ];
    const res = await s.call<{ merged: Array<{ sku_id: number; num: number; cart_id: number }>; skipped: unknown[] }>('/api/cart/merge', { sku_ids: JSON.stringify(lines) }, { token: fresh.token });
    expect(res.code).toBe(0);
    expect(res.data.merged.map((m) => [m.sku_id, m.num])).toEqual([
      [held.sku_id, 5],
      [plain.sku_id, 2],
      [limited.sku_id, 3],
      [minimum.sku_id, 2],
    ]);
    expect(res.data.skipped).toEqual([
      { sku_id: off.sku_id, reason: 'off_sale' },
      { sku_id: scarce.sku_id, reason: 'out_of_stock' },
      { sku_id: 99999999, reason: 'deleted' },
    ]);
    const mine = await rows(fresh.member_id);
    expect(mine.map((r) => [r.sku_id, r.num])).toEqual([
      [held.sku_id, 5],
      [plain.sku_id, 2],
      [limited.sku_id, 3],
      [minimum.sku_id, 2],
    ]);
    expect(res.data.merged.find((m) => m.sku_id === held.sku_id)!.cart_id).toBe(mine[0]!.cart_id);
  });

  it('a merge with an idempotency key happens once, however often it is sent', async () => {
    const fresh = await tradeMember(s);
    const g = await makeGoods(s, { stock: 20 });
    const params = { sku_ids: JSON.stringify([{ sku_id: g.sku_id, num: 2 }]), idempotency_key: 'guest-cart-abc123' };
    const first = await s.call('/api/cart/merge', params, { token: fresh.token });
    const again = await s.call('/api/cart/merge', params, { token: fresh.token });
    expect(first.code).toBe(0);
    expect(again).toMatchObject({ code: 0, data: first.data });
    expect((await rows(fresh.member_id)).map((r) => r.num)).toEqual([2]);
    // another key (the guest cart changed) merges again; another member's key is theirs alone
    await s.call('/api/cart/merge', { ...params, idempotency_key: 'guest-cart-def456' }, { token: fresh.token });
    expect((await rows(fresh.member_id)).map((r) => r.num)).toEqual([4]);
    const second = await tradeMember(s);
    await s.call('/api/cart/merge', params, { token: second.token });
    expect((await rows(second.member_id)).map((r) => r.num)).toEqual([2]);
  });

  it('a merge is all or nothing: a failure on a later line leaves the cart as it was', async () => {
    const fresh = await tradeMember(s);
    const g = await makeGoods(s, { stock: 20 });
    const bad = await makeGoods(s, { stock: 20 });
    await s.call('/api/cart/add', { sku_id: g.sku_id, num: 1 }, { token: fresh.token });
    // The database refuses the second line's row (a trigger standing in for any failure mid-way).
    await sql`create function refuse_cart_row() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(s.db());
    await sql.raw(`create trigger refuse_cart_row before insert on goods_cart for each row when (new.sku_id = ${bad.sku_id}) execute function refuse_cart_row()`).execute(s.db());
    try {
      const res = await s.call('/api/cart/merge', { sku_ids: JSON.stringify([{ sku_id: g.sku_id, num: 2 }, { sku_id: bad.sku_id, num: 1 }]), idempotency_key: 'atomic-1' }, { token: fresh.token });
      expect(res.code).toBeLessThan(0);
      expect((await rows(fresh.member_id)).map((r) => [r.sku_id, r.num])).toEqual([[g.sku_id, 1]]);
    } finally {
      await sql`drop trigger refuse_cart_row on goods_cart`.execute(s.db());
      await sql`drop function refuse_cart_row()`.execute(s.db());
    }
    // The key was not used up: the same merge now goes through, once.
    const res = await s.call('/api/cart/merge', { sku_ids: JSON.stringify([{ sku_id: g.sku_id, num: 2 }, { sku_id: bad.sku_id, num: 1 }]), idempotency_key: 'atomic-1' }, { token: fresh.token });
    expect(res.code).toBe(0);
    expect((await rows(fresh.member_id)).map((r) => [r.sku_id, r.num])).toEqual([
      [g.sku_id, 3],
      [bad.sku_id, 1],
    ]);
  });

  it('merge needs a token; guestLists and merge name bad parameters', async () => {
    expect(await s.call('/api/cart/merge', { sku_ids: '[]' }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Not logged in, please log in first' });
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/cart/guestLists', {}, 'Missing parameter sku_ids'],
      ['/api/cart/guestLists', { sku_ids: '{x' }, 'Parameter sku_ids is not valid'],
      ['/api/cart/guestLists', { sku_ids: JSON.stringify([{ sku_id: 1, num: 0 }]) }, 'Parameter sku_ids is not valid'],
      ['/api/cart/guestLists', { sku_ids: JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ sku_id: i + 1, num: 1 }))) }, 'Parameter sku_ids is too long'],
      ['/api/cart/merge', { sku_ids: JSON.stringify({ sku_id: 1 }) }, 'Parameter sku_ids is not valid'],
      ['/api/cart/merge', { sku_ids: '[]', idempotency_key: 'a b' }, 'Parameter idempotency_key is not valid'],
    ];
    for (const [path, params, message] of cases) {
      expect(await s.call(path, params, { token: m.token, lang: 'en-us' }), `${path} ${JSON.stringify(params)}`).toMatchObject({ code: -1, message });
    }
  });

  it('answers malformed parameters naming them, writing nothing', async () => {
    const before = (await rows(m.member_id)).length;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/cart/add', { num: 1 }, 'Missing parameter sku_id'],
      ['/api/cart/add', { sku_id: 1 }, 'Missing parameter num'],
      ['/api/cart/add', { sku_id: 'abc', num: 1 }, 'Parameter sku_id is not valid'],
      ['/api/cart/add', { sku_id: 1, num: 0 }, 'Parameter num is out of range'],
      ['/api/cart/add', { sku_id: 1, num: 1.5 }, 'Parameter num is not valid'],
      ['/api/cart/edit', { cart_id: 1 }, 'Missing parameter num'],
      ['/api/cart/delete', {}, 'Missing parameter cart_id'],
      ['/api/cart/delete', { cart_id: '1;drop table' }, 'Parameter cart_id is not valid'],
      ['/api/cart/editCartSku', { cart_id: 1, num: 1 }, 'Missing parameter sku_id'],
      ['/api/cart/goodsNum', {}, 'Missing parameter goods_id'],
      ['/api/cartcalculate/calculate', {}, 'Missing parameter sku_ids'],
      ['/api/cartcalculate/calculate', { sku_ids: '{not json' }, 'Parameter sku_ids is not valid'],
      ['/api/cartcalculate/calculate', { sku_ids: [{ sku_id: 1, num: -1 }] }, 'Parameter sku_ids is not valid'],
    ];
    for (const [path, params, message] of cases) {
      expect(await s.call(path, params, { token: m.token, lang: 'en-us' }), `${path} ${JSON.stringify(params)}`).toMatchObject({ code: -1, message });
    }
    expect((await s.call('/api/cart/add', { num: 1 }, { token: m.token })).message).toBe('缺少参数sku_id');
    expect((await rows(m.member_id)).length).toBe(before);
  });
});
