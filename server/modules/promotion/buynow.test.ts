import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { completePayment } from '../pay/events.ts';
import { makeGoods, orderOf, skuStock, tradeMember, type TestMember } from '../order/test-helpers.ts';
import { apportion } from './apportion.ts';
import { addBale } from './bale/admin.ts';
import { addBundle, setBundleStatus } from './bundling/admin.ts';
import { addGroupbuy } from './groupbuy/admin.ts';

let s: TestServer;
let m: TestMember;
const T0 = Date.UTC(2026, 10, 27, 2, 30, 0) / 1000;
let clock = T0;

beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
  m = await tradeMember(s);
});
afterAll(async () => {
  await s.close();
});

type Calc = { order_key: string; error: number; error_msg: string; goods_money: string; delivery_money: string; order_money: string; promotion_type: string; goods_list: Array<{ sku_id: number; num: number; goods_money: string; price: string }> } & Record<string, unknown>;

async function buy(prefix: string, params: Record<string, unknown>, lang: 'zh-cn' | 'en-us' = 'zh-cn') {
  const p = await s.call<Calc>(`${prefix}/payment`, params, { token: m.token, lang });
  const c = p.code === 0 ? await s.call<string>(`${prefix}/create`, { order_key: p.data.order_key }, { token: m.token, lang }) : null;
  return { p, c };
}

