import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { giveCoupon, makeGoods, orderOf, skuStock, tradeMember, type TestMember } from '../../order/test-helpers.ts';
import { issueToken } from '../../member/token.ts';
import { addSeckill, addSeckillSlot, closeSeckill } from './admin.ts';

let s: TestServer;
let m: TestMember;
/** 2026-11-27 10:30:00 in China (UTC+8) */
const T0 = Date.UTC(2026, 10, 27, 2, 30, 0) / 1000;
let clock = T0;
const H = 3600;
let slotMorning = 0;
let slotTen = 0;
let slotAfternoon = 0;

beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
  m = await tradeMember(s);
  slotMorning = await addSeckillSlot(s.db(), { name: '早场', start: 8 * H, end: 9 * H }, T0);
  slotTen = await addSeckillSlot(s.db(), { name: '十点场', start: 10 * H, end: 12 * H }, T0);
  slotAfternoon = await addSeckillSlot(s.db(), { name: '下午场', start: 14 * H, end: 16 * H }, T0);
});
afterAll(async () => {
  await s.close();
});

async function activity(o: { stock?: number; max_buy?: number; limit_period?: 'day' | 'activity'; price?: number; slots?: number[]; sale_stock?: number; free_shipping?: number } = {}) {
  const g = await makeGoods(s, { price: o.price ?? 1000, stock: o.sale_stock ?? 100, free_shipping: o.free_shipping ?? 1 });
  const id = await addSeckill(
    s.db(),
    {
      seckill_name: '限时秒杀',
      goods_id: g.goods_id,
      start_time: T0 - 86400,
      end_time: T0 + 7 * 86400,
      slot_ids: o.slots ?? [slotTen, slotMorning],
      limit_period: o.limit_period ?? 'day',
      skus: [{ sku_id: g.sku_id, seckill_price: 100, stock: o.stock ?? 5, max_buy: o.max_buy ?? 0 }],
    },
    T0,
  );
  return { ...g, seckill_id: id };
}

type Calc = { order_key: string; error: number; error_msg: string; pay_money: string; goods_money: string; promotion_type: string; seckill_info: { seckill_name: string; seckill_start_time: number } };

const pay = (member: TestMember, params: Record<string, unknown>, lang: 'zh-cn' | 'en-us' = 'zh-cn') => s.call<Calc>('/seckill/api/ordercreate/payment', params, { token: member.token, lang });

async function buy(member: TestMember, params: Record<string, unknown>, lang: 'zh-cn' | 'en-us' = 'zh-cn') {
  const p = await pay(member, params, lang);
  if (p.code < 0) return p as unknown as { code: number; message: string; data: string };
  return s.call<string>('/seckill/api/ordercreate/create', { order_key: p.data.order_key }, { token: member.token, lang });
}

const seckillRow = (id: number) => s.db().selectFrom('promotion_seckill').select(['goods_stock', 'sale_num']).where('id', '=', id).executeTakeFirstOrThrow();
const seckillSku = (id: number) => s.db().selectFrom('promotion_seckill_goods').select(['stock', 'sale_num']).where('seckill_id', '=', id).executeTakeFirstOrThrow();

