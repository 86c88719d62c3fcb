import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { makeGoods } from '../order/test-helpers.ts';

type Activity = { type: string; id: number; goods_id: number; start_time: number; end_time: number; lines: Array<{ sku_id: number; stock: number }> };
type Promotions = { goods_promotion: Array<Record<string, unknown>> };

describe('/dev/promotion/*', () => {
  let s: TestServer;
  let clock = 1_800_000_000;
  beforeAll(async () => {
    s = await startTestServer();
    s.services.now = () => clock;
  });
  afterAll(async () => {
    await s.close();
  });
  const running = async (goodsId: number) => (await s.call<Promotions>('/api/goods/promotion', { goods_id: goodsId })).data.goods_promotion;

  it('starts a group buy now for a day, ends it now, and refuses a second one over the first', async () => {
    const g = await makeGoods(s, { price: 3000 });
    const add = await s.call<Activity>('/dev/promotion/add', { type: 'groupbuy', goods_id: g.goods_id, price: '20.00', buy_num: 3 });
    expect(add.code, add.message).toBe(0);
    expect(add.data).toMatchObject({ type: 'groupbuy', goods_id: g.goods_id, start_time: clock, end_time: clock + 86400, lines: [] });
    expect(await running(g.goods_id)).toEqual([expect.objectContaining({ promotion_type: 'groupbuy', groupbuy_id: add.data.id, groupbuy_price: '20.00', buy_num: 3 })]);
    // the admin code's own rule: one group buy per goods at a time
    expect((await s.call('/dev/promotion/add', { type: 'groupbuy', goods_id: g.goods_id }, { lang: 'en-us' })).code).toBe(-1);

    clock += 60;
    const ended = await s.call<Activity>('/dev/promotion/adjust', { type: 'groupbuy', id: add.data.id, end: 'now' });
    expect(ended.data).toMatchObject({ start_time: clock - 60, end_time: clock });
    expect(await running(g.goods_id)).toEqual([]);
    // a group buy has no stock of its own
    expect(await s.call('/dev/promotion/adjust', { type: 'groupbuy', id: add.data.id, stock: 3 }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter stock is not valid' });
  });

  it('starts a seckill in a slot covering the whole day; its stock is set with a ledger row per line', async () => {
    const g = await makeGoods(s, { price: 1000 });
    const add = await s.call<Activity>('/dev/promotion/add', { type: 'seckill', goods_id: g.goods_id, price: '6.50', stock: 10, max_buy: 2 });
    expect(add.code, add.message).toBe(0);
    expect(add.data.lines).toEqual([{ sku_id: g.sku_id, stock: 10 }]);
    expect(await running(g.goods_id)).toEqual([expect.objectContaining({ promotion_type: 'seckill', seckill_id: add.data.id, seckill_price: '6.50', in_slot: 1 })]);
    // a second seckill reuses the whole-day slot
    const g2 = await makeGoods(s, { price: 1000 });
    expect((await s.call('/dev/promotion/add', { type: 'seckill', goods_id: g2.goods_id })).code).toBe(0);
    expect(await s.db().selectFrom('promotion_seckill_time').select('id').where('seckill_start_time', '=', 0).where('seckill_end_time', '=', 86400).execute()).toHaveLength(1);

    const set = await s.call<Activity>('/dev/promotion/adjust', { type: 'seckill', id: add.data.id, stock: 3 });
    expect(set.data.lines).toEqual([{ sku_id: g.sku_id, stock: 3 }]);
    const act = await s.db().selectFrom('promotion_seckill').select('goods_stock').where('id', '=', add.data.id).executeTakeFirstOrThrow();
    expect(act.goods_stock).toBe(3);
    const ledger = await s.db().selectFrom('promotion_stock_ledger').select(['delta', 'reason']).where('promotion_type', '=', 'seckill').where('promotion_id', '=', add.data.id).execute();
    expect(ledger).toEqual([{ delta: -7, reason: 'adjust' }]);
    // the same stock again moves nothing and writes nothing
    await s.call('/dev/promotion/adjust', { type: 'seckill', id: add.data.id, stock: 3 });
    expect(await s.db().selectFrom('promotion_stock_ledger').select('id').where('promotion_type', '=', 'seckill').where('promotion_id', '=', add.data.id).execute()).toHaveLength(1);
  });

  it('an upcoming bargain starts now; bad references are named', async () => {
    const g = await makeGoods(s, { price: 5000 });
    const add = await s.call<Activity>('/dev/promotion/add', { type: 'bargain', goods_id: g.goods_id, price: '10.00', stock: 4, start_time: clock + 3600 });
    expect(add.code, add.message).toBe(0);
    expect(add.data).toMatchObject({ start_time: clock + 3600, end_time: clock + 3600 + 86400, lines: [{ sku_id: g.sku_id, stock: 4 }] });
    expect(await running(g.goods_id)).toEqual([]);
    const started = await s.call<Activity>('/dev/promotion/adjust', { type: 'bargain', id: add.data.id, start: 'now', stock: 2, sku_id: g.sku_id });
    expect(started.data).toMatchObject({ start_time: clock, end_time: clock + 3600 + 86400, lines: [{ sku_id: g.sku_id, stock: 2 }] });
    expect(await running(g.goods_id)).toEqual([expect.objectContaining({ promotion_type: 'bargain', bargain_id: add.data.id, floor_price: '10.00' })]);

    const en = { lang: 'en-us' } as const;
    expect(await s.call('/dev/promotion/adjust', { type: 'bargain', id: 999999, end: 'now' }, en)).toMatchObject({ code: -1, message: 'Parameter id is not valid' });
    expect(await s.call('/dev/promotion/adjust', { type: 'bargain', id: add.data.id, stock: 1, sku_id: 999999 }, en)).toMatchObject({ code: -1, message: 'Parameter sku_id is not valid' });
    expect((await s.call('/dev/promotion/adjust', { type: 'bargain', id: add.data.id }, en)).code).toBe(-1);
    expect((await s.call('/dev/promotion/adjust', { type: 'bargain', id: add.data.id, end: 'soon' }, en)).message).toMatch(/end/);
    expect((await s.call('/dev/promotion/add', { type: 'topic', goods_id: g.goods_id }, en)).message).toMatch(/type/);
    expect((await s.call('/dev/promotion/add', { type: 'seckill', goods_id: 999999 }, en)).code).toBe(-1);
  });

  it('is not found in production', async () => {
    const p = await startTestServer({ mode: 'production' });
    try {
      for (const url of ['/dev/promotion/add?type=seckill&goods_id=1', '/dev/promotion/adjust?type=seckill&id=1&end=now']) {
        const res = await p.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await p.close();
    }
  });
});
