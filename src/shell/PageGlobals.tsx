/**
 * A page's global extras from its meta: the entry pop-up (`meta.popWindow`) and the share
 * settings (`meta.share` → document meta tags). Both live in ./PageExtras.tsx, loaded only for a
 * page that has one of them, after the page has rendered: nothing here weighs on the first load
 * or renders on the server.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { PageMeta } from '../renderer/types.ts';
import type * as Extras from './PageExtras.tsx';

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

export function wantsShare(meta: PageMeta): boolean {
  const s = meta.share;
  return typeof s === 'object' && s !== null && Boolean(s.title || s.desc || s.image);
}

export function PageGlobals({ meta, pageId, title }: PageGlobalsProps): ReactElement | null {
  const needed = wantsPopWindow(meta) || wantsShare(meta);
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
