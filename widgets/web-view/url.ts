/**
 * The webview's own look at the address it is about to frame: http(s) only, no user name or
 * password in it, a host present. The server decides which hosts the shop allows
 * (/api/webview/check); this keeps anything else (javascript:, data:, a bad answer) out of the
 * frame and the fallback link even so.
 */
export function frameableUrl(src: unknown): string | null {
  if (typeof src !== 'string' || !src || src.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.toString();
}
