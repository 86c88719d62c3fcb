import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addBale } from './admin.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

type Spec = Array<{ value: Array<{ spec_value_name: string; sku_id?: number; selected?: boolean; disabled?: boolean }> }>;
interface Sku { goods_id: number; sku_id: number; goods_spec_format: string; sku_list: Array<{ sku_id: number }> }

describe('bale detail: the spec popup’s data', () => {
  it('a goods’ spec values lead only to the activity’s skus; its other skus are shown disabled', async () => {
    // the demo almonds (goods 28): 250g and 500g; this bale sells only the 250g, the demo one sells both
    const skus = await s.db().selectFrom('goods_sku').select(['sku_id', 'sku_name']).where('goods_id', '=', 28).orderBy('sku_id').execute();
    expect(skus).toHaveLength(2);
    const now = s.services.now();
    const id = await addBale(s.db(), { name: '只卖小包', num: 2, price: 5000, sku_ids: [skus[0]!.sku_id], start_time: now - 60, end_time: now + 86400, shipping_fee_type: 0 }, now);
    const d = await s.call<{ sku_list: Sku[] }>('/bale/api/bale/detail', { bale_id: id });
    expect(d.data.sku_list.map((k) => k.sku_id)).toEqual([skus[0]!.sku_id]);
    const values = (JSON.parse(d.data.sku_list[0]!.goods_spec_format) as Spec).flatMap((g) => g.value);
    expect(values.find((v) => v.selected)?.sku_id).toBe(skus[0]!.sku_id);
    expect(values.find((v) => !v.selected)).toMatchObject({ disabled: true });
    expect(values.find((v) => !v.selected)?.sku_id).toBeUndefined();

    const demo = await s.call<{ sku_list: Sku[] }>('/bale/api/bale/detail', { bale_id: 1 });
    const almonds = demo.data.sku_list.filter((k) => k.goods_id === 28);
    expect(almonds).toHaveLength(2);
    for (const k of almonds) {
      expect(k.sku_list.map((x) => x.sku_id)).toEqual(skus.map((x) => x.sku_id));
      const targets = (JSON.parse(k.goods_spec_format) as Spec).flatMap((g) => g.value.map((v) => v.sku_id));
      expect(new Set(targets)).toEqual(new Set(skus.map((x) => x.sku_id)));
    }
  });
});
