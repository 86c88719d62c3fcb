import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { makeGoods, tradeMember } from '../order/test-helpers.ts';
import { addBargain } from './bargain/admin.ts';
import { addBundle } from './bundling/admin.ts';
import { slotWindow } from './goodsPromotion.ts';
import { addGroupbuy } from './groupbuy/admin.ts';
import { addSeckill, addSeckillSlot } from './seckill/admin.ts';
import { chinaDayStart } from './time.ts';

let s: TestServer;
// 10:30 China time
const T0 = Date.UTC(2026, 10, 27, 2, 30, 0) / 1000;
const DAY = chinaDayStart(T0);
let clock = T0;

beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
});
afterAll(async () => {
  await s.close();
});

type Answer = { goods_promotion: Array<Record<string, unknown>>; bundling_list: Array<Record<string, unknown>>; current_time: number };

describe('slotWindow', () => {
  const slots = [
    { seckill_start_time: 14 * 3600, seckill_end_time: 16 * 3600 },
    { seckill_start_time: 10 * 3600, seckill_end_time: 12 * 3600 },
  ];
  it('the running slot to its end, else the next start today, else tomorrow’s first; never past the window', () => {
    expect(slotWindow(slots, T0, T0 + 86400 * 9)).toEqual({ start: DAY + 36000, end: DAY + 43200, running: true });
    expect(slotWindow(slots, DAY + 13 * 3600, T0 + 86400 * 9)).toEqual({ start: DAY + 14 * 3600, end: DAY + 16 * 3600, running: false });
    expect(slotWindow(slots, DAY + 17 * 3600, T0 + 86400 * 9)).toEqual({ start: DAY + 86400 + 36000, end: DAY + 86400 + 43200, running: false });
    expect(slotWindow(slots, T0, DAY + 11 * 3600)).toEqual({ start: DAY + 36000, end: DAY + 11 * 3600, running: true });
    expect(slotWindow(slots, DAY + 17 * 3600, DAY + 20 * 3600)).toBeNull();
    expect(slotWindow([], T0, T0 + 1)).toBeNull();
  });
});

describe('/api/goods/promotion', () => {
  it('answers the running seckill (slot and price), groupbuy, bargain and the sku’s packages; nothing once they end', async () => {
    const db = s.db();
    const g = await makeGoods(s, { price: 1000 });
    const other = await makeGoods(s, { price: 500 });
    const morning = await addSeckillSlot(db, { name: 'a', start: 10 * 3600, end: 12 * 3600 }, T0);
    const afternoon = await addSeckillSlot(db, { name: 'b', start: 14 * 3600, end: 16 * 3600 }, T0);
    const seckill = await addSeckill(db, { seckill_name: 't', goods_id: g.goods_id, start_time: T0 - 3600, end_time: T0 + 3 * 86400, slot_ids: [morning, afternoon], skus: [{ sku_id: g.sku_id, seckill_price: 600, stock: 5, max_buy: 1 }] }, T0);
    const groupbuy = await addGroupbuy(db, { goods_id: g.goods_id, groupbuy_price: 800, buy_num: 3, start_time: T0 - 3600, end_time: T0 + 86400 }, T0);
    const bargain = await addBargain(db, { bargain_name: 'b', goods_id: g.goods_id, bargain_num: 3, bargain_time: 24, start_time: T0 - 3600, end_time: T0 + 2 * 86400, skus: [{ sku_id: g.sku_id, floor_price: 300, bargain_stock: 5 }] }, T0);
    const bl = await addBundle(db, { bl_name: 'pack', bl_price: 1200, shipping_fee_type: 1, sku_ids: [g.sku_id, other.sku_id] }, T0);

    const r = await s.call<Answer>('/api/goods/promotion', { goods_id: g.goods_id });
    expect(r.code).toBe(0);
    expect(r.data.current_time).toBe(T0);
    expect(r.data.goods_promotion).toEqual([
      { promotion_type: 'seckill', promotion_name: '限时秒杀', id: seckill, seckill_id: seckill, seckill_price: '6.00', price: '10.00', slot_start: DAY + 36000, slot_end: DAY + 43200, in_slot: 1 },
      { promotion_type: 'groupbuy', promotion_name: '团购', groupbuy_id: groupbuy, groupbuy_price: '8.00', buy_num: 3, end_time: T0 + 86400 },
      { promotion_type: 'bargain', promotion_name: '砍价', bargain_id: bargain.bargain_id, id: bargain.ids[0], sku_id: g.sku_id, floor_price: '3.00', end_time: T0 + 2 * 86400 },
    ]);
    // the names in the reader's language (server/i18n), the rest the same
    const en = await s.call<Answer>('/api/goods/promotion', { goods_id: g.goods_id }, { lang: 'en-us' });
    expect(en.data.goods_promotion.map((p) => [p.promotion_type, p.promotion_name])).toEqual([
      ['seckill', 'Flash sale'],
      ['groupbuy', 'Group buy'],
      ['bargain', 'Bargain'],
    ]);
    expect(en.data.goods_promotion.map(({ promotion_name: _n, ...rest }) => rest)).toEqual(r.data.goods_promotion.map(({ promotion_name: _n, ...rest }) => rest));
    expect(r.data.bundling_list).toHaveLength(1);
    expect(r.data.bundling_list[0]).toMatchObject({ bl_id: bl, bl_price: '12.00', bundling_goods_count: 2 });
    // by sku, between slots: the next start
    clock = DAY + 13 * 3600;
    const between = await s.call<Answer>('/api/goods/promotion', { sku_id: g.sku_id });
    expect(between.data.goods_promotion[0]).toMatchObject({ promotion_type: 'seckill', in_slot: 0, slot_start: DAY + 14 * 3600 });
    // two days on: the groupbuy ended; the bargain still runs
    clock = T0 + 86400 + 60;
    const later = await s.call<Answer>('/api/goods/promotion', { goods_id: g.goods_id });
    expect(later.data.goods_promotion.map((p) => p.promotion_type)).toEqual(['seckill', 'bargain']);
    clock = T0 + 4 * 86400;
    expect((await s.call<Answer>('/api/goods/promotion', { goods_id: g.goods_id })).data.goods_promotion).toEqual([]);
    clock = T0;
    // a goods in nothing; neither id; an unknown goods
    expect((await s.call<Answer>('/api/goods/promotion', { sku_id: other.sku_id })).data).toMatchObject({ goods_promotion: [], bundling_list: [{ bl_id: bl }] });
    expect((await s.call('/api/goods/promotion', {}, { lang: 'en-us' })).code).toBe(-1);
    expect((await s.call<Answer>('/api/goods/promotion', { goods_id: 999999 })).data).toMatchObject({ goods_promotion: [], bundling_list: [] });
  });
});

