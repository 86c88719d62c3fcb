/**
 * The webview page (`/pages_tool/webview/webview?src=`) frames outside pages of hosts the merchant
 * allows (shop setting WEBVIEW_CONFIG `{hosts: ["example.com", …]}`): http(s) URLs of those hosts
 * only, and the CSP's `frame-src` lists exactly them, so the browser refuses any other frame too.
 * A site may still refuse to be framed (its own X-Frame-Options / frame-ancestors): the page then
 * offers a link that opens it outside.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';
import { probeFraming, type Framing } from './framing.ts';

export const WEBVIEW_CONFIG_KEY = 'WEBVIEW_CONFIG';

/** A host name (optionally with a port), lower case; anything else is dropped. */
const HOST = /^(?=.{1,253}(?::\d{1,5})?$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/;

export function normalizeHosts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [];
  const out = new Set<string>();
  for (const h of list) {
    const s = typeof h === 'string' ? h.trim().toLowerCase() : '';
    if (HOST.test(s)) out.add(s);
    if (out.size >= 50) break;
  }
  return [...out];
}

export async function webviewHosts(db: Db): Promise<string[]> {
  const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', WEBVIEW_CONFIG_KEY).executeTakeFirst();
  return normalizeHosts((row?.value as { hosts?: unknown } | undefined)?.hosts);
}

/**
 * `/api/webview/check`: whether `src` may open in the webview (WEBVIEW_URL_INVALID /
 * WEBVIEW_HOST_NOT_ALLOWED), and, given the shop's origin, whether the site lets the shop frame it
 * (framing.ts; `unknown` when it did not answer).
 */
export async function checkWebviewUrl(db: Db, src: string, shopOrigin?: string): Promise<{ url: string; host: string; framing?: Framing }> {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    throw new ApiError(Code.ERROR, 'WEBVIEW_URL_INVALID');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) throw new ApiError(Code.ERROR, 'WEBVIEW_URL_INVALID');
  const hosts = await webviewHosts(db);
  if (!hosts.includes(url.host.toLowerCase())) throw new ApiError(Code.ERROR, 'WEBVIEW_HOST_NOT_ALLOWED', { host: url.host });
  const out = { url: url.toString(), host: url.host.toLowerCase() };
  return shopOrigin ? { ...out, framing: await probeFraming(out.url, shopOrigin) } : out;
}

/**
 * The CSP with `frame-src` for the allowed hosts, kept by each instance: read at start and again
 * in the background at most every `ttlMs`, so a changed setting reaches every instance's headers
 * within that time without a query per request.
 */
export function frameSourcePolicy(db: Kysely<Database>, baseCsp: string, ttlMs = 2000) {
  let hosts: string[] = [];
  let csp = withFrames(baseCsp, hosts);
  let at = 0;
  let loading: Promise<void> | null = null;
  const refresh = async () => {
    try {
      const next = await webviewHosts(db);
      if (next.join(' ') !== hosts.join(' ')) {
        hosts = next;
        csp = withFrames(baseCsp, hosts);
      }
    } catch {
      // keep the last policy; the next request tries again
    }
    at = Date.now();
  };
  return {
    refresh,
    /** The CSP now; starts a background refresh when stale. */
    current(): string {
      if (Date.now() - at > ttlMs && !loading) loading = refresh().finally(() => (loading = null));
      return csp;
    },
  };
}

/** `frame-src 'self'` of the base policy plus https:// and http:// of each host. */
export function withFrames(baseCsp: string, hosts: readonly string[]): string {
  const sources = hosts.flatMap((h) => [`https://${h}`, `http://${h}`]);
  return baseCsp.replace(/frame-src [^;]*/, `frame-src 'self'${sources.length ? ` ${sources.join(' ')}` : ''}`);
}
