import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { closeTestServer } from './test-members.ts';
import { ApiError } from '../../http/errors.ts';
import { translate } from '../../i18n/index.ts';
import { releaseStock, reserveStock, skuForOrder } from './stock.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await closeTestServer(s);
});

const BENCH_SKU = 14; // seed: the goods with exactly 10 units (goods 4)

const sku = (id: number) => s.db().selectFrom('goods_sku').select(['stock', 'sale_num', 'goods_id']).where('sku_id', '=', id).executeTakeFirstOrThrow();
const goods = (id: number) => s.db().selectFrom('goods').select(['goods_stock', 'sale_num']).where('goods_id', '=', id).executeTakeFirstOrThrow();

describe('reserveStock / releaseStock', () => {
  it('lets exactly as many of 30 parallel one-unit reservations through as there is stock (10)', async () => {
    const before = await sku(BENCH_SKU);
    expect(before.stock).toBe(10);
    const g0 = await goods(before.goods_id);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => s.db().transaction().execute((trx) => reserveStock(trx, [{ sku_id: BENCH_SKU, num: 1 }]))));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toBe(10);
    expect(failed).toHaveLength(20);
    for (const f of failed) {
      expect(f.reason).toBeInstanceOf(ApiError);
      expect((f.reason as ApiError).key).toBe('STOCK_NOT_ENOUGH');
    }
    const after = await sku(BENCH_SKU);
    expect(after.stock).toBe(0);
    expect(after.sale_num).toBe(before.sale_num + 10);
    const g1 = await goods(before.goods_id);
    expect(g1.goods_stock).toBe(g0.goods_stock - 10);
    expect(g1.sale_num).toBe(g0.sale_num + 10);

    await releaseStock(s.db(), [{ sku_id: BENCH_SKU, num: 10 }]);
    expect((await sku(BENCH_SKU)).stock).toBe(10);
    expect((await goods(before.goods_id)).goods_stock).toBe(g0.goods_stock);
  });

  it('is all or nothing and names the goods that is short, in both languages', async () => {
    const a = await sku(1);
    const b = await sku(BENCH_SKU);
    let err: unknown;
    try {
      await s.db().transaction().execute((trx) => reserveStock(trx, [{ sku_id: 1, num: 1 }, { sku_id: BENCH_SKU, num: 11 }]));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect(translate('zh-cn', e.key, e.vars)).toContain('钢化膜');
    expect(translate('zh-cn', e.key, e.vars)).toContain('库存不足');
    expect(translate('en-us', e.key, e.vars)).toMatch(/not enough stock/i);
    expect((await sku(1)).stock).toBe(a.stock);
    expect((await sku(BENCH_SKU)).stock).toBe(b.stock);
    // Without a transaction of the caller it opens its own, still all or nothing.
    await expect(reserveStock(s.db(), [{ sku_id: 1, num: 1 }, { sku_id: 999999, num: 1 }])).rejects.toBeInstanceOf(ApiError);
    expect((await sku(1)).stock).toBe(a.stock);
    // Duplicate lines of one sku add up.
    await reserveStock(s.db(), [{ sku_id: 1, num: 2 }, { sku_id: 1, num: 3 }]);
    expect((await sku(1)).stock).toBe(a.stock - 5);
    await releaseStock(s.db(), [{ sku_id: 1, num: 5 }]);
    expect((await sku(1)).stock).toBe(a.stock);
    await expect(reserveStock(s.db(), [{ sku_id: 1, num: 0 }])).rejects.toBeInstanceOf(ApiError);
  });

  it('never lets stock go negative, even by a direct update', async () => {
    await expect(s.db().updateTable('goods_sku').set({ stock: -1 }).where('sku_id', '=', BENCH_SKU).execute()).rejects.toThrow();
  });
});

describe('skuForOrder', () => {
  it('returns what the order calculator needs, in fen', async () => {
    const m = await skuForOrder(s.db(), [BENCH_SKU, 1, 999999]);
    expect(m.size).toBe(2);
    const x = m.get(BENCH_SKU)!;
    expect(x).toMatchObject({ sku_id: BENCH_SKU, goods_id: 4, price: 1990, discount_price: 1990, goods_state: 1, goods_class: 1, support_trade_type: 'express,store', shipping_template: 1 });
    expect(x.category_ids).toHaveLength(3);
    expect(typeof x.weight).toBe('number');
    const off = await skuForOrder(s.db(), [(await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 13).executeTakeFirstOrThrow()).sku_id]);
    expect([...off.values()][0]!.goods_state).toBe(0);
  });
});
