/** The free level ladder: order, growth needed, progress and the discount text. */
export interface Level {
  level_id?: number;
  level_name?: string;
  growth?: number | string;
  consume_discount?: number | string;
  is_free_shipping?: number;
  point_feedback?: number | string;
  send_point?: number | string;
  send_balance?: string;
  send_coupon?: string;
  bg_color?: string;
  level_text_color?: string;
  level_picture?: string;
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

export const num = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** Levels by growth threshold (the ladder). */
export function ladder(levels: unknown): Level[] {
  const list = (Array.isArray(levels) ? levels : []).filter((l): l is Level => !!l && typeof l === 'object');
  return [...list].sort((a, b) => num(a.growth) - num(b.growth) || num(a.level_id) - num(b.level_id));
}

/** Growth still needed to reach a level (0 when reached). */
export function needGrowth(level: Level, growth: number): number {
  return Math.max(num(level.growth) - growth, 0);
}

/** Progress towards a level in whole percent (100 when reached or free). */
export function progress(level: Level | undefined, growth: number): number {
  if (!level) return 100;
  const target = num(level.growth);
  if (target <= 0 || growth >= target) return 100;
  return Math.max(0, Math.min(100, Math.floor((growth / target) * 100)));
}

/** The discount a level gives: '9.8折' / '2% off'; null for none (100). */
export function discountText(level: Level, t: Translate, lang: string): string | null {
  const pct = num(level.consume_discount);
  if (pct <= 0 || pct >= 100) return null;
  return lang === 'en-us' ? t('level.discountOff', { n: String(100 - pct) }) : t('level.discountZhe', { n: String(pct / 10) });
}

