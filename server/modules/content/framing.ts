/**
 * Whether an allowed webview site lets the shop frame it. A site that refuses (X-Frame-Options,
 * or a CSP `frame-ancestors` without the shop's origin) shows the browser's error page in the
 * frame and nothing the page could read (it is another origin), so the server asks the site once
 * and the page offers a link that opens it outside instead of an empty frame.
 *
 * Only hosts the merchant allowed reach here (webview.ts checks first); answers are kept a few
 * minutes per address and origin, so repeated checks do not make the server call the site again.
 */
export type Framing = 'allowed' | 'refused' | 'unknown';

const TTL_MS = 5 * 60 * 1000;
const MAX_KEPT = 500;
const TIMEOUT_MS = 3000;
const kept = new Map<string, { at: number; framing: Framing }>();

/** What a site's answer headers say about being framed by `shopOrigin` (scheme://host[:port]). */
export function framingOf(headers: { get(name: string): string | null }, target: URL, shopOrigin: string): Framing {
  const sameOrigin = target.origin === shopOrigin;
  // CSP frame-ancestors, when present, replaces X-Frame-Options (CSP level 2).
  const csp = headers.get('content-security-policy');
  const ancestors = csp
    ?.split(/[;,]/)
    .map((d) => d.trim().split(/\s+/))
    .find((parts) => parts[0]?.toLowerCase() === 'frame-ancestors');
  if (ancestors) {
    const sources = ancestors.slice(1).map((s) => s.toLowerCase());
    if (sources.length === 0 || sources.includes("'none'")) return 'refused';
    return sources.some((s) => sourceMatches(s, shopOrigin, sameOrigin)) ? 'allowed' : 'refused';
  }
  const xfo = headers.get('x-frame-options')?.trim().toLowerCase();
  if (xfo === 'deny') return 'refused';
  if (xfo === 'sameorigin') return sameOrigin ? 'allowed' : 'refused';
  return 'allowed';
}

const defaultPort = (protocol: string): string => (protocol === 'https:' ? '443' : '80');

/** Whether one frame-ancestors source (CSP host-source or scheme-source) names the shop's origin. */
function sourceMatches(source: string, shopOrigin: string, sameOrigin: boolean): boolean {
  if (source === '*') return true;
  if (source === "'self'") return sameOrigin;
  const shop = new URL(shopOrigin);
  if (source === 'https:' || source === 'http:') return shop.protocol === source;
  const m = /^(?:(https?):\/\/)?(\*\.)?([a-z0-9.-]+)(?::(\d+|\*))?\/?$/.exec(source);
  if (!m) return false;
  const [, scheme, wild, host, port] = m;
  if (scheme && `${scheme}:` !== shop.protocol) return false;
  const hostOk = wild ? shop.hostname.endsWith(`.${host}`) : shop.hostname === host;
  const portOk = port === '*' || (port ?? defaultPort(scheme ? `${scheme}:` : shop.protocol)) === (shop.port || defaultPort(shop.protocol));
  return hostOk && portOk;
}

/** Asks the site (headers only, no redirects followed, 3 s at most); `unknown` when it does not answer. */
export async function probeFraming(url: string, shopOrigin: string, now = Date.now()): Promise<Framing> {
  const key = `${shopOrigin} ${url}`;
  const hit = kept.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.framing;
  let framing: Framing = 'unknown';
  try {
    const res = await fetch(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'text/html' } });
    // Only the headers matter; the body is not read.
    void res.body?.cancel().catch(() => undefined);
    if (res.status < 300) framing = framingOf(res.headers, new URL(url), shopOrigin);
  } catch {
    framing = 'unknown';
  }
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, { at: now, framing });
  return framing;
}
