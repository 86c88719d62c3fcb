import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '../data/fakeFetch.ts';
import { resetNavigator, setNavigator } from '../data/navigation.ts';
import { useCartStore } from './cart.ts';
import { useMemberStore } from './member.ts';
import { currentStoreId, hydrateStoreStore, isHomePath, useStoreStore } from './store.ts';

const relaunch = vi.fn();

beforeEach(() => {
  fakeFetch();
  useMemberStore.setState({ token: '', memberInfo: null });
  useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null, manualChange: false });
  setNavigator({ relaunch });
});
afterEach(() => {
  relaunch.mockReset();
  resetNavigator();
  vi.unstubAllGlobals();
});

describe('store (branch) store', () => {
  it('the chosen store overrides the default one', () => {
    expect(currentStoreId()).toBeUndefined();
    useStoreStore.getState().setDefaultStoreInfo({ store_id: 1 });
    expect(currentStoreId()).toBe(1);
    useStoreStore.getState().setGlobalStoreInfo({ store_id: 4 });
    expect(currentStoreId()).toBe(4);
  });

  it('persists h5_defaultStoreInfo and h5_globalStoreInfo', () => {
    useStoreStore.getState().setDefaultStoreInfo({ store_id: 1, store_name: 'HQ' });
    useStoreStore.getState().setGlobalStoreInfo({ store_id: 4 });
    expect(JSON.parse(localStorage.getItem('h5_defaultStoreInfo')!)).toEqual({ store_id: 1, store_name: 'HQ' });
    useStoreStore.setState({ defaultStoreInfo: null, globalStoreInfo: null });
    localStorage.setItem('h5_globalStoreInfo', '{"store_id":4}');
    localStorage.setItem('h5_defaultStoreInfo', '{"store_id":1}');
    hydrateStoreStore();
    expect(currentStoreId()).toBe(4);
  });

  it('changeStore away from home: saves, flags a manual change, reloads the cart, goes home', async () => {
    const { requests } = fakeFetch({ '/api/cart/lists': ok([{ cart_id: 1, goods_id: 1, sku_id: 1, num: 4, discount_price: '1' }]) });
    useMemberStore.setState({ token: 'tok' });
    useStoreStore.getState().changeStore({ store_id: 9, store_name: 'East' }, '/pages_tool/store/list');
    expect(useStoreStore.getState().globalStoreInfo).toEqual({ store_id: 9, store_name: 'East' });
    expect(useStoreStore.getState().manualChange).toBe(true);
    expect(localStorage.getItem('h5_manual_change_store')).toBe('true');
    expect(relaunch).toHaveBeenCalledWith('/pages/index/index');
    await vi.waitFor(() => expect(useCartStore.getState().cartNumber).toBe(4));
    expect(requests[0]!.query.store_id).toBe('9');
  });

  it('changeStore on home only saves the store', () => {
    useStoreStore.getState().changeStore({ store_id: 2 }, '/pages/index/index?x=1');
    expect(currentStoreId()).toBe(2);
    expect(useStoreStore.getState().manualChange).toBe(false);
    expect(relaunch).not.toHaveBeenCalled();
  });

  it('recognises home paths', () => {
    for (const p of ['/', '', '/pages/index/index', 'pages/index/index', '/h5/pages/index/index', '/h5/', '/pages/index/index?a=1'])
      expect(isHomePath(p), p).toBe(true);
    for (const p of ['/pages/member/index', '/pages_tool/store/list', '/h5x/pages/index/index'])
      expect(isHomePath(p), p).toBe(false);
  });
});
