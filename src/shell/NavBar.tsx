/**
 * Custom navigation bar (every page uses one): title, back arrow, colours, safe-area top.
 * Sticky, so the content below never jumps when it mounts.
 *
 * `nav` is the page's `meta.navBar` (merchant diy pages: NiuShop's `global`, see src/diy/adapter.ts)
 * and picks NiuShop's `ns-navbar` layouts:
 *   1 the title (aligned by `align`; the default for every page),
 *   2 the logo `image` (28 px high) followed by the title, left aligned,
 *   3 the `image` (85 × 30, contained) and a search box that opens the search page,
 *   4 the current store's name and "nearby stores", opening the store list (or, when the shopper
 *     may not switch, the store's page).
 * The title (1, 2) and the image (3) follow `link` (NiuShop's `moreLink`) when it leads somewhere.
 * Layouts 2–4 and a linked title come from ./NavBarStyles.tsx, loaded on first use (the bar, its
 * colours and the page title as a hidden heading are there meanwhile, so nothing moves).
 * `transparent` (NiuShop's `topNavBg`): no background over the top of the page (its background
 * image shows through) until the page is scrolled past NAV_SOLID_AFTER px, then `background`.
 */
import { useEffect, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { NavBarMeta } from '../renderer/types.ts';
import { BackIcon } from './icons.tsx';
import type * as Styles from './NavBarStyles.tsx';
import { useShellText } from './text.ts';
import './NavBar.css';

/** Scroll offset (px) after which a transparent nav bar takes its background colour (NiuShop: 20). */
export const NAV_SOLID_AFTER = 20;

export interface NavBarProps {
  title?: ReactNode;
  /** Show the back arrow (the app passes: history exists and the page is not a tab page). */
  back?: boolean;
  onBack?: () => void;
  /** Background colour (CSS value); default white. */
  background?: string;
  /** Title and arrow colour; default #333. */
  textColor?: string;
  align?: 'left' | 'center';
  /** Content at the right end (e.g. a share button). */
  right?: ReactNode;
  className?: string;
  /** The page's nav settings (meta.navBar): style, image, link, transparency. */
  nav?: NavBarMeta;
}

type StylesModule = typeof Styles;
let stylesModule: StylesModule | null = null;

/** ./NavBarStyles.tsx once `needed` (null until it has loaded; at once after the first time). */
function useStyles(needed: boolean): StylesModule | null {
  const [mod, setMod] = useState<StylesModule | null>(stylesModule);
  useEffect(() => {
    if (!needed || mod) return;
    let live = true;
    import('./NavBarStyles.tsx').then(
      (m) => {
        stylesModule = m;
        if (live) setMod(m);
      },
      () => {
        // without the chunk the bar keeps the title
      },
    );
    return () => {
      live = false;
    };
  }, [needed, mod]);
  return needed ? mod : null;
}

/** Whether the window is scrolled past `offset` (false on the server and when not `enabled`). */
function useScrolledPast(enabled: boolean, offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = () => setPast((window.scrollY || document.documentElement.scrollTop || 0) > offset);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [enabled, offset]);
  return enabled && past;
}

export function NavBar({ title, back = false, onBack, background, textColor, align = 'center', right, className, nav }: NavBarProps): ReactElement {
  const t = useShellText();
  const style = nav?.style === 2 || nav?.style === 3 || nav?.style === 4 ? nav.style : 1;
  const transparent = nav?.transparent === true;
  const solid = useScrolledPast(transparent, NAV_SOLID_AFTER);
  const styles = useStyles(style !== 1 || Boolean(nav?.link));

  const css = {
    ...(background ? { '--sh-nav-bg': background } : {}),
    ...(textColor ? { '--sh-nav-color': textColor } : {}),
  } as CSSProperties;
  const classes = ['sh-navbar'];
  if (style !== 1 || align === 'left') classes.push('sh-navbar--left');
  if (style !== 1) classes.push(`sh-navbar--s${style}`);
  if (back) classes.push('sh-navbar--back');
  if (transparent && !solid) classes.push('sh-navbar--clear');
  if (className) classes.push(className);

  return (
    <header className={classes.join(' ')} style={css} data-nav-style={style}>
      <div className="sh-navbar-inner">
        {back ? (
          <button type="button" className="sh-navbar-back" aria-label={t('back')} onClick={onBack}>
            <BackIcon />
          </button>
        ) : null}
        {styles && nav ? (
          <styles.NavContent style={style} title={title} nav={nav} />
        ) : (
          // Keyed by its text: a page's own title replacing the route's (a diy page's, once its
          // document is in) is a new line, not the old one moved (Chromium counts a centred text
          // whose characters change as a layout shift).
          <h1 key={typeof title === 'string' ? title : undefined} className={style === 1 ? 'sh-navbar-title' : 'sh-vh'} style={{ margin: 0 }}>
            {title}
          </h1>
        )}
        {right ? <div className="sh-navbar-right">{right}</div> : null}
      </div>
    </header>
  );
}
