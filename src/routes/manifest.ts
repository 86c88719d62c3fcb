/**
 * Typed access to the route manifest (routes.json, validated against schemas/route-manifest.schema.json by
 * tests/schemas.test.ts). Pure data and lookups: no React, no `window`, safe on the server.
 */
import manifestJson from './routes.json';
import type { AddonFlag, Route, RouteManifest, RoutePath, RouteTitle } from '../types/generated/route-manifest.ts';
import { normalizePath } from './paths.ts';

export type { AddonFlag, Route, RouteManifest, RoutePath, RouteTitle };

/** A language with a route title: 'zh-cn' | 'en-us'. */
export type RouteLang = keyof RouteTitle;
/** Tab bar index: home 0, category 1, cart 2, member centre 3. */
export type TabIndex = NonNullable<Route['tab']>;
/** A route that is one of the four tab pages. */
export type TabRoute = Route & { tab: TabIndex };
/** Site-config addon flags (`addon_is_exist`): NiuShop sends 0/1. */
export type AddonFlags = Partial<Record<string, number | string | boolean | null | undefined>>;

/** The whole manifest, as in routes.json. */
export const manifest: RouteManifest = manifestJson as RouteManifest;

/** Every route, in manifest order. */
export const routes: readonly Route[] = manifest.routes;

const byId = new Map<string, Route>();
const byPath = new Map<string, Route>();
for (const route of routes) {
  byId.set(route.id, route);
  for (const p of [route.path, ...(route.aliases ?? [])]) {
    if (!byPath.has(p)) byPath.set(p, route);
  }
}

/** True when the route is one of the four tab pages. */
export function isTabRoute(route: Route): route is TabRoute {
  return route.tab !== undefined;
}

/** The four tab routes, ordered by tab index (0 home, 1 category, 2 cart, 3 member centre). */
export const tabRoutes: readonly TabRoute[] = routes.filter(isTabRoute).sort((a, b) => a.tab - b.tab);

/** The route with this id (`pages/goods/detail`, `choose-location`), or undefined. */
export function routeById(id: string): Route | undefined {
  return byId.get(id);
}

/**
 * The route a path opens, or undefined. Accepts every spelling of the path: with or without the /h5 base,
 * leading or trailing slash, query and hash (`/h5/pages/goods/detail?sku_id=1`), and aliases
 * (`/pages/index/index` → home).
 */
export function findRoute(pathname: string): Route | undefined {
  return byPath.get(normalizePath(pathname));
}

/** The route's title in `lang` (zh-cn when the language is unknown). */
export function routeTitle(route: Route, lang: string): string {
  return lang in route.title ? route.title[lang as RouteLang] : route.title['zh-cn'];
}

/** Whether a site-config addon flag is on (NiuShop sends 1; '1' and true are accepted too). */
export function isAddonOn(flags: AddonFlags | null | undefined, flag: string): boolean {
  const v = flags?.[flag];
  return v === 1 || v === '1' || v === true;
}

/** Whether the route may be opened with these addon flags: routes without `addon` always may. */
export function isRouteAvailable(route: Route, flags: AddonFlags | null | undefined): boolean {
  return route.addon === undefined || isAddonOn(flags, route.addon);
}
