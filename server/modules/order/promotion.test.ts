import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { completePayment } from '../pay/events.ts';
import { approveRefund } from '../refund/seller.ts';
import { quotaUsed, returnQuota, takeQuota } from '../promotion/quota.ts';
import { chinaDate, chinaDayStart, chinaSecondOfDay, clockText } from '../promotion/time.ts';
import { saveOrderKey } from './calc.ts';
import { createOrder } from './create.ts';
import { onOrderEvent, type OrderEventName } from './hooks.ts';
import { registerPromotion, type PromotionCalcInput } from './promotion.ts';
import { giveCoupon, makeGoods, orderOf, tradeMember, type TestMember } from './test-helpers.ts';

/**
 * The promotion hook v2 with a promotion made for the test ('enginetest'): half price, free
 * delivery, at most 2 pieces per member (taken by the quota before anything else), its own stock
 * in the quota table's activity row; it records every event it hears.
 */
const TYPE = 'enginetest';
const MAX = 2;
const heard: Array<{ name: OrderEventName | 'promo.paid' | 'promo.closed' | 'promo.refunded' | 'promo.completed'; order_id: number }> = [];

registerPromotion({
  type: TYPE,
  async quote(db, _ref, lines) {
    const skus = await db.selectFrom('goods_sku').select(['sku_id', 'discount_price']).where('sku_id', 'in', lines.map((l) => l.sku_id)).execute();
    return { money: new Map(lines.map((l) => [l.sku_id, Math.floor(skus.find((x) => x.sku_id === l.sku_id)!.discount_price / 2) * l.num])), free_delivery: true, own_limits: true };
  },
  async reserve(trx, ref, o) {
    const num = o.lines.reduce((n, l) => n + l.num, 0);
    if (!(await takeQuota(trx, { promotion_type: TYPE, promotion_id: ref.id, item_id: 1, member_id: o.member_id, period: '' }, num, MAX))) {
      throw new Error('LIMIT');
    }
    return [{ item_id: 1, num }];
  },
  async paid(_trx, o) {
    heard.push({ name: 'promo.paid', order_id: o.order_id });
  },
  async closed(trx, o) {
    heard.push({ name: 'promo.closed', order_id: o.order_id });
    const num = o.lines.reduce((n, l) => n + l.num, 0);
    await returnQuota(trx, { promotion_type: TYPE, promotion_id: o.promotion_id, item_id: 1, member_id: o.member_id, period: '' }, num);
    return [{ item_id: 1, num }];
  },
  async refunded(trx, o, line) {
    heard.push({ name: 'promo.refunded', order_id: o.order_id });
    await returnQuota(trx, { promotion_type: TYPE, promotion_id: o.promotion_id, item_id: 1, member_id: o.member_id, period: '' }, line.num);
    return [{ item_id: 1, num: line.num }];
  },
  async completed(_trx, o) {
    heard.push({ name: 'promo.completed', order_id: o.order_id });
  },
});
for (const name of ['paid', 'closed', 'refunded', 'completed'] as const) {
  onOrderEvent(name, async (_trx, e) => {
    heard.push({ name, order_id: e.order.order_id });
  });
}

let s: TestServer;
let m: TestMember;
const clock = Math.floor(Date.now() / 1000);
beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
  m = await tradeMember(s);
});
afterAll(async () => {
  await s.close();
});

async function promoOrder(member: TestMember, skuId: number, num: number, params: Record<string, unknown> = {}) {
  const input: PromotionCalcInput = { cart_ids: [], lines: [{ sku_id: skuId, num }], promotion: { type: TYPE, id: 7 } };
  const key = await saveOrderKey(s.db(), member.member_id, input, clock);
  return createOrder(s.services, { member_id: member.member_id, order_key: key, params: { order_key: key, ...params }, store_id: null, idempotency_key: null, app_type: 'h5', ip: '127.0.0.1', promotion_type: TYPE });
}

const ledger = (orderId: number) => s.db().selectFrom('promotion_stock_ledger').select(['item_id', 'delta', 'reason']).where('order_id', '=', orderId).orderBy('id').execute();
const used = async (memberId: number) => (await quotaUsed(s.db(), { promotion_type: TYPE, promotion_id: 7, member_id: memberId, period: '' }, [1])).get(1) ?? 0;

