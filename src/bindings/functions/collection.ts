// Functions over arrays, strings and plain objects.
import { isPlainObject, toDisplayString } from '../values.ts';

/** len(x): length of a string or array, key count of a plain object, else 0. */
export function len(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (isPlainObject(value)) return Object.keys(value).length;
  return 0;
}

/** join(['a', 1], '-') → 'a-1'; separator ',' by default; '' for non-arrays. */
export function join(value: unknown, separator: unknown = ','): string {
  if (!Array.isArray(value)) return '';
  const sep = toDisplayString(separator);
  let out = '';
  for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : sep) + toDisplayString(value[i]);
  return out;
}

/** includes(array, x) by SameValueZero; includes(string, sub) by substring; else false. */
export function includes(container: unknown, item: unknown): boolean {
  if (Array.isArray(container)) return container.includes(item);
  if (typeof container === 'string') return container.includes(toDisplayString(item));
  return false;
}

export const collectionFunctions = { len, join, includes };
