/**
 * Route lookups over the route manifest (routes.json, validated against
 * schemas/route-manifest.schema.json by tests/schemas.test.ts). Pure data and lookups: no React, no
 * `window`, safe on the server.
 *
 * The manifest itself (./routeTable.ts) is not part of the browser's first load: it is in the
 * route tables' chunk (./tables.ts), loaded on the first touch or key, at start when the server
 * inlined nothing, and when a lookup needs it. Until it is in, the lookups answer from the routes
 * the server inlined with the first view (`__INIT__.routes`: those its render looked up, the
 * current one first of all) and `knowsRoute` says whether an answer is final: a navigation to a
 * route not known yet waits for the table (src/app/RoutePage.tsx, src/app/navigation.ts). The
 * server, scripts and tests read the whole manifest through ./full.ts.
 *
 * The browser's routes carry what the router matches and decides with (ids, paths, aliases, flags,
 * the `params` of diy routes), not the titles (./compact.ts): those are the `routes` i18n
 * namespace, read through ./titles.ts. The lookups hand out `AppRoute`s, routes without their title.
 */
import type { AddonFlag, Route, RouteManifest, RoutePath, RouteTitle } from '../types/generated/route-manifest.ts';
import { readInlinedInit } from '../boot/inlined.ts';
import { normalizePath } from './paths.ts';
import { lookupNotes, routeTables } from './tables.ts';
import { isTabRoute, withDefaults, type AppRoute, type TabIndex, type TabRoute } from './routeShape.ts';

export { isTabRoute, withDefaults, type AppRoute, type TabIndex, type TabRoute };

export type { AddonFlag, Route, RouteManifest, RoutePath, RouteTitle };

/** A language with a route title: 'zh-cn' | 'en-us'. */
export type RouteLang = keyof RouteTitle;
/** Site-config addon flags (`addon_is_exist`): NiuShop sends 0/1. */
export type AddonFlags = Partial<Record<string, number | string | boolean | null | undefined>>;

interface RouteIndex {
  byId: Map<string, AppRoute>;
  byPath: Map<string, AppRoute>;
}

/** Routes by id and by path (every alias too; the first route in manifest order wins a path). */
function indexRoutes(list: readonly AppRoute[]): RouteIndex {
  const byId = new Map<string, AppRoute>();
  const byPath = new Map<string, AppRoute>();
  for (const route of list) {
    byId.set(route.id, route);
    for (const p of [route.path, ...(route.aliases ?? [])]) {
      if (!byPath.has(p)) byPath.set(p, route);
    }
  }
  return { byId, byPath };
}

// --- the first view's routes, inlined by the server ---------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The inlined routes (complete entries: strings where the manifest has them). */
function inlinedRoutes(value: unknown): AppRoute[] {
  const list = isObject(value) && Array.isArray(value.list) ? value.list : [];
  return list
    .filter((r): r is Record<string, unknown> => isObject(r) && typeof r.id === 'string' && (r.path === undefined || typeof r.path === 'string') && (r.aliases === undefined || Array.isArray(r.aliases)))
    .map((r) => withDefaults(r as unknown as AppRoute));
}

const inlined = readInlinedInit()?.routes;
const seeded = indexRoutes(inlinedRoutes(inlined));
/** Paths the server looked up that are no route. */
const missing = new Set(isObject(inlined) && Array.isArray(inlined.missing) ? inlined.missing.filter((p): p is string => typeof p === 'string') : []);

// --- the whole table, once it is in -----------------------------------------------------------

let full: RouteIndex | null = null;
let fullOf: readonly AppRoute[] | undefined;

/** The index of the whole table, or null while it is not in. */
function table(): RouteIndex | null {
  const list = routeTables().routes;
  if (!list) return null;
  if (fullOf !== list) {
    full = indexRoutes(list);
    fullOf = list;
  }
  return full;
}

/** Whether the server inlined this route with the first view (its entry, and whether it has a page schema). */
export function isInlinedRoute(id: string): boolean {
  return seeded.byId.has(id);
}

/** Whether the whole route table is in (every route is known). */
export function hasRouteTable(): boolean {
  return routeTables().routes !== undefined;
}

// --- lookups --------------------------------------------------------------------------------------

/** The route with this id (`pages/goods/detail`, `choose-location`), or undefined (see `findRoute`). */
export function routeById(id: string): AppRoute | undefined {
  const route = (table() ?? seeded).byId.get(id);
  if (route) lookupNotes()?.routes.add(route.id);
  return route;
}

/**
 * The route a path opens, or undefined: no such route, or (before the route table is in) one the
 * server did not inline, which `knowsRoute` tells apart. Accepts every spelling of the path: with
 * or without the /h5 base, leading or trailing slash, query and hash
 * (`/h5/pages/goods/detail?sku_id=1`), and aliases (`/pages/index/index` → home).
 */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = normalizePath(pathname);
  const route = (table() ?? seeded).byPath.get(path);
  const notes = lookupNotes();
  if (notes) {
    if (route) notes.routes.add(route.id);
    else notes.missing.add(path);
  }
  return route;
}

/**
 * Whether `findRoute(pathname)` is final: the route table is in, or the server inlined the answer
 * (the route, or that there is none). Otherwise the answer waits for `loadRouteTables()` (./tables.ts).
 */
export function knowsRoute(pathname: string): boolean {
  if (hasRouteTable()) return true;
  const path = normalizePath(pathname);
  return seeded.byPath.has(path) || missing.has(path);
}

/** Whether a site-config addon flag is on (NiuShop sends 1; '1' and true are accepted too). */
export function isAddonOn(flags: AddonFlags | null | undefined, flag: string): boolean {
  const v = flags?.[flag];
  return v === 1 || v === '1' || v === true;
}

/** Whether the route may be opened with these addon flags: routes without `addon` always may. */
export function isRouteAvailable(route: AppRoute, flags: AddonFlags | null | undefined): boolean {
  return route.addon === undefined || isAddonOn(flags, route.addon);
}

/** The route that shows any merchant diy page by `?name=`. */
export const DIY_ROUTE_ID = 'pages_tool/index/diy';

/** Which merchant diy page a route shows: `?name=` wins (home and the diy route take it), else the route's. */
export function diyNameOf(route: AppRoute, query: Readonly<Record<string, string | undefined>>): string | undefined {
  if (route.id === DIY_ROUTE_ID) return query.name || undefined;
  if (route.diy) return (route.params?.includes('name') && query.name) || route.diy;
  return undefined;
}

/**
 * The diy route's page by number (NiuShop's `/pages_tool/index/diy?id=`), when no `?name=` names
 * it: a positive integer, else undefined.
 */
export function diyIdOf(route: AppRoute, query: Readonly<Record<string, string | undefined>>): number | undefined {
  if (route.id !== DIY_ROUTE_ID || query.name) return undefined;
  const id = query.id ?? '';
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2147483647 ? Number(id) : undefined;
}
