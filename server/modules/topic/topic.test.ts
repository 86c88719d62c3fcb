import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { memberAccounts } from '../account/test-helpers.ts';
import { giveCoupon, makeGoods, orderOf, payment, payOf, skuStock, tradeMember, type TestMember } from '../order/test-helpers.ts';
import { limitSpecFormat } from './service.ts';

let s: TestServer;
let m: TestMember;
const realNow = () => Math.floor(Date.now() / 1000);
let clock = realNow();

beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
  m = await tradeMember(s, { balance: 1_000_000, pay_password: '123456' });
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => {
  clock = realNow();
});

type Calc = Record<string, unknown> & { order_key: string; goods_money: string; order_money: string; pay_money: string; coupon_money: string; error: number; modules: string[] };

/** A topic (window around now unless told) with goods at topic prices (fen); returns ids. */
async function makeTopic(o: { start?: number; end?: number; status?: number; goods?: Array<{ goods_id: number; sku_id: number; topic_price: number }> } = {}) {
  const now = s.services.now();
  const t = await s
    .db()
    .insertInto('promotion_topic')
    .values({ topic_name: '测试专题', topic_adv: 'upload/topic/1.jpg', remark: '说明', start_time: o.start ?? now - 60, end_time: o.end ?? now + 3600, status: o.status ?? 2, bg_color: '#ffeedd' })
    .returning('topic_id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const g of o.goods ?? []) {
    const r = await s.db().insertInto('promotion_topic_goods').values({ topic_id: t.topic_id, ...g, is_default: 1 }).returning('id').executeTakeFirstOrThrow();
    ids.push(r.id);
  }
  return { topic_id: t.topic_id, ids };
}

/** A goods at `price` in a running topic at `topic_price`. */
async function topicGoods(price = 10000, topic_price = 6800, stock = 100, window: { start?: number; end?: number; status?: number } = {}) {
  const g = await makeGoods(s, { price, stock });
  const t = await makeTopic({ ...window, goods: [{ ...g, topic_price }] });
  return { ...g, topic_id: t.topic_id, id: t.ids[0]! };
}

const pay = (params: Record<string, unknown>, member = m, lang: 'zh-cn' | 'en-us' = 'zh-cn') => s.call<Calc>('/topic/api/ordercreate/payment', params, { token: member.token, lang });
const create = (params: Record<string, unknown>, member = m, lang: 'zh-cn' | 'en-us' = 'zh-cn') => s.call<string>('/topic/api/ordercreate/create', params, { token: member.token, lang });

