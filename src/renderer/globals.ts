/**
 * The global binding roots: `member`, `site`, `cart`, read from the stores.
 * - member: the member info when logged in (`{}` while it loads after a token was restored),
 *   null for a guest, so `${member}` means "logged in" and `${member.nickname}` just works;
 *   the token itself never enters bindings;
 * - site: the site configuration (theme, addonIsExist, tabBar, siteInfo, defaultImg, …);
 * - cart: cartNumber, cartMoney, cartList, cartIds.
 */
import { useMemo } from 'react';
import { useCart, useSite } from '../stores/hooks.ts';
import { useMemberStore } from '../stores/member.ts';
import { useSiteStore } from '../stores/site.ts';
import { useCartStore } from '../stores/cart.ts';
import type { MemberInfo } from '../stores/types.ts';

export interface GlobalScope {
  member: unknown;
  site: unknown;
  cart: unknown;
}

function memberRoot(token: string, info: MemberInfo | null): unknown {
  return token ? (info ?? {}) : null;
}

/** Current values, outside React (data-source params at fetch time, actions). */
export function readGlobals(): GlobalScope {
  const m = useMemberStore.getState();
  const s = useSiteStore.getState();
  const c = useCartStore.getState();
  return {
    member: memberRoot(m.token, m.memberInfo),
    site: s,
    cart: { cartList: c.cartList, cartIds: c.cartIds, cartNumber: c.cartNumber, cartMoney: c.cartMoney, cartChange: c.cartChange },
  };
}

/** The same, re-rendering when they change. */
export function useGlobalScope(): GlobalScope {
  const token = useMemberStore((s) => s.token);
  const info = useMemberStore((s) => s.memberInfo);
  const site = useSite();
  const cart = useCart();
  const member = useMemo(() => memberRoot(token, info), [token, info]);
  return useMemo(() => ({ member, site, cart }), [member, site, cart]);
}
