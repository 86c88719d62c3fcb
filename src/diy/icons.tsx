/**
 * NiuShop's diy icons without its icon font: the common `icondiy icon-system-*` names map to a
 * small inline SVG set (filled glyphs on a 24 px grid); an unknown name draws a dot, so layouts
 * keep their shape. Colours and gradients come from the icon style object (see `iconLook`).
 */
import { useId, type CSSProperties, type ReactElement } from 'react';
import { iconLook } from './style.ts';
import type { DiyIconStyle } from './types.ts';

/** Glyph paths (24×24 view box); `evenodd` where a glyph has holes. */
interface GlyphDef {
  d: string;
  evenodd?: boolean;
}

const GLYPHS: Record<string, GlyphDef> = {
  home: { d: 'M12 2.5 1.8 11.3l1.4 1.6L5 11.4v10.1h5.5V15h3v6.5H19V11.4l1.8 1.5 1.4-1.6z' },
  category: { d: 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm14 0a4 4 0 1 1 0 8 4 4 0 0 1 0-8z' },
  cart: { d: 'M1.5 2.5h3.7l.7 3H22l-2.5 10H8.1l-3.5-11H1.5zM9 17.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm9 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4z' },
  my: { d: 'M12 2.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM3 21.5c0-4.7 4-7.5 9-7.5s9 2.8 9 7.5z' },
  groupbuy: {
    d: 'M8.5 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM1.5 20c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5zM16.5 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM17 20c0-2.5-.9-4.6-2.5-5.9.7-.3 1.4-.4 2.2-.4 3.3 0 5.8 2.3 5.8 5.6V20z',
  },
  pintuan: { d: 'M9 5a7 7 0 1 1 0 14A7 7 0 0 1 9 5zm6 0a7 7 0 1 1 0 14 7 7 0 0 1 0-14z', evenodd: true },
  seckill: { d: 'M13.5 1.5 4 13.5h6.5L9 22.5l10-13h-6.5z' },
  point: { d: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 4.2 1.7 3.6 3.9.5-2.9 2.7.8 3.9L12 15l-3.5 1.9.8-3.9-2.9-2.7 3.9-.5z', evenodd: true },
  topic: { d: 'M5 2.5h2v19H5zM8 3.5h12l-2.5 4.5 2.5 4.5H8z' },
  bargain: { d: 'M2.5 12.2V2.5h9.7l9.3 9.3-9.7 9.7zM7.5 5.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z', evenodd: true },
  coupon: { d: 'M2 5h20v4.5a2.5 2.5 0 0 0 0 5V19H2v-4.5a2.5 2.5 0 0 0 0-5zM14 7h1.6v2.4H14zm0 3.8h1.6v2.4H14zm0 3.8h1.6V17H14z', evenodd: true },
  article: { d: 'M5 2h10l5 5v15H5zM8 10.5h9v1.8H8zm0 3.5h9v1.8H8zm0 3.5h6v1.8H8z', evenodd: true },
  notice: { d: 'M3 9h4l8-5v16l-8-5H3zm14.5-.5a5 5 0 0 1 0 7l-1.2-1.2a3.3 3.3 0 0 0 0-4.6zM8 15.5h3l1 5H9z' },
  help: {
    d: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-.1 4.5c-2.2 0-3.7 1.3-3.8 3.3h2.1c.1-.9.7-1.5 1.6-1.5.9 0 1.6.6 1.6 1.4 0 .7-.3 1.1-1.2 1.7-1 .6-1.4 1.3-1.4 2.4v.7h2.1v-.5c0-.7.3-1.1 1.2-1.6 1-.6 1.6-1.4 1.6-2.6 0-1.9-1.6-3.3-3.8-3.3zM11 16h2.2v2.2H11z',
    evenodd: true,
  },
  wallet: { d: 'M3 5.5h15V8H3zM3 8h18v12H3zm11.5 3.5H21v4h-6.5z', evenodd: true },
  box: { d: 'M12 2l9 4.5-9 4.5-9-4.5zM2.5 8l8.5 4.3V22l-8.5-4.3zm19 0L13 12.3V22l8.5-4.3z' },
  truck: { d: 'M1.5 5H14v10.5H1.5zM15 8.5h4l3 3.5v3.5h-7zM6 15.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zm12 0a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4z' },
  clock: { d: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 4.5v6.4l4.8 2.9 1-1.6-3.8-2.3V6.5z', evenodd: true },
  shield: { d: 'M12 1.5 3.5 5v6c0 5.3 3.6 9.7 8.5 11 4.9-1.3 8.5-5.7 8.5-11V5zm-1.3 14.3-4-4 1.5-1.5 2.5 2.5 5.6-5.6 1.5 1.5z', evenodd: true },
  thumb: { d: 'M2 10h4v11H2zm5.5.3L12 2.5c1.4 0 2.5 1.1 2.5 2.5l-.6 4H20a2 2 0 0 1 2 2.3l-1.4 7.5a2.5 2.5 0 0 1-2.5 2.2H7.5z' },
  search: { d: 'M10.5 3a7.5 7.5 0 0 1 6 12l4.8 4.8-1.5 1.5-4.8-4.8A7.5 7.5 0 1 1 10.5 3zm0 2.2a5.3 5.3 0 1 0 0 10.6 5.3 5.3 0 0 0 0-10.6z', evenodd: true },
  arrowRight: { d: 'M8.6 4.6 10 3.2l8.8 8.8-8.8 8.8-1.4-1.4 7.4-7.4z' },
  qrcode: { d: 'M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h3v3h-3zm3 3h2v2h-2zm2-3h3v3h-3zm-5 5h3v3h-3zm5 0h3v3h-3z', evenodd: true },
  dot: { d: 'M12 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14z' },
};

/** NiuShop icon names (after `icon-system-`, trailing digits dropped) → glyph. */
const ALIASES: Record<string, string> = {
  home: 'home',
  shouyeweixuanzhongbeifen: 'home',
  shouyexuanzhongbeifen: 'home',
  category: 'category',
  fenleiweixuanzhongbeifen: 'category',
  fenleixuanzhongbeifen: 'category',
  cart: 'cart',
  'cart-selected': 'cart',
  gouwuche: 'cart',
  my: 'my',
  'my-selected': 'my',
  wode: 'my',
  'groupbuy-nav': 'groupbuy',
  groupbuy: 'groupbuy',
  'pintuan-nav': 'pintuan',
  pintuan: 'pintuan',
  'seckill-time': 'seckill',
  seckill: 'seckill',
  'point-nav': 'point',
  point: 'point',
  'topic-nav': 'topic',
  topic: 'topic',
  'bargain-nav': 'bargain',
  bargain: 'bargain',
  'get-coupon': 'coupon',
  coupon: 'coupon',
  'article-nav': 'article',
  article: 'article',
  'notice-nav': 'notice',
  notice: 'notice',
  help: 'help',
  daifukuan: 'wallet',
  daifahuo: 'box',
  daishouhuo: 'truck',
  daishiyong: 'clock',
  shuhou: 'shield',
  shouhou: 'shield',
  daizhifu: 'wallet',
  beihuozhong: 'box',
  paisongzhong: 'truck',
  tuihuoguanli: 'shield',
  tuijian: 'thumb',
  search: 'search',
  sousuo: 'search',
  erweima: 'qrcode',
  qrcode: 'qrcode',
};

/** NiuShop icon classes this shop draws (one name per glyph alias), for the studio's icon field. */
export const DRAWN_ICONS: readonly string[] = Object.keys(ALIASES).map((k) => `icondiy icon-system-${k}`);

/** The glyph key for a NiuShop icon class (`icondiy icon-system-pintuan-nav`), or 'dot'. */
export function glyphName(icon: unknown): string {
  if (typeof icon !== 'string') return 'dot';
  if (Object.prototype.hasOwnProperty.call(GLYPHS, icon)) return icon;
  const m = /icon-system-([a-z0-9-]+)/i.exec(icon);
  if (!m) return 'dot';
  const key = m[1]!.toLowerCase().replace(/\d+$/, '');
  return Object.prototype.hasOwnProperty.call(ALIASES, key) ? (ALIASES[key] as string) : 'dot';
}

/** Whether the icon name maps to a real glyph (not the fallback dot). */
export function hasGlyph(icon: unknown): boolean {
  return glyphName(icon) !== 'dot';
}

/** CSS angle → SVG gradient vector (object bounding box). */
function vector(deg: number): { x1: number; y1: number; x2: number; y2: number } {
  const r = (deg * Math.PI) / 180;
  const sx = Math.sin(r) / 2;
  const cy = Math.cos(r) / 2;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { x1: round(0.5 - sx), y1: round(0.5 + cy), x2: round(0.5 + sx), y2: round(0.5 - cy) };
}

export interface GlyphProps {
  /** Glyph key or NiuShop class name. */
  name: string;
  /** One colour, or several for a gradient. */
  colors?: string[];
  deg?: number;
  /** CSS size (px number or any length); default 1em. */
  size?: number | string;
  style?: CSSProperties;
}

/** One glyph, filled with a colour (default currentColor) or a gradient. */
export function Glyph({ name, colors = [], deg = 0, size = '1em', style }: GlyphProps): ReactElement {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const glyph: GlyphDef = GLYPHS[glyphName(name)] ?? (GLYPHS.dot as GlyphDef);
  const gradientColors = colors.length > 1 ? colors : null;
  const fill = gradientColors ? `url(#g${id})` : (colors[0] ?? 'currentColor');
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" style={{ display: 'block', ...style }}>
      {gradientColors ? (
        <defs>
          <linearGradient id={`g${id}`} {...vector(deg)}>
            {gradientColors.map((c, i) => (
              // As style: a theme variable (`var(--base-color)`) works there, not in the attribute.
              <stop key={i} offset={gradientColors.length === 1 ? 0 : i / (gradientColors.length - 1)} style={{ stopColor: c }} />
            ))}
          </linearGradient>
        </defs>
      ) : null}
      <path d={glyph.d} fill={fill} fillRule={glyph.evenodd ? 'evenodd' : undefined} />
    </svg>
  );
}

export interface DiyIconProps {
  /** NiuShop icon class (`icondiy icon-system-home`). */
  icon: unknown;
  /** The icon style object (colours, background, radius, glyph size). */
  iconStyle?: DiyIconStyle | unknown;
  /** Box size in px. */
  size: number;
  /** Glyph colour when the style names none. */
  fallbackColor?: string;
}

/** NiuShop's `diy-icon`: a box (gradient / image background, radius) with a coloured glyph. */
export function DiyIcon({ icon, iconStyle, size, fallbackColor }: DiyIconProps): ReactElement {
  const look = iconLook(iconStyle, fallbackColor);
  const glyph = Math.max(4, Math.round(size * look.scale));
  return (
    <span
      className="diy-icon"
      style={{ ...look.box, width: size, height: size, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: 'none' }}
    >
      <Glyph name={typeof icon === 'string' ? icon : ''} colors={look.colors} deg={look.deg} size={glyph} />
    </span>
  );
}
