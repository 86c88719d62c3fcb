/** Calendar arithmetic in China time (the shop's days: sign-ins count per China calendar day). */
const OFFSET_MS = 8 * 3600 * 1000;

/** 'YYYY-MM-DD' (China) of a unix time in seconds. */
export function chinaDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000 + OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in China, 'YYYY-MM-DD'. */
export function chinaToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + OFFSET_MS).toISOString().slice(0, 10);
}

/** The weeks of the month of `today` (Sunday first); null pads the first and last week. */
export function monthGrid(today: string): Array<Array<string | null>> {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: Array<string | null> = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${today.slice(0, 8)}${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The calendar heading of the month of `today` in the shopper's language: "November 2026", "2026年11月". */
export function monthTitle(today: string, lang: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  try {
    return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(first);
  } catch {
    return new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(first); // not a language tag
  }
}

export interface Reward {
  day?: number;
  point?: number;
  growth?: number;
}

const n = (v: unknown): number => {
  const x = Number(v);
  return Number.isFinite(x) && x > 0 ? Math.trunc(x) : 0;
};

/** Points of streak day `day`: the daily reward plus that day's streak reward. */
export function dayPoints(rewards: readonly Reward[], day: number): number {
  const daily = n(rewards[0]?.point);
  const extra = rewards.slice(1).find((r) => n(r.day) === day);
  return daily + n(extra?.point);
}

/** NiuShop's 7-day window of the cycle around the streak. */
export function stripDays(streak: number, cycle: number): number[] {
  const c = Math.max(1, cycle);
  let start = streak <= 5 ? 1 : streak - 5;
  let end = start + 6;
  if (end > c) {
    end = c;
    start = Math.max(1, c - 6);
  }
  const out: number[] = [];
  for (let d = start; d <= end; d++) out.push(d);
  return out;
}