describe('apportion', () => {
  it('splits by weight, the last part taking the remainder; the parts add up', () => {
    expect(apportion(5000, [1000, 2000, 6000])).toEqual([555, 1111, 3334]);
    expect(apportion(100, [0, 0])).toEqual([50, 50]);
    expect(apportion(7, [1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(7);
  });
});

describe('groupbuy', () => {
  it('lists running groupbuys; below the minimum the calculation says so and create refuses; sold count on payment', async () => {
    const g = await makeGoods(s, { price: 1000 });
    const id = await addGroupbuy(s.db(), { goods_id: g.goods_id, groupbuy_price: 800, buy_num: 3, start_time: T0 - 3600, end_time: T0 + 86400 }, T0);
    const page = await s.call<{ list: Array<Record<string, unknown>> }>('/groupbuy/api/goods/page', { page_size: 50 });
    expect(page.data.list.find((x) => x.groupbuy_id === id)).toMatchObject({ groupbuy_price: '8.00', price: '10.00', buy_num: 3, sell_num: 0 });
    const detail = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/groupbuy/api/goods/detail', { groupbuy_id: id });
    expect(detail.data.goods_sku_detail).toMatchObject({ groupbuy_id: id, groupbuy_price: '8.00', discount_price: '8.00', buy_num: 3, status: 2, current_time: T0 });
    const skus = await s.call<unknown[]>('/groupbuy/api/goods/goodsSku', { groupbuy_id: id, goods_id: g.goods_id });
    expect(skus.data).toHaveLength(1);

    const low = await buy('/groupbuy/api/ordercreate', { groupbuy_id: id, num: 2 }, 'en-us');
    expect(low.p.data).toMatchObject({ error: 1, error_msg: 'Buy at least 3 of this item' });
    expect(low.c).toMatchObject({ code: -1, message: 'Buy at least 3 of this item' });
    const zh = await s.call<Calc>('/groupbuy/api/ordercreate/payment', { groupbuy_id: id, num: 2 }, { token: m.token });
    expect(zh.data.error_msg).toBe('该商品限制购买不能少于3件！');

    const ok = await buy('/groupbuy/api/ordercreate', { groupbuy_id: id, num: 3 });
    expect(ok.p.data).toMatchObject({ goods_money: '24.00', promotion_type: 'groupbuy', error: 0 });
    expect(ok.p.data.groupbuy_info).toMatchObject({ groupbuy_id: id, buy_num: 3 });
    expect(ok.c?.code).toBe(0);
    const o = await orderOf(s, ok.c!.data);
    expect(o).toMatchObject({ promotion_type: 'groupbuy', promotion_type_name: '团购', promotion_id: id, goods_money: 2400 });
    const sold = () => s.db().selectFrom('promotion_groupbuy').select('sell_num').where('groupbuy_id', '=', id).executeTakeFirstOrThrow();
    expect((await sold()).sell_num).toBe(0);
    await s.db().transaction().execute((trx) => completePayment(trx, ok.c!.data, { pay_type: 'devpay', now: T0 }));
    expect((await sold()).sell_num).toBe(3);
  });

  it('the goods answers carry the quantity rules the order enforces: at least buy_num, the goods’ own limits replaced', async () => {
    const g = await makeGoods(s, { price: 1000, min_buy: 1, max_buy: 2, is_limit: 1, limit_type: 1 });
    const id = await addGroupbuy(s.db(), { goods_id: g.goods_id, groupbuy_price: 800, buy_num: 4, start_time: T0 - 3600, end_time: T0 + 86400 }, T0);
    const want = { min_buy: 4, max_buy: 0, is_limit: 0 };
    const detail = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/groupbuy/api/goods/detail', { groupbuy_id: id });
    expect(detail.data.goods_sku_detail).toMatchObject(want);
    const info = await s.call<{ goods_sku_detail: Record<string, unknown> }>('/groupbuy/api/goods/info', { groupbuy_id: id, sku_id: g.sku_id });
    expect(info.data.goods_sku_detail).toMatchObject(want);
    const skus = await s.call<Array<Record<string, unknown>>>('/groupbuy/api/goods/goodsSku', { groupbuy_id: id, goods_id: g.goods_id });
    expect(skus.data[0]).toMatchObject(want);
    // what they say is what the order does: 3 refused, 4 (above the goods' own max of 2) taken
    expect((await buy('/groupbuy/api/ordercreate', { groupbuy_id: id, num: 3 })).c).toMatchObject({ code: -1 });
    expect((await buy('/groupbuy/api/ordercreate', { groupbuy_id: id, num: 4 })).c?.code).toBe(0);
  });

  it('is not sold before it starts or after it ends', async () => {
    const g = await makeGoods(s);
    const id = await addGroupbuy(s.db(), { goods_id: g.goods_id, groupbuy_price: 500, buy_num: 1, start_time: T0 + 3600, end_time: T0 + 7200 }, T0);
    const r = await buy('/groupbuy/api/ordercreate', { groupbuy_id: id, num: 1 });
    expect(r.p.data).toMatchObject({ error: 1, error_msg: '当前商品团购活动未开启或已过期！' });
    expect(r.c?.code).toBe(-1);
    expect((await s.call<{ goods_sku_detail: unknown }>('/groupbuy/api/goods/detail', { groupbuy_id: id })).data.goods_sku_detail).toMatchObject({ status: 1 });
    clock = T0 + 7200;
    try {
      expect((await s.call<{ goods_sku_detail: unknown }>('/groupbuy/api/goods/detail', { groupbuy_id: id })).data.goods_sku_detail).toBeNull();
    } finally {
      clock = T0;
    }
  });
});

describe('bundling', () => {
  it('packages × every sku at the package price apportioned by the lines’ prices; free delivery when the shop pays it', async () => {
    const a = await makeGoods(s, { price: 1000, free_shipping: 0 });
    const b = await makeGoods(s, { price: 3000, free_shipping: 0 });
    const free = await addBundle(s.db(), { bl_name: '超值套餐', bl_price: 3000, sku_ids: [a.sku_id, b.sku_id], shipping_fee_type: 1 }, T0);
    const paid = await addBundle(s.db(), { bl_name: '普通套餐', bl_price: 3000, sku_ids: [a.sku_id, b.sku_id], shipping_fee_type: 2 }, T0);
    const lists = await s.call<Array<{ bl_id: number; bl_price: string; bundling_goods_count: number }>>('/bundling/api/bundling/lists', { sku_id: a.sku_id });
    expect(lists.data.map((x) => x.bl_id).sort()).toEqual([free, paid].sort());
    expect(lists.data[0]).toMatchObject({ bl_price: '30.00', bundling_goods_count: 2 });

    const r = await buy('/bundling/api/ordercreate', { bl_id: free, num: 2 });
    expect(r.p.data).toMatchObject({ goods_money: '60.00', delivery_money: '0.00', order_money: '60.00', promotion_type: 'bundling', error: 0 });
    expect(r.p.data.goods_list.map((l) => [l.sku_id, l.num, l.goods_money])).toEqual([
      [a.sku_id, 2, '15.00'],
      [b.sku_id, 2, '45.00'],
    ]);
    expect(r.c?.code).toBe(0);
    const o = await orderOf(s, r.c!.data);
    expect(o).toMatchObject({ promotion_type: 'bundling', promotion_type_name: '组合套餐', promotion_id: free, goods_money: 6000, delivery_money: 0 });
    const lines = await s.db().selectFrom('order_goods').select(['sku_id', 'price', 'goods_money']).where('order_id', '=', o.order_id).orderBy('sku_id').execute();
    expect(lines).toEqual([
      { sku_id: a.sku_id, price: 750, goods_money: 1500 },
      { sku_id: b.sku_id, price: 2250, goods_money: 4500 },
    ]);
    expect(await skuStock(s, a.sku_id)).toBe(98);

    const buyerPays = await s.call<Calc>('/bundling/api/ordercreate/payment', { bl_id: paid, num: 1 }, { token: m.token });
    expect(Number(buyerPays.data.delivery_money)).toBeGreaterThan(0);
  });

  it('a closed package is not sold', async () => {
    const a = await makeGoods(s);
    const id = await addBundle(s.db(), { bl_name: '下架套餐', bl_price: 500, sku_ids: [a.sku_id] }, T0);
    const p = await s.call<Calc>('/bundling/api/ordercreate/payment', { bl_id: id }, { token: m.token });
    await setBundleStatus(s.db(), id, 0);
    const c = await s.call('/bundling/api/ordercreate/create', { order_key: p.data.order_key }, { token: m.token, lang: 'en-us' });
    expect(c).toMatchObject({ code: -1, message: 'This bundle is no longer offered' });
    expect((await s.call('/bundling/api/ordercreate/payment', { bl_id: id }, { token: m.token })).code).toBe(-1);
  });
});

describe('bale', () => {
  it('any N for a fixed price: multiples of N only, the money apportioned, status and time checked', async () => {
    const x = await makeGoods(s, { price: 1000 });
    const y = await makeGoods(s, { price: 2000 });
    const z = await makeGoods(s, { price: 3000 });
    const other = await makeGoods(s, { price: 100 });
    const id = await addBale(s.db(), { name: '任选2件25元', num: 2, price: 2500, sku_ids: [x.sku_id, y.sku_id, z.sku_id], start_time: T0 - 60, end_time: T0 + 3600 }, T0);
    const d = await s.call<{ num: number; price: string; status: number; sku_list: unknown[] }>('/bale/api/bale/detail', { bale_id: id });
    expect(d.data).toMatchObject({ num: 2, price: '25.00', status: 1 });
    expect(d.data.sku_list).toHaveLength(3);

    const odd = await buy('/bale/api/ordercreate', { bale_id: id, sku_list_json: JSON.stringify([{ sku_id: x.sku_id, num: 1 }, { sku_id: y.sku_id, num: 2 }]) });
    expect(odd.p.data).toMatchObject({ error: 1, error_msg: '商品数量有误，须为2的倍数' });
    expect(odd.c?.code).toBe(-1);
    const wrong = await s.call('/bale/api/ordercreate/payment', { bale_id: id, sku_list_json: JSON.stringify([{ sku_id: other.sku_id, num: 2 }]) }, { token: m.token });
    expect(wrong).toMatchObject({ code: -1, message: '商品信息有误' });

    const ok = await buy('/bale/api/ordercreate', { bale_id: id, sku_list_json: JSON.stringify([{ sku_id: x.sku_id, num: 1 }, { sku_id: y.sku_id, num: 1 }, { sku_id: z.sku_id, num: 2 }]) });
    expect(ok.p.data).toMatchObject({ goods_money: '50.00', delivery_money: '0.00', promotion_type: 'bale', bale_money: '50.00', error: 0 });
    expect(ok.p.data.goods_list.map((l) => l.goods_money)).toEqual(['5.55', '11.11', '33.34']);
    expect(ok.c?.code).toBe(0);
    expect(await orderOf(s, ok.c!.data)).toMatchObject({ promotion_type: 'bale', promotion_type_name: '打包一口价', promotion_id: id, goods_money: 5000 });

    clock = T0 + 3600;
    try {
      const late = await s.call<Calc>('/bale/api/ordercreate/payment', { bale_id: id, sku_list_json: JSON.stringify([{ sku_id: x.sku_id, num: 2 }]) }, { token: m.token });
      expect(late.data).toMatchObject({ error: 1, error_msg: '该活动未开始或已关闭' });
    } finally {
      clock = T0;
    }
  });
});

describe('promotion zones', () => {
  it('answers each zone page’s style; a missing name is a clean -1', async () => {
    const r = await s.call<Record<string, unknown>>('/api/config/promotionZoneConfig', { name: 'seckill' });
    expect(r.data).toEqual({ name: 'seckill', bg_color: '#F83530', font_color: '#FFFFFF', banner_type: 1, banner_adv: [] });
    await s.db().insertInto('sys_config').values({ config_key: 'PROMOTION_ZONE_CONFIG', value: JSON.stringify({ bargain: { bg_color: '#000000' } }) as never, config_desc: 'zones' }).execute();
    expect((await s.call<Record<string, unknown>>('/api/config/promotionZoneConfig', { name: 'bargain' })).data).toMatchObject({ bg_color: '#000000', banner_type: 1 });
    const missing = await s.call('/api/config/promotionZoneConfig', {}, { lang: 'en-us' });
    expect(missing.code).toBe(-1);
    expect(missing.message).toMatch(/name/);
  });
});
