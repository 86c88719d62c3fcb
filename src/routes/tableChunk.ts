/**
 * The route tables' chunk: every route (./routeTable.ts) and the lazy loader of every system page
 * schema (src/pages/<id>.page.json, each a chunk of its own). Not part of the first load: ./tables.ts
 * imports it on the first touch or key, when a lookup needs a route or page the server did not
 * inline with the first view, and at start when it inlined none; the server-rendering bundle
 * (src/app/ssr.tsx) imports it statically.
 */
import type { PageSchema } from '../renderer/types.ts';

export { routes } from './routeTable.ts';

/** Lazy loaders of the system page schemas, by file (`../pages/<id>.page.json`). */
export const pageFiles: Record<string, () => Promise<{ default: PageSchema }>> = import.meta.glob<{ default: PageSchema }>('../pages/**/*.page.json');
