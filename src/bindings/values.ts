// Conversions that never throw, whatever the data holds (null-prototype objects, cycles, getters).

export function getOwn(object: unknown, key: unknown): unknown {
  if (object === null || object === undefined) return undefined;
  let name: string;
  if (typeof key === 'string') name = key;
  else if (typeof key === 'number' && Number.isFinite(key)) name = String(key);
  else return undefined;
  if (name === '__proto__' || name === 'prototype' || name === 'constructor') return undefined;
  const type = typeof object;
  // Strings expose their length and characters as own properties; other primitives have none we want.
  if (type !== 'object' && type !== 'function' && type !== 'string') return undefined;
  if (!Object.prototype.hasOwnProperty.call(object, name)) return undefined;
  try {
    return (object as Record<string, unknown>)[name];
  } catch {
    return undefined; // a throwing getter
  }
}

export function isObjectLike(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** Number(value) without touching objects' valueOf/toString. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'boolean') return Number(value);
  if (value === null) return 0;
  return NaN;
}

/** String concatenation operand: primitives as JavaScript does, objects as ''. */
export function toConcatString(value: unknown): string {
  if (isObjectLike(value)) return '';
  if (typeof value === 'symbol') return '';
  return String(value);
}

/** What a `${…}` part shows: nothing for null/undefined/objects. */
export function toDisplayString(value: unknown): string {
  if (value === null || value === undefined) return '';
  return toConcatString(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
