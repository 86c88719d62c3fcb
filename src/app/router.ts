/**
 * The app's router: a history (browser, or in memory for tests and previews) with a tiny
 * subscribable state, rendered through react-router's declarative `<Router>`. The app has one
 * catch-all route and no loaders or actions, so the data router (createBrowserRouter, about
 * 20 kB gzip more in the entry) buys nothing here.
 *
 * `state.location` is the full location (with the /h5 base), `state.historyAction` the last
 * navigation's kind; `navigate(appPath)` adds the base, `navigate(-n)` goes back.
 */
import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type Location, type NavigationType, type To } from 'react-router-dom';
import { withBase } from '../routes/paths.ts';

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface AppRouterState {
  location: Location;
  historyAction: NavigationType;
}

export interface AppNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppRouter {
  /** The history the `<Router>` navigates with (hrefs and pushes carry the base). */
  readonly history: AppHistory;
  /** The current location and the last action; a new object after every navigation. */
  readonly state: AppRouterState;
  /** Called after every navigation; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** An app path (`/pages/goods/list?x=1`, base optional) or a history delta (-1: back). */
  navigate(to: string | number, options?: AppNavigateOptions): Promise<void>;
  /** Called with the leaving entry's key before a navigation is applied (scroll positions). */
  beforeChange(listener: (leavingKey: string) => void): () => void;
}

export interface CreateHistoryRouterOptions {
  /** A memory history at these entries (tests, previews), e.g. ['/h5/pages/goods/cart']. */
  initialEntries?: string[];
}

export function createHistoryRouter(options: CreateHistoryRouterOptions = {}): AppRouter {
  const history: AppHistory = options.initialEntries
    ? (UNSAFE_createMemoryHistory({ initialEntries: options.initialEntries, initialIndex: options.initialEntries.length - 1, v5Compat: true }) as unknown as AppHistory)
    : UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<() => void>();
  const before = new Set<(leavingKey: string) => void>();
  const router: AppRouter = {
    history,
    state: { location: history.location, historyAction: history.action },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    beforeChange(listener) {
      before.add(listener);
      return () => {
        before.delete(listener);
      };
    },
    navigate(to, opts = {}) {
      if (typeof to === 'number') history.go(to);
      else {
        const target: To = withBase(to);
        if (opts.replace) history.replace(target, opts.state);
        else history.push(target, opts.state);
      }
      return Promise.resolve();
    },
  };
  // A history takes one listener; it fans out here.
  history.listen(({ action, location }) => {
    const leaving = router.state.location.key;
    for (const b of [...before]) b(leaving);
    (router as { state: AppRouterState }).state = { location, historyAction: action };
    for (const l of [...listeners]) l();
  });
  return router;
}
