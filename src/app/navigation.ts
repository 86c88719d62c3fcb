/**
 * The router-backed navigator, registered into the API client (setNavigator) and the actions
 * (configureActions). Paths are app paths without the /h5 base; the router adds it.
 *
 * - navigate: push; a tab page is switched to (replace), as NiuShop's switchTab (a route not
 *   known yet waits for the route tables to tell);
 * - redirect: replace;
 * - relaunch: replace, and every kept page is dropped (fresh state, scroll at the top);
 * - switchTab: replace (switching tabs never grows history);
 * - back(delta): history back; with no history inside the app, home.
 */
import { setNavigator } from '../data/navigation.ts';
import { configureActions } from '../actions/env.ts';
import type { ActionNavigator } from '../actions/types.ts';
import { findRoute, knowsRoute } from '../routes/manifest.ts';
import { loadRouteTables } from '../routes/tables.ts';
import { isExternalUrl, normalizeUrl } from '../routes/paths.ts';
import { clearPages } from './pageCache.ts';
import type { AppRouter } from './router.ts';

export type { AppRouter } from './router.ts';

let installed: AppRouter | null = null;

/** Whether the app has an earlier history entry to go back to (browser: history.state.idx). */
export function canGoBack(router: AppRouter | null = installed): boolean {
  if (typeof window !== 'undefined') {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number') return idx > 0;
  }
  // A memory router (tests, previews): any entry after the first.
  return router ? router.state.location.key !== 'default' : false;
}

export function createNavigator(router: AppRouter): ActionNavigator {
  const go = (url: string, replace: boolean, state?: unknown): void => {
    if (isExternalUrl(url)) {
      if (/^https?:\/\//i.test(url.trim()) && typeof window !== 'undefined') window.location.assign(url.trim());
      return;
    }
    void router.navigate(normalizeUrl(url), { replace, state });
  };
  return {
    // Whether the target is a tab page: a route not known yet (before the route tables are in)
    // waits for them.
    navigate: (url) => {
      if (isExternalUrl(url) || knowsRoute(url)) go(url, findRoute(url)?.tab !== undefined);
      else void loadRouteTables().then(() => go(url, findRoute(url)?.tab !== undefined));
    },
    redirect: (url) => go(url, true),
    relaunch: (url) => {
      clearPages();
      go(url, true, { relaunch: Date.now() });
      if (typeof window !== 'undefined') window.scrollTo(0, 0);
    },
    switchTab: (url) => go(url, true),
    back: (delta = 1) => {
      if (canGoBack(router)) void router.navigate(-Math.max(1, delta));
      else go('/', true);
    },
  };
}

/** Register the navigator everywhere it is needed; returns it. */
export function installNavigator(router: AppRouter): ActionNavigator {
  installed = router;
  const nav = createNavigator(router);
  setNavigator({ navigate: nav.navigate, redirect: nav.redirect, relaunch: nav.relaunch, back: nav.back });
  configureActions({
    navigator: nav,
    currentPath: () => {
      const { pathname, search } = router.state.location;
      // The router's location carries the /h5 base; `back` parameters hold app paths.
      return normalizeUrl(pathname + search);
    },
  });
  return nav;
}
