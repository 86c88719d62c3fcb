/**
 * The page's pop-up window and share settings (loaded lazily by ./PageGlobals.tsx).
 *
 * Pop-up (`meta.popWindow`, NiuShop's `global.popWindow`, as in its diy page mixin):
 * - `count` 1: shown on the first view and on later ones until the shopper closes it or follows
 *   it; 0: on every view; -1: never. What happened is kept in `h5_<page name>_popwindow_count`
 *   (1 shown, 0 shown every time, -1 closed), NiuShop's key under our storage prefix.
 * - it opens once its image has loaded, sized before it paints (the meta's width/height, else the
 *   image's own) within 290 × 410 px, so nothing shifts; a picture that fails to load is not shown.
 * - a tap on the picture follows its link through the app navigator (and closes it); the round
 *   button below closes it; the mask does not (NiuShop: maskClick false).
 *
 * Share (`meta.share`, ./shareTags.ts): written to the document's meta tags while the page is
 * shown, and put back after (the first view's come from the server: ./PageGlobals.tsx).
 */
import { useEffect, useState, type MouseEvent, type ReactElement } from 'react';
import { goDiyLink, linkHref } from '../diy/link.ts';
import type { PageMeta } from '../renderer/types.ts';
import { readStored, writeStored } from '../stores/persist.ts';
import { useSiteStore } from '../stores/site.ts';
import { isPlainClick } from './plainClick.ts';
import { Popup } from './Popup.tsx';
import { shareTags, type ShareTag } from './shareTags.ts';
import { useShellText } from './text.ts';
import './PageExtras.css';

export const POPWINDOW_MAX_WIDTH = 290;
export const POPWINDOW_MAX_HEIGHT = 410;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Storage key (without the h5_ prefix): NiuShop's `<name>_popwindow_count`, the name from the page id. */
export function popWindowKey(pageId: string | undefined): string {
  const name = (pageId ?? '').replace(/^diy\//, '').replace(/[^A-Za-z0-9_.-]/g, '_') || 'page';
  return `${name}_popwindow_count`;
}

/** NiuShop's rule: count 0 always; count 1 while nothing or "shown" (1) is remembered; else never. */
export function shouldShowPopWindow(count: unknown, remembered: unknown): boolean {
  const c = Number(count);
  if (c === 0) return true;
  if (c !== 1) return false;
  return remembered === undefined || remembered === null || remembered === '' || Number(remembered) === 1;
}

/** The picture's box: its proportions, as large as fits in 290 × 410 px. */
export function popWindowBox(width: number, height: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: POPWINDOW_MAX_WIDTH, height: POPWINDOW_MAX_WIDTH };
  const scale = Math.min(POPWINDOW_MAX_WIDTH / width, POPWINDOW_MAX_HEIGHT / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function RoundCloseIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />
    </svg>
  );
}

export interface PopWindowProps {
  pop: Record<string, unknown>;
  pageId?: string;
}

export function PopWindow({ pop, pageId }: PopWindowProps): ReactElement | null {
  const t = useShellText();
  const image = typeof pop.image === 'string' ? pop.image : '';
  const count = Number(pop.count);
  const key = popWindowKey(pageId);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!image || !shouldShowPopWindow(count, readStored(key))) return;
    let live = true;
    const picture = new Image();
    picture.onload = () => {
      if (!live) return;
      const w = Number(pop.width) > 0 && Number(pop.height) > 0 ? Number(pop.width) : picture.naturalWidth;
      const h = Number(pop.width) > 0 && Number(pop.height) > 0 ? Number(pop.height) : picture.naturalHeight;
      setBox(popWindowBox(w, h));
      setOpen(true);
      writeStored(key, count);
    };
    picture.src = image;
    return () => {
      live = false;
      picture.onload = null;
    };
  }, [image, count, key, pop.width, pop.height]);

  if (!box) return null;
  const close = () => {
    writeStored(key, -1);
    setOpen(false);
  };
  const href = linkHref(pop.link);
  const onFollow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    close();
    goDiyLink(pop.link);
  };
  const picture = <img className="sh-popwin-img" src={image} alt="" width={box.width} height={box.height} />;
  return (
    <Popup open={open} onClose={close} position="center" maskClosable={false} closeIcon={false} className="sh-popwin" label={t('popWindow')}>
      {href ? (
        <a className="sh-popwin-link" href={href} aria-label={t('popWindowOpen')} onClick={onFollow}>
          {picture}
        </a>
      ) : (
        picture
      )}
      <button type="button" className="sh-popwin-close" aria-label={t('close')} onClick={close}>
        <RoundCloseIcon />
      </button>
    </Popup>
  );
}

// --- share ------------------------------------------------------------------------------------

/**
 * Writes share tags (./shareTags.ts) into <head> (creating the missing ones) and returns how to
 * put back what was there.
 */
export function applyShareMeta(tags: readonly ShareTag[], doc: Document = document): () => void {
  const undo: Array<() => void> = [];
  for (const [attr, key, value] of tags) {
    let el = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (el) {
      const before = el.getAttribute('content');
      const tag = el;
      undo.push(() => (before === null ? tag.removeAttribute('content') : tag.setAttribute('content', before)));
    } else {
      el = doc.createElement('meta');
      el.setAttribute(attr, key);
      doc.head.appendChild(el);
      const tag = el;
      undo.push(() => tag.remove());
    }
    el.setAttribute('content', value);
  }
  return () => {
    for (const fn of undo.reverse()) fn();
  };
}

/** The share tags of a page while it is shown. */
export function useShareMeta(share: PageMeta['share'], title: string | undefined): void {
  const logo = useSiteStore((s) => s.siteInfo?.logo_square);
  useEffect(() => {
    const tags = shareTags(share, title, logo, window.location.href);
    return tags.length > 0 ? applyShareMeta(tags) : undefined;
  }, [share, title, logo]);
}

export interface PageExtrasProps {
  meta: PageMeta;
  pageId?: string;
  title?: string;
}

export function PageExtras({ meta, pageId, title }: PageExtrasProps): ReactElement | null {
  useShareMeta(meta.share, title);
  const pop = meta.popWindow;
  return isObject(pop) && typeof pop.image === 'string' && pop.image ? <PopWindow pop={pop} pageId={pageId} /> : null;
}
