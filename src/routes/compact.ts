/**
 * The browser's form of a route (vite.config.ts `routes-compact` for the build's table, the server
 * for the routes it inlines with the first view, `__INIT__.routes`): no title (the `routes` i18n
 * namespace has them), `params` only on diy routes (./manifest.ts `diyNameOf` reads them; elsewhere
 * they document the page), and no field holding its default (`path` `/<id>`, `pullRefresh` false,
 * `scroll` true, `login` false, `page` null; ./manifest.ts `withDefaults` fills them back).
 * Pure: no Vite, no DOM (the build config and the server import it).
 */

const DEFAULTS: Record<string, unknown> = { pullRefresh: false, scroll: true, login: false, page: null };

/** One route, compacted. */
export function compactRoute(route: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(route)) {
    if (k === 'title' || v === undefined) continue;
    // The query parameters a page reads are documentation, except where a diy route takes `name`.
    if (k === 'params' && !route.diy) continue;
    if (k in DEFAULTS && DEFAULTS[k] === v) continue;
    if (k === 'path' && v === `/${String(route.id)}`) continue;
    out[k] = v;
  }
  return out;
}

/** The whole manifest (routes.json), compacted; null when `json` is not a manifest. */
export function compactRoutes(json: unknown): { routes: Array<Record<string, unknown>> } | null {
  const list = (json as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(list)) return null;
  return { ...(json as object), routes: (list as Array<Record<string, unknown>>).map(compactRoute) };
}
