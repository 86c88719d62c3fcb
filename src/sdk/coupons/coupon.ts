/** Coupon type display rules shared by the coupon widgets (NiuShop's coupon centre and share page). */
import { date } from '../../bindings/functions/format.ts';
import { formatMoney, toFen } from '../../data/money.ts';

export interface CouponType {
  coupon_type_id?: number;
  coupon_name?: string;
  type?: string;
  money?: string;
  discount?: string;
  discount_limit?: string;
  at_least?: string;
  count?: number;
  lead_count?: number;
  max_fetch?: number;
  validity_type?: number;
  fixed_term?: number;
  end_time?: number;
  status?: number;
  goods_type?: number;
  goods_type_name?: string;
  use_channel?: string;
  use_channel_name?: string;
  use_store?: string;
  use_store_name?: string;
  member_coupon_num?: number;
  use_coupon_num?: number;
  wait_coupon_num?: number;
  lose_coupon_num?: number;
  received_type?: string;
}

export type CentreState = 'claim' | 'use' | 'soldOut' | 'invalid' | 'used';

const n = (v: unknown): number => {
  const x = Number(v);
  return Number.isFinite(x) ? x : 0;
};

/** count −1 is unlimited. */
export function isAllClaimed(c: CouponType): boolean {
  const count = n(c.count);
  return count >= 0 && n(c.lead_count) >= count;
}

/**
 * The centre's button: claim while the shopper may still claim and stock is left; else use
 * when they hold an unused copy; else sold out; else invalid (only expired/closed copies) or
 * used (NiuShop's states 0–4, from the member counts the server adds for members).
 */
export function centreState(c: CouponType): CentreState {
  const maxFetch = n(c.max_fetch);
  const mine = n(c.member_coupon_num);
  const canClaim = maxFetch === 0 || mine < maxFetch;
  if (canClaim && !isAllClaimed(c)) return 'claim';
  if (n(c.wait_coupon_num) > 0) return 'use';
  if (isAllClaimed(c) && !(mine > 0)) return 'soldOut';
  if (c.received_type === 'use_out' || (n(c.use_coupon_num) > 0 && n(c.lose_coupon_num) === 0)) return 'used';
  if (mine > 0) return 'invalid';
  return 'soldOut';
}

/** "10.00" → "10", "12.50" → "12.5" (NiuShop shows parseFloat of the money). */
export function shortMoney(v: unknown): string {
  return formatMoney(v).replace(/\.?0+$/, '');
}

export function hasThreshold(c: CouponType): boolean {
  return toFen(c.at_least) > 0;
}

/** The claimed share in whole percent; null when unlimited. */
export function claimedPercent(c: CouponType): number | null {
  const count = n(c.count);
  if (count <= 0) return null;
  return Math.min(100, Math.floor((n(c.lead_count) / count) * 100));
}

/** Discount shown in English as a percentage off: 9.5 → 5, 8.8 → 12. */
export function percentOff(discount: unknown): string {
  const tenths = Math.round(n(discount) * 10);
  return String(Math.max(0, 100 - tenths));
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The big value: ¥10 or 9.5折 / 5% off. */
export function valueText(c: CouponType, t: Translate, lang: string): string {
  if (c.type === 'discount') return t('discount', { n: lang === 'en-us' ? percentOff(c.discount) : shortMoney(c.discount) });
  return t('yuan', { n: shortMoney(c.money) });
}

export function thresholdText(c: CouponType, t: Translate): string {
  return hasThreshold(c) ? t('threshold', { n: shortMoney(c.at_least) }) : t('noThreshold');
}

export function validityText(c: CouponType, t: Translate): string {
  const type = n(c.validity_type);
  if (type === 1) return t('validDays', { n: n(c.fixed_term) });
  if (type === 0 && n(c.end_time) > 0) return t('validUntil', { date: date(c.end_time, 'YYYY-MM-DD HH:mm') });
  return t('validForever');
}
