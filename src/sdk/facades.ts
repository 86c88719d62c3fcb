/**
 * What a widget does to the world outside its node, in one word each: go somewhere, say something,
 * ask something. They go through the action environment (src/actions/env.ts), so the app's
 * router-backed navigator and the tests' fakes (`configureActions`) apply to widgets too.
 */
import { getActionEnv } from '../actions/env.ts';
import type { ActionEnv, ModalOptions } from '../actions/types.ts';
import { goBack } from './pay/pay.ts';

/** In-app navigation (uni-app's names): paths like `/pages/goods/detail?goods_id=1`. */
export const navigation = {
  navigate: (url: string): void => getActionEnv().navigator.navigate(url),
  redirect: (url: string): void => getActionEnv().navigator.redirect(url),
  relaunch: (url: string): void => getActionEnv().navigator.relaunch(url),
  switchTab: (url: string): void => getActionEnv().navigator.switchTab(url),
  back: (delta?: number): void => getActionEnv().navigator.back(delta),
  /**
   * Back `delta` pages when this app has that many behind; otherwise replace the current page by
   * `fallback` (a page opened directly or reloaded has no history to return through).
   */
  backOr: (fallback: string, delta = 1): void => goBack(delta, fallback),
  /** The current in-app path with its query. */
  currentPath: (): string => getActionEnv().currentPath(),
  /** Leave the app for an http(s) URL. */
  openExternal: (url: string): void => getActionEnv().openExternal(url),
};

/** A short message over the page: `(text, duration?, icon?)`, icon none | success | error | loading. */
export function toast(...args: Parameters<ActionEnv['toast']>): void {
  getActionEnv().toast(...args);
}

/** A modal question; resolves true on confirm. */
export function modal(options: ModalOptions): Promise<boolean> {
  return getActionEnv().modal(options);
}
