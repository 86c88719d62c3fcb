/** What the topic widgets share: the topic's status and a countdown on the server's clock. */
import { useEffect, useState, type ReactElement } from 'react';
import { date } from '../../bindings/functions/format.ts';

export const TopicStatus = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3 } as const;

export interface TopicTimes {
  status?: unknown;
  start_time?: unknown;
  end_time?: unknown;
}

/** The status key of the `topic` namespace (`status.<key>`). */
export function statusKey(status: unknown): 'notStarted' | 'running' | 'ended' {
  const s = Number(status);
  return s === TopicStatus.NOT_STARTED ? 'notStarted' : s === TopicStatus.RUNNING ? 'running' : 'ended';
}

/** "2025-01-01 10:00 to 2025-01-31 10:00" (the shopper's time zone). */
export function timeRange(t: TopicTimes, tr: (key: string, vars?: Record<string, unknown>) => string): string {
  const start = date(t.start_time, 'YYYY-MM-DD HH:mm');
  const end = date(t.end_time, 'YYYY-MM-DD HH:mm');
  return start && end ? tr('time.range', { start, end }) : '';
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Seconds left until `target` (unix seconds), ticking each second on the server's clock when
 * `serverTime` (its time when the data was read) is given. null until mounted (render stays
 * server-safe) or without a target.
 */
export function useCountdown(target: number, serverTime?: number): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!(target > 0)) return;
    const offset = typeof serverTime === 'number' && serverTime > 0 ? serverTime - nowSeconds() : 0;
    const tick = () => {
      const rest = Math.max(0, target - (nowSeconds() + offset));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [target, serverTime]);
  return target > 0 ? left : null;
}

/** 93784 → {d: 1, h: '02', m: '03', s: '04'} */
export function splitSeconds(seconds: number): { d: number; h: string; m: string; s: string } {
  const v = Math.max(0, Math.floor(seconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return { d: Math.floor(v / 86400), h: p(Math.floor((v % 86400) / 3600)), m: p(Math.floor((v % 3600) / 60)), s: p(v % 60) };
}

/** Days (when any) and hh:mm:ss in small boxes; `label` before them ("Ends in"). */
export function Clock({ seconds, label, days }: { seconds: number; label: string; days: (n: number) => string }): ReactElement {
  const { d, h, m, s } = splitSeconds(seconds);
  return (
    <span className="tp-clock" role="timer" aria-label={`${label} ${d > 0 ? `${days(d)} ` : ''}${h}:${m}:${s}`}>
      <span className="tp-clock-label">{label}</span>
      {d > 0 ? <span className="tp-clock-days">{days(d)}</span> : null}
      <b>{h}</b>:<b>{m}</b>:<b>{s}</b>
    </span>
  );
}