describe('seeded topics', () => {
  it('lists the two running topics, each with 6–8 goods below their selling price, and switches the addon flag on', async () => {
    const page = await s.call<{ count: number; list: Array<Record<string, unknown>> }>('/topic/api/topic/page', { page: 1, page_size: 10 });
    expect(page.code).toBe(0);
    const seeded = page.data.list.filter((t) => Number(t.topic_id) <= 2);
    expect(seeded.map((t) => t.topic_id).sort()).toEqual([1, 2]);
    for (const t of seeded) {
      expect(t).toMatchObject({ status: 2, topic_adv: `upload/topic/${t.topic_id}.jpg`, bg_color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
      expect(Number(t.end_time) - s.services.now()).toBeGreaterThan(29 * 86400);
      const goods = await s.call<{ count: number; list: Array<{ topic_price: string; discount_price: string; id: number }> }>('/topic/api/topicgoods/page', { topic_id: t.topic_id as number, page_size: 20 });
      expect(goods.data.count).toBeGreaterThanOrEqual(6);
      expect(goods.data.count).toBeLessThanOrEqual(8);
      for (const row of goods.data.list) expect(Number(row.topic_price)).toBeLessThan(Number(row.discount_price));
    }
    const init = await s.call<{ addon_is_exist: Record<string, number> }>('/api/config/init', {}, { method: 'GET' });
    expect(init.data.addon_is_exist.topic).toBe(1);
  });
});

describe('topic reads', () => {
  it('lists running topics only: not started, ended and closed ones are left out', async () => {
    const now = s.services.now();
    const running = await makeTopic();
    const later = await makeTopic({ start: now + 3600, end: now + 7200 });
    const over = await makeTopic({ start: now - 7200, end: now - 3600 });
    const closed = await makeTopic({ status: 3 });
    const page = await s.call<{ list: Array<{ topic_id: number; status: number }> }>('/topic/api/topic/page', { page_size: 100 });
    const ids = page.data.list.map((t) => t.topic_id);
    expect(ids).toContain(running.topic_id);
    expect(ids).not.toContain(later.topic_id);
    expect(ids).not.toContain(over.topic_id);
    expect(ids).not.toContain(closed.topic_id);
    expect(ids.indexOf(running.topic_id)).toBe(0); // newest first

    const info = await s.call<Record<string, unknown>>('/topic/api/topic/info', { topic_id: later.topic_id });
    expect(info.data).toMatchObject({ topic_id: later.topic_id, status: 1, remark: '说明', current_time: now });
    expect((await s.call('/topic/api/topic/info', { topic_id: over.topic_id })).data).toMatchObject({ status: 3 });
    expect((await s.call('/topic/api/topic/info', { topic_id: closed.topic_id })).data).toMatchObject({ status: 3 });
    expect(await s.call('/topic/api/topic/info', { topic_id: 999999 }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'The topic does not exist' });
  });

  it('pages a topic’s goods with the topic and original prices', async () => {
    const g = await topicGoods(12345, 9900);
    const r = await s.call<{ count: number; list: Array<Record<string, unknown>>; topic_name: string; bg_color: string }>('/topic/api/topicgoods/page', { topic_id: g.topic_id });
    expect(r.data).toMatchObject({ count: 1, topic_name: '测试专题', bg_color: '#ffeedd', status: 2 });
    expect(r.data.list[0]).toMatchObject({ id: g.id, sku_id: g.sku_id, goods_id: g.goods_id, topic_price: '99.00', discount_price: '123.45', price: '123.45' });
  });

  it('answers a topic goods detail by id, by sku_id + topic_id and by NiuShop’s topic_id alone', async () => {
    const g = await topicGoods(5000, 3500);
    const byId = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/topic/api/topicgoods/detail', { id: g.id });
    expect(byId.data.goods_sku_detail).toMatchObject({ id: g.id, topic_id: g.topic_id, sku_id: g.sku_id, topic_price: '35.00', discount_price: '35.00', original_price: '50.00', price: '50.00', status: 2 });
    expect(Number(byId.data.goods_sku_detail.end_time)).toBeGreaterThan(s.services.now());
    const bySku = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/topic/api/topicgoods/detail', { sku_id: g.sku_id, topic_id: g.topic_id });
    expect(bySku.data.goods_sku_detail).toMatchObject({ id: g.id });
    const niushop = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/topic/api/topicgoods/detail', { topic_id: g.id });
    expect(niushop.data.goods_sku_detail).toMatchObject({ id: g.id });
    expect((await s.call('/topic/api/topicgoods/detail', { id: 999999 })).data).toEqual({ goods_sku_detail: null });
    expect(await s.call('/topic/api/topicgoods/detail', { sku_id: g.sku_id }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter topic_id' });
    expect(await s.call('/topic/api/topicgoods/detail', {})).toMatchObject({ code: -1 });
  });

  it('reaches only the topic’s skus from the spec values (seeded phone: two of four skus)', async () => {
    const d = await s.call<{ goods_sku_detail: { sku_id: number; goods_spec_format: string } }>('/topic/api/topicgoods/detail', { sku_id: 1, topic_id: 1 });
    const groups = JSON.parse(d.data.goods_sku_detail.goods_spec_format) as Array<{ value: Array<{ sku_id?: number; disabled?: boolean }> }>;
    const reachable = groups.flatMap((g) => g.value.map((v) => v.sku_id).filter((x) => x !== undefined));
    expect(new Set(reachable)).toEqual(new Set([1, 2]));
    expect(groups.flatMap((g) => g.value).filter((v) => v.disabled === true).length).toBeGreaterThan(0);
    const skus = await s.call<Array<{ sku_id: number; topic_price: string }>>('/topic/api/topicgoods/goodsSku', { goods_id: 1, topic_id: 1 });
    expect(skus.data.map((x) => x.sku_id)).toEqual([1, 2]);
    expect(limitSpecFormat('not json', new Set([1]))).toBe('[]');
  });
});

describe('topic orders', () => {
  it('prices on the server at the topic price: tampered prices and a coupon are ignored', async () => {
    const g = await topicGoods(10000, 6800);
    await giveCoupon(s, m.member_id, { money: 500 });
    const p = await pay({ topic_goods_id: g.id, num: 3, price: '0.01', topic_price: '0.01', coupon: JSON.stringify({ coupon_id: 1 }) });
    expect(p.code).toBe(0);
    expect(p.data).toMatchObject({ promotion_type: 'topic', goods_num: 3, goods_money: '204.00', coupon_money: '0.00', order_money: '204.00', pay_money: '204.00', error: 0, modules: [] });
    expect(p.data.goods_list).toEqual([expect.objectContaining({ sku_id: g.sku_id, price: '68.00', num: 3, goods_money: '204.00' })]);
    expect(p.data.topic_info).toMatchObject({ topic_id: g.topic_id, status: 2 });

    const calc = await s.call<Calc>('/topic/api/ordercreate/calculate', { order_key: p.data.order_key, coupon: JSON.stringify({ coupon_id: 1 }) }, { token: m.token });
    expect(calc.data).toMatchObject({ order_money: '204.00', coupon_money: '0.00', error: 0 });

    const c = await create({ order_key: p.data.order_key, price: '0.01', order_money: '0.01' });
    expect(c.code).toBe(0);
    const o = await orderOf(s, c.data);
    expect(o).toMatchObject({ goods_money: 20400, order_money: 20400, pay_money: 20400, coupon_id: 0, coupon_money: 0, order_status: 0 });
    const lines = await s.db().selectFrom('order_goods').selectAll().where('order_id', '=', o.order_id).execute();
    expect(lines).toEqual([expect.objectContaining({ sku_id: g.sku_id, price: 6800, num: 3, goods_money: 20400, real_goods_money: 20400 })]);
    expect(await payOf(s, c.data)).toMatchObject({ pay_money: 20400, pay_status: 0, event: 'OrderPayNotify', relate_id: o.order_id });
    expect(await skuStock(s, g.sku_id)).toBe(97);
    // the order reads back at the topic price
    const detail = await s.call<{ order_goods: Array<{ price: string }>; goods_money: string }>('/api/order/detail', { order_id: o.order_id }, { token: m.token });
    expect(detail.data.goods_money).toBe('204.00');
    expect(detail.data.order_goods[0]!.price).toBe('68.00');
  });

  it('marks the order with the topic promotion (NiuShop order.promotion_type) and answers it in the list and detail', async () => {
    const buyer = await tradeMember(s);
    const g = await topicGoods(10000, 6800);
    const p = await pay({ topic_goods_id: g.id, num: 1 }, buyer);
    const c = await create({ order_key: p.data.order_key }, buyer);
    expect(c.code).toBe(0);
    const o = await orderOf(s, c.data);
    expect(o).toMatchObject({ promotion_type: 'topic', promotion_type_name: '专题', promotion_status_name: '', promotion_id: g.topic_id });

    type Listed = { order_id: number; promotion_type: string; promotion_type_name: string; promotion_status_name: string; promotion_id: number };
    const en = await s.call<{ list: Listed[] }>('/api/order/lists', { order_status: 'all' }, { token: buyer.token, lang: 'en-us' });
    expect(en.data.list).toEqual([expect.objectContaining({ order_id: o.order_id, promotion_type: 'topic', promotion_type_name: 'Topic', promotion_status_name: '', promotion_id: g.topic_id })]);
    const zh = await s.call<Listed>('/api/order/detail', { order_id: o.order_id }, { token: buyer.token });
    expect(zh.data).toMatchObject({ promotion_type: 'topic', promotion_type_name: '专题', promotion_id: g.topic_id });

    // a normal order of the same member stays unmarked
    const plain = await s.call<{ order_key: string }>('/api/ordercreate/payment', { sku_id: g.sku_id, num: 1 }, { token: buyer.token });
    const pc = await s.call<string>('/api/ordercreate/create', { order_key: plain.data.order_key }, { token: buyer.token });
    expect(await orderOf(s, pc.data)).toMatchObject({ promotion_type: '', promotion_type_name: '', promotion_id: 0 });
  });

  it('re-reads the topic price on create: a price changed after the confirm page is charged as it is now', async () => {
    const g = await topicGoods(10000, 6800);
    const p = await pay({ topic_goods_id: g.id, num: 1 });
    await s.db().updateTable('promotion_topic_goods').set({ topic_price: 7000 }).where('id', '=', g.id).execute();
    const c = await create({ order_key: p.data.order_key });
    expect((await orderOf(s, c.data)).order_money).toBe(7000);
  });

  it('sells only inside the window: not started, ended, closed, and a topic ending before create', async () => {
    const now = s.services.now();
    const early = await topicGoods(1000, 800, 10, { start: now + 600, end: now + 3600 });
    expect(await pay({ topic_goods_id: early.id }, m, 'en-us')).toMatchObject({ code: -1, message: 'The topic "测试专题" has not started yet, its price is not available' });
    expect(await pay({ topic_goods_id: early.id })).toMatchObject({ code: -1, message: '当前商品专题活动未开启！（测试专题尚未开始）' });
    const late = await topicGoods(1000, 800, 10, { start: now - 3600, end: now - 1 });
    expect(await pay({ topic_goods_id: late.id }, m, 'en-us')).toMatchObject({ code: -1, message: 'The topic "测试专题" has ended, its price is no longer available' });
    const closed = await topicGoods(1000, 800, 10, { status: 3 });
    expect((await pay({ topic_goods_id: closed.id })).code).toBe(-1);
    const keys = await s.db().selectFrom('order_calc').select('order_key').where('member_id', '=', m.member_id).execute();

    // the window closes between the confirm page and the submit: calculate and create refuse, nothing is written
    const g = await topicGoods(1000, 800, 10, { start: now - 60, end: now + 60 });
    const p = await pay({ topic_goods_id: g.id, num: 2 });
    expect(p.code).toBe(0);
    expect((await s.db().selectFrom('order_calc').select('order_key').where('member_id', '=', m.member_id).execute()).length).toBe(keys.length + 1);
    clock = now + 61;
    expect((await s.call('/topic/api/ordercreate/calculate', { order_key: p.data.order_key }, { token: m.token })).code).toBe(-1);
    const ordersBefore = await s.db().selectFrom('order').select('order_id').where('member_id', '=', m.member_id).execute();
    expect(await create({ order_key: p.data.order_key }, m, 'en-us')).toMatchObject({ code: -1, message: 'The topic "测试专题" has ended, its price is no longer available' });
    expect(await skuStock(s, g.sku_id)).toBe(10);
    expect(await s.db().selectFrom('order').select('order_id').where('member_id', '=', m.member_id).execute()).toHaveLength(ordersBefore.length);
    // the key survived the refused create (rolled back) but stays unusable while the topic is over
    expect((await create({ order_key: p.data.order_key })).code).toBe(-1);
  });

  it('never takes stock below zero: a race for the last pieces sells them once', async () => {
    const g = await topicGoods(2000, 1500, 2);
    const a = await tradeMember(s);
    const b = await tradeMember(s);
    const [pa, pb] = await Promise.all([pay({ topic_goods_id: g.id, num: 2 }, a), pay({ topic_goods_id: g.id, num: 2 }, b)]);
    const [ca, cb] = await Promise.all([create({ order_key: pa.data.order_key }, a), create({ order_key: pb.data.order_key }, b)]);
    expect([ca.code, cb.code].sort()).toEqual([-1, 0]);
    expect(await skuStock(s, g.sku_id)).toBe(0);
    const more = await pay({ topic_goods_id: g.id, num: 1 });
    expect(more.data.error).toBe(1);
    expect((await create({ order_key: more.data.order_key })).code).toBe(-1);
    expect(await skuStock(s, g.sku_id)).toBe(0);
  });

  it('creates once per idempotency key and once per order_key', async () => {
    const g = await topicGoods(1000, 700, 10);
    const p = await pay({ topic_goods_id: g.id, num: 1 });
    const [x, y] = await Promise.all([create({ order_key: p.data.order_key, idempotency_key: 'topic-k-1' }), create({ order_key: p.data.order_key, idempotency_key: 'topic-k-1' })]);
    expect(x.code).toBe(0);
    expect(y).toMatchObject({ code: 0, data: x.data });
    const again = await create({ order_key: p.data.order_key, idempotency_key: 'topic-k-1' });
    expect(again.data).toBe(x.data);
    expect(await skuStock(s, g.sku_id)).toBe(9);
    const p2 = await pay({ topic_goods_id: g.id, num: 1 });
    const [u, v] = await Promise.all([create({ order_key: p2.data.order_key }), create({ order_key: p2.data.order_key })]);
    expect([u.code, v.code].sort()).toEqual([-1, 0]);
    expect(await skuStock(s, g.sku_id)).toBe(8);
  });

  it('pays by balance with the pay password through the core pay flow', async () => {
    const g = await topicGoods(3000, 1990, 10);
    const buyer = await tradeMember(s, { balance: 10000, pay_password: '123456' });
    const p = await pay({ topic_goods_id: g.id, num: 2 }, buyer);
    const c = await create({ order_key: p.data.order_key }, buyer);
    expect(c.code).toBe(0);
    const info = await s.call<{ pay_money: string }>('/api/pay/info', { out_trade_no: c.data }, { token: buyer.token });
    expect(info.data.pay_money).toBe('39.80');
    const r = await s.call<Record<string, unknown>>('/api/pay/pay', { out_trade_no: c.data, is_balance: 1, pay_password: '123456' }, { token: buyer.token });
    expect(r.data).toMatchObject({ pay_success: 1 });
    expect(await orderOf(s, c.data)).toMatchObject({ order_status: 1, pay_status: 2, order_money: 3980 });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 10000 - 3980 });
  });

  it('refuses malformed input and keys of another flow', async () => {
    const g = await topicGoods(1000, 900, 10);
    const en = (params: Record<string, unknown>) => pay(params, m, 'en-us');
    expect(await en({})).toMatchObject({ code: -1, message: 'Missing goods data: cart_ids or sku_id' });
    expect(await en({ topic_goods_id: 'abc' })).toMatchObject({ code: -1, message: expect.stringContaining('topic_goods_id') });
    expect(await en({ topic_goods_id: -3 })).toMatchObject({ code: -1 });
    expect(await en({ topic_goods_id: g.id, num: 0 })).toMatchObject({ code: -1, message: expect.stringContaining('num') });
    expect(await en({ topic_goods_id: g.id, num: 100000 })).toMatchObject({ code: -1, message: expect.stringContaining('num') });
    expect(await en({ topic_goods_id: g.id, num: '1.5' })).toMatchObject({ code: -1 });
    expect(await en({ topic_goods_id: 99999999 })).toMatchObject({ code: -1, message: 'This goods is not part of the topic' });
    expect(await en({ topic_goods_id: g.id, delivery: '{not json' })).toMatchObject({ code: -1, message: expect.stringContaining('delivery') });
    expect((await s.call('/topic/api/ordercreate/payment', { topic_goods_id: g.id })).code).toBeLessThan(0); // guest
    expect((await s.call('/topic/api/topicgoods/page', {}, { lang: 'en-us' })).message).toBe('Missing parameter topic_id');
    expect((await s.call('/topic/api/topicgoods/page', { topic_id: 999999 })).code).toBe(-1);

    // a topic order_key is not a normal one, and the other way round
    const tp = await pay({ topic_goods_id: g.id });
    expect((await s.call('/api/ordercreate/calculate', { order_key: tp.data.order_key }, { token: m.token })).code).toBe(-1);
    expect((await s.call('/api/ordercreate/create', { order_key: tp.data.order_key }, { token: m.token })).code).toBe(-1);
    const np = await payment(s, m, { sku_id: g.sku_id, num: 1 });
    expect(np.data.pay_money).toBe('10.00');
    expect((await s.call('/topic/api/ordercreate/calculate', { order_key: np.data.order_key }, { token: m.token })).code).toBe(-1);
    expect((await create({ order_key: np.data.order_key })).code).toBe(-1);
    expect(await skuStock(s, g.sku_id)).toBe(10);
    // both keys still work in their own flow
    expect((await create({ order_key: tp.data.order_key })).code).toBe(0);
    expect((await s.call('/api/ordercreate/create', { order_key: np.data.order_key }, { token: m.token })).code).toBe(0);
  });
});
