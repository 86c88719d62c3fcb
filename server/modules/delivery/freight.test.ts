import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { closeTestServer } from '../goods/test-members.ts';
import { ApiError } from '../../http/errors.ts';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.ts';
import type { CatalogueFixture } from '../../db/seed/catalogue-types.ts';
import { loadAreaRows } from '../area/data.ts';
import { areaPath } from '../area/queries.ts';
import { computeFreight, feeFor } from './freight.ts';
import { up as migrateAreaIds } from '../../db/migrations/0014_area_ids.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await closeTestServer(s);
});

const shanghai = { province_id: 31, city_id: 3101, district_id: 310106 };
const xinjiang = { province_id: 65, city_id: 6501, district_id: 650102 };
const tibet = { province_id: 54, city_id: 5401, district_id: 540102 };

/** A goods on template 1 (by count, ¥8 + ¥2 each, free from ¥99) that is not free shipping, with its default sku. */
async function pick(where: { template: number; free: number; maxPrice?: number; minPrice?: number }) {
  let q = s
    .db()
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .select(['s.sku_id', 's.discount_price', 's.weight'])
    .where('g.shipping_template', '=', where.template)
    .where('g.is_free_shipping', '=', where.free)
    .where('g.goods_state', '=', 1);
  if (where.maxPrice) q = q.where('s.discount_price', '<', where.maxPrice);
  if (where.minPrice) q = q.where('s.discount_price', '>=', where.minPrice);
  return q.orderBy('g.goods_id').executeTakeFirstOrThrow();
}

describe('freight', () => {
  it('first / continued fee maths', () => {
    const item = { first_num: 1, first_fee: 800, continue_num: 1, continue_fee: 200 };
    expect(feeFor(item, 0)).toBe(0);
    expect(feeFor(item, 1)).toBe(800);
    expect(feeFor(item, 3)).toBe(1200);
    const byWeight = { first_num: 1000, first_fee: 1000, continue_num: 1000, continue_fee: 500 };
    expect(feeFor(byWeight, 999)).toBe(1000);
    expect(feeFor(byWeight, 1001)).toBe(1500);
    expect(feeFor(byWeight, 5000)).toBe(3000);
  });

  it('charges ¥8 for the first item and ¥2 for each more, free from ¥99, free-shipping goods excluded', async () => {
    const cheap = await pick({ template: 1, free: 0, maxPrice: 3000 });
    expect(await computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 1 }], shanghai)).toBe(800);
    expect(await computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 2 }], shanghai)).toBe(1000);
    // the threshold follows the line money the caller passes (after discounts)
    expect(await computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 2, money: 9900 }], shanghai)).toBe(0);
    expect(await computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 2, money: 9899 }], shanghai)).toBe(1000);
    const dear = await pick({ template: 1, free: 0, minPrice: 9900 });
    expect(await computeFreight(s.db(), [{ sku_id: dear.sku_id, num: 1 }], shanghai)).toBe(0);
    const free = await pick({ template: 1, free: 1, maxPrice: 9900 });
    expect(await computeFreight(s.db(), [{ sku_id: free.sku_id, num: 3 }], shanghai)).toBe(0);
    expect(await computeFreight(s.db(), [{ sku_id: free.sku_id, num: 3 }, { sku_id: cheap.sku_id, num: 1 }], shanghai)).toBe(800);
    // remote areas have their own item (¥20 + ¥10) and no free threshold
    expect(await computeFreight(s.db(), [{ sku_id: dear.sku_id, num: 2 }], xinjiang)).toBe(3000);
    expect(await computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 1 }], tibet)).toBe(2000);
    expect(await computeFreight(s.db(), [], shanghai)).toBe(0);
    expect(await computeFreight(s.db(), [{ sku_id: 999999, num: 1 }], shanghai)).toBe(0);
  });

  it('charges heavy goods by weight on their own template', async () => {
    const rice = await pick({ template: 2, free: 0 });
    const kg = Math.ceil(rice.weight / 1000);
    const expected = rice.discount_price >= 19900 ? 0 : 1000 + Math.max(0, kg - 1) * 500;
    expect(await computeFreight(s.db(), [{ sku_id: rice.sku_id, num: 1 }], shanghai)).toBe(expected);
    const cheap = await pick({ template: 1, free: 0, maxPrice: 3000 });
    expect(await computeFreight(s.db(), [{ sku_id: rice.sku_id, num: 1 }, { sku_id: cheap.sku_id, num: 1 }], shanghai)).toBe(expected + 800);
  });

  it('refuses an address no item of the template covers', async () => {
    await s.db().insertInto('express_template').values({ template_id: 50, template_name: 'only Shanghai' } as never).execute();
    await s.db().insertInto('express_template_item').values({ template_id: 50, area_ids: ',31,', first_num: 1, first_fee: 500, continue_num: 1, continue_fee: 100 }).execute();
    const cheap = await pick({ template: 1, free: 0, maxPrice: 3000 });
    const goodsId = (await s.db().selectFrom('goods_sku').select('goods_id').where('sku_id', '=', cheap.sku_id).executeTakeFirstOrThrow()).goods_id;
    await s.db().updateTable('goods').set({ shipping_template: 50 }).where('goods_id', '=', goodsId).execute();
    expect(await computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 2 }], shanghai)).toBe(600);
    await expect(computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 1 }], xinjiang)).rejects.toBeInstanceOf(ApiError);
    await s.db().updateTable('goods').set({ shipping_template: 1 }).where('goods_id', '=', goodsId).execute();
  });
});

