/**
 * Whether a link leads to a page that works yet. Merchant documents (NiuShop's member centre
 * above all) link to every page NiuShop has; ours are built one by one. An entry whose page is
 * not built (or whose addon is off) is hidden rather than opening the "not available" page; it
 * appears by itself once `src/pages/<route id>.page.json` exists.
 *
 * What the router renders (src/app/RoutePage.tsx), by the same resolver (src/routes/resolve.ts): a
 * route is built when it names a page schema (`page`), shows a merchant diy document (`diy`, or the
 * diy route with `?name=` / `?id=`) or has a system page schema file; it is available when its
 * addon flag (if any) is on.
 *
 * Written for the diy data widgets (member centre); the GraphicNav/QuickNav/… widgets use it too.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { hasPageSchema } from '../renderer/pages.ts';
import { findRoute, isRouteAvailable, knowsRoute, type AddonFlags } from '../routes/manifest.ts';
import { resolveRoutePage } from '../routes/resolve.ts';
import { hasRouteTables, loadRouteTables, subscribeRouteTables } from '../routes/tables.ts';
import { queryOf } from '../routes/paths.ts';
import { useSiteStore } from '../stores/site.ts';
import { resolveLink } from './link.ts';

/**
 * Whether an app path (`/pages_tool/member/info`, `/h5/pages/order/list?status=waitpay`) opens a
 * built page. `addons` = the site's `addon_is_exist`; omitted (or the site config not loaded yet),
 * addon flags are not checked.
 *
 * Before the route tables are in (src/routes/tables.ts), a path the server did not answer for
 * with the first view is not built for now: the tables are loaded, and the hooks below render
 * again once they are in.
 */
export function isBuiltPath(path: string, addons?: AddonFlags | null): boolean {
  const route = findRoute(path);
  if (!route) {
    if (!knowsRoute(path)) void loadRouteTables();
    return false;
  }
  // What the route shows, decided as RoutePage and the server decide it (src/routes/resolve.ts).
  const shown = resolveRoutePage(route, queryOf(path), { addons, hasSchema: hasPageSchema });
  if (shown.kind === 'unknown') void loadRouteTables();
  return shown.kind === 'system' || shown.kind === 'diy';
}

/**
 * Whether an entry with this NiuShop link object should be shown: inert links (no target) and
 * links leaving the app (http, tel) are shown as they are; in-app links only when their page is
 * built.
 */
export function isLinkShown(link: unknown, addons?: AddonFlags | null): boolean {
  const target = resolveLink(link);
  if (!target || target.kind !== 'route') return true;
  return isBuiltPath(target.path, addons);
}

/**
 * `isLinkShown` bound to the site's addon flags (checked once the site config has loaded).
 * Re-renders when the flags change, and when the route tables arrive.
 */
export function useLinkShown(): (link: unknown) => boolean {
  const addons = useSiteStore((s) => (s.initStatus ? s.addonIsExist : null));
  const tables = useSyncExternalStore(subscribeRouteTables, hasRouteTables, hasRouteTables);
  // A new function once the route tables are in, so that what is computed from it is again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((link: unknown) => isLinkShown(link, addons), [addons, tables]);
}

/**
 * Whether an entry with this NiuShop link object is offered at all, as NiuShop's GraphicNav
 * decides: every entry the merchant configured, except one whose page belongs to an addon that
 * is off. A page we have not built yet still shows its entry (the tap opens the router's "not
 * available yet" page, or not-found for a path the shop does not know). Before the route tables
 * are in, a path the server did not inline is offered (it has no addon we know of yet); the hook
 * below renders again once they are in.
 */
export function isLinkAvailable(link: unknown, addons?: AddonFlags | null): boolean {
  const target = resolveLink(link);
  if (!target || target.kind !== 'route' || !addons) return true;
  const route = findRoute(target.path);
  if (!route) {
    if (!knowsRoute(target.path)) void loadRouteTables();
    return true;
  }
  return isRouteAvailable(route, addons);
}

/** `isLinkAvailable` bound to the site's addon flags; re-renders when they or the route tables change. */
export function useLinkAvailable(): (link: unknown) => boolean {
  const addons = useSiteStore((s) => (s.initStatus ? s.addonIsExist : null));
  const tables = useSyncExternalStore(subscribeRouteTables, hasRouteTables, hasRouteTables);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((link: unknown) => isLinkAvailable(link, addons), [addons, tables]);
}

/** Same for a plain app path. */
export function useBuiltPath(): (path: string) => boolean {
  const addons = useSiteStore((s) => (s.initStatus ? s.addonIsExist : null));
  const tables = useSyncExternalStore(subscribeRouteTables, hasRouteTables, hasRouteTables);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((path: string) => isBuiltPath(path, addons), [addons, tables]);
}
