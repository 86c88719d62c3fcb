// Navigation hook: the data layer and the stores must send the shopper somewhere (store closed,
// home after a store change, member page after a language change) without importing the router.
// The router registers its functions at start-up with setNavigator(); until then they do nothing.
// Paths are NiuShop route paths without the /h5 base, e.g. '/pages/index/index'.

export interface Navigator {
  /** Close every page and open `path` (uni.reLaunch). */
  relaunch(path: string): void;
  /** Push `path` (uni.navigateTo). */
  navigate(path: string): void;
  /** Replace the current page with `path` (uni.redirectTo). */
  redirect(path: string): void;
  /** Go back `delta` pages (default 1). */
  back(delta?: number): void;
}

const noop = (): void => {};
const defaults: Navigator = { relaunch: noop, navigate: noop, redirect: noop, back: noop };

let current: Navigator = { ...defaults };

/** Registers (part of) the navigator; missing functions keep their current behaviour. */
export function setNavigator(nav: Partial<Navigator>): void {
  current = { ...current, ...nav };
}

/** Restores the no-op navigator (tests). */
export function resetNavigator(): void {
  current = { ...defaults };
}

/** The registered navigator; read it at call time (it may be replaced). */
export function getNavigator(): Navigator {
  return current;
}

export const HOME_PATH = '/pages/index/index';
export const MEMBER_PATH = '/pages/member/index';
export const STORE_CLOSED_PATH = '/pages_tool/storeclose/storeclose';
