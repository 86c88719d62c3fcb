/**
 * Shared answers: a value the cache hands to many requests is deep-frozen (no request can change
 * what another one sees) and remembers its JSON as UTF-8 bytes, made once on first use, so the
 * HTTP layer does not serialize and encode the same 10 kB goods page again for every request
 * (JSON.stringify, the UTF-8 encoding and the garbage they leave were a third of the CPU of a
 * cached goods page).
 */
const json = new WeakMap<object, Buffer | null>();

function deepFreeze(v: unknown): void {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v) || ArrayBuffer.isView(v)) return;
  Object.freeze(v);
  for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
}

/** Freezes `value` (deeply) and marks it as shared: its JSON is made once, by `sharedJson`. */
export function share<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !json.has(value)) {
    deepFreeze(value);
    json.set(value, null);
  }
  return value;
}

/** The JSON (UTF-8) of a shared value, made on the first call; undefined for any other value. */
export function sharedJson(value: unknown): Buffer | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const known = json.get(value);
  if (known === undefined) return undefined;
  if (known !== null) return known;
  const bytes = Buffer.from(JSON.stringify(value), 'utf8');
  json.set(value, bytes);
  return bytes;
}
