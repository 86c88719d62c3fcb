// Small React hooks for components: each picks a few fields with a shallow comparison, so a
// component re-renders only when what it shows changes.
import { useShallow } from 'zustand/react/shallow';
import { useCartStore, type CartList } from './cart.ts';
import { useLanguageStore, type Lang } from './language.ts';
import { selectIsLoggedIn, useMemberStore } from './member.ts';
import { useSiteStore, type SiteState } from './site.ts';
import type { MemberInfo } from './types.ts';

export interface MemberView {
  token: string;
  memberInfo: MemberInfo | null;
  isLoggedIn: boolean;
}

export function useMember(): MemberView {
  return useMemberStore(
    useShallow((s) => ({ token: s.token, memberInfo: s.memberInfo, isLoggedIn: selectIsLoggedIn(s) })),
  );
}

export function useIsLoggedIn(): boolean {
  return useMemberStore(selectIsLoggedIn);
}

export interface CartView {
  cartList: CartList;
  cartIds: number[];
  cartNumber: number;
  cartMoney: string;
  cartChange: number;
}

export function useCart(): CartView {
  return useCartStore(
    useShallow((s) => ({
      cartList: s.cartList,
      cartIds: s.cartIds,
      cartNumber: s.cartNumber,
      cartMoney: s.cartMoney,
      cartChange: s.cartChange,
    })),
  );
}

/** The site configuration (state only, no actions). */
export function useSite(): SiteState {
  return useSiteStore(
    useShallow((s) => ({
      theme: s.theme,
      addonIsExist: s.addonIsExist,
      tabBar: s.tabBar,
      siteInfo: s.siteInfo,
      defaultImg: s.defaultImg,
      copyright: s.copyright,
      mapConfig: s.mapConfig,
      servicerConfig: s.servicerConfig,
      storeConfig: s.storeConfig,
      wechatConfigStatus: s.wechatConfigStatus,
      siteState: s.siteState,
      initStatus: s.initStatus,
    })),
  );
}

/** 1 when the addon is installed and on. */
export function useAddon(name: string): boolean {
  return useSiteStore((s) => s.addonIsExist[name] === 1);
}

export function useLang(): Lang {
  return useLanguageStore((s) => s.lang);
}
