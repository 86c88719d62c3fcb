/**
 * Where a merchant page may send a shopper: a route of the shop (src/routes/routes.json paths and
 * aliases, below the /h5 base or not, with any query) or an http(s) URL. Everything else —
 * `javascript:`, `data:`, other schemes, `//host`, backslashes, control characters, unknown
 * routes, a path computed by a binding — is refused with a reason (a message key).
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.ts';
import { normalizePath, splitPath } from '../../../src/routes/paths.ts';

interface RouteEntry {
  path: string;
  aliases?: string[];
}

let routePaths: Set<string> | null = null;

/** Every route path and alias of the shop (read once from src/routes/routes.json). */
export function shopRoutes(): Set<string> {
  if (!routePaths) {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'src/routes/routes.json'), 'utf8')) as { routes: RouteEntry[] };
    routePaths = new Set<string>();
    for (const r of manifest.routes) {
      routePaths.add(r.path);
      for (const a of r.aliases ?? []) routePaths.add(a);
    }
  }
  return routePaths;
}

export type LinkProblem = 'DIYPUB_LINK_MALFORMED' | 'DIYPUB_LINK_SCHEME' | 'DIYPUB_LINK_PROTOCOL_RELATIVE' | 'DIYPUB_LINK_UNKNOWN_ROUTE' | 'DIYPUB_LINK_BINDING';

function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** True for an http(s) URL with a host and no credentials. */
export function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname) && !u.username && !u.password;
  } catch {
    return false;
  }
}

/**
 * Why a link target may not be published, or null when it may: '' (an inert link), a shop route
 * (`/pages/goods/detail?goods_id=1`, `pages/goods/list`, `/h5/pages/member/index`), an http(s) URL.
 * Bindings (`${…}`) are allowed in the query only.
 */
export function linkProblem(value: string): LinkProblem | null {
  const s = value.trim();
  if (s === '') return null;
  if (s.length > 2000 || hasControl(s) || s.includes('\\')) return 'DIYPUB_LINK_MALFORMED';
  const { pathname } = splitPath(s);
  if (pathname.includes('${')) return 'DIYPUB_LINK_BINDING';
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) {
    if (/^https?:/i.test(s)) return isHttpUrl(s) ? null : 'DIYPUB_LINK_MALFORMED';
    return 'DIYPUB_LINK_SCHEME';
  }
  if (s.startsWith('//')) return 'DIYPUB_LINK_PROTOCOL_RELATIVE';
  // A scheme hidden behind whitespace or entities the browser would strip (`java\nscript:`) never
  // gets here (control characters are refused above); a colon before the first slash is a scheme.
  const firstSlash = pathname.indexOf('/');
  const colon = pathname.indexOf(':');
  if (colon >= 0 && (firstSlash < 0 || colon < firstSlash)) return 'DIYPUB_LINK_SCHEME';
  return shopRoutes().has(normalizePath(pathname)) ? null : 'DIYPUB_LINK_UNKNOWN_ROUTE';
}

/** Keys whose string values are URLs of media or links (imageUrl, videoUrl, bgUrl, iconBgImg, src, href, …). */
export const URL_KEY = /(urls?|src|href|imgs?|images?|poster|background)$/i;

/**
 * Whether a media/link URL value may be published: anything without a scheme (site paths, relative
 * upload paths), http(s), or a raster `data:image/…` picture. `javascript:`, `vbscript:`, other
 * `data:` and every other scheme are refused (whitespace and control characters inside the scheme
 * do not hide it).
 */
export function isSafeUrlValue(value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme: strip them first.
  let compact = '';
  for (let i = 0; i < value.length && compact.length < 40; i++) {
    const c = value.charCodeAt(i);
    if (c > 0x20 && c !== 0x7f) compact += value[i];
  }
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!m) return true;
  const scheme = m[1]!.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return true;
  return scheme === 'data' && /^data:image\/(png|jpe?g|gif|webp|avif);/i.test(compact);
}
