/**
 * Calendar arithmetic in China time (Asia/Shanghai, UTC+8 all year): sign-in days, ledger months,
 * "today". Inputs and outputs are unix seconds.
 */
const OFFSET = 8 * 3600;
const DAY = 86400;

/** 'YYYY-MM-DD' of a unix time in China. */
export function chinaDate(unix: number): string {
  return new Date((unix + OFFSET) * 1000).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of a unix time in China. */
export function chinaMonth(unix: number): string {
  return chinaDate(unix).slice(0, 7);
}

/** Unix time of 00:00 China time of the day containing `unix`. */
export function chinaDayStart(unix: number): number {
  return Math.floor((unix + OFFSET) / DAY) * DAY - OFFSET;
}

/** Unix time of 00:00 China time on the 1st of 'YYYY-MM'. */
export function chinaMonthStart(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, 1) / 1000 - OFFSET;
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y ?? 1970, m ?? 1, 1));
  return d.toISOString().slice(0, 7);
}

/** 'YYYY-MM-DD' of the day before a 'YYYY-MM-DD'. */
export function previousDate(date: string): string {
  const t = Date.parse(`${date}T00:00:00Z`) - DAY * 1000;
  return new Date(t).toISOString().slice(0, 10);
}
