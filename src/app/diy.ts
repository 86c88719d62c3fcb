/**
 * Merchant diy pages. `diyview.info` answers NiuShop's config row; its `value` is either our page
 * schema (a server that converted on publish) or raw NiuShop diy JSON (`{global, value:[…]}`),
 * which an adapter turns into a page schema. The adapter is plugged in with `setDiyAdapter`;
 * by default it is src/diy/adapter.ts, loaded on first use (its own chunk, out of the entry).
 * Without one (`setDiyAdapter(null)`), raw diy JSON renders the not-available page. The answer is
 * read by src/diy/read.ts, as on the server (server/modules/config/h5init.ts).
 */
import { isPageSchema, readDiyDocument } from '../diy/read.ts';
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
  const doc = readDiyDocument(data);
  if (!doc || 'page' in doc) return doc?.page ?? null;
  if (adapter) {
    try {
      const converted = await adapter(doc.raw, name);
      if (converted && isPageSchema(converted)) return converted;
    } catch (err) {
      console.error(`[diy] adapter failed for ${name}`, err);
    }
  }
  return null;
}
