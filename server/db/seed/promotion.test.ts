import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { chinaSecondOfDay } from '../../modules/promotion/time.ts';
import { clockSeconds, loadPromotionFixture } from './promotion.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Slot = { id: number; type: string; seckill_start_time: number; seckill_end_time: number };

describe('promotion seed', () => {
  const f = loadPromotionFixture();

  it('seckill slots cover the whole day, so at any hour one runs now (first tab) and has goods', async () => {
    const covered = f.seckill.slots.map((t) => [clockSeconds(t.start), clockSeconds(t.end)] as const).sort((a, b) => a[0] - b[0]);
    expect(covered[0]![0]).toBe(0);
    expect(covered.at(-1)![1]).toBe(86400);
    covered.slice(1).forEach(([start], i) => expect(start).toBe(covered[i]![1]));

    for (const at of [0, 3 * 3600 + 5, 6 * 3600, 13 * 3600, 23 * 3600 + 3599]) {
      const now = Math.floor(Date.now() / 1000);
      s.services.now = () => now - chinaSecondOfDay(now) + at;
      const r = await s.call<{ list: Slot[] }>('/seckill/api/seckill/lists');
      const first = r.data.list[0]!;
      expect(first.type).toBe('today');
      expect(first.seckill_start_time <= at && at < first.seckill_end_time).toBe(true);
      expect(r.data.list.length).toBeGreaterThan(1);
      const goods = await s.call<{ count: number; list: Array<{ status: number; goods_stock: number }> }>('/seckill/api/seckillgoods/page', { seckill_time_id: first.id, seckill_time_type: 'today' });
      expect(goods.data.count).toBeGreaterThan(0);
      expect(goods.data.list.every((g) => g.status === 1 && g.goods_stock > 0)).toBe(true);
    }
    s.services.now = () => Math.floor(Date.now() / 1000);
  });

  it('groupbuys and bargains run on demo goods; the flag of every seeded promotion is on', async () => {
    const gb = await s.call<{ count: number; list: Array<{ goods_id: number; buy_num: number }> }>('/groupbuy/api/goods/page', { page_size: 50 });
    expect(gb.data.list.map((g) => g.goods_id).sort()).toEqual(f.groupbuy.map((g) => g.goods_id).sort());
    const bg = await s.call<Array<{ goods_id: number; floor_price: string; price: string }>>('/bargain/api/goods/lists', { num: 50 });
    expect(new Set(bg.data.map((g) => g.goods_id))).toEqual(new Set(f.bargain.map((b) => b.goods_id)));
    expect(bg.data.every((g) => Number(g.floor_price) < Number(g.price))).toBe(true);
    const init = await s.call<{ addon_is_exist: Record<string, number> }>('/api/config/init');
    expect(init.data.addon_is_exist).toMatchObject({ seckill: 1, groupbuy: 1, bargain: 1, bundling: 1, bale: 1 });
  });

  it('two open bundles and a running bale on demo goods, each below what its goods cost one by one', async () => {
    type Bundle = { bl_id: number; bl_name: string; bl_price: string; goods_money: string; status: number; bundling_goods: Array<{ goods_id: number; stock: number }> };
    for (const [i, want] of f.bundling.entries()) {
      const b = await s.call<Bundle>('/bundling/api/bundling/detail', { bl_id: i + 1 });
      expect(b.data).toMatchObject({ bl_name: want.bl_name, bl_price: want.price, status: 1, shipping_fee_type: want.shipping_fee_type });
      expect(b.data.bundling_goods.map((g) => g.goods_id)).toEqual(want.goods_ids);
      expect(b.data.bundling_goods.every((g) => g.stock > 0)).toBe(true);
      expect(Number(b.data.bl_price)).toBeLessThan(Number(b.data.goods_money));
    }
    const bale = await s.call<{ name: string; num: number; price: string; status: number; sku_list: Array<{ goods_id: number; stock: number }> }>('/bale/api/bale/detail', { bale_id: 1 });
    const want = f.bale[0]!;
    expect(bale.data).toMatchObject({ name: want.name, num: want.num, price: want.price, status: 1 });
    expect([...new Set(bale.data.sku_list.map((k) => k.goods_id))]).toEqual(want.goods_ids);
  });
});
