/**
 * The shop's bottom tab bar, drawn from NiuShop's diy bottom nav (`diy_bottom_nav`).
 *
 * - type 1 icon + text, 2 icon only, 3 text only;
 * - theme `default`: labels #333, selected in the theme colour (`var(--base-color)`, #FF0036
 *   without a theme); theme `diy`: textColor / textHoverColor;
 * - icons: `img` → the image; `icon` → an inline SVG chosen by the link (home, category, cart,
 *   member; a neutral dot otherwise) because the shop's icon font is not shipped;
 * - a tab is selected when its link names the current route; the cart tab shows the cart count
 *   ('99+' above 99) in var(--price-color);
 * - switching tabs is the caller's `onSwitch` (the app replaces history).
 */
import type { CSSProperties, MouseEvent, ReactElement } from 'react';
import { CartIcon, CategoryIcon, DotIcon, HomeIcon, MemberIcon } from './icons.tsx';
import { useShellText, type ShellKey } from './text.ts';
import { isPlainClick } from './plainClick.ts';

export interface TabBarLinkLike {
  wap_url?: string;
  [k: string]: unknown;
}

export interface TabBarItemLike {
  id?: string;
  text?: string;
  link?: TabBarLinkLike | unknown[] | null;
  iconPath?: string;
  selectedIconPath?: string;
  icon_type?: string;
  selected_icon_type?: string;
  style?: { iconColor?: unknown } & Record<string, unknown>;
  selected_style?: { iconColor?: unknown } & Record<string, unknown>;
  [k: string]: unknown;
}

export interface TabBarConfig {
  type?: number | string;
  theme?: string;
  backgroundColor?: string;
  textColor?: string;
  textHoverColor?: string;
  list?: TabBarItemLike[];
  [k: string]: unknown;
}

export interface TabBarProps {
  /** The diy bottom nav; null/empty → the four default tabs. */
  config?: TabBarConfig | null;
  /** The current route path (query allowed), below the /h5 base. */
  currentPath: string;
  cartNumber?: number;
  /** Called with the tab's wap_url when a tab other than the current one is chosen. */
  onSwitch?: (url: string) => void;
  /** Maps a path to its canonical route path (aliases: /pages/index/index → /). */
  normalize?: (path: string) => string;
  /** Makes an image path loadable (image domain, size variants). */
  resolveImage?: (src: string) => string;
  /** The href of a tab (real links for long-press/new tab/SSR); default `/h5` + url. */
  hrefFor?: (url: string) => string;
}

export const DEFAULT_SELECTED_COLOR = '#FF0036';
const DEFAULT_TEXT_COLOR = '#333';

const HOME = '/';
const CATEGORY = '/pages/goods/category';
const CART = '/pages/goods/cart';
const MEMBER = '/pages/member/index';

function defaultNormalize(path: string): string {
  let p = path.split('?')[0]?.split('#')[0] ?? '';
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (p === '/pages/index/index' || p === '/pages/index') return HOME;
  return p;
}

function linkUrl(item: TabBarItemLike): string {
  const link = item.link;
  if (link && !Array.isArray(link) && typeof link === 'object' && typeof link.wap_url === 'string') return link.wap_url;
  return '';
}

function queryParam(url: string, name: string): string | null {
  const q = url.split('?')[1];
  if (!q) return null;
  return new URLSearchParams(q.split('#')[0]).get(name);
}

/** Whether a tab's url names the current location (paths compared canonically; diy pages by name). */
export function isTabSelected(url: string, currentPath: string, normalize: (p: string) => string = defaultNormalize): boolean {
  if (!url) return false;
  const a = normalize(url);
  const b = normalize(currentPath);
  const diyName = queryParam(currentPath, 'name');
  if (diyName === 'DIY_VIEW_INDEX' && a === HOME) return true;
  if (a !== b) return false;
  const wanted = queryParam(url, 'name');
  return wanted === null || wanted === diyName;
}

export function cartBadge(n: number | undefined): string | null {
  const v = Math.floor(Number(n) || 0);
  if (v <= 0) return null;
  return v > 99 ? '99+' : String(v);
}

function iconFor(path: string, filled: boolean): ReactElement {
  switch (path) {
    case HOME:
      return <HomeIcon filled={filled} />;
    case CATEGORY:
      return <CategoryIcon filled={filled} />;
    case CART:
      return <CartIcon filled={filled} />;
    case MEMBER:
      return <MemberIcon filled={filled} />;
    default:
      return <DotIcon filled={filled} />;
  }
}

function firstColour(v: unknown): string | undefined {
  if (Array.isArray(v) && typeof v[0] === 'string' && v[0]) return v[0];
  if (typeof v === 'string' && v) return v;
  return undefined;
}

