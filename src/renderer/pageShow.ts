/**
 * When a page is shown, for its `on.load` (the first time) and `on.show` (every time after) actions:
 *
 * - shown again: the shopper comes back to the page's history entry (back, or forward) and its
 *   kept runtime (src/app/pageCache.ts) mounts again, or the browser shows the document again
 *   while the page is on screen (the tab or the app becomes visible, the document comes back from
 *   the back/forward cache): what another page, tab or app wrote meanwhile may have changed what it
 *   shows. The usual action is a refresh: `{"action": "refresh"}` (every source) or of named
 *   sources (`"source": "addresses"`);
 * - not the first time: `on.load` is that, and the page's sources have just loaded.
 *
 * Part of the first-load bundle: kept tiny.
 */
import { useEffect } from 'react';
import type { PageRuntime } from './loader.ts';

/** Runtimes already shown once (a kept page mounting again is shown again). */
const shownOnce = new WeakSet<PageRuntime>();

/**
 * Calls `run(runtime, 'load')` the first time `runtime` is ready on screen, and `run(runtime,
 * 'show')` each time it is shown again after that (see above), while `ready`.
 */
export function useShownAgain(runtime: PageRuntime, ready: boolean, run: (runtime: PageRuntime, event: 'load' | 'show') => void): void {
  useEffect(() => {
    if (!ready) return undefined;
    if (shownOnce.has(runtime)) run(runtime, 'show');
    else {
      shownOnce.add(runtime);
      run(runtime, 'load');
    }
    if (typeof document === 'undefined') return undefined;
    let hidden = document.visibilityState === 'hidden';
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hidden = true;
      else if (hidden) {
        hidden = false;
        run(runtime, 'show');
      }
    };
    // A document restored from the back/forward cache (no visibility change in some browsers).
    const onPageShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      hidden = false;
      run(runtime, 'show');
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [runtime, ready, run]);
}