describe('promotion hook v2', () => {
  it('prices from the hook, skips coupons and points, records the promotion, ledgers its own stock', async () => {
    const g = await makeGoods(s, { price: 1000, free_shipping: 0 });
    await giveCoupon(s, m.member_id);
    const out = await promoOrder(m, g.sku_id, 1, { coupon: JSON.stringify({ coupon_id: 1 }), is_point: 1 });
    const o = await orderOf(s, out);
    expect(o).toMatchObject({ goods_money: 500, delivery_money: 0, coupon_id: 0, coupon_money: 0, point_money: 0, order_money: 500, promotion_type: TYPE, promotion_id: 7 });
    expect(await ledger(o.order_id)).toEqual([{ item_id: 1, delta: -1, reason: 'order_create' }]);
    // closing the unpaid order: the promotion gives its stock and the member's limit back, ledgered
    const r = await s.call('/api/order/close', { order_id: o.order_id }, { token: m.token });
    expect(r.code).toBe(0);
    expect(await ledger(o.order_id)).toEqual([
      { item_id: 1, delta: -1, reason: 'order_create' },
      { item_id: 1, delta: 1, reason: 'order_close' },
    ]);
    expect(heard).toContainEqual({ name: 'promo.closed', order_id: o.order_id });
    expect(heard).toContainEqual({ name: 'closed', order_id: o.order_id });
    expect(await used(m.member_id)).toBe(0);
  });

  it('takes the per-member limit inside the create transaction: parallel orders never pass it', async () => {
    const buyer = await tradeMember(s);
    const g = await makeGoods(s, { price: 1000, stock: 50 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => promoOrder(buyer, g.sku_id, 1)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX);
    expect(await used(buyer.member_id)).toBe(MAX);
    // refused orders wrote nothing: the sale stock fell by exactly what was sold
    const sku = await s.db().selectFrom('goods_sku').select('stock').where('sku_id', '=', g.sku_id).executeTakeFirstOrThrow();
    expect(sku.stock).toBe(50 - MAX);
  });

  it('hears paid, refunded; orders reach completed through the take-delivery and completion jobs', async () => {
    const buyer = await tradeMember(s);
    const g = await makeGoods(s, { price: 2000 });
    const out = await promoOrder(buyer, g.sku_id, 1);
    const o = await orderOf(s, out);
    await s.db().transaction().execute((trx) => completePayment(trx, out, { pay_type: 'devpay', now: clock }));
    expect(heard).toContainEqual({ name: 'promo.paid', order_id: o.order_id });
    expect(heard).toContainEqual({ name: 'paid', order_id: o.order_id });

    expect((await s.call('/dev/order/ship', { order_id: o.order_id })).code).toBe(0);
    const shipped = await orderOf(s, out);
    // not yet due: 14 days after shipping by default
    expect((await s.call<number>('/dev/jobs/run', { name: 'order.autoTakeDelivery', at: shipped.delivery_time + 13 * 86400 })).data).toBe(0);
    expect((await s.call<number>('/dev/jobs/run', { name: 'order.autoTakeDelivery', at: shipped.delivery_time + 14 * 86400 })).data).toBeGreaterThanOrEqual(1);
    const received = await orderOf(s, out);
    expect(received).toMatchObject({ order_status: 4, order_status_name: '已收货' });
    expect(received.sign_time).toBe(shipped.delivery_time + 14 * 86400);
    // completion 7 days after receipt, with the completed event
    expect((await s.call<number>('/dev/jobs/run', { name: 'order.autoComplete', at: received.sign_time + 6 * 86400 })).data).toBe(0);
    expect((await s.call<number>('/dev/jobs/run', { name: 'order.autoComplete', at: received.sign_time + 7 * 86400 })).data).toBeGreaterThanOrEqual(1);
    expect(await orderOf(s, out)).toMatchObject({ order_status: 10, order_status_name: '已完成', finish_time: received.sign_time + 7 * 86400 });
    expect(heard).toContainEqual({ name: 'promo.completed', order_id: o.order_id });
    expect(heard).toContainEqual({ name: 'completed', order_id: o.order_id });
    const detail = await s.call<{ order_status: number; promotion_type: string; promotion_type_name: string }>('/api/order/detail', { order_id: o.order_id }, { token: buyer.token, lang: 'en-us' });
    expect(detail.data).toMatchObject({ order_status: 10, promotion_type: TYPE });
  });

  it('a shop setting of 0 days takes delivery at the next sweep; an order under after-sales waits', async () => {
    const buyer = await tradeMember(s);
    const g = await makeGoods(s, { price: 2000 });
    const out = await promoOrder(buyer, g.sku_id, 1);
    const o = await orderOf(s, out);
    await s.db().transaction().execute((trx) => completePayment(trx, out, { pay_type: 'devpay', now: clock }));
    await s.call('/dev/order/ship', { order_id: o.order_id });
    await s.db().updateTable('order').set({ is_lock: 1 }).where('order_id', '=', o.order_id).execute();
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ auto_close: 30, auto_take_delivery: 0, auto_complete: 7, after_sales_time: 0 }) as never }).where('config_key', '=', 'ORDER_EVENT_TIME_CONFIG').execute();
    try {
      await s.call('/dev/jobs/run', { name: 'order.autoTakeDelivery', at: clock + 60 });
      expect((await orderOf(s, out)).order_status).toBe(3);
      await s.db().updateTable('order').set({ is_lock: 0 }).where('order_id', '=', o.order_id).execute();
      await s.call('/dev/jobs/run', { name: 'order.autoTakeDelivery', at: clock + 60 });
      expect((await orderOf(s, out)).order_status).toBe(4);
    } finally {
      await s.db().updateTable('sys_config').set({ value: JSON.stringify({ auto_close: 30, auto_take_delivery: 14, auto_complete: 7, after_sales_time: 0 }) as never }).where('config_key', '=', 'ORDER_EVENT_TIME_CONFIG').execute();
    }
  });

  it('a refunded line is heard by the promotion, which gives back its limit', async () => {
    const buyer = await tradeMember(s);
    const g = await makeGoods(s, { price: 2000 });
    const out = await promoOrder(buyer, g.sku_id, 2);
    const o = await orderOf(s, out);
    await s.db().transaction().execute((trx) => completePayment(trx, out, { pay_type: 'devpay', now: clock }));
    expect(await used(buyer.member_id)).toBe(2);
    const line = await s.db().selectFrom('order_goods').select(['order_goods_id', 'goods_money']).where('order_id', '=', o.order_id).executeTakeFirstOrThrow();
    await s.db().updateTable('order_goods').set({ refund_status: 1, refund_apply_money: line.goods_money }).where('order_goods_id', '=', line.order_goods_id).execute();
    await s.db().transaction().execute((trx) => approveRefund(trx, line.order_goods_id, { now: clock }));
    expect(heard).toContainEqual({ name: 'promo.refunded', order_id: o.order_id });
    expect(heard).toContainEqual({ name: 'refunded', order_id: o.order_id });
    expect(await used(buyer.member_id)).toBe(0);
    expect(await ledger(o.order_id)).toEqual([
      { item_id: 1, delta: -2, reason: 'order_create' },
      { item_id: 1, delta: 2, reason: 'order_refund' },
    ]);
  });
});

