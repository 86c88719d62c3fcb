/**
 * Merchant diy pages. `diyview.info` answers NiuShop's config row; its `value` is either our page
 * schema (a server that converted on publish) or raw NiuShop diy JSON (`{global, value:[…]}`),
 * which an adapter turns into a page schema. The adapter is plugged in with `setDiyAdapter`
 * (written separately); without one, raw diy JSON renders the not-available page.
 */
import { isPageSchema } from '../renderer/pages.ts';
import type { PageSchema } from '../renderer/types.ts';

export type DiyAdapter = (raw: Record<string, unknown>, name: string) => PageSchema | null | undefined;

let adapter: DiyAdapter | null = null;

export function setDiyAdapter(fn: DiyAdapter | null): void {
  adapter = fn;
}

function parseMaybeJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (!s.startsWith('{')) return v;
  try {
    return JSON.parse(s);
  } catch {
    return v;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Our page schema from a `diyview.info` answer's data, or null when it cannot be rendered. */
export function diyToSchema(data: unknown, name: string): PageSchema | null {
  const d = parseMaybeJson(data);
  if (isPageSchema(d)) return d;
  if (!isObject(d)) return null;
  const value = parseMaybeJson(d.value);
  if (isPageSchema(value)) return value;
  if (isObject(d.schema) && isPageSchema(d.schema)) return d.schema;
  const raw = isObject(value) && ('global' in value || Array.isArray(value.value)) ? value : 'global' in d ? d : null;
  if (raw && adapter) {
    try {
      const converted = adapter(raw, name);
      if (converted && isPageSchema(converted)) return converted;
    } catch (err) {
      console.error(`[diy] adapter failed for ${name}`, err);
    }
  }
  return null;
}