describe('region ids of the shop data', () => {
  /** "',65,54,'" → [65, 54] ('all' names none). */
  const idsOf = (areaIds: string) => (areaIds === 'all' ? [] : areaIds.split(',').filter(Boolean).map(Number));

  it('every id a freight template item names is a province, city or district of the area table (seed file and database)', async () => {
    const known = new Set(loadAreaRows().map((a) => a.id));
    const fixture = JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures/seed/catalogue.json'), 'utf8')) as CatalogueFixture;
    const named = fixture.templates.flatMap((t) => t.items.flatMap((i) => idsOf(i.area_ids)));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !known.has(id))).toEqual([]);

    const rows = await s.db().selectFrom('express_template_item').select(['template_id', 'area_ids']).execute();
    const inDb = rows.flatMap((r) => idsOf(r.area_ids));
    const found = new Set((await s.db().selectFrom('area').select('id').where('id', 'in', [...new Set(inDb), 0]).execute()).map((a) => a.id));
    expect(inDb.filter((id) => !found.has(id))).toEqual([]);
  });

  it('every seeded store and demo address is a real province → city → district path', async () => {
    const fixture = JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures/seed/catalogue.json'), 'utf8')) as CatalogueFixture;
    const account = JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures/seed/account.json'), 'utf8')) as { demo_addresses: Array<{ province_id: number; city_id: number; district_id: number }> };
    const paths = [...fixture.stores, ...account.demo_addresses];
    expect(paths.length).toBeGreaterThanOrEqual(3);
    for (const p of paths) expect(await areaPath(s.db(), p), JSON.stringify(p)).not.toHaveProperty('broken');
    const stores = await s.db().selectFrom('store').select(['store_id', 'province_id', 'city_id', 'district_id']).execute();
    for (const st of stores) expect(await areaPath(s.db(), st), `store ${st.store_id}`).not.toHaveProperty('broken');
  });
});

describe('migration 0014 (databases seeded with six-digit ids)', () => {
  it('rewrites template items and stores to the area tree\'s ids, leaving real ids alone', async () => {
    await s.db().insertInto('express_template').values({ template_id: 60, template_name: 'old ids' } as never).execute();
    const item = await s.db().insertInto('express_template_item').values({ template_id: 60, area_ids: ',650000,540000,310104,999999,', first_num: 1, first_fee: 2000, continue_num: 1, continue_fee: 1000 }).returning('item_id').executeTakeFirstOrThrow();
    await s.db().updateTable('store').set({ province_id: 310000, city_id: 310100, district_id: 310106 }).where('store_id', '=', 1).execute();
    await migrateAreaIds(s.db());
    expect((await s.db().selectFrom('express_template_item').select('area_ids').where('item_id', '=', item.item_id).executeTakeFirstOrThrow()).area_ids).toBe(',65,54,310104,999999,');
    expect(await s.db().selectFrom('store').select(['province_id', 'city_id', 'district_id']).where('store_id', '=', 1).executeTakeFirstOrThrow()).toEqual({ province_id: 31, city_id: 3101, district_id: 310106 });
    await s.db().deleteFrom('express_template').where('template_id', '=', 60).execute();
  });
});

describe('enabled delivery types', () => {
  it('answers the enabled types in the request language', async () => {
    const zh = await s.call<Record<string, { name: string }>>('/api/config/enabledExpressType');
    expect(Object.keys(zh.data).sort()).toEqual(['express', 'store']);
    expect(zh.data.express!.name).toBe('物流配送');
    const en = await s.call<Record<string, { name: string }>>('/api/config/enabledExpressType', undefined, { lang: 'en-us' });
    expect(en.data.store!.name).toBe('Store pickup');
  });
});