describe('seckill reads', () => {
  it('slot tabs: slots still ahead today first, finished ones as tomorrow, empty slots left out; current_time', async () => {
    await activity();
    const r = await s.call<{ list: Array<{ id: number; type: string; seckill_start_time_show: string }>; current_time: number }>('/seckill/api/seckill/lists');
    expect(r.code).toBe(0);
    expect(r.data.current_time).toBe(T0);
    // the demo seed's slots (the whole day) are in the list too: look at this file's own
    const own = r.data.list.filter((x) => [slotMorning, slotTen, slotAfternoon].includes(x.id));
    expect(own.map((x) => [x.id, x.type])).toEqual([
      [slotTen, 'today'],
      [slotMorning, 'tomorrow'],
    ]);
    expect(own[0]!.seckill_start_time_show).toBe('10:00:00');
    expect(r.data.list.some((x) => x.id === slotAfternoon)).toBe(false);
  });

  it('goods of a slot with the buyable stock and the discount rate; detail with the slot now and the limit as enforced', async () => {
    const a = await activity({ stock: 7, max_buy: 3 });
    const page = await s.call<{ count: number; list: Array<Record<string, unknown>>; current_time: number }>('/seckill/api/seckillgoods/page', { seckill_time_id: slotTen, page_size: 50 });
    const item = page.data.list.find((x) => x.id === a.seckill_id)!;
    expect(item).toMatchObject({ seckill_price: '1.00', price: '10.00', goods_stock: 7, discount_rate: 10, status: 1 });
    expect(page.data.current_time).toBe(T0);
    const lists = await s.call<Array<{ id: number }>>('/seckill/api/seckillgoods/lists', { seckill_time_id: slotTen, num: 50 });
    expect(lists.data.some((x) => x.id === a.seckill_id)).toBe(true);

    const guest = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/seckill/api/seckillgoods/detail', { seckill_id: a.seckill_id });
    expect(guest.data.goods_sku_detail).toMatchObject({ seckill_id: a.seckill_id, sku_id: a.sku_id, seckill_price: '1.00', discount_price: '1.00', stock: 7, max_buy: 3, is_limit: 1, limit_type: 2, limit_period: 'day', purchased_num: 0, seckill_start_time: 10 * H, seckill_end_time: 12 * H, current_time: T0, status: 1 });
    expect(guest.data.goods_sku_detail.time_list).toHaveLength(2);
    const info = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/seckill/api/seckillgoods/info', { seckill_id: a.seckill_id, sku_id: a.sku_id });
    expect(info.data.goods_sku_detail).toMatchObject({ sku_id: a.sku_id, seckill_price: '1.00' });
    const again = await s.call<{ type: string; sku_id: number }>('/seckill/api/seckillgoods/info', { seckill_id: a.seckill_id, sku_id: 99999999 });
    expect(again.data).toEqual({ type: 'again', sku_id: a.sku_id });
    const skus = await s.call<Array<Record<string, unknown>>>('/seckill/api/seckillgoods/goodsSku', { seckill_id: a.seckill_id, goods_id: a.goods_id });
    expect(skus.data).toEqual([expect.objectContaining({ sku_id: a.sku_id, seckill_price: '1.00', max_buy: 3 })]);

    // a closed activity is not shown
    await closeSeckill(s.db(), a.seckill_id);
    expect((await s.call<{ goods_sku_detail: unknown }>('/seckill/api/seckillgoods/detail', { seckill_id: a.seckill_id })).data.goods_sku_detail).toBeNull();
  });

  it('a missing slot id is a clean -1 in the request language', async () => {
    const r = await s.call('/seckill/api/seckillgoods/page', {}, { lang: 'en-us' });
    expect(r.code).toBe(-1);
    expect(r.message).toMatch(/seckill_time_id/);
  });
});

