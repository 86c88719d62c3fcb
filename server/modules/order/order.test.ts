import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { memberAccounts } from '../account/test-helpers.ts';
import { closeExpiredOrders } from './lifecycle.ts';
import { addAddress, giveCoupon, makeGoods, orderOf, payOf, payment, placeOrder, skuStock, tradeMember, type TestMember } from './test-helpers.ts';

let s: TestServer;
let m: TestMember;
beforeAll(async () => {
  s = await startTestServer();
  m = await tradeMember(s);
});
afterAll(async () => {
  await s.close();
});

const orderCount = async (memberId: number) =>
  Number((await s.db().selectFrom('order').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);

describe('order creation', () => {
  it('prices on the server only: tampered prices are ignored', async () => {
    const g = await makeGoods(s, { price: 12345, stock: 10 });
    const p = await payment(s, m, { sku_id: g.sku_id, num: 2, price: '0.01', goods_money: '0.01', discount_price: '0.01' });
    expect(p.code).toBe(0);
    expect(p.data).toMatchObject({ goods_num: 2, goods_money: '246.90', order_money: '246.90', pay_money: '246.90', error: 0, error_msg: '' });
    expect(p.data.order_key).toMatch(/^[0-9a-f]{32}$/);
    expect(p.data.goods_list).toEqual([expect.objectContaining({ sku_id: g.sku_id, price: '123.45', num: 2, goods_money: '246.90' })]);
    expect(p.data.member_address).toMatchObject({ name: '张三', district_id: 310104 });
    const delivery = p.data.delivery as { delivery_type: string; express_type: Array<{ name: string; store_list?: unknown[] }> };
    expect(delivery.delivery_type).toBe('express');
    expect(delivery.express_type.map((t) => t.name)).toEqual(['express', 'store']);
    expect(delivery.express_type[1]!.store_list!.length).toBeGreaterThan(0);
    const c = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key, price: '0.01', order_money: '0.01', pay_money: '0.01', goods_money: '0.01' }, { token: m.token });
    expect(c.code).toBe(0);
    expect(c.data).toMatch(/^\d{24}$/);
    const o = await orderOf(s, c.data);
    expect(o).toMatchObject({ goods_money: 24690, order_money: 24690, pay_money: 24690, order_status: 0, pay_status: 0, order_type: 1, member_id: m.member_id, name: '张三' });
    expect(o.auto_close_time - o.create_time).toBe(30 * 60);
    const goods = await s.db().selectFrom('order_goods').selectAll().where('order_id', '=', o.order_id).execute();
    expect(goods).toEqual([expect.objectContaining({ sku_id: g.sku_id, price: 12345, num: 2, goods_money: 24690, real_goods_money: 24690 })]);
    expect(await payOf(s, c.data)).toMatchObject({ pay_status: 0, pay_money: 24690, relate_id: o.order_id, member_id: m.member_id });
    expect(await skuStock(s, g.sku_id)).toBe(8);
    const ledger = await s.db().selectFrom('stock_ledger').selectAll().where('order_id', '=', o.order_id).execute();
    expect(ledger).toEqual([expect.objectContaining({ sku_id: g.sku_id, delta: -2, reason: 'order_create' })]);
  });

  it('recomputes on create: a price change after the confirm page is charged at the new price', async () => {
    const g = await makeGoods(s, { price: 1000 });
    const p = await payment(s, m, { sku_id: g.sku_id, num: 1 });
    await s.db().updateTable('goods_sku').set({ discount_price: 1500 }).where('sku_id', '=', g.sku_id).execute();
    const c = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key }, { token: m.token });
    expect((await orderOf(s, c.data)).order_money).toBe(1500);
  });

  it('creates once per idempotency key (parameter or header), answering the same out_trade_no', async () => {
    const g = await makeGoods(s, { stock: 10 });
    const before = await orderCount(m.member_id);
    const p = await payment(s, m, { sku_id: g.sku_id, num: 1 });
    const a = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key, idempotency_key: 'k-create-1' }, { token: m.token });
    const b = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key, idempotency_key: 'k-create-1' }, { token: m.token });
    expect(a.code).toBe(0);
    expect(b).toMatchObject({ code: 0, data: a.data });
    const p2 = await payment(s, m, { sku_id: g.sku_id, num: 1 });
    const h1 = await s.call<string>('/api/ordercreate/create', { order_key: p2.data.order_key }, { token: m.token, headers: { 'idempotency-key': 'k-header-1' } });
    const h2 = await s.call<string>('/api/ordercreate/create', { order_key: p2.data.order_key }, { token: m.token, headers: { 'idempotency-key': 'k-header-1' } });
    expect(h2.data).toBe(h1.data);
    expect(await orderCount(m.member_id)).toBe(before + 2);
    expect(await skuStock(s, g.sku_id)).toBe(8);
    // Another member's same key is theirs alone.
    const other = await tradeMember(s);
    const p3 = await payment(s, other, { sku_id: g.sku_id, num: 1 });
    const c = await s.call<string>('/api/ordercreate/create', { order_key: p3.data.order_key, idempotency_key: 'k-create-1' }, { token: other.token });
    expect(c.data).not.toBe(a.data);
  });

  it('a doubled submit without a key makes one order (the order_key is used once)', async () => {
    const g = await makeGoods(s, { stock: 10 });
    const before = await orderCount(m.member_id);
    const p = await payment(s, m, { sku_id: g.sku_id, num: 3 });
    const [a, b] = await Promise.all([
      s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key }, { token: m.token, lang: 'en-us' }),
      s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key }, { token: m.token, lang: 'en-us' }),
    ]);
    expect([a.code, b.code].sort()).toEqual([-1, 0]);
    expect([a, b].find((r) => r.code < 0)!.message).toBe('The order data expired or was already submitted, please place the order again');
    expect(await orderCount(m.member_id)).toBe(before + 1);
    expect(await skuStock(s, g.sku_id)).toBe(7);
  });

  it('20 parallel orders on the last 5 units make exactly 5 orders and never oversell', async () => {
    const g = await makeGoods(s, { stock: 5, name: '最后五件' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => tradeMember(s)));
    const keys: Array<[TestMember, string]> = [];
    for (const b of buyers) keys.push([b, (await payment(s, b, { sku_id: g.sku_id, num: 1 })).data.order_key]);
    const results = await Promise.all(keys.map(([b, key]) => s.call<string>('/api/ordercreate/create', { order_key: key }, { token: b.token })));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.code !== 0)) expect(r.message).toContain('库存不足');
    expect(await skuStock(s, g.sku_id)).toBe(0);
    const sold = await s.db().selectFrom('order_goods').select((eb) => eb.fn.sum<number>('num').as('n')).where('sku_id', '=', g.sku_id).executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(5);
  });

  it('checks out cart rows and removes them', async () => {
    const g1 = await makeGoods(s, { price: 300 });
    const g2 = await makeGoods(s, { price: 700 });
    const c1 = (await s.call<number>('/api/cart/add', { sku_id: g1.sku_id, num: 2 }, { token: m.token })).data;
    const c2 = (await s.call<number>('/api/cart/add', { sku_id: g2.sku_id, num: 1 }, { token: m.token })).data;
    const p = await payment(s, m, { cart_ids: `${c1},${c2}` });
    expect(p.data).toMatchObject({ goods_num: 3, goods_money: '13.00' });
    const c = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key, buyer_message: '请尽快发货' }, { token: m.token });
    expect(c.code).toBe(0);
    expect((await orderOf(s, c.data)).buyer_message).toBe('请尽快发货');
    const left = await s.db().selectFrom('goods_cart').select('cart_id').where('cart_id', 'in', [c1, c2]).execute();
    expect(left).toHaveLength(0);
    const other = await tradeMember(s);
    expect(await payment(s, other, { cart_ids: String(c1) })).toMatchObject({ code: -1 });
  });

  it('store pickup: needs a pickup store, no freight, order type 2', async () => {
    const g = await makeGoods(s, { price: 2000, free_shipping: 0 });
    const p = await payment(s, m, { sku_id: g.sku_id, num: 1, delivery: { delivery_type: 'store', store_id: 2 } });
    expect(p.data).toMatchObject({ delivery_money: '0.00', order_money: '20.00', error: 0 });
    expect((p.data.delivery as Record<string, unknown>).store_id).toBe(2);
    const bad = await s.call<Record<string, unknown>>('/api/ordercreate/calculate', { order_key: p.data.order_key, delivery: { delivery_type: 'store', store_id: 999 } }, { token: m.token, lang: 'en-us' });
    expect(bad.data).toMatchObject({ error: 1, error_msg: 'Please choose a store that offers pickup' });
    const c = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key, delivery: { delivery_type: 'store', store_id: 2 } }, { token: m.token });
    expect(await orderOf(s, c.data)).toMatchObject({ order_type: 2, delivery_type: 'store', delivery_store_id: 2, delivery_money: 0 });
    const local = await s.call<Record<string, unknown>>('/api/ordercreate/calculate', { order_key: p.data.order_key, delivery: { delivery_type: 'local' } }, { token: m.token });
    expect(local.code).toBe(-1); // the key was used by create
  });

  it('express needs an address; freight comes from the delivery templates', async () => {
    const nobody = await tradeMember(s, { address: false });
    const g = await makeGoods(s, { price: 2000, free_shipping: 0 });
    const p = await payment(s, nobody, { sku_id: g.sku_id, num: 1 });
    expect(p.data).toMatchObject({ error: 1, error_msg: '请先选择收货地址', member_address: null });
    expect(await s.call('/api/ordercreate/create', { order_key: p.data.order_key }, { token: nobody.token })).toMatchObject({ code: -1, message: '请先选择收货地址' });
    expect(await orderCount(nobody.member_id)).toBe(0);
    const addr = await addAddress(s, nobody.member_id);
    const withAddr = await s.call<Record<string, string>>('/api/ordercreate/calculate', { order_key: p.data.order_key, member_address: { id: addr } }, { token: nobody.token });
    expect(withAddr.data.error).toBe(0);
    expect(Number(withAddr.data.order_money)).toBe(20 + Number(withAddr.data.delivery_money));
    // someone else's address id is not accepted
    const stranger = await tradeMember(s, { address: false });
    const theirs = await addAddress(s, stranger.member_id);
    expect(await s.call('/api/ordercreate/calculate', { order_key: p.data.order_key, member_address: { id: theirs } }, { token: nobody.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter member_address is not valid' });
  });

  it('an address sent inline must be a real province → city → district path; Xinjiang pays its surcharge', async () => {
    const buyer = await tradeMember(s, { address: false });
    const g = await makeGoods(s, { price: 2000, free_shipping: 0 });
    const inline = (ids: Record<string, number>) => ({ name: '李四', mobile: '13912345678', address: '人民路1号', ...ids });
    const p = await payment(s, buyer, { sku_id: g.sku_id, num: 1, member_address: inline({ province_id: 31, city_id: 3101, district_id: 310104 }) });
    expect(p.data).toMatchObject({ error: 0, delivery_money: '8.00', member_address: { full_address: '上海市-上海市-徐汇区', district_id: 310104 } });
    const calc = (member_address: unknown, lang: 'zh-cn' | 'en-us' = 'en-us') => s.call<Record<string, unknown>>('/api/ordercreate/calculate', { order_key: p.data.order_key, member_address }, { token: buyer.token, lang });
    for (const [ids, field] of [
      [{ province_id: 999999, city_id: 3101, district_id: 310104 }, 'province_id'],
      [{ province_id: 310000, city_id: 310100, district_id: 310104 }, 'province_id'],
      [{ province_id: 31, city_id: 6501, district_id: 310104 }, 'city_id'],
      [{ province_id: 31, city_id: 3101, district_id: 650102 }, 'district_id'],
      [{ province_id: 31, city_id: 3101, district_id: 0 }, 'district_id'],
      [{ province_id: 3101, city_id: 310104, district_id: 310104 }, 'province_id'],
    ] as const) {
      expect(await calc(inline(ids)), JSON.stringify(ids)).toMatchObject({ code: -1, message: 'The chosen area is not valid, please choose again', data: { field: `member_address.${field}` } });
    }
    expect(await calc(inline({ province_id: 31, city_id: 3101, district_id: 650102 }), 'zh-cn')).toMatchObject({ code: -1, message: '所选地区不正确，请重新选择' });
    // Xinjiang and Tibet have their own item of the seeded template (¥20 for the first item)
    expect((await calc(inline({ province_id: 65, city_id: 6501, district_id: 650102 }))).data).toMatchObject({ error: 0, delivery_money: '20.00' });
    expect((await calc(inline({ province_id: 54, city_id: 5401, district_id: 540102 }))).data).toMatchObject({ error: 0, delivery_money: '20.00' });
    // a refused address writes no order
    expect(await s.call('/api/ordercreate/create', { order_key: p.data.order_key, member_address: inline({ province_id: 999999, city_id: 3101, district_id: 310104 }) }, { token: buyer.token })).toMatchObject({ code: -1 });
    expect(await orderCount(buyer.member_id)).toBe(0);
  });

  it('applies a usable coupon and gives it back (with the stock) when the order closes', async () => {
    const buyer = await tradeMember(s);
    const couponId = await giveCoupon(s, buyer.member_id, { money: 500 });
    const g = await makeGoods(s, { price: 3000, stock: 4 });
    const p = await payment(s, buyer, { sku_id: g.sku_id, num: 2 });
    expect(p.data.modules).toEqual(['coupon']);
    const list = await s.call<Array<Record<string, unknown>>>('/api/ordercreate/getCouponList', { order_key: p.data.order_key }, { token: buyer.token });
    expect(list.data[0]).toMatchObject({ coupon_id: couponId, coupon_money: '5.00' });
    const calc = await s.call<Record<string, unknown>>('/api/ordercreate/calculate', { order_key: p.data.order_key, coupon: { coupon_id: couponId } }, { token: buyer.token });
    expect(calc.data).toMatchObject({ coupon_id: couponId, coupon_money: '5.00', order_money: '55.00', pay_money: '55.00' });
    const wrong = await s.call<Record<string, unknown>>('/api/ordercreate/calculate', { order_key: p.data.order_key, coupon: { coupon_id: 987654 } }, { token: buyer.token });
    expect(wrong.data).toMatchObject({ error: 1, error_msg: '所选优惠券不可用' });
    const c = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key, coupon: { coupon_id: couponId } }, { token: buyer.token });
    const o = await orderOf(s, c.data);
    expect(o).toMatchObject({ coupon_id: couponId, coupon_money: 500, order_money: 5500 });
    const goods = await s.db().selectFrom('order_goods').select(['coupon_money', 'real_goods_money']).where('order_id', '=', o.order_id).execute();
    expect(goods).toEqual([{ coupon_money: 500, real_goods_money: 5500 }]);
    const coupon = () => s.db().selectFrom('promotion_coupon').select(['state', 'use_order_id']).where('coupon_id', '=', couponId).executeTakeFirstOrThrow();
    expect(await coupon()).toEqual({ state: 2, use_order_id: o.order_id });
    expect(await skuStock(s, g.sku_id)).toBe(2);

    expect(await s.call('/api/order/close', { order_id: o.order_id }, { token: buyer.token })).toMatchObject({ code: 0 });
    expect(await coupon()).toMatchObject({ state: 1 });
    expect(await skuStock(s, g.sku_id)).toBe(4);
    expect(await orderOf(s, c.data)).toMatchObject({ order_status: -1, close_cause: '买家取消订单' });
    expect(await payOf(s, c.data)).toMatchObject({ pay_status: -2 });
    expect(await s.call('/api/order/close', { order_id: o.order_id }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Only unpaid orders can be cancelled' });
    expect(await skuStock(s, g.sku_id)).toBe(4);
  });

  it('points cash-off when enabled: 100 points = ¥1, at most half the goods money, returned on close', async () => {
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ is_enable: 1, cash_rate: 100, max_percent: 50 }) as never }).where('config_key', '=', 'POINT_CASH_CONFIG').execute();
    try {
      const buyer = await tradeMember(s, { point: 3000 });
      const g = await makeGoods(s, { price: 10000 });
      const p = await payment(s, buyer, { sku_id: g.sku_id, num: 1 });
      expect(p.data).toMatchObject({ point_money: '30.00', use_point: 3000, order_money: '70.00' });
      const off = await s.call<Record<string, unknown>>('/api/ordercreate/calculate', { order_key: p.data.order_key, is_point: 0 }, { token: buyer.token });
      expect(off.data).toMatchObject({ point_money: '0.00', order_money: '100.00' });
      const rich = await tradeMember(s, { point: 999999 });
      const p2 = await payment(s, rich, { sku_id: g.sku_id, num: 1 });
      expect(p2.data).toMatchObject({ point_money: '50.00', use_point: 5000 });
      const c = await s.call<string>('/api/ordercreate/create', { order_key: p.data.order_key }, { token: buyer.token });
      expect((await memberAccounts(s, buyer.member_id)).point).toBe(0);
      const o = await orderOf(s, c.data);
      expect(o).toMatchObject({ use_point: 3000, point_money: 3000, order_money: 7000 });
      await s.call('/api/order/close', { order_id: o.order_id }, { token: buyer.token });
      expect((await memberAccounts(s, buyer.member_id)).point).toBe(3000);
    } finally {
      await s.db().updateTable('sys_config').set({ value: JSON.stringify({ is_enable: 0, cash_rate: 100, max_percent: 50 }) as never }).where('config_key', '=', 'POINT_CASH_CONFIG').execute();
    }
  });

  it('enforces per-order and lifetime purchase limits', async () => {
    const buyer = await tradeMember(s);
    const g = await makeGoods(s, { is_limit: 1, max_buy: 2, limit_type: 2, name: '限购两件' });
    const over = await payment(s, buyer, { sku_id: g.sku_id, num: 3 });
    expect(over.data).toMatchObject({ error: 1 });
    expect((await placeOrder(s, buyer, { sku_id: g.sku_id, num: 2 })).code).toBe(0);
    const again = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 }, {});
    expect(again).toMatchObject({ code: -1, message: '商品「限购两件」每人限购2件，您已购买2件' });
  });
});

