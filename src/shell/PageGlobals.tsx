/**
 * A page's global extras from its meta: the entry pop-up (`meta.popWindow`) and the share
 * settings (`meta.share` → document meta tags). Both live in ./PageExtras.tsx, loaded only for a
 * page that has one of them, after the page has rendered: nothing here weighs on the first load
 * or renders on the server. The first view's share tags are the server's (./shareTags.ts).
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { PageMeta } from '../renderer/types.ts';
import type * as Extras from './PageExtras.tsx';
import { SERVER_SHARE_ATTR, wantsShare } from './shareMark.ts';

type ExtrasModule = typeof Extras;

export interface PageGlobalsProps {
  meta: PageMeta;
  /** The page's schema id (`diy/DIY_VIEW_INDEX`): names what the pop-up remembers. */
  pageId?: string;
  /** The page's resolved title (the share title when the page sets none). */
  title?: string;
}

/** Whether the meta asks for a pop-up that may show (an image, and not "never"). */
export function wantsPopWindow(meta: PageMeta): boolean {
  const p = meta.popWindow;
  return typeof p === 'object' && p !== null && typeof p.image === 'string' && p.image !== '' && (Number(p.count) === 0 || Number(p.count) === 1);
}

export { wantsShare };

/** The share tags the server wrote into the document for the page `pageId` (the first view). */
function serverShareTags(pageId: string | undefined): Element[] {
  if (typeof document === 'undefined' || !pageId) return [];
  return [...document.head.querySelectorAll(`meta[${SERVER_SHARE_ATTR}]`)].filter((el) => el.getAttribute(SERVER_SHARE_ATTR) === pageId);
}

export function PageGlobals({ meta, pageId, title }: PageGlobalsProps): ReactElement | null {
  // The first view's share tags come from the server: they stay while its page is shown (and go
  // with it), and the extras' chunk is not needed for them.
  const [byServer] = useState(() => serverShareTags(pageId).length > 0);
  useEffect(() => {
    if (!byServer) return;
    return () => {
      for (const el of serverShareTags(pageId)) el.remove();
    };
  }, [byServer, pageId]);
  const needed = wantsPopWindow(meta) || (wantsShare(meta) && !byServer);
  const [extras, setExtras] = useState<ExtrasModule | null>(null);
  useEffect(() => {
    if (!needed || extras) return;
    let live = true;
    import('./PageExtras.tsx').then(
      (m) => {
        if (live) setExtras(m);
      },
      () => {
        // a chunk that fails to load costs the extras, never the page
      },
    );
    return () => {
      live = false;
    };
  }, [needed, extras]);
  if (!needed || !extras) return null;
  return <extras.PageExtras meta={meta} pageId={pageId} title={title} />;
}
