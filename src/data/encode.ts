// Parameter encoding as NiuShop sends it: flat form fields; objects and arrays as JSON strings;
// undefined dropped; null as an empty string; booleans and numbers as their text.

export type Params = Record<string, unknown>;

/** One value as a form field, or undefined to leave the field out. */
export function encodeValue(value: unknown): string | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null) return '';
  if (typeof value === 'object') return value instanceof Date ? String(Math.floor(value.getTime() / 1000)) : JSON.stringify(value);
  return String(value);
}

/** Flat params as URLSearchParams (for a query string or an x-www-form-urlencoded body). */
export function toSearchParams(params: Params): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = encodeValue(value);
    if (text !== undefined) out.append(key, text);
  }
  return out;
}

/** A stable text of the params (keys sorted), used to recognise identical requests. */
export function paramsKey(params: Params): string {
  const sp = toSearchParams(params);
  sp.sort();
  return sp.toString();
}