describe('the member’s orders', () => {
  it('lists with status filters, names in the request language and member actions', async () => {
    const buyer = await tradeMember(s);
    const g = await makeGoods(s, { price: 990 });
    const c = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 });
    const all = await s.call<{ count: number; page_count: number; list: Array<Record<string, unknown>>; auto_close: number }>('/api/order/lists', { order_status: 'all', page: 1, page_size: 5 }, { token: buyer.token, lang: 'en-us' });
    expect(all.data).toMatchObject({ count: 1, page_count: 1, auto_close: 1800 });
    const o = all.data.list[0]!;
    expect(o).toMatchObject({ out_trade_no: c.data, order_status: 0, order_status_name: 'Awaiting payment', order_money: '9.90', pay_money: '9.90' });
    // a normal order carries NiuShop's promotion fields, empty
    expect(o).toMatchObject({ promotion_type: '', promotion_type_name: '', promotion_status_name: '', promotion_id: 0 });
    expect((o.action as Array<{ action: string }>).map((a) => a.action)).toEqual(['orderClose', 'orderPay']);
    expect((o.order_goods as Array<Record<string, unknown>>)[0]).toMatchObject({ sku_id: g.sku_id, price: '9.90', num: 1 });
    expect((await s.call<{ count: number }>('/api/order/lists', { order_status: 'waitsend' }, { token: buyer.token })).data.count).toBe(0);
    expect((await s.call<{ count: number }>('/api/order/lists', { order_status: 'waitpay' }, { token: buyer.token })).data.count).toBe(1);
    expect((await s.call<{ count: number }>('/api/order/lists', { searchText: 'no-such-order' }, { token: buyer.token })).data.count).toBe(0);
    expect((await s.call<{ count: number }>('/api/order/lists', { searchText: String(o.order_no) }, { token: buyer.token })).data.count).toBe(1);
    expect((await s.call('/api/order/num', undefined, { token: buyer.token })).data).toEqual({ waitpay: 1, waitsend: 0, waitconfirm: 0, wait_use: 0, waitrate: 0, refunding: 0 });
    const zh = await s.call<Record<string, unknown>>('/api/order/detail', { order_id: o.order_id }, { token: buyer.token });
    expect(zh.data).toMatchObject({ order_status_name: '待支付', auto_close: 1800, promotion_type: '', promotion_type_name: '' });
    expect(await s.call('/api/order/memberVirtualTakeDelivery', { order_id: o.order_id }, { token: buyer.token })).toMatchObject({ code: -1 });
    expect((await s.call<{ title: string }>('/api/order/transactionAgreement')).data.title).toBe('购买须知');
  });

  it('runs express orders to the end: ship, package trace, take delivery, evaluation info', async () => {
    const buyer = await tradeMember(s, { balance: 100000, pay_password: '123456' });
    const g = await makeGoods(s, { price: 1000 });
    const c = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 }, { is_balance: 1, pay_password: '123456' });
    const o = await orderOf(s, c.data);
    expect(o).toMatchObject({ order_status: 1, pay_status: 2, pay_type: 'BALANCE', balance_money: 1000, pay_money: 0 });
    expect(await s.call('/api/order/takeDelivery', { order_id: o.order_id }, { token: buyer.token })).toMatchObject({ code: -1 });
    expect(await s.call('/dev/order/ship', { order_id: o.order_id })).toMatchObject({ code: 0 });
    const pkg = await s.call<Array<{ delivery_no: string; trace: { list: Array<{ remark: string }> } }>>('/api/order/package', { order_id: o.order_id }, { token: buyer.token, lang: 'en-us' });
    expect(pkg.data).toHaveLength(1);
    expect(pkg.data[0]!.delivery_no).toMatch(/^DEV/);
    expect(pkg.data[0]!.trace.list.map((l) => l.remark)).toEqual(['Shipped, the parcel is with the courier', 'Paid, waiting for the shop to ship', 'Order submitted']);
    const detail = await s.call<Record<string, unknown>>('/api/order/detail', { order_id: o.order_id }, { token: buyer.token });
    expect((detail.data.action as Array<{ action: string }>).map((a) => a.action)).toEqual(['trace', 'memberTakeDelivery']);
    expect(await s.call('/api/order/takeDelivery', { order_id: o.order_id }, { token: buyer.token })).toMatchObject({ code: 0 });
    expect(await orderOf(s, c.data)).toMatchObject({ order_status: 4, is_evaluate: 1 });
    const info = await s.call<{ evaluate_status: number; list: unknown[] }>('/api/order/evluateinfo', { order_id: o.order_id }, { token: buyer.token });
    expect(info.data).toMatchObject({ evaluate_status: 0 });
    expect(info.data.list).toHaveLength(1);
    expect((await s.call('/api/order/num', undefined, { token: buyer.token })).data).toMatchObject({ waitrate: 1 });
    expect(await s.call('/api/order/delete', { order_id: o.order_id }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Only closed orders can be deleted' });
  });

  it('store pickup orders wait for pickup with a code once paid', async () => {
    const buyer = await tradeMember(s, { balance: 100000, pay_password: '123456' });
    const g = await makeGoods(s, { price: 1000 });
    const c = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1, delivery: { delivery_type: 'store', store_id: 1 } }, { is_balance: 1, pay_password: '123456', delivery: { delivery_type: 'store', store_id: 1 } });
    const o = await orderOf(s, c.data);
    expect(o).toMatchObject({ order_type: 2, order_status: 2 });
    expect(o.delivery_code).toMatch(/^\d{8}$/);
    const d = await s.call<Record<string, unknown>>('/api/order/detail', { order_id: o.order_id }, { token: buyer.token, lang: 'en-us' });
    expect(d.data).toMatchObject({ order_status_name: 'Ready for pickup', code_info: { code: o.delivery_code } });
    expect((await s.call('/api/order/num', undefined, { token: buyer.token })).data).toMatchObject({ waitconfirm: 1 });
    expect(await s.call('/dev/order/pickup', { order_id: o.order_id })).toMatchObject({ code: 0 });
    expect(await orderOf(s, c.data)).toMatchObject({ order_status: 4 });
  });

  it('another member’s order answers not found everywhere', async () => {
    const owner = await tradeMember(s);
    const g = await makeGoods(s);
    const c = await placeOrder(s, owner, { sku_id: g.sku_id, num: 1 });
    const o = await orderOf(s, c.data);
    for (const path of ['/api/order/detail', '/api/order/close', '/api/order/takeDelivery', '/api/order/delete', '/api/order/package', '/api/order/evluateinfo']) {
      expect(await s.call(path, { order_id: o.order_id }, { token: m.token, lang: 'en-us' }), path).toMatchObject({ code: -1, message: 'Order not found' });
    }
    expect(await s.call('/api/order/pay', { order_ids: String(o.order_id) }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Order not found' });
    expect(await s.call('/api/pay/info', { out_trade_no: c.data }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Payment not found' });
    expect((await s.call<{ list: Array<{ order_id: number }> }>('/api/order/lists', {}, { token: m.token })).data.list.some((x) => x.order_id === o.order_id)).toBe(false);
    expect(await orderOf(s, c.data)).toMatchObject({ order_status: 0, is_delete: 0 });
  });

  it('deletes closed orders only from the member’s view', async () => {
    const buyer = await tradeMember(s);
    const g = await makeGoods(s);
    const c = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 });
    const o = await orderOf(s, c.data);
    await s.call('/api/order/close', { order_id: o.order_id }, { token: buyer.token });
    expect(await s.call('/api/order/delete', { order_id: o.order_id }, { token: buyer.token })).toMatchObject({ code: 0, data: 1 });
    expect((await s.call<{ count: number }>('/api/order/lists', {}, { token: buyer.token })).data.count).toBe(0);
    expect(await s.call('/api/order/detail', { order_id: o.order_id }, { token: buyer.token })).toMatchObject({ code: -1 });
  });
});

