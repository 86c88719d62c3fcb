/**
 * The app: react-router-dom's declarative `<Router>` under /h5 over the app's history (router.ts),
 * one catch-all route (RouteEntry), the frame (width capped at 960 px), toast and modal hosts,
 * scroll restoration; the navigator and the UI hooks are registered into the API
 * client and the actions when the router is created. No data router: the app has no loaders or
 * actions.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { Router } from 'react-router-dom';
import { useStore } from 'zustand';
import { setUiHooks } from '../data/ui.ts';
import { BASE_NO_SLASH } from '../routes/paths.ts';
import { feedbackStore, showModal, showToast } from '../shell/feedback.ts';
import { AppFrame } from '../shell/Layout.tsx';
import { installNavigator } from './navigation.ts';
import { RouteBoundary } from './RouteError.tsx';
import { RouteEntry } from './RoutePage.tsx';
import { createHistoryRouter, type AppRouter } from './router.ts';

export const BASENAME = BASE_NO_SLASH;

/** The client's toast and modal go to the shell's hosts. */
export function installUiHooks(): void {
  setUiHooks({
    toast: (text, ms) => showToast(text, ms),
    modal: (o) => showModal({ title: o.title, content: o.content, showCancel: o.showCancel }),
  });
}

export interface CreateRouterOptions {
  /** A memory router at these entries (tests), e.g. ['/h5/pages/goods/cart']. */
  initialEntries?: string[];
}

/** Create the router and register navigator + UI hooks for it. */
export function createAppRouter(options: CreateRouterOptions = {}): AppRouter {
  const router = createHistoryRouter(options);
  installNavigator(router);
  installUiHooks();
  return router;
}

// --- scroll restoration ------------------------------------------------------------------------

const SCROLL_KEY = 'h5_scroll';

function readPositions(): Record<string, number> {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
    return typeof v === 'object' && v !== null ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Back and forward come back to where the entry was left; a new entry starts at the top (or at
 * its #hash). Positions survive a reload of the tab (sessionStorage), as the browser's would.
 * Returns the uninstall function.
 */
export function installScrollRestoration(router: AppRouter): () => void {
  if (typeof window === 'undefined') return () => {};
  const positions = readPositions();
  window.history.scrollRestoration = 'manual';
  const unBefore = router.beforeChange((key) => {
    positions[key] = window.scrollY;
  });
  const restore = () => {
    const { location, historyAction } = router.state;
    const y = historyAction === 'POP' ? positions[location.key] : undefined;
    if (typeof y === 'number') window.scrollTo(0, y);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (historyAction !== 'POP') window.scrollTo(0, 0);
  };
  // After the new entry has rendered (a kept page comes back synchronously).
  const unsubscribe = router.subscribe(() => requestAnimationFrame(restore));
  const onHide = () => {
    positions[router.state.location.key] = window.scrollY;
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
    } catch {
      // private mode: positions last for this document only
    }
  };
  window.addEventListener('pagehide', onHide);
  // A reloaded tab: the entry's position from before the reload.
  const first = positions[router.state.location.key];
  if (typeof first === 'number' && first > 0) requestAnimationFrame(() => window.scrollTo(0, first));
  return () => {
    unsubscribe();
    unBefore();
    window.removeEventListener('pagehide', onHide);
  };
}

// --- the app -----------------------------------------------------------------------------------

const loadFeedback = () => import('../shell/Feedback.tsx');
const FeedbackHost = lazy(() => loadFeedback().then((m) => ({ default: m.FeedbackHost })));

/**
 * The toast and modal hosts (a chunk of their own): mounted while a toast or a modal is up, and
 * fetched once the first view is up, so they are there when one is shown.
 */
function Feedback(): ReactElement | null {
  const wanted = useStore(feedbackStore, (s) => s.toast !== null || s.modals.length > 0);
  useEffect(() => {
    const id = setTimeout(() => void loadFeedback().catch(() => undefined), 0);
    return () => clearTimeout(id);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

function Shell({ router }: { router: AppRouter }): ReactElement {
  useEffect(() => installScrollRestoration(router), [router]);
  return (
    <AppFrame>
      <RouteEntry />
      <Feedback />
    </AppFrame>
  );
}

export function App({ router }: { router: AppRouter }): ReactElement {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  return (
    <Router basename={BASENAME} location={state.location} navigationType={state.historyAction} navigator={router.history}>
      <RouteBoundary>
        <Shell router={router} />
      </RouteBoundary>
    </Router>
  );
}
