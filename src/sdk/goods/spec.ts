/** Reading NiuShop's spec formats (JSON strings on the wire, arrays once parsed). */

export interface SpecValue {
  spec_id: number;
  spec_name?: string;
  spec_value_id: number;
  spec_value_name: string;
  image?: string;
  selected?: boolean;
  sku_id?: number;
  disabled?: boolean;
}

export interface SpecGroup {
  spec_id: number;
  spec_name: string;
  value: SpecValue[];
}

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return [];
  }
}

/** goods_spec_format → groups; malformed input gives []. */
export function specGroups(value: unknown): SpecGroup[] {
  const raw = parse(value);
  if (!Array.isArray(raw)) return [];
  const out: SpecGroup[] = [];
  for (const g of raw) {
    if (!g || typeof g !== 'object' || !Array.isArray((g as SpecGroup).value)) continue;
    const group = g as SpecGroup;
    out.push({
      spec_id: Number(group.spec_id),
      spec_name: String(group.spec_name ?? ''),
      value: group.value.filter((v) => v && typeof v === 'object').map((v) => ({ ...v, spec_value_name: String(v.spec_value_name ?? '') })),
    });
  }
  return out;
}

/** sku_spec_format → the names of this sku's values, e.g. ['8GB+128GB', 'Black']. */
export function selectedNames(value: unknown): string[] {
  const raw = parse(value);
  if (!Array.isArray(raw)) return [];
  return raw.map((v) => (v && typeof v === 'object' ? String((v as SpecValue).spec_value_name ?? '') : '')).filter(Boolean);
}

/**
 * Where tapping a value leads: its `sku_id` (precomputed by the server for the current sku);
 * null when the value has no sku (cannot be chosen) or is the current one.
 */
export function targetSku(value: SpecValue, currentSkuId: number): number | null {
  const id = Number(value.sku_id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return id === currentSkuId ? null : id;
}

/**
 * What the member may still buy under a limit counted over time (`limit_type` 2, e.g. a seckill's
 * per-day limit): max_buy − purchased_num; null when the limit is per order or there is none.
 */
export function limitLeft(sku: { max_buy?: unknown; limit_type?: unknown; purchased_num?: unknown }): number | null {
  const maxBuy = Math.floor(Number(sku.max_buy) || 0);
  if (maxBuy <= 0 || Number(sku.limit_type) !== 2) return null;
  return Math.max(0, maxBuy - Math.max(0, Math.floor(Number(sku.purchased_num) || 0)));
}

/** Quantity bounds: at least max(1, min_buy); at most the stock and, when set, max_buy (less what a limit over time already counted). */
export function quantityBounds(sku: { stock?: unknown; min_buy?: unknown; max_buy?: unknown; limit_type?: unknown; purchased_num?: unknown }): { min: number; max: number } {
  const stock = Math.max(0, Math.floor(Number(sku.stock) || 0));
  const minBuy = Math.max(1, Math.floor(Number(sku.min_buy) || 0));
  const maxBuy = limitLeft(sku) ?? Math.floor(Number(sku.max_buy) || 0);
  const max = maxBuy > 0 || limitLeft(sku) === 0 ? Math.min(stock, maxBuy) : stock;
  return { min: minBuy, max };
}

/** Clamp `n` into the bounds (min wins over max when they cross: a sku below min_buy cannot be bought). */
export function clampNum(n: number, b: { min: number; max: number }): number {
  const v = Math.floor(Number.isFinite(n) ? n : b.min);
  return Math.max(b.min, Math.min(v, Math.max(b.min, b.max)));
}
