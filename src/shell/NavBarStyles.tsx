/**
 * The content of the nav bar for NiuShop's layouts 2–4 and for a linked title (loaded lazily by
 * ./NavBar.tsx, which documents the layouts). Links go through the app navigator; each is a real
 * `<a href>` so it can be opened elsewhere too.
 */
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { getActionEnv } from '../actions/env.ts';
import { DiyLink } from '../diy/DiyLink.tsx';
import type { NavBarMeta } from '../renderer/types.ts';
import { withBase } from '../routes/paths.ts';
import { useSiteStore } from '../stores/site.ts';
import { useStoreStore } from '../stores/store.ts';
import { useShellText } from './text.ts';
import { isPlainClick } from './plainClick.ts';
import './NavBarStyles.css';

export const NAV_SEARCH_PATH = '/pages_tool/goods/search';
export const NAV_STORE_LIST_PATH = '/pages_tool/store/list';
export const NAV_STORE_DETAIL_PATH = '/pages_tool/store/detail';

const glyph = (d: string, size: number): ReactElement => (
  <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2"
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);
const SEARCH = 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM16 16l5 5';
const PIN = 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const RIGHT = 'M9 5l7 7-7 7';

/** Plain left-button clicks go through the app navigator; modified ones keep the browser's way. */
function through(go: () => unknown): (e: MouseEvent<HTMLAnchorElement>) => void {
  return (e) => {
    if (e.defaultPrevented || !isPlainClick(e)) return;
    e.preventDefault();
    go();
  };
}

function SearchEntry(): ReactElement {
  const t = useShellText();
  return (
    <a className="sh-navbar-search" href={withBase(NAV_SEARCH_PATH)} onClick={through(() => getActionEnv().navigator.navigate(NAV_SEARCH_PATH))}>
      {glyph(SEARCH, 16)}
      <span>{t('navSearch')}</span>
    </a>
  );
}

/** Style 4: the chosen (else the default) store; "locating" while there is none. */
function StoreEntry(): ReactElement {
  const t = useShellText();
  const store = useStoreStore((s) => s.globalStoreInfo ?? s.defaultStoreInfo);
  const mayChange = useSiteStore((s) => Number(s.storeConfig?.is_allow_change) === 1);
  const id = store?.store_id;
  const target = mayChange
    ? NAV_STORE_LIST_PATH
    : id !== undefined && id !== null && String(id) !== ''
      ? `${NAV_STORE_DETAIL_PATH}?store_id=${encodeURIComponent(String(id))}`
      : null;
  const name = store && typeof store.store_name === 'string' && store.store_name ? store.store_name : t('navLocating');
  const inner = (
    <>
      {glyph(PIN, 14)}
      <span className="sh-navbar-store-name">{name}</span>
      {glyph(RIGHT, 12)}
      <span className="sh-navbar-nearby">{t('navNearbyStores')}</span>
    </>
  );
  if (!target) return <span className="sh-navbar-store">{inner}</span>;
  return (
    <a className="sh-navbar-store" href={withBase(target)} onClick={through(() => getActionEnv().navigator.navigate(target))}>
      {inner}
    </a>
  );
}

export interface NavContentProps {
  style: 1 | 2 | 3 | 4;
  title?: ReactNode;
  nav: NavBarMeta;
}

/** The visible titles are keyed by their text, as in ./NavBar.tsx (a new title is a new line, not a shift). */
export function NavContent({ style, title, nav }: NavContentProps): ReactElement {
  const image = typeof nav.image === 'string' ? nav.image : '';
  const link = nav.link;
  if (style === 2) {
    return (
      <h1 key={typeof title === 'string' ? title : undefined} className="sh-navbar-title" style={{ margin: 0 }}>
        <DiyLink link={link} className="sh-navbar-brand" inert="span">
          {image ? <img className="sh-navbar-logo" src={image} alt="" height={28} decoding="async" /> : null}
          <span className="sh-navbar-text">{title}</span>
        </DiyLink>
      </h1>
    );
  }
  if (style === 3) {
    return (
      <>
        <h1 className="sh-vh">{title}</h1>
        {image ? (
          <DiyLink link={link} className="sh-navbar-image" inert="span" label={typeof title === 'string' ? title : undefined}>
            <img src={image} alt="" width={85} height={30} decoding="async" />
          </DiyLink>
        ) : null}
        <SearchEntry />
      </>
    );
  }
  if (style === 4) {
    return (
      <>
        <h1 className="sh-vh">{title}</h1>
        <StoreEntry />
      </>
    );
  }
  return (
    <h1 key={typeof title === 'string' ? title : undefined} className="sh-navbar-title" style={{ margin: 0 }}>
      <DiyLink link={link} inert="span">
        {title}
      </DiyLink>
    </h1>
  );
}
