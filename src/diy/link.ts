/**
 * NiuShop's link object → where a tap goes (NiuShop's `$util.diyRedirectTo`, web only).
 *
 *   empty / one key only (`{name: ""}`, `[]`, null)        → inert
 *   `wap_url` http(s)://…                                   → leaves the app (same tab)
 *   `wap_url` app route with query (`/pages/goods/detail?goods_id=1`) → in-app navigation
 *     (tab routes switch tab; `/pages/index/index` etc. are aliases the router resolves)
 *   `name: 'MOBILE'` with `mobile` and no wap_url          → tel:
 *   `name: 'MEMBER_CONTACT'` → customer service as the shop's servicer setting for H5 says
 *     (`servicerConfig.h5.type`): `wxwork` / `third` → their URL; `niushop` → the shop's chat
 *     (`/pages_tool/chat/room`, with the servicer addon); otherwise the shop's phone (`site_tel`);
 *     with none of these (or `weapp`) its `wap_url`, the contact page, which says so
 *   anything else (`javascript:`, `//host`, other schemes, mini-program `appid` links, junk) → inert
 *
 * `resolveLink` and `linkHref` are pure (server-safe); `useDiyNavigate` / `goDiyLink` act through
 * the app navigator (src/actions/env.ts), so tests swap it with `configureActions`.
 */
import { useCallback } from 'react';
import { getActionEnv } from '../actions/env.ts';
import { isExternalUrl, normalizeUrl, withBase } from '../routes/paths.ts';
import { useSiteStore } from '../stores/site.ts';
export type { DiyLink } from './types.ts';

export type DiyLinkTarget =
  | { kind: 'route'; /** app path without the /h5 base, query kept */ path: string }
  | { kind: 'external'; url: string }
  | { kind: 'tel'; number: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** An http(s) URL that parses, with no credentials; else null. */
function safeHttpUrl(s: string): string | null {
  if (!/^https?:\/\//i.test(s) || hasControl(s) || s.includes('\\')) return null;
  try {
    const u = new URL(s);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password || !u.hostname) return null;
    return u.href;
  } catch {
    return null;
  }
}

/** The chat of the shop's own customer service (servicer type `niushop`). */
export const CHAT_PATH = '/pages_tool/chat/room';

const telOf = (raw: unknown): string | null => {
  const number = typeof raw === 'string' || typeof raw === 'number' ? String(raw).replace(/[\s-]/g, '') : '';
  return /^\+?\d{3,20}$/.test(number) ? number : null;
};

/**
 * NiuShop's MEMBER_CONTACT (`diyRedirectTo`): customer service as the shop's H5 servicer setting
 * says, from the site config of /api/config/init; null: the link's own `wap_url` (the contact page).
 */
function customerService(): DiyLinkTarget | null {
  const site = useSiteStore.getState();
  const h5 = site.servicerConfig?.h5;
  const type = h5?.type;
  if (type === 'wxwork' || type === 'third') {
    const url = safeHttpUrl(String((type === 'wxwork' ? h5?.wxwork_url : h5?.third_url) ?? '').trim());
    if (url) return { kind: 'external', url };
  }
  if (type === 'niushop' && site.addonIsExist.servicer === 1) return { kind: 'route', path: CHAT_PATH };
  if (type === 'weapp') return null;
  const number = telOf(site.siteInfo?.site_tel);
  return number ? { kind: 'tel', number } : null;
}

/** Where a NiuShop link object leads, or null when it is inert. */
export function resolveLink(link: unknown): DiyLinkTarget | null {
  if (!isObject(link)) return null;
  // NiuShop: an object with a single key ({name: ''}) does nothing.
  if (Object.keys(link).length <= 1 && !(typeof link.wap_url === 'string' && link.wap_url.trim())) return null;
  const wap = typeof link.wap_url === 'string' ? link.wap_url.trim() : '';
  if (wap) {
    if (wap.length > 2000 || hasControl(wap)) return null;
    if (/^https?:\/\//i.test(wap)) {
      const url = safeHttpUrl(wap);
      return url ? { kind: 'external', url } : null;
    }
  }
  if (link.name === 'MEMBER_CONTACT') {
    const service = customerService();
    if (service) return service;
  }
  if (wap) {
    if (isExternalUrl(wap) || wap.includes('\\')) return null;
    const path = normalizeUrl(wap.startsWith('/') ? wap : `/${wap}`);
    return { kind: 'route', path };
  }
  if (link.name === 'MOBILE') {
    const number = telOf(link.mobile);
    return number ? { kind: 'tel', number } : null;
  }
  return null;
}

/** An `href` for the link (`/h5/…`, `https://…`, `tel:…`), or null when it is inert. */
export function linkHref(link: unknown): string | null {
  const target = resolveLink(link);
  if (!target) return null;
  if (target.kind === 'route') return withBase(target.path);
  if (target.kind === 'external') return target.url;
  return `tel:${target.number}`;
}

/** Follow a link now (through the app navigator). Returns false when it was inert. */
export function goDiyLink(link: unknown): boolean {
  const target = resolveLink(link);
  if (!target) return false;
  const env = getActionEnv();
  if (target.kind === 'route') env.navigator.navigate(target.path);
  else if (target.kind === 'external') env.openExternal(target.url);
  else env.openExternal(`tel:${target.number}`);
  return true;
}

/** `go(link)`: follows a NiuShop link object; false when it was inert. */
export function useDiyNavigate(): (link: unknown) => boolean {
  return useCallback((link: unknown) => goDiyLink(link), []);
}