describe('seckill orders', () => {
  it('sells at the seckill price without coupons; seckill, activity and sale stock fall together, each ledgered', async () => {
    const a = await activity({ stock: 5 });
    await giveCoupon(s, m.member_id);
    const p = await pay(m, { seckill_id: a.seckill_id, num: 2, coupon: JSON.stringify({ coupon_id: 1 }) });
    expect(p.code).toBe(0);
    expect(p.data).toMatchObject({ goods_money: '2.00', pay_money: '2.00', promotion_type: 'seckill', error: 0 });
    expect(p.data.seckill_info).toMatchObject({ seckill_name: '限时秒杀', seckill_start_time: 10 * H });
    expect(p.data).not.toHaveProperty('modules', ['coupon']);
    const c = await s.call<string>('/seckill/api/ordercreate/create', { order_key: p.data.order_key }, { token: m.token });
    expect(c.code).toBe(0);
    const o = await orderOf(s, c.data);
    expect(o).toMatchObject({ promotion_type: 'seckill', promotion_type_name: '秒杀', promotion_id: a.seckill_id, order_money: 200, coupon_id: 0 });
    expect(await seckillSku(a.seckill_id)).toEqual({ stock: 3, sale_num: 2 });
    expect(await seckillRow(a.seckill_id)).toEqual({ goods_stock: 3, sale_num: 2 });
    expect(await skuStock(s, a.sku_id)).toBe(98);
    const ledger = await s.db().selectFrom('promotion_stock_ledger').select(['delta', 'reason']).where('order_id', '=', o.order_id).execute();
    expect(ledger).toEqual([{ delta: -2, reason: 'order_create' }]);
    const list = await s.call<{ list: Array<{ order_id: number; promotion_type_name: string }> }>('/api/order/lists', {}, { token: m.token, lang: 'en-us' });
    expect(list.data.list.find((x) => x.order_id === o.order_id)?.promotion_type_name).toBeTruthy();

    // the unpaid order closes: everything comes back
    await s.call('/api/order/close', { order_id: o.order_id }, { token: m.token });
    expect(await seckillSku(a.seckill_id)).toEqual({ stock: 5, sale_num: 0 });
    expect(await seckillRow(a.seckill_id)).toEqual({ goods_stock: 5, sale_num: 0 });
    expect(await skuStock(s, a.sku_id)).toBe(100);
  });

  it('outside the slots the calculation says so and create refuses, in the request language', async () => {
    const a = await activity();
    clock = T0 + 2 * H; // 12:30 China: between slots
    try {
      const p = await pay(m, { seckill_id: a.seckill_id }, 'en-us');
      expect(p.code).toBe(0);
      expect(p.data).toMatchObject({ error: 1, error_msg: 'This flash sale has not started or is over' });
      const c = await s.call('/seckill/api/ordercreate/create', { order_key: p.data.order_key }, { token: m.token });
      expect(c).toMatchObject({ code: -1, message: '当前商品秒杀活动未开启或已过期！' });
    } finally {
      clock = T0;
    }
    // the order_key of another flow is refused
    const core = await s.call('/api/ordercreate/payment', { sku_id: a.sku_id, num: 1 }, { token: m.token });
    const cross = await s.call('/seckill/api/ordercreate/create', { order_key: (core.data as { order_key: string }).order_key }, { token: m.token });
    expect(cross.code).toBe(-1);
  });

  it('per-member limit per day: the shopper sees what is enforced; a new China day starts again', async () => {
    const a = await activity({ stock: 50, max_buy: 2, limit_period: 'day' });
    const buyer = await tradeMember(s);
    expect((await buy(buyer, { seckill_id: a.seckill_id, num: 2 })).code).toBe(0);
    const over = await pay(buyer, { seckill_id: a.seckill_id, num: 1 });
    expect(over.data).toMatchObject({ error: 1, error_msg: '该商品每人每天限购2件，您今天已购买2件' });
    const d = await s.call<{ goods_sku_detail: { purchased_num: number; max_buy: number } }>('/seckill/api/seckillgoods/detail', { seckill_id: a.seckill_id }, { token: buyer.token });
    expect(d.data.goods_sku_detail).toMatchObject({ purchased_num: 2, max_buy: 2 });
    clock = T0 + 86400;
    try {
      buyer.token = await issueToken(s.services, buyer.member_id);
      expect((await buy(buyer, { seckill_id: a.seckill_id, num: 2 })).code).toBe(0);
    } finally {
      clock = T0;
    }
  });

  it('per-member limit per activity does not start again the next day', async () => {
    const a = await activity({ stock: 50, max_buy: 1, limit_period: 'activity' });
    const buyer = await tradeMember(s);
    expect((await buy(buyer, { seckill_id: a.seckill_id })).code).toBe(0);
    clock = T0 + 86400;
    try {
      buyer.token = await issueToken(s.services, buyer.member_id);
      const r = await buy(buyer, { seckill_id: a.seckill_id }, 'en-us');
      expect(r).toMatchObject({ code: -1, message: 'Limit 1 per customer; you have bought 1' });
    } finally {
      clock = T0;
    }
  });
});

