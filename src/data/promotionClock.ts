/**
 * The promotions' clock on the shop front: NiuShop shops run on China time (UTC+8, no daylight
 * saving), so seckill slots (seconds since midnight) are judged on it, from the server's
 * `current_time`, whatever the shopper's own zone (as server/modules/promotion/time.ts does).
 */
const CHINA_OFFSET = 8 * 3600;
const DAY = 86400;

export interface SlotTimes {
  seckill_start_time: number;
  seckill_end_time: number;
  type?: string;
}

/** Seconds since midnight, China time, at unix time `now`. */
export const chinaSecondOfDay = (now: number): number => (((now + CHINA_OFFSET) % DAY) + DAY) % DAY;

/** The slot runs at `now` (a "tomorrow" slot never does). */
export function isRunning(slot: SlotTimes, now: number): boolean {
  const sod = chinaSecondOfDay(now);
  return slot.type !== 'tomorrow' && slot.seckill_start_time <= sod && sod < slot.seckill_end_time;
}

/** The unix time the countdown of the slot aims at: its end while it runs, else its (next) start. */
export function slotTarget(slot: SlotTimes, now: number): number {
  const day = now - chinaSecondOfDay(now) + (slot.type === 'tomorrow' ? DAY : 0);
  return day + (isRunning(slot, now) ? slot.seckill_end_time : slot.seckill_start_time);
}

/** "10:00" of seconds since midnight. */
export function clock(sec: number): string {
  const s = Math.max(0, Math.min(DAY, Math.floor(sec)));
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
}

/**
 * The unix time of the next slot start at or after `from` (a not-yet-started activity counts from
 * its start): today's next slot, else tomorrow's first; 0 without slots.
 */
export function nextSlotStart(slots: readonly SlotTimes[], from: number): number {
  if (!slots.length) return 0;
  const sod = chinaSecondOfDay(from);
  const day = from - sod;
  const starts = slots.map((s) => s.seckill_start_time).sort((a, b) => a - b);
  const later = starts.find((s) => s >= sod);
  return later !== undefined ? day + later : day + DAY + starts[0]!;
}
