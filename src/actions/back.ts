/** back: go back `delta` pages (default 1); with `fallback`, open that page when there are not that many to go back to. */
import { safeBackPath } from '../routes/paths.ts';
import { defineAction, type ActionNavigator } from './types.ts';
import { int, str } from './util.ts';

export interface BackArgs {
  delta?: number;
  fallback?: string;
}

/** How many entries of this app lie behind the current one (react-router keeps `idx` in history.state). */
export function historyDepth(): number {
  if (typeof window === 'undefined') return 0;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/**
 * Back `delta` entries when that many exist in this app; otherwise replace the current page with
 * `fallback` (a page opened directly, e.g. after a reload).
 */
export function backOr(navigator: ActionNavigator, delta: number, fallback: string): void {
  if (historyDepth() >= delta) navigator.back(delta);
  else navigator.redirect(safeBackPath(fallback, '/'));
}

export default defineAction<BackArgs>({
  name: 'back',
  run(args, { env }) {
    const delta = Math.max(1, int('back', 'delta', args.delta, 1));
    const fallback = str('back', 'fallback', args.fallback, false);
    if (fallback === undefined) env.navigator.back(delta);
    else backOr(env.navigator, delta, fallback);
    return true;
  },
});
