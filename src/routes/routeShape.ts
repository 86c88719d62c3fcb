/**
 * A route's shape as the app reads it and the defaults its compact form leaves out: shared by the
 * lookups (./manifest.ts) and the full table (./routeTable.ts, a lazy chunk), which import it, not
 * each other.
 */
import type { Route } from '../types/generated/route-manifest.ts';

/** A route as the app reads it: everything but its title (./titles.ts has the titles). */
export type AppRoute = Omit<Route, 'title'>;
/** Tab bar index: home 0, category 1, cart 2, member centre 3. */
export type TabIndex = NonNullable<Route['tab']>;
/** A route that is one of the four tab pages. */
export type TabRoute = AppRoute & { tab: TabIndex };
/**
 * A route with the fields the browser's form leaves out when they hold their default (./compact.ts:
 * `path` `/<id>`, `pullRefresh` false, `scroll` true, `login` false, `page` null).
 */
export function withDefaults<R extends AppRoute>(route: R): R {
  const defaults: Pick<AppRoute, 'path' | 'pullRefresh' | 'scroll' | 'login' | 'page'> = { path: `/${route.id}`, pullRefresh: false, scroll: true, login: false, page: null };
  return { ...defaults, ...route };
}

/** True when the route is one of the four tab pages. */
export function isTabRoute(route: AppRoute): route is TabRoute {
  return route.tab !== undefined;
}
