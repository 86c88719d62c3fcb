import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TtlCache } from '../../cache/index.ts';
import { toFen } from '../../lib/money.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import type { DevGoodsState } from './goods.ts';

type Update = { before: DevGoodsState; after: DevGoodsState };
type ListItem = { goods_id: number; sku_id: number; goods_name: string; sku_name: string; price: string; discount_price: string };
type Detail = { goods_sku_detail: { goods_id: number; goods_name: string; sku_name: string; discount_price: string } | null };

describe('POST /dev/goods/update', () => {
  let s: TestServer;
  /** A seeded goods with several skus. */
  let goodsId: number;
  let skuIds: number[];

  beforeAll(async () => {
    s = await startTestServer();
    const row = await s
      .db()
      .selectFrom('goods_sku')
      .select('goods_id')
      .groupBy('goods_id')
      .having(sql`count(*)`, '>', 1)
      .orderBy('goods_id')
      .executeTakeFirstOrThrow();
    goodsId = row.goods_id;
    skuIds = (await s.db().selectFrom('goods_sku').select('sku_id').where('goods_id', '=', goodsId).orderBy('sku_id').execute()).map((r) => r.sku_id);
  });
  afterAll(async () => {
    s.services.publicCache?.dispose();
    await s.close();
  });
  beforeEach(() => {
    // As production runs it: public reads cached (test mode has it off), so the test sees the invalidation.
    s.services.publicCache?.dispose();
    s.services.publicCache = new TtlCache({ ttlMs: 60_000 });
  });

  const list = async () =>
    (await s.call<{ list: ListItem[] }>('/api/goodssku/pageComponents', { page: 1, page_size: 100, num: 100, goods_id_arr: String(goodsId), order: 'default' })).data.list.find(
      (g) => g.goods_id === goodsId,
    )!;
  const detail = async (skuId: number) => (await s.call<Detail>('/api/goodssku/detail', { sku_id: skuId })).data.goods_sku_detail!;
  const skus = () => s.db().selectFrom('goods_sku').select(['sku_id', 'sku_name', 'price', 'discount_price']).where('goods_id', '=', goodsId).orderBy('sku_id').execute();

  it('renames and reprices a goods and every sku, and cached reads show it at once', async () => {
    const item = await list();
    const oldDetail = await detail(item.sku_id);
    expect(oldDetail.goods_name).toBe(item.goods_name);

    const res = await s.call<Update>('/dev/goods/update', { goods_id: goodsId, goods_name: 'Renamed goods', price: '12.3' });
    expect(res.code).toBe(0);
    expect(res.data.before).toMatchObject({ goods_id: goodsId, goods_name: item.goods_name, price: item.price });
    expect(res.data.after).toMatchObject({ goods_id: goodsId, goods_name: 'Renamed goods', price: '12.30' });
    expect(res.data.after.skus.map((k) => k.sku_id)).toEqual(skuIds);
    for (const k of res.data.after.skus) expect(k).toMatchObject({ price: '12.30', discount_price: '12.30', sku_name: expect.stringMatching(/^Renamed goods/) as unknown });

    // In the database: goods and skus (sku names keep their spec values).
    const g = await s.db().selectFrom('goods').select(['goods_name', 'price']).where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
    expect(g).toEqual({ goods_name: 'Renamed goods', price: 1230 });
    const rows = await skus();
    res.data.before.skus.forEach((k, i) => {
      expect(rows[i]).toEqual({ sku_id: k.sku_id, sku_name: k.sku_name.replace(item.goods_name, 'Renamed goods'), price: 1230, discount_price: 1230 });
    });

    // The list and the detail, both cached before the change, answer the new values.
    expect(await list()).toMatchObject({ goods_name: 'Renamed goods', price: '12.30', discount_price: '12.30' });
    expect(await detail(item.sku_id)).toMatchObject({ goods_name: 'Renamed goods', discount_price: '12.30' });

    // `before` puts it back, sku by sku.
    for (const k of res.data.before.skus) {
      expect((await s.call('/dev/goods/update', { sku_id: k.sku_id, goods_name: res.data.before.goods_name, price: k.price })).code).toBe(0);
    }
    expect(await skus()).toEqual(res.data.before.skus.map((k) => ({ ...k, price: toFen(k.price), discount_price: toFen(k.discount_price) })));
    expect(await list()).toMatchObject({ goods_name: item.goods_name, price: item.price, discount_price: item.discount_price });
  });

  it('reprices only the sku named by sku_id (goods.price follows the default sku)', async () => {
    const before = await skus();
    const other = skuIds[skuIds.length - 1]!;
    const res = await s.call<Update>('/dev/goods/update', { sku_id: other, price: '0.01' });
    expect(res.code).toBe(0);
    const after = await skus();
    for (const [i, k] of after.entries()) {
      expect(k).toEqual(k.sku_id === other ? { ...before[i], price: 1, discount_price: 1 } : before[i]);
    }
    const g = await s.db().selectFrom('goods').select(['price', 'sku_id']).where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
    expect(g.sku_id).not.toBe(other);
    expect(res.data.after.price).toBe(res.data.before.price);

    const res2 = await s.call<Update>('/dev/goods/update', { sku_id: g.sku_id, price: '7.00' });
    expect(res2.data.after.price).toBe('7.00');
    expect(await list()).toMatchObject({ sku_id: g.sku_id, price: '7.00', discount_price: '7.00' });
  });

  it('names what is missing or wrong, and changes nothing then', async () => {
    const before = await skus();
    const msg = async (params: Record<string, unknown>) => (await s.call('/dev/goods/update', params, { lang: 'en-us' })).message;
    expect(await msg({ goods_name: 'x' })).toBe('Missing parameter goods_id');
    expect(await msg({ goods_id: goodsId })).toBe('Missing parameter goods_name');
    expect(await msg({ goods_id: goodsId, goods_name: '' })).toBe('Missing parameter goods_name');
    expect(await msg({ goods_id: goodsId, price: '-1' })).toBe('Parameter price is not valid');
    expect(await msg({ goods_id: goodsId, price: '1.234' })).toBe('Parameter price is not valid');
    expect(await msg({ goods_id: 999999, price: '1' })).toBe('The goods does not exist or is no longer on sale');
    expect(await msg({ sku_id: 999999, price: '1' })).toBe('Parameter sku_id is not valid');
    const stranger = await s.db().selectFrom('goods_sku').select('sku_id').where('goods_id', '!=', goodsId).executeTakeFirstOrThrow();
    expect(await msg({ goods_id: goodsId, sku_id: stranger.sku_id, price: '1' })).toBe('Parameter sku_id is not valid');
    expect(await skus()).toEqual(before);
  });
});

describe('POST /dev/goods/update in production mode', () => {
  it('is not found, and changes nothing', async () => {
    const p = await startTestServer({ mode: 'production' });
    try {
      const before = await p.db().selectFrom('goods').select(['goods_id', 'goods_name', 'price']).orderBy('goods_id').executeTakeFirstOrThrow();
      const res = await p.app.inject({
        method: 'POST',
        url: '/dev/goods/update',
        payload: `goods_id=${before.goods_id}&goods_name=x&price=1&lang=en-us`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ code: -1, message: 'No such API: /dev/goods/update' });
      expect(await p.db().selectFrom('goods').select(['goods_id', 'goods_name', 'price']).where('goods_id', '=', before.goods_id).executeTakeFirstOrThrow()).toEqual(before);
    } finally {
      await p.close();
    }
  });
});