describe('auto-close', () => {
  it('closes unpaid orders past their time, returning stock, coupon and balance; leaves the rest', async () => {
    const buyer = await tradeMember(s, { balance: 300, pay_password: '123456' });
    const g = await makeGoods(s, { price: 1000, stock: 10 });
    const couponId = await giveCoupon(s, buyer.member_id, { money: 200 });
    const due = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 2 }, { is_balance: 1, pay_password: '123456', coupon: { coupon_id: couponId } });
    expect(due.code).toBe(0);
    expect(await orderOf(s, due.data)).toMatchObject({ order_money: 1800, balance_money: 300, pay_money: 1500 });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 0 });
    const later = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 });
    const now = s.services.now();
    await s.db().updateTable('order').set({ auto_close_time: now - 1 }).where('out_trade_no', '=', due.data).execute();
    expect(await skuStock(s, g.sku_id)).toBe(7);

    expect(await closeExpiredOrders(s.db(), now)).toBe(1);
    expect(await orderOf(s, due.data)).toMatchObject({ order_status: -1, close_cause: '超时未支付，订单自动关闭' });
    expect(await orderOf(s, later.data)).toMatchObject({ order_status: 0 });
    expect(await skuStock(s, g.sku_id)).toBe(9);
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 300 });
    expect((await s.db().selectFrom('promotion_coupon').select('state').where('coupon_id', '=', couponId).executeTakeFirstOrThrow()).state).toBe(1);
    expect(await closeExpiredOrders(s.db(), now)).toBe(0);
    // Everything past its time at the default 30 minutes.
    expect(await closeExpiredOrders(s.db(), now + 31 * 60)).toBeGreaterThanOrEqual(1);
    expect(await orderOf(s, later.data)).toMatchObject({ order_status: -1 });
  });
});