describe('seckill under concurrency', () => {
  it('last units: many members at once sell exactly the seckill stock, never below zero, none past the limit', async () => {
    const a = await activity({ stock: 5, max_buy: 2 });
    const members = await Promise.all(Array.from({ length: 8 }, () => tradeMember(s)));
    // each member's confirm page first, then every create at once (3 per member)
    const keys = await Promise.all(members.flatMap((mm) => [1, 2, 3].map(async () => ({ mm, p: await pay(mm, { seckill_id: a.seckill_id, num: 1 }) }))));
    const results = await Promise.all(keys.map(({ mm, p }) => s.call<string>('/seckill/api/ordercreate/create', { order_key: p.data.order_key }, { token: mm.token })));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.code !== 0).every((r) => r.code === -1 && /库存不足|限购/.test(r.message))).toBe(true);
    expect(await seckillSku(a.seckill_id)).toEqual({ stock: 0, sale_num: 5 });
    expect(await seckillRow(a.seckill_id)).toEqual({ goods_stock: 0, sale_num: 5 });
    expect(await skuStock(s, a.sku_id)).toBe(95);
    const perMember = await s
      .db()
      .selectFrom('order')
      .select(['member_id', (eb) => eb.fn.sum<number>('goods_num').as('n')])
      .where('promotion_type', '=', 'seckill')
      .where('promotion_id', '=', a.seckill_id)
      .groupBy('member_id')
      .execute();
    expect(perMember.every((r) => Number(r.n) <= 2)).toBe(true);
    expect(perMember.reduce((n, r) => n + Number(r.n), 0)).toBe(5);
  });

  it('limit races: one member’s parallel orders never pass max_buy', async () => {
    const a = await activity({ stock: 50, max_buy: 2 });
    const buyer = await tradeMember(s);
    const keys = await Promise.all(Array.from({ length: 6 }, () => pay(buyer, { seckill_id: a.seckill_id, num: 1 })));
    const results = await Promise.all(keys.map((p) => s.call<string>('/seckill/api/ordercreate/create', { order_key: p.data.order_key }, { token: buyer.token })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(2);
    expect(results.filter((r) => r.code !== 0).every((r) => r.message === '该商品每人每天限购2件，您今天已购买2件')).toBe(true);
    expect(await seckillSku(a.seckill_id)).toEqual({ stock: 48, sale_num: 2 });
  });

  it('stock and limit return when an unpaid order closes by the auto-close job', async () => {
    const a = await activity({ stock: 1, max_buy: 1 });
    const buyer = await tradeMember(s);
    const r = await buy(buyer, { seckill_id: a.seckill_id });
    expect(r.code).toBe(0);
    expect((await buy(await tradeMember(s), { seckill_id: a.seckill_id })).code).toBe(-1);
    const o = await orderOf(s, r.data);
    await s.call('/dev/jobs/run', { name: 'order.autoClose', at: o.auto_close_time + 1 });
    expect((await orderOf(s, r.data)).order_status).toBe(-1);
    expect(await seckillSku(a.seckill_id)).toEqual({ stock: 1, sale_num: 0 });
    const d = await s.call<{ goods_sku_detail: { purchased_num: number } }>('/seckill/api/seckillgoods/detail', { seckill_id: a.seckill_id }, { token: buyer.token });
    expect(d.data.goods_sku_detail.purchased_num).toBe(0);
    expect((await buy(buyer, { seckill_id: a.seckill_id })).code).toBe(0);
  });
});

