import type { PeriodUnit } from '../../db/tables/wallet.ts';

export const PERIOD_UNITS: readonly PeriodUnit[] = ['week', 'month', 'quarter', 'year'];
const MONTHS: Record<Exclude<PeriodUnit, 'week'>, number> = { month: 1, quarter: 3, year: 12 };
const CHINA = 8 * 3600;

/**
 * `from` plus one period, in China time: a week is 7 days; a month, quarter (3 months) or year
 * (12 months) keeps the day of the month and the time of day, the day clamped to the target
 * month's last (31 Jan + 1 month = 28/29 Feb; PHP's strtotime would roll over into March).
 */
export function addPeriod(from: number, unit: PeriodUnit): number {
  if (unit === 'week') return from + 7 * 86400;
  const d = new Date((from + CHINA) * 1000);
  const target = d.getUTCMonth() + MONTHS[unit];
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const month = target % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const ms = Date.UTC(year, month, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  return ms / 1000 - CHINA;
}

/** A card's prices by period (charge_rule JSON `{"month":"29.90",…}`), as fen; bad entries are left out. */
export function chargeRule(raw: string): Partial<Record<PeriodUnit, number>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw || '{}');
  } catch {
    return {};
  }
  const out: Partial<Record<PeriodUnit, number>> = {};
  if (!parsed || typeof parsed !== 'object') return out;
  for (const unit of PERIOD_UNITS) {
    const v = (parsed as Record<string, unknown>)[unit];
    const m = typeof v === 'string' || typeof v === 'number' ? /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(String(v).trim()) : null;
    if (!m) continue;
    const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
    if (fen > 0) out[unit] = fen;
  }
  return out;
}
