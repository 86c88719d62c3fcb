/**
 * System page schemas: src/pages/<id>.page.json, each its own lazy chunk.
 * A route's `page` is the id (`pages/goods/detail` → src/pages/pages/goods/detail.page.json).
 *
 * Their loaders come with the route tables (src/routes/tables.ts, a chunk of their own, with
 * the route manifest). Until it is in, `hasPageSchema` answers for the routes the server inlined
 * with the first view (`__INIT__.routes`: which of them have a schema) and says `undefined`
 * otherwise: not known yet, never "no schema" for want of the table.
 */
import type { PageSchema } from './types.ts';
import { readInlinedInit } from '../boot/inlined.ts';
import { isPageSchema } from '../diy/pageSchema.ts';
import { isInlinedRoute } from '../routes/manifest.ts';
import { loadRouteTables, routeTables } from '../routes/tables.ts';

function cleanId(id: string): string {
  return id.replace(/^\/+/, '').replace(/\.page\.json$/, '');
}

const keyOf = (id: string): string => `../pages/${cleanId(id)}.page.json`;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

// The inlined routes with a schema (the others inlined have none: src/routes/manifest.ts).
const inlinedWith = new Set(strings(readInlinedInit()?.routes?.schemas));
// The schemas themselves, for a route the server did not render (one that needs a login).
const inlinedPages = readInlinedInit()?.routes?.pages;

/**
 * Whether a schema file exists for this page id; `undefined` while that is not known yet (the
 * route tables are not in and the server did not say): `loadRouteTables()` brings the answer.
 */
export function hasPageSchema(id: string): boolean | undefined {
  const clean = cleanId(id);
  const files = routeTables().pageFiles;
  if (files) return keyOf(clean) in files;
  return inlinedWith.has(clean) ? true : isInlinedRoute(clean) ? false : undefined;
}

/** Every page id with a schema file (none before the route tables are in). */
export function pageSchemaIds(): string[] {
  return Object.keys(routeTables().pageFiles ?? {})
    .map((k) => k.replace(/^\.\.\/pages\//, '').replace(/\.page\.json$/, ''))
    .sort();
}

/**
 * Load a page schema by id (the server's inlined one, else after the route tables, when they are
 * not in yet); undefined when there is no such file. Rejects when a chunk fails.
 */
export async function loadPageSchema(id: string): Promise<PageSchema | undefined> {
  const inlined = inlinedPages?.[cleanId(id)];
  if (isPageSchema(inlined)) return inlined;
  if (!routeTables().pageFiles && !(await loadRouteTables())) throw new Error('the route tables failed to load');
  const load = routeTables().pageFiles?.[keyOf(id)];
  if (!load) return undefined;
  const mod = await load();
  return mod.default;
}

export { isPageSchema } from '../diy/pageSchema.ts';