describe('the flash sale\'s early answer (sold out, at the limit)', () => {
  /** The payment answer of the full path: naming the member's own address makes the early read step aside. */
  async function fullPay(member: TestMember, params: Record<string, unknown>, lang: 'zh-cn' | 'en-us' = 'zh-cn') {
    const addr = await s.db().selectFrom('member_address').select('id').where('member_id', '=', member.member_id).orderBy('is_default', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return pay(member, { ...params, member_address: JSON.stringify({ id: addr.id }) }, lang);
  }
  const withoutKey = (d: Calc) => ({ ...d, order_key: 'x' });

  it('sold out: the same answer as the full calculator, without an order_key; returned stock is buyable again', async () => {
    for (const free_shipping of [1, 0]) {
      const a = await activity({ stock: 1, free_shipping });
      const first = await tradeMember(s);
      const bought = await buy(first, { seckill_id: a.seckill_id, sku_id: a.sku_id });
      expect(bought.code).toBe(0);
      const late = await tradeMember(s);
      for (const lang of ['zh-cn', 'en-us'] as const) {
        const early = await pay(late, { seckill_id: a.seckill_id, sku_id: a.sku_id, num: 1 }, lang);
        const full = await fullPay(late, { seckill_id: a.seckill_id, sku_id: a.sku_id, num: 1 }, lang);
        expect(early.code).toBe(0);
        expect(early.data.order_key).toBe('');
        expect(full.data.order_key).not.toBe('');
        expect(early.data).toMatchObject({ error: 1, error_msg: lang === 'zh-cn' ? '该商品库存不足' : expect.any(String) });
        expect(withoutKey(early.data)).toEqual(withoutKey(full.data));
      }
      // an order_key-less answer creates nothing
      expect((await s.call('/seckill/api/ordercreate/create', { order_key: '' }, { token: late.token })).code).toBe(-1);
      // the unit comes back when the unpaid order closes: the next attempt takes the full path and buys it
      const o = await orderOf(s, (bought as { data: string }).data);
      await s.call('/api/order/close', { order_id: o.order_id }, { token: first.token });
      const again = await pay(late, { seckill_id: a.seckill_id, sku_id: a.sku_id, num: 1 });
      expect(again.data).toMatchObject({ error: 0 });
      expect(again.data.order_key).not.toBe('');
      expect((await s.call<string>('/seckill/api/ordercreate/create', { order_key: again.data.order_key }, { token: late.token })).code).toBe(0);
      expect(await seckillSku(a.seckill_id)).toEqual({ stock: 0, sale_num: 1 });
    }
  });

  it('at the limit (per day and per activity): the same answer as the full calculator, with the limit message', async () => {
    for (const limit_period of ['day', 'activity'] as const) {
      const a = await activity({ stock: 50, max_buy: 2, limit_period });
      const buyer = await tradeMember(s);
      expect((await buy(buyer, { seckill_id: a.seckill_id, sku_id: a.sku_id, num: 2 })).code).toBe(0);
      const early = await pay(buyer, { seckill_id: a.seckill_id, sku_id: a.sku_id, num: 1 });
      const full = await fullPay(buyer, { seckill_id: a.seckill_id, sku_id: a.sku_id, num: 1 });
      expect(early.data.order_key).toBe('');
      expect(early.data.error_msg).toBe(limit_period === 'day' ? '该商品每人每天限购2件，您今天已购买2件' : full.data.error_msg);
      expect(withoutKey(early.data)).toEqual(withoutKey(full.data));
      // another member is not at the limit: the full path, buyable
      const other = await pay(await tradeMember(s), { seckill_id: a.seckill_id, sku_id: a.sku_id, num: 1 });
      expect(other.data).toMatchObject({ error: 0 });
      expect(other.data.order_key).not.toBe('');
    }
  });

  it('outside the slots: the same answer as the full calculator', async () => {
    const a = await activity();
    clock = T0 + 2 * H;
    try {
      const early = await pay(m, { seckill_id: a.seckill_id, sku_id: a.sku_id }, 'en-us');
      const full = await fullPay(m, { seckill_id: a.seckill_id, sku_id: a.sku_id }, 'en-us');
      expect(early.data).toMatchObject({ order_key: '', error: 1, error_msg: 'This flash sale has not started or is over' });
      expect(withoutKey(early.data)).toEqual(withoutKey(full.data));
    } finally {
      clock = T0;
    }
  });
});