describe('promotion clock (China time)', () => {
  it('counts slots and days from midnight in UTC+8', () => {
    const t = Date.UTC(2026, 10, 26, 16, 30, 5) / 1000; // 2026-11-27 00:30:05 in China
    expect(chinaSecondOfDay(t)).toBe(30 * 60 + 5);
    expect(chinaDate(t)).toBe('2026-11-27');
    expect(chinaDayStart(t)).toBe(Date.UTC(2026, 10, 26, 16, 0, 0) / 1000);
    expect(clockText(36000)).toBe('10:00:00');
    expect(clockText(86399)).toBe('23:59:59');
  });

  it('takeQuota never passes the limit, returnQuota never goes below zero', async () => {
    const k = { promotion_type: 'quotatest', promotion_id: 1, item_id: 1, member_id: 1, period: '2026-11-27' };
    const takes = await Promise.all(Array.from({ length: 5 }, () => s.db().transaction().execute((trx) => takeQuota(trx, k, 1, 3))));
    expect(takes.filter(Boolean)).toHaveLength(3);
    await s.db().transaction().execute((trx) => returnQuota(trx, k, 10));
    expect((await quotaUsed(s.db(), k, [1])).get(1)).toBe(0);
    expect(await s.db().transaction().execute((trx) => takeQuota(trx, k, 4, 3))).toBe(false);
  });
});
