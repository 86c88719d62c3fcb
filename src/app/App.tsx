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

/** Whether this document was reloaded or came back through history (else nothing to restore). */
function reopened(): boolean {
  const nav = typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  const type = (nav as PerformanceNavigationTiming | undefined)?.type;
  // Unknown (an older browser, a test DOM): look, as before.
  return type === undefined || type === 'reload' || type === 'back_forward';
}

/**
 * Back and forward come back to where the entry was left; a new entry starts at the top (or at
 * its #hash). Positions survive a reload of the tab (sessionStorage), as the browser's would.
 * Returns the uninstall function.
 */
export function installScrollRestoration(router: AppRouter): () => void {
  if (typeof window === 'undefined') return () => {};
  // Read when first needed: the first access to sessionStorage costs the main thread several ms,
  // which a fresh page load (nothing to restore) need not pay while it hydrates.
  let saved: Record<string, number> | null = null;
  const positions = (): Record<string, number> => (saved ??= readPositions());
  window.history.scrollRestoration = 'manual';
  const unBefore = router.beforeChange((key) => {
    positions()[key] = window.scrollY;
  });
  const restore = () => {
    const { location, historyAction } = router.state;
    const y = historyAction === 'POP' ? positions()[location.key] : undefined;
    if (typeof y === 'number') window.scrollTo(0, y);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (historyAction !== 'POP') window.scrollTo(0, 0);
  };
  // After the new entry has rendered (a kept page comes back synchronously).
  const unsubscribe = router.subscribe(() => requestAnimationFrame(restore));
  const onHide = () => {
    positions()[router.state.location.key] = window.scrollY;
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions()));
    } catch {
      // private mode: positions last for this document only
    }
  };
  window.addEventListener('pagehide', onHide);
  // A reloaded tab (or one restored from history): the entry's position from before.
  const first = reopened() ? positions()[router.state.location.key] : undefined;
  if (typeof first === 'number' && first > 0) requestAnimationFrame(() => window.scrollTo(0, first));
  return () => {
    unsubscribe();
    unBefore();
    window.removeEventListener('pagehide', onHide);
  };
}

// --- the app -----------------------------------------------------------------------------------

/** The toast and modal hosts' chunk (fetched by the entry on the first touch, or when one shows). */
export const loadFeedback = () => import('../shell/Feedback.tsx');
const FeedbackHost = lazy(() => loadFeedback().then((m) => ({ default: m.FeedbackHost })));

/** The toast and modal hosts (a chunk of their own): mounted while a toast or a modal is up. */
function Feedback(): ReactElement | null {
  const wanted = useStore(feedbackStore, (s) => s.toast !== null || s.modals.length > 0);
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
