/**
 * A tap on a link of the shop's own pages inside markup the app keeps without its widget's code
 * (static islands, widgets waiting below the fold): the app path to navigate to, or null when the
 * browser should have the tap (another site, tel:, a modified click, a new tab, a download).
 */
import { BASE_NO_SLASH, stripBase } from '../routes/paths.ts';
import { isPlainClick } from '../shell/plainClick.ts';

/** The click's fields read here (a DOM MouseEvent or React's). */
export type ClickLike = Pick<MouseEvent, 'target' | 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

export function shopLinkPath(e: ClickLike, within: Element): string | null {
  if (e.defaultPrevented || !isPlainClick(e) || !(e.target instanceof Element)) return null;
  const a = e.target.closest('a[href]');
  if (!(a instanceof HTMLAnchorElement) || !within.contains(a)) return null;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(a.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || (url.pathname !== BASE_NO_SLASH && !url.pathname.startsWith(`${BASE_NO_SLASH}/`))) return null;
  return stripBase(url.pathname + url.search + url.hash);
}
