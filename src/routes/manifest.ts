/**
 * Typed access to the route manifest (routes.json, validated against schemas/route-manifest.schema.json by
 * tests/schemas.test.ts). Pure data and lookups: no React, no `window`, safe on the server.
 *
 * The browser build carries what the router matches and decides with (ids, paths, aliases, flags, the
 * `params` of diy routes), not the titles (vite.config.ts `routes-compact`): those are the `routes`
 * i18n namespace, read through ./titles.ts. The lookups below hand out `AppRoute`s, routes without
 * their title.
 */
import manifestJson from './routes.json';
import type { AddonFlag, Route, RouteManifest, RoutePath, RouteTitle } from '../types/generated/route-manifest.ts';
import { normalizePath } from './paths.ts';

export type { AddonFlag, Route, RouteManifest, RoutePath, RouteTitle };

/** A language with a route title: 'zh-cn' | 'en-us'. */
export type RouteLang = keyof RouteTitle;
/** A route as the app reads it: everything but its title (./titles.ts has the titles). */
export type AppRoute = Omit<Route, 'title'>;
/** Tab bar index: home 0, category 1, cart 2, member centre 3. */
export type TabIndex = NonNullable<Route['tab']>;
/** A route that is one of the four tab pages. */
export type TabRoute = AppRoute & { tab: TabIndex };
/** Site-config addon flags (`addon_is_exist`): NiuShop sends 0/1. */
export type AddonFlags = Partial<Record<string, number | string | boolean | null | undefined>>;

/**
 * A route with the fields the browser build leaves out when they hold their default (vite.config.ts
 * `routes-compact`: `path` `/<id>`, `pullRefresh` false, `scroll` true, `login` false, `page` null).
 */
function withDefaults(route: Route): Route {
  const defaults: Pick<Route, 'path' | 'pullRefresh' | 'scroll' | 'login' | 'page'> = { path: `/${route.id}`, pullRefresh: false, scroll: true, login: false, page: null };
  return { ...defaults, ...route };
}

/**
 * The whole manifest, as in routes.json. Titles included where routes.json is read as it is (the
 * server, scripts, tests); the browser build has none (use ./titles.ts there).
 */
export const manifest: RouteManifest = { ...(manifestJson as RouteManifest), routes: (manifestJson as RouteManifest).routes.map(withDefaults) };

/** Every route, in manifest order (titles: see `manifest`). */
export const routes: readonly Route[] = manifest.routes;

const byId = new Map<string, AppRoute>();
const byPath = new Map<string, AppRoute>();
for (const route of routes) {
  byId.set(route.id, route);
  for (const p of [route.path, ...(route.aliases ?? [])]) {
    if (!byPath.has(p)) byPath.set(p, route);
  }
}

/** True when the route is one of the four tab pages. */
export function isTabRoute(route: AppRoute): route is TabRoute {
  return route.tab !== undefined;
}

/** The four tab routes, ordered by tab index (0 home, 1 category, 2 cart, 3 member centre). */
export const tabRoutes: readonly TabRoute[] = (routes as readonly AppRoute[]).filter(isTabRoute).sort((a, b) => a.tab - b.tab);

/** The route with this id (`pages/goods/detail`, `choose-location`), or undefined. */
export function routeById(id: string): AppRoute | undefined {
  return byId.get(id);
}

/**
 * The route a path opens, or undefined. Accepts every spelling of the path: with or without the /h5 base,
 * leading or trailing slash, query and hash (`/h5/pages/goods/detail?sku_id=1`), and aliases
 * (`/pages/index/index` → home).
 */
export function findRoute(pathname: string): AppRoute | undefined {
  return byPath.get(normalizePath(pathname));
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