describe('malformed input', () => {
  it('names the parameter, in the request language, and writes nothing', async () => {
    const before = await orderCount(m.member_id);
    const calcs = Number((await s.db().selectFrom('order_calc').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const g = await makeGoods(s);
    const key = (await payment(s, m, { sku_id: g.sku_id, num: 1 })).data.order_key;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/ordercreate/payment', {}, 'Missing goods data: cart_ids or sku_id'],
      ['/api/ordercreate/payment', { sku_id: g.sku_id }, 'Missing parameter num'],
      ['/api/ordercreate/payment', { sku_id: 'x', num: 1 }, 'Parameter sku_id is not valid'],
      ['/api/ordercreate/payment', { sku_id: g.sku_id, num: 0 }, 'Parameter num is out of range'],
      ['/api/ordercreate/payment', { cart_ids: '1,a' }, 'Parameter cart_ids is not valid'],
      ['/api/ordercreate/payment', { sku_id: g.sku_id, num: 1, delivery: '{oops' }, 'Parameter delivery is not valid'],
      ['/api/ordercreate/payment', { sku_id: g.sku_id, num: 1, delivery: { delivery_type: 'drone' } }, 'Parameter delivery is not valid'],
      ['/api/ordercreate/payment', { sku_id: g.sku_id, num: 1, member_address: '[1]' }, 'Parameter member_address is not valid'],
      ['/api/ordercreate/calculate', {}, 'Missing parameter order_key'],
      ['/api/ordercreate/calculate', { order_key: 'nope' }, 'Parameter order_key is not valid'],
      ['/api/ordercreate/calculate', { order_key: key, coupon: '{"coupon_id":"x"}' }, 'Parameter coupon is not valid'],
      ['/api/ordercreate/calculate', { order_key: key, is_balance: 2 }, 'Parameter is_balance is not valid'],
      ['/api/ordercreate/getCouponList', {}, 'Missing parameter order_key'],
      ['/api/ordercreate/create', {}, 'Missing parameter order_key'],
      ['/api/ordercreate/create', { order_key: key, buyer_message: 'x'.repeat(201) }, 'Parameter buyer_message is too long'],
      ['/api/ordercreate/create', { order_key: key, idempotency_key: 'has space' }, 'Parameter idempotency_key is not valid'],
      ['/api/ordercreate/create', { order_key: 'f'.repeat(32) }, 'The order data expired or was already submitted, please place the order again'],
      ['/api/order/detail', {}, 'Missing parameter order_id'],
      ['/api/order/close', { order_id: 'x' }, 'Parameter order_id is not valid'],
      ['/api/order/takeDelivery', {}, 'Missing parameter order_id'],
      ['/api/order/delete', { order_id: -1 }, 'Parameter order_id is out of range'],
      ['/api/order/package', {}, 'Missing parameter order_id'],
      ['/api/order/evluateinfo', {}, 'Missing parameter order_id'],
      ['/api/order/lists', { order_status: 'bogus' }, 'Parameter order_status is not valid'],
      ['/api/order/lists', { page_size: 1000 }, 'Parameter page_size is out of range'],
      ['/api/order/pay', {}, 'Missing parameter order_ids'],
      ['/api/order/pay', { order_ids: '1,2' }, 'Parameter order_ids is not valid'],
    ];
    for (const [path, params, message] of cases) {
      expect(await s.call(path, params, { token: m.token, lang: 'en-us' }), `${path} ${JSON.stringify(params)}`).toMatchObject({ code: -1, message });
    }
    expect((await s.call('/api/ordercreate/calculate', {}, { token: m.token })).message).toBe('缺少参数order_key');
    expect(await orderCount(m.member_id)).toBe(before);
    const after = Number((await s.db().selectFrom('order_calc').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(calcs + 1);
    expect(await s.call('/api/order/lists', {}, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Not logged in, please log in first' });
  });
});