/**
 * NiuShop's stock Chinese labels of the four standard tabs. A merchant who kept them gets our own
 * label in the shopper's language; a label the merchant wrote is shown as written.
 */
const STOCK_LABELS: Record<string, readonly string[]> = {
  [HOME]: ['主页', '首页'],
  [CATEGORY]: ['商品分类', '分类'],
  [CART]: ['购物车'],
  [MEMBER]: ['我的', '个人中心', '会员中心'],
};
const STOCK_KEYS: Record<string, ShellKey> = { [HOME]: 'tabHome', [CATEGORY]: 'tabCategory', [CART]: 'tabCart', [MEMBER]: 'tabMember' };

function tabLabel(item: TabBarItemLike, path: string, t: (k: ShellKey) => string): string {
  const text = typeof item.text === 'string' ? item.text : '';
  const key = STOCK_KEYS[path];
  if (key && (!text || STOCK_LABELS[path]?.includes(text.trim()))) {
    const own = t(key);
    // zh-cn keeps the merchant's stock wording (主页 vs 首页); other languages get ours.
    return /[\u4e00-\u9fff]/.test(own) ? text || own : own;
  }
  return text;
}

const DEFAULT_TABS: Array<{ url: string; key: ShellKey }> = [
  { url: '/pages/index/index', key: 'tabHome' },
  { url: CATEGORY, key: 'tabCategory' },
  { url: CART, key: 'tabCart' },
  { url: MEMBER, key: 'tabMember' },
];

export function TabBar({
  config,
  currentPath,
  cartNumber = 0,
  onSwitch,
  normalize = defaultNormalize,
  resolveImage = (s) => s,
  hrefFor = (u) => `/h5${u.startsWith('/') ? u : `/${u}`}`,
}: TabBarProps): ReactElement | null {
  const t = useShellText();
  const list: TabBarItemLike[] =
    Array.isArray(config?.list) && config.list.length > 0
      ? config.list
      : DEFAULT_TABS.map((d) => ({ id: d.key, text: t(d.key), link: { wap_url: d.url }, icon_type: 'icon', selected_icon_type: 'icon' }));
  const type = Number(config?.type ?? 1);
  const diyTheme = config?.theme === 'diy';
  const color = diyTheme ? config?.textColor || DEFAULT_TEXT_COLOR : DEFAULT_TEXT_COLOR;
  const selectedColor = diyTheme
    ? config?.textHoverColor || DEFAULT_SELECTED_COLOR
    : `var(--base-color, ${DEFAULT_SELECTED_COLOR})`;
  const showIcon = type !== 3;
  const showText = type !== 2;
  const badge = cartBadge(cartNumber);

  return (
    <nav
      className={`sh-tabbar${type === 2 ? ' sh-tabbar--icon' : ''}${type === 3 ? ' sh-tabbar--text' : ''}`}
      style={{ background: config?.backgroundColor || '#fff' }}
      aria-label="tabs"
    >
      {list.map((item, i) => {
        const url = linkUrl(item);
        const path = url ? normalize(url) : '';
        const selected = isTabSelected(url, currentPath, normalize);
        const labelColor = selected ? selectedColor : color;
        const iconColor = diyTheme
          ? firstColour(selected ? item.selected_style?.iconColor : item.style?.iconColor) ?? labelColor
          : labelColor;
        const iconType = selected ? item.selected_icon_type ?? item.icon_type : item.icon_type;
        const imgSrc = selected ? item.selectedIconPath || item.iconPath : item.iconPath;
        const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
          if (e.defaultPrevented || !isPlainClick(e)) return;
          e.preventDefault();
          if (!selected && url) onSwitch?.(url);
        };
        return (
          <a
            key={item.id ?? `${i}:${url}`}
            href={url ? hrefFor(url) : undefined}
            className={`sh-tab${selected ? ' sh-tab--selected' : ''}`}
            aria-current={selected ? 'page' : undefined}
            data-url={url}
            style={{ color: labelColor } as CSSProperties}
            onClick={onClick}
          >
            {showIcon ? (
              <span className="sh-tab-icon" style={{ color: iconColor }}>
                {iconType === 'img' && imgSrc ? <img src={resolveImage(imgSrc)} alt="" width={24} height={24} /> : iconFor(path, selected)}
                {path === CART && badge ? <span className="sh-badge" data-testid="cart-badge">{badge}</span> : null}
              </span>
            ) : null}
            {showText ? (
              <span className="sh-tab-text">
                {tabLabel(item, path, t)}
                {!showIcon && path === CART && badge ? <span className="sh-badge" data-testid="cart-badge" style={{ position: 'static', marginLeft: 4 }}>{badge}</span> : null}
              </span>
            ) : null}
          </a>
        );
      })}
    </nav>
  );
}
