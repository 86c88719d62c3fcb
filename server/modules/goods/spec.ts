import type { SpecGroup, SpecValue } from '../../db/tables/catalogue.ts';

export interface SkuSpecs {
  sku_id: number;
  sku_spec_format: SpecValue[];
}

/**
 * NiuShop's per-sku `goods_spec_format` (GoodsCommon::dealGoodsSkuSpecFormat): in the row of sku X,
 * X's own values are `selected: true, sku_id: X`; every other value carries the sku reached by
 * swapping just that value (`selected: false`); a value with no such sku gets `disabled: false`
 * (sic) and neither `sku_id` nor `selected`. Computed when goods are saved, so reads stay cheap.
 */
export function skuGoodsSpecFormat(groups: SpecGroup[], skus: SkuSpecs[]): Map<number, SpecGroup[]> {
  const keyOf = (values: Map<number, number>): string =>
    groups.map((g) => `${g.spec_id}:${values.get(g.spec_id) ?? ''}`).join('|');
  const byKey = new Map<string, number>();
  const valuesOf = new Map<number, Map<number, number>>();
  for (const sku of skus) {
    const m = new Map<number, number>();
    for (const v of sku.sku_spec_format) m.set(v.spec_id, v.spec_value_id);
    valuesOf.set(sku.sku_id, m);
    byKey.set(keyOf(m), sku.sku_id);
  }
  const out = new Map<number, SpecGroup[]>();
  for (const sku of skus) {
    const mine = valuesOf.get(sku.sku_id)!;
    out.set(
      sku.sku_id,
      groups.map((g) => ({
        spec_id: g.spec_id,
        spec_name: g.spec_name,
        value: g.value.map((v) => {
          const base: SpecValue = { spec_id: v.spec_id, spec_name: v.spec_name, spec_value_id: v.spec_value_id, spec_value_name: v.spec_value_name, image: v.image };
          if (mine.get(g.spec_id) === v.spec_value_id) return { ...base, selected: true, sku_id: sku.sku_id };
          const swapped = new Map(mine);
          swapped.set(g.spec_id, v.spec_value_id);
          const other = byKey.get(keyOf(swapped));
          if (other !== undefined) return { ...base, selected: false, sku_id: other };
          return { ...base, disabled: false };
        }),
      })),
    );
  }
  return out;
}
