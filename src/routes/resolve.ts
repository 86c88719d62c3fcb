/**
 * What a route shows, decided in one place for the browser (src/app/RoutePage.tsx, and
 * src/diy/built.ts for the links it shows) and the server's first view
 * (server/modules/config/h5init.ts). Each side says how it knows whether a system page schema
 * exists (the server reads src/pages/ from disk; the browser asks its route tables, which may not
 * be in yet).
 */
import { DIY_ROUTE_ID, diyIdOf, diyNameOf, isRouteAvailable, type AddonFlags, type AppRoute } from './manifest.ts';

export type RoutePage =
  /** A system page: src/pages/<pageId>.page.json. */
  | { kind: 'system'; pageId: string }
  /** A merchant diy page, by name (`?name=`, or the route's own) or by number (`?id=`). */
  | { kind: 'diy'; name?: string; id?: number }
  /** Not in this shop: an addon it lacks, or a route not built yet. */
  | { kind: 'unavailable' }
  /** The diy route without a page named. */
  | { kind: 'not-found' }
  /** Not known until the route tables are in (the browser loads them and asks again). */
  | { kind: 'unknown' };

export interface ResolveOptions {
  /** The site's `addon_is_exist`; omitted (the site config not loaded yet), addons are not checked. */
  addons?: AddonFlags | null;
  /** Whether src/pages/<id>.page.json exists; undefined: not known yet. */
  hasSchema: (id: string) => boolean | undefined;
}

/**
 * The page of `route` opened with `query`: a route naming its page is that system page; a diy
 * route (home, the category and member tabs, the diy route) is the merchant's page; else the
 * system page named like the route, if there is one.
 */
export function resolveRoutePage(route: AppRoute, query: Readonly<Record<string, string | undefined>>, opts: ResolveOptions): RoutePage {
  if (opts.addons && !isRouteAvailable(route, opts.addons)) return { kind: 'unavailable' };
  if (route.page) return { kind: 'system', pageId: route.page };
  const name = diyNameOf(route, query);
  const id = diyIdOf(route, query);
  if (name) return { kind: 'diy', name };
  if (id !== undefined) return { kind: 'diy', id };
  if (route.id === DIY_ROUTE_ID) return { kind: 'not-found' };
  const schema = opts.hasSchema(route.id);
  if (schema === undefined) return { kind: 'unknown' };
  return schema ? { kind: 'system', pageId: route.id } : { kind: 'unavailable' };
}