describe('goods_promotion of the goods detail', () => {
  type Detail = { goods_sku_detail: { goods_id: number; goods_promotion: Array<Record<string, unknown>> } | null };

  it('is what /api/goods/promotion answers, for guests and members alike', async () => {
    const db = s.db();
    clock = T0;
    const g = await makeGoods(s, { price: 2000 });
    const slot = await addSeckillSlot(db, { name: 'all day', start: 0, end: 86400 }, T0);
    await addSeckill(db, { seckill_name: 'd', goods_id: g.goods_id, start_time: T0 - 60, end_time: T0 + 86400, slot_ids: [slot], skus: [{ sku_id: g.sku_id, seckill_price: 900, stock: 3 }] }, T0);
    await addGroupbuy(db, { goods_id: g.goods_id, groupbuy_price: 1500, buy_num: 2, start_time: T0 - 60, end_time: T0 + 86400 }, T0);
    const expected = (await s.call<Answer>('/api/goods/promotion', { sku_id: g.sku_id })).data.goods_promotion;
    expect(expected.map((p) => p.promotion_type)).toEqual(['seckill', 'groupbuy']);
    const guest = await s.call<Detail>('/api/goodssku/detail', { goods_id: g.goods_id });
    expect(guest.data.goods_sku_detail?.goods_promotion).toEqual(expected);
    const member = await tradeMember(s);
    const mine = await s.call<Detail>('/api/goodssku/detail', { sku_id: g.sku_id }, { token: member.token });
    expect(mine.data.goods_sku_detail?.goods_promotion).toEqual(expected);
    // NiuShop's shape: the type, the name and the activity's id
    expect(mine.data.goods_sku_detail?.goods_promotion[0]).toMatchObject({ promotion_type: 'seckill', promotion_name: '限时秒杀', id: expect.any(Number) });
    expect(mine.data.goods_sku_detail?.goods_promotion[1]).toMatchObject({ promotion_type: 'groupbuy', promotion_name: '团购', groupbuy_id: expect.any(Number) });
    // in English for an English reader, guest (the cached answer) or member
    const enGuest = await s.call<Detail>('/api/goodssku/detail', { goods_id: g.goods_id }, { lang: 'en-us' });
    const enMine = await s.call<Detail>('/api/goodssku/detail', { sku_id: g.sku_id }, { token: member.token, lang: 'en-us' });
    for (const d of [enGuest, enMine]) expect(d.data.goods_sku_detail?.goods_promotion.map((p) => p.promotion_name)).toEqual(['Flash sale', 'Group buy']);
    // and back in Chinese after the English ones (the names are not cached with the answer)
    expect((await s.call<Detail>('/api/goodssku/detail', { goods_id: g.goods_id })).data.goods_sku_detail?.goods_promotion.map((p) => p.promotion_name)).toEqual(['限时秒杀', '团购']);
  });

  it('is in every sku of /api/goodssku/goodsSku, each with its own seckill price', async () => {
    const db = s.db();
    clock = T0;
    const g = await makeGoods(s, { price: 2000 });
    const second = await db
      .insertInto('goods_sku')
      .values({ goods_id: g.goods_id, sku_name: 'second', sku_spec_format: '[]' as never, goods_spec_format: '[]' as never, price: 2400, discount_price: 2400, stock: 10, sku_image: 'upload/goods/test.jpg' })
      .returning('sku_id')
      .executeTakeFirstOrThrow();
    const slot = await addSeckillSlot(db, { name: 'skus', start: 0, end: 86400 }, T0);
    await addSeckill(db, { seckill_name: 's', goods_id: g.goods_id, start_time: T0 - 60, end_time: T0 + 600, slot_ids: [slot], skus: [{ sku_id: g.sku_id, seckill_price: 900, stock: 3 }, { sku_id: second.sku_id, seckill_price: 1100, stock: 3 }] }, T0);
    await addGroupbuy(db, { goods_id: g.goods_id, groupbuy_price: 1500, buy_num: 2, start_time: T0 - 60, end_time: T0 + 86400 }, T0);
    type Sku = { sku_id: number; goods_promotion: Array<Record<string, unknown>> };
    const skus = (await s.call<Sku[]>('/api/goodssku/goodsSku', { goods_id: g.goods_id })).data;
    expect(skus.map((k) => k.sku_id)).toEqual([g.sku_id, second.sku_id]);
    for (const k of skus) {
      const expected = (await s.call<Answer>('/api/goods/promotion', { sku_id: k.sku_id })).data.goods_promotion;
      expect(k.goods_promotion).toEqual(expected);
    }
    expect(skus.map((k) => [k.goods_promotion[0]?.promotion_type, k.goods_promotion[0]?.seckill_price])).toEqual([
      ['seckill', '9.00'],
      ['seckill', '11.00'],
    ]);
    // the seckill over, only the group buy is left
    clock = T0 + 600;
    const later = (await s.call<Sku[]>('/api/goodssku/goodsSku', { goods_id: g.goods_id })).data;
    expect(later.map((k) => k.goods_promotion.map((p) => p.promotion_type))).toEqual([['groupbuy'], ['groupbuy']]);
    clock = T0;
  });

  it('comes from the cached answer with the status worked out when read (an activity starts and ends within the cache’s life)', async () => {
    // Development mode keeps public answers a few seconds (test mode keeps none).
    const d = await startTestServer({ mode: 'development' });
    let now = T0;
    d.services.now = () => now;
    try {
      const g = await makeGoods(d, { price: 2000 });
      const bargain = await addBargain(d.db(), { bargain_name: 'c', goods_id: g.goods_id, bargain_num: 3, bargain_time: 24, start_time: T0 + 10, end_time: T0 + 20, skus: [{ sku_id: g.sku_id, floor_price: 500, bargain_stock: 5 }] }, T0);
      const read = async () => (await d.call<Detail>('/api/goodssku/detail', { goods_id: g.goods_id })).data.goods_sku_detail?.goods_promotion;
      expect(await read()).toEqual([]);
      // The answer is cached: a row changed behind it is not seen…
      await d.db().updateTable('goods').set({ goods_name: 'renamed behind the cache' }).where('goods_id', '=', g.goods_id).execute();
      now = T0 + 10;
      const started = await d.call<Detail & { data: unknown }>('/api/goodssku/detail', { goods_id: g.goods_id });
      expect((started.data.goods_sku_detail as unknown as { goods_name: string }).goods_name).not.toBe('renamed behind the cache');
      // …but the bargain that has started since is, and it is gone once over.
      expect(started.data.goods_sku_detail?.goods_promotion).toEqual([
        { promotion_type: 'bargain', promotion_name: '砍价', bargain_id: bargain.bargain_id, id: bargain.ids[0], sku_id: g.sku_id, floor_price: '5.00', end_time: T0 + 20 },
      ]);
      now = T0 + 20;
      expect(await read()).toEqual([]);
    } finally {
      await d.close();
    }
  });
});
