/** Footprint display rules (NiuShop footprint.vue): grouping by day and the price shown. */
import { date, formatFen, toFen } from '../../src/sdk/index.ts';

export interface FootprintRow {
  id?: number;
  browse_time?: number;
  goods_id?: number;
  sku_id?: number;
  sku_name?: string;
  goods_name?: string;
  sku_image?: string;
  goods_image?: string;
  discount_price?: string;
  member_price?: string;
  price?: string;
  market_price?: string;
  market_price_show?: number;
  sale_show?: number;
  sale_num?: number | string;
  unit?: string;
  promotion_type?: number;
}

/** Rows under 'YYYY/MM/DD' headers, in the order they came (newest first). */
export function groupByDay(rows: readonly FootprintRow[]): Array<{ day: string; rows: FootprintRow[] }> {
  const groups: Array<{ day: string; rows: FootprintRow[] }> = [];
  for (const row of rows) {
    const day = date(row.browse_time, 'YYYY/MM/DD');
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}

/** The price shown and whether it is the member price. */
export function shownPrice(row: FootprintRow): { price: string; member: boolean } {
  const discount = toFen(row.discount_price ?? row.price);
  const member = toFen(row.member_price);
  if (member > 0 && member < discount) return { price: formatFen(member), member: true };
  return { price: formatFen(discount), member: false };
}

/** The struck-through price, or null. */
export function struckPrice(row: FootprintRow): string | null {
  if (Number(row.market_price_show ?? 1) === 0) return null;
  const shown = toFen(shownPrice(row).price);
  const market = toFen(row.market_price);
  if (market > 0) return market > shown ? formatFen(market) : null;
  const price = toFen(row.price);
  return price > shown ? formatFen(price) : null;
}
