/**
 * The cart page's arithmetic, pure: which lines can be bought, their groups, the quantity limits
 * of a line, and the total of the selected lines in integer fen from the server's prices (money is
 * never added as floating point).
 */
import { toFen } from '../../src/sdk/index.ts';

/** One row of /api/cart/goodsLists (the fields the cart page reads). */
export interface CartLine {
  cart_id: number;
  sku_id: number;
  goods_id: number;
  num: number;
  sku_name?: string;
  goods_name?: string;
  sku_image?: string;
  sku_spec_format?: unknown;
  price?: string;
  discount_price?: string;
  member_price?: string;
  stock?: number;
  goods_state?: number;
  max_buy?: number;
  min_buy?: number;
  is_limit?: number;
  site_id?: number;
  site_name?: string;
  store_goods_status?: number;
  is_invalid?: number;
  invalid_reason?: string;
  [key: string]: unknown;
}

const int = (v: unknown): number => {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) ? n : 0;
};

/** Lines as they come from the server, numbers normalised; anything without a cart_id is dropped. */
export function normalizeLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const out: CartLine[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    const cartId = int(r.cart_id);
    if (cartId <= 0) continue;
    out.push({ ...r, cart_id: cartId, sku_id: int(r.sku_id), goods_id: int(r.goods_id), num: Math.max(1, int(r.num)) });
  }
  return out;
}

export type InvalidReason = 'off_sale' | 'deleted' | 'out_of_stock' | '';

/**
 * Why a line cannot be bought now ('' when it can): the server's flag, NiuShop's rules (goods not
 * on sale, store goods off, minimum purchase above the stock) and no stock at all.
 */
export function invalidReason(line: CartLine): InvalidReason {
  const reason = String(line.invalid_reason ?? '');
  if (reason === 'off_sale' || reason === 'deleted' || reason === 'out_of_stock') return reason;
  if (int(line.is_invalid) === 1) return 'off_sale';
  if (line.goods_state !== undefined && int(line.goods_state) !== 1) return 'off_sale';
  if (line.store_goods_status !== undefined && int(line.store_goods_status) !== 1) return 'off_sale';
  if (line.stock !== undefined && int(line.stock) <= 0) return 'out_of_stock';
  if (int(line.min_buy) > 0 && int(line.min_buy) > int(line.stock)) return 'out_of_stock';
  return '';
}

export function splitLines(lines: readonly CartLine[]): { valid: CartLine[]; invalid: CartLine[] } {
  const valid: CartLine[] = [];
  const invalid: CartLine[] = [];
  for (const line of lines) (invalidReason(line) ? invalid : valid).push(line);
  return { valid, invalid };
}

export interface CartGroup {
  key: string;
  name: string;
  lines: CartLine[];
}

/** NiuShop groups the lines by site (one site here: one group), keeping their order. */
export function groupLines(lines: readonly CartLine[]): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const line of lines) {
    const key = `site_${int(line.site_id)}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, name: String(line.site_name ?? ''), lines: [] };
      groups.set(key, g);
    }
    g.lines.push(line);
  }
  return [...groups.values()];
}

/** The price one piece costs: the member price when it is lower, else the discount price (fen). */
export function unitFen(line: CartLine): number {
  const discount = toFen(line.discount_price ?? line.price ?? 0);
  const member = toFen(line.member_price ?? 0);
  return member > 0 && member < discount ? member : discount;
}

/** Quantity limits of a line: at least max(1, min_buy); at most the purchase limit when below the stock, else the stock. */
export function lineLimits(line: CartLine): { min: number; max: number; limitedBy: 'stock' | 'max_buy' } {
  const stock = Math.max(0, int(line.stock));
  const maxBuy = int(line.max_buy);
  const limited = (line.is_limit === undefined || int(line.is_limit) === 1) && maxBuy > 0 && maxBuy < stock;
  const min = Math.max(1, int(line.min_buy));
  const max = Math.max(min, limited ? maxBuy : stock);
  return { min, max, limitedBy: limited ? 'max_buy' : 'stock' };
}

/** `num` within the line's limits. */
export function clampNum(line: CartLine, num: number): number {
  const { min, max } = lineLimits(line);
  return Math.min(max, Math.max(min, Math.trunc(num) || min));
}

export interface CartTotals {
  /** Sum of unit price × quantity over the selected lines, fen. */
  fen: number;
  /** Pieces selected (the settle button's count). */
  count: number;
  /** Lines selected. */
  lines: number;
}

/** Totals of the selected lines; `numOf` gives the quantity shown (local edits included). */
export function totals(lines: readonly CartLine[], isSelected: (line: CartLine) => boolean, numOf: (line: CartLine) => number = (l) => l.num): CartTotals {
  let fen = 0;
  let count = 0;
  let n = 0;
  for (const line of lines) {
    if (!isSelected(line)) continue;
    const num = numOf(line);
    fen += unitFen(line) * num;
    count += num;
    n += 1;
  }
  return { fen, count, lines: n };
}

/** "颜色:红; 尺码:M" from sku_spec_format (a JSON string or an array of {spec_name, spec_value_name}). */
export function specText(format: unknown): string {
  let list: unknown = format;
  if (typeof format === 'string') {
    try {
      list = format ? JSON.parse(format) : [];
    } catch {
      return '';
    }
  }
  if (!Array.isArray(list)) return '';
  return list
    .map((x) => (x && typeof x === 'object' ? `${String((x as Record<string, unknown>).spec_name ?? '')}:${String((x as Record<string, unknown>).spec_value_name ?? '')}` : ''))
    .filter((s) => s && s !== ':')
    .join('; ');
}
