// Shop branches (门店): the site's default store (from init) and the one the shopper chose.
// The chosen one wins for `store_id` on every request. Persisted as h5_defaultStoreInfo and
// h5_globalStoreInfo; a manual choice also sets h5_manual_change_store so the home page does not
// re-locate and override it.
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { getNavigator, HOME_PATH } from '../data/navigation.ts';
import { persistFields } from './persist.ts';
import type { StoreInfo } from './types.ts';

export interface StoreState {
  defaultStoreInfo: StoreInfo | null;
  globalStoreInfo: StoreInfo | null;
  /** The shopper picked a store away from home (the home page then keeps that choice). */
  manualChange: boolean;
}

export interface StoreActions {
  setDefaultStoreInfo(store: StoreInfo | null): void;
  setGlobalStoreInfo(store: StoreInfo | null): void;
  setManualChange(manual: boolean): void;
  /**
   * Switches to `store`: saves it globally; unless `currentPath` is home, flags a manual change and
   * relaunches home. The cart is reloaded for the new store by the cart store, which follows
   * the chosen store id (src/stores/cart.ts).
   */
  changeStore(store: StoreInfo | null, currentPath: string): void;
}

export function initialStoreState(): StoreState {
  return { defaultStoreInfo: null, globalStoreInfo: null, manualChange: false };
}

/** '/pages/index/index', '/h5/pages/index/index?x=1', '/' and '' all count as home. */
export function isHomePath(path: string): boolean {
  const p = (path.split(/[?#]/)[0] ?? '').replace(/^\/?h5(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
  return p === '' || p === HOME_PATH.slice(1);
}

export const useStoreStore = create<StoreState & StoreActions>()(hydrateCurrent((set) => ({
  ...initialStoreState(),

  setDefaultStoreInfo(defaultStoreInfo) {
    set({ defaultStoreInfo });
  },
  setGlobalStoreInfo(globalStoreInfo) {
    set({ globalStoreInfo });
  },
  setManualChange(manualChange) {
    set({ manualChange });
  },
  changeStore(store, currentPath) {
    if (store) set({ globalStoreInfo: store });
    if (!isHomePath(currentPath)) {
      set({ manualChange: true });
      getNavigator().relaunch(HOME_PATH);
    }
  },
})));

export const hydrateStoreStore = persistFields(useStoreStore, {
  defaultStoreInfo: 'defaultStoreInfo',
  globalStoreInfo: 'globalStoreInfo',
  manualChange: 'manual_change_store',
});
hydrateStoreStore();

/** The store id every request carries: the chosen store, else the default one. */
export function currentStoreId(state: StoreState = useStoreStore.getState()): number | undefined {
  const id = state.globalStoreInfo?.store_id ?? state.defaultStoreInfo?.store_id;
  return id === undefined || id === null || (id as unknown) === '' ? undefined : id;
}
