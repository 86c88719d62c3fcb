/**
 * Path helpers shared by the router, links and the server: the app is served under /h5/, NiuShop links
 * name routes as /pages/…, and the login page takes `back`, an encoded return path.
 *
 * An "app path" here is a path below the base with a leading slash (`/`, `/pages/goods/detail`), optionally
 * followed by `?query` and `#hash`. Pure functions, no `window`: safe on the server.
 */

/** The base path the app is served under (history mode). */
export const BASE_PATH = '/h5/';

/** The login route; it reads `back`. */
export const LOGIN_PATH = '/pages_tool/login/login';

/** Home; NiuShop names it /pages/index/index. */
export const HOME_PATH = '/';

/** The base without its trailing slash (react-router's basename). */
export const BASE_NO_SLASH = BASE_PATH.slice(0, -1); // '/h5'

/** True for URLs that leave the app: `http:`, `https:`, `//host`, `tel:`, `mailto:`, … */
export function isExternalUrl(url: string): boolean {
  const s = url.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(s) || s.startsWith('//') || s.startsWith('\\\\') || s.startsWith('/\\');
}

/** Splits `path?query#hash` into its parts (`search` keeps its `?`, `hash` its `#`). */
export function splitPath(url: string): { pathname: string; search: string; hash: string } {
  let rest = url;
  let hash = '';
  const h = rest.indexOf('#');
  if (h >= 0) {
    hash = rest.slice(h);
    rest = rest.slice(0, h);
  }
  let search = '';
  const q = rest.indexOf('?');
  if (q >= 0) {
    search = rest.slice(q);
    rest = rest.slice(0, q);
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/**
 * The app pathname of any spelling: `/h5/pages/goods/detail/`, `pages/goods/detail`, `/pages//goods/detail`
 * and `/h5` all normalise (to `/pages/goods/detail` and `/`). Query and hash are dropped.
 * Only the pathname is normalised; aliases (e.g. /pages/index/index) are resolved by `findRoute`.
 */
export function normalizePath(input: string): string {
  let p = splitPath(input.trim()).pathname;
  p = p.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  if (p === BASE_NO_SLASH || p.startsWith(BASE_PATH)) p = p.slice(BASE_NO_SLASH.length) || '/';
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/';
  return p;
}

/** `path?query#hash` with the pathname normalised (base stripped) and the query and hash kept. */
export function normalizeUrl(input: string): string {
  const { search, hash } = splitPath(input.trim());
  return normalizePath(input) + search + hash;
}

/** Strips the /h5 base: `/h5/pages/goods/list?x=1` → `/pages/goods/list?x=1`. Same as `normalizeUrl`. */
export function stripBase(url: string): string {
  return normalizeUrl(url);
}

/** Adds the /h5 base to an app path: `/pages/goods/list?x=1` → `/h5/pages/goods/list?x=1`, `/` → `/h5/`. */
export function withBase(url: string): string {
  return BASE_NO_SLASH + normalizeUrl(url);
}

/** Query parameters of a URL as a plain object (last value wins). */
export function queryOf(url: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(splitPath(url).search).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/** `path` plus query parameters (undefined and null values skipped), e.g. buildPath('/pages/goods/detail', {sku_id: 5}). */
export function buildPath(path: string, query: Record<string, string | number | boolean | null | undefined> = {}): string {
  const { pathname, search, hash } = splitPath(path);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return pathname + (qs ? `?${qs}` : '') + hash;
}

function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * A safe return path from an untrusted `back` value (already URL-decoded, as URLSearchParams gives it):
 * only app paths are accepted; anything else (external URLs, `//host`, empty) gives `fallback`.
 * The result is an app path without the base, query kept.
 */
export function safeBackPath(back: string | null | undefined, fallback: string = HOME_PATH): string {
  if (typeof back !== 'string') return fallback;
  const s = back.trim();
  if (s === '' || isExternalUrl(s) || hasControlChars(s)) return fallback;
  const url = normalizeUrl(s);
  // never bounce back to the login page itself
  return normalizePath(url) === LOGIN_PATH ? fallback : url;
}

/**
 * The login page returning to `back` afterwards: `/pages_tool/login/login?back=<encoded app path>`.
 * `back` may carry the /h5 base and a query; an unsafe value falls back to home.
 */
export function loginPath(back?: string): string {
  if (back === undefined) return LOGIN_PATH;
  return `${LOGIN_PATH}?back=${encodeURIComponent(safeBackPath(back))}`;
}
