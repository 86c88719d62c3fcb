/**
 * The route tables: every route of the manifest and the loaders of the system page schemas, one
 * chunk (./tableChunk.ts) the first load does without. The app's lookups (./manifest.ts
 * `findRoute`, src/renderer/pages.ts `hasPageSchema`) answer from what the server inlined with the
 * first view (`__INIT__.routes`) until it is in. It is loaded on the first touch or key
 * (src/main.tsx), at start when the server inlined no routes or the view is rendered in the
 * browser, and whenever a lookup cannot be answered yet (a navigation to a route not inlined waits
 * for it). The server-rendering bundle installs it up front (src/app/ssr.tsx), and so do the
 * server, scripts and tests (./full.ts; tests/setup-web.ts loads it before each file's tests).
 *
 * While the server renders the first view it notes every lookup (`noteLookups`), so that it can
 * inline their answers and the browser's first render, hydrating that view, answers the same.
 */
import type { PageSchema } from '../renderer/types.ts';
import type { Route } from '../types/generated/route-manifest.ts';
import { report } from '../renderer/report.ts';
import { importOnce } from '../boot/importOnce.ts';

export interface RouteTables {
  /** Every route, in manifest order. */
  routes: readonly Route[];
  /** Lazy loaders of the system page schemas, by file (`../pages/<id>.page.json`). */
  pageFiles: Readonly<Record<string, () => Promise<{ default: PageSchema }>>>;
}

let installed: Partial<RouteTables> = {};
const listeners = new Set<() => void>();

/** What is in so far (either part may be missing). */
export function routeTables(): Partial<RouteTables> {
  return installed;
}

/** Whether both tables are in: every route and page schema of the build is known. */
export function hasRouteTables(): boolean {
  return installed.routes !== undefined && installed.pageFiles !== undefined;
}

/** Calls `listener` once the tables are in; returns the unsubscribe. */
export function subscribeRouteTables(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Install the tables (or one of them: the server has no page loaders). */
export function installRouteTables(tables: Partial<RouteTables>): void {
  installed = { ...installed, ...tables };
  for (const listener of [...listeners]) listener();
}

const importTables = importOnce(() => import('./tableChunk.ts').then((mod) => installRouteTables({ routes: mod.routes, pageFiles: mod.pageFiles })));

/**
 * Load the tables' chunk once. Resolves true once they are in, false when the chunk failed to load
 * (reported; the next call tries again); never rejects.
 */
export function loadRouteTables(): Promise<boolean> {
  if (hasRouteTables()) return Promise.resolve(true);
  return importTables().then(
    () => true,
    (err: unknown) => {
      report('route-tables', 'the route tables failed to load', err);
      return false;
    },
  );
}

// --- the lookups of the server's render ---------------------------------------------------------

/**
 * Route lookups made while noting: the routes found (ids) and the paths that are no route. (Page
 * schemas are asked for routes found: the server inlines which of those have one.)
 */
export interface Lookups {
  routes: Set<string>;
  missing: Set<string>;
}

let noting: Lookups | null = null;

/** Note the lookups made until called again with null (the server's render of the first view). */
export function noteLookups(into: Lookups | null): void {
  noting = into;
}

/** Where lookups are noted now, if anywhere. */
export function lookupNotes(): Lookups | null {
  return noting;
}
