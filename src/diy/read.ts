/**
 * The one reader of a merchant diy page as `diyview.info` answers it, for the browser
 * (src/app/diy.ts) and the server's first view (server/modules/config/h5init.ts) alike: the
 * answer's data is our page schema (as it is, in `value`, in `schema`; a server that converted on
 * publish) or raw NiuShop diy JSON (`{global, value: […]}`, maybe as a JSON string), which each side
 * hands to the adapter (src/diy/adapter.ts) its own way (the browser loads it lazily). Pure: no
 * DOM, no node. (The browser fetches it with the first diy document: only `isPageSchema`, in
 * ./pageSchema.ts, is in the entry.)
 */
import type { PageSchema } from '../renderer/types.ts';
import { isObject, isPageSchema } from './pageSchema.ts';

export { isPageSchema };

/** A string holding a JSON object, parsed; anything else as it is. */
export function parseMaybeJson(v: unknown): unknown {
  if (typeof v !== 'string' || !v.trim().startsWith('{')) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

/** What a diy answer holds: our page, raw NiuShop JSON for the adapter, or null (nothing to render). */
export type DiyDocument = { page: PageSchema } | { raw: Record<string, unknown> } | null;

/** Reads the data of a `diyview.info` answer (the row, its `value`, or the document itself). */
export function readDiyDocument(data: unknown): DiyDocument {
  const d = parseMaybeJson(data);
  if (isPageSchema(d)) return { page: d };
  if (!isObject(d)) return null;
  const value = parseMaybeJson(d.value);
  if (isPageSchema(value)) return { page: value };
  if (isPageSchema(d.schema)) return { page: d.schema };
  if (isObject(value) && ('global' in value || Array.isArray(value.value))) return { raw: value };
  return 'global' in d ? { raw: d } : null;
}
