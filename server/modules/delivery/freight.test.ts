import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { closeTestServer } from '../goods/test-members.ts';
import { ApiError } from '../../http/errors.ts';
import { computeFreight, feeFor } from './freight.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await closeTestServer(s);
});

const shanghai = { province_id: 310000, city_id: 310100, district_id: 310106 };
const xinjiang = { province_id: 650000, city_id: 650100, district_id: 650102 };

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
    await s.db().insertInto('express_template_item').values({ template_id: 50, area_ids: ',310000,', first_num: 1, first_fee: 500, continue_num: 1, continue_fee: 100 }).execute();
    const cheap = await pick({ template: 1, free: 0, maxPrice: 3000 });
    const goodsId = (await s.db().selectFrom('goods_sku').select('goods_id').where('sku_id', '=', cheap.sku_id).executeTakeFirstOrThrow()).goods_id;
    await s.db().updateTable('goods').set({ shipping_template: 50 }).where('goods_id', '=', goodsId).execute();
    expect(await computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 2 }], shanghai)).toBe(600);
    await expect(computeFreight(s.db(), [{ sku_id: cheap.sku_id, num: 1 }], xinjiang)).rejects.toBeInstanceOf(ApiError);
    await s.db().updateTable('goods').set({ shipping_template: 1 }).where('goods_id', '=', goodsId).execute();
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
