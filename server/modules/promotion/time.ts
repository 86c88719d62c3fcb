/**
 * The shop's clock for promotions: NiuShop shops run on China time (UTC+8, no daylight saving), so
 * seckill slots (seconds since midnight), per-day limits and "today / tomorrow" follow it whatever
 * the server's own time zone.
 */
export const CHINA_OFFSET_SEC = 8 * 3600;
export const DAY_SEC = 86400;

/** Seconds since midnight, China time. */
export const chinaSecondOfDay = (now: number): number => (((now + CHINA_OFFSET_SEC) % DAY_SEC) + DAY_SEC) % DAY_SEC;

/** The unix time of midnight (China time) of the day `now` falls in. */
export const chinaDayStart = (now: number): number => now - chinaSecondOfDay(now);

/** The China date of `now`, 'YYYY-MM-DD' (the period of per-day limits). */
export const chinaDate = (now: number): string => new Date((now + CHINA_OFFSET_SEC) * 1000).toISOString().slice(0, 10);

/** 'HH:MM:SS' of seconds since midnight. */
export function clockText(sec: number): string {
  const s = Math.max(0, Math.min(DAY_SEC, Math.floor(sec)));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
