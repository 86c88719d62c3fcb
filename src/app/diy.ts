/**
 * Merchant diy pages. `diyview.info` answers NiuShop's config row; its `value` is either our page
 * schema (a server that converted on publish) or raw NiuShop diy JSON (`{global, value:[…]}`),
 * which an adapter turns into a page schema. The adapter is plugged in with `setDiyAdapter`;
 * by default it is src/diy/adapter.ts, loaded on first use (its own chunk, out of the entry).
 * Without one (`setDiyAdapter(null)`), raw diy JSON renders the not-available page.
 */
import { isPageSchema } from '../renderer/pages.ts';
import { withWidgetSources } from '../renderer/tableSources.ts';
import { withGiftPopups } from '../diy/giftPopups.ts';
import { isDev } from '../renderer/report.ts';
import type { PageSchema } from '../renderer/types.ts';

export type DiyAdapter = (raw: Record<string, unknown>, name: string) => PageSchema | null | undefined | Promise<PageSchema | null | undefined>;

/** src/diy/adapter.ts, imported lazily; problems it fixed are listed in development builds. */
export const niushopDiyAdapter: DiyAdapter = async (raw, name) => {
  const { adaptDiy } = await import('../diy/adapter.ts');
  const { page, issues } = adaptDiy(raw, { name });
  if (issues.length > 0 && isDev()) console.warn(`[diy] ${name}: ${issues.length} problem(s) in the document`, issues);
  return page;
};

let adapter: DiyAdapter | null = niushopDiyAdapter;

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

/**
 * Our page schema from a `diyview.info` answer's data (with the sources its widgets declare, once
 * the widget table is in), or null when it cannot be rendered.
 */
export async function diyToSchema(data: unknown, name: string): Promise<PageSchema | null> {
  const page = await readDiy(data, name);
  // The shop's own nodes on home and the member centre (the gift popups), as the server adds them.
  return page && (await withWidgetSources(withGiftPopups(page, name)));
}

async function readDiy(data: unknown, name: string): Promise<PageSchema | null> {
  const d = parseMaybeJson(data);
  if (isPageSchema(d)) return d;
  if (!isObject(d)) return null;
  const value = parseMaybeJson(d.value);
  if (isPageSchema(value)) return value;
  if (isObject(d.schema) && isPageSchema(d.schema)) return d.schema;
  const raw = isObject(value) && ('global' in value || Array.isArray(value.value)) ? value : 'global' in d ? d : null;
  if (raw && adapter) {
    try {
      const converted = await adapter(raw, name);
      if (converted && isPageSchema(converted)) return converted;
    } catch (err) {
      console.error(`[diy] adapter failed for ${name}`, err);
    }
  }
  return null;
}
