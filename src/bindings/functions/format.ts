// Display formatting: money and dates.
import { fixed2, toFiniteNumber } from './numbers.ts';

export const CURRENCY_SYMBOL = '¥';

/** money(12.5) → '¥12.50'; money('-3', false) → '-3.00'; '' for anything non-numeric. */
export function money(value: unknown, withSymbol: unknown = true): string {
  const n = toFiniteNumber(value);
  if (n === undefined) return '';
  const text = fixed2(n);
  if (withSymbol === false) return text;
  return text.startsWith('-') ? `-${CURRENCY_SYMBOL}${text.slice(1)}` : `${CURRENCY_SYMBOL}${text}`;
}

/** price(12.5) → '12.50'. */
export function price(value: unknown): string {
  return money(value, false);
}

// Below this a number is taken as unix seconds (NiuShop's times), above as milliseconds.
const SECONDS_LIMIT = 1e11;

/**
 * date(1700000000) → '2023-11-15 06:13:20' in local time. Tokens: YYYY MM DD HH mm ss.
 * 0, '', null and non-numbers give '' (NiuShop stores 0 for "not yet", e.g. an unpaid order's pay_time).
 */
export function date(value: unknown, format: unknown = 'YYYY-MM-DD HH:mm:ss'): string {
  let ms: number | undefined;
  if (value instanceof Date) ms = value.getTime();
  else {
    const n = toFiniteNumber(value);
    if (n !== undefined && n !== 0) ms = Math.abs(n) < SECONDS_LIMIT ? n * 1000 : n;
  }
  if (ms === undefined) return '';
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  const tokens: Readonly<Record<string, string>> = {
    YYYY: pad(d.getFullYear(), 4),
    MM: pad(d.getMonth() + 1),
    DD: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  const pattern = typeof format === 'string' ? format : 'YYYY-MM-DD HH:mm:ss';
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

export const formatFunctions = { money, price, date };
