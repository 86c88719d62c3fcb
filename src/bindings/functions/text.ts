// String functions. Everything accepts any value and never throws.
import { toDisplayString } from '../values.ts';
import { toFiniteNumber } from './numbers.ts';

/** string(x): '' for null/undefined/objects, else String(x). */
export function string(value: unknown): string {
  return toDisplayString(value);
}

export function upper(value: unknown): string {
  return toDisplayString(value).toUpperCase();
}

export function lower(value: unknown): string {
  return toDisplayString(value).toLowerCase();
}

/** truncate('abcdef', 3) → 'abc…'; counts characters (code points), not UTF-16 units. */
export function truncate(value: unknown, max: unknown): string {
  const text = toDisplayString(value);
  const n = toFiniteNumber(max);
  if (n === undefined) return text;
  const limit = Math.max(0, Math.floor(n));
  if (text.length <= limit) return text; // fast path: fewer units than the limit means fewer characters too
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit).join('')}…`;
}

/** encode(x): encodeURIComponent, '' when the text holds a lone surrogate. */
export function encode(value: unknown): string {
  try {
    return encodeURIComponent(toDisplayString(value));
  } catch {
    return '';
  }
}

/** json(x): JSON.stringify, '' for undefined, cycles or anything that cannot be serialised. */
export function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

export const textFunctions = { string, upper, lower, truncate, encode, json };
