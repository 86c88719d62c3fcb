// Value conversions for the rules. Form values are strings, numbers, booleans or arrays;
// nothing here trims what the user typed except to decide emptiness.

/** Empty means not filled in: undefined, null, blank text or an empty array. 0 and false are filled in. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text of a primitive value; '' for anything else. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** Length in characters (code points), or the item count of an array. */
export function charLength(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  const text = toText(value);
  let count = 0;
  for (const _char of text) count++;
  return count;
}

const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const INTEGER = /^[-+]?\d+$/;

/** A finite number from a number or plain decimal text ('12', '-1.5'); undefined otherwise. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.length > 400 || !DECIMAL.test(value)) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function isIntegerValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && value.length <= 400 && INTEGER.test(value);
}

/** [min, max] from [1, 20] or NiuShop's "1,20"; null when malformed or min > max. */
export function parseRange(arg: unknown): readonly [number, number] | null {
  let parts: unknown[];
  if (Array.isArray(arg)) parts = arg;
  else if (typeof arg === 'string') parts = arg.split(',').map((part) => part.trim());
  else return null;
  if (parts.length !== 2) return null;
  const min = toNumber(parts[0]);
  const max = toNumber(parts[1]);
  if (min === undefined || max === undefined || min > max) return null;
  return [min, max];
}

/** A count argument (lengthMin/lengthMax): a non-negative integer, as number or text. */
export function parseCount(arg: unknown): number | undefined {
  const n = toNumber(arg);
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Allowed values from an array or NiuShop's comma string, compared as text. */
export function parseList(arg: unknown): readonly string[] | null {
  if (Array.isArray(arg)) return arg.map(toText);
  if (typeof arg === 'string') return arg.split(',').map((part) => part.trim());
  return null;
}

/** Equality as a user sees it: 6 equals '6', empty equals empty, objects by identity. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'object' || typeof b === 'object') return a === b;
  return toText(a) === toText(b);
}

/** Reads an own property only (values may come from a request body). */
export function fieldValue(values: unknown, field: string): unknown {
  if (typeof values !== 'object' || values === null) return undefined;
  return Object.prototype.hasOwnProperty.call(values, field) ? (values as Record<string, unknown>)[field] : undefined;
}
