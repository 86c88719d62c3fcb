/**
 * NiuShop's common component fields → inline styles, for every diy-* widget.
 *
 * Units: every size in a diy document is "px at a 375 px wide screen" (NiuShop doubles it into
 * rpx, 1/750 of the screen). We render them as PLAIN CSS px: identical to NiuShop on a 375 px
 * phone, a little tighter on wider phones, and sane inside the 960 px desktop column (scaled
 * units would blow a 12 px margin up to 31 px there). Images keep their proportions through
 * aspect-ratio, so they scale with the width anyway.
 *
 * Layering (as NiuShop's `pageStyle` + each component's wrapper):
 *   outer strip  (outerStyle):   pageBgColor behind, margin → padding top/bottom/left+right
 *     box        (boxStyle):     componentBgColor, corner radii when componentAngle is 'round'
 *       elements (elementStyle): elementBgColor, element radii when elementAngle is 'round'
 * `<DiyBlock props={props}>` renders the first two.
 *
 * Every value is checked: colours must look like colours (no `;`, `url(`, …), numbers are parsed
 * from numbers or numeric strings ("12", "12px") and clamped. Pure functions, no DOM: safe on the
 * server.
 */
import type { CSSProperties } from 'react';
import { clampNum, colorList, cssUrl, gradient, MAX_SIZE, safeColor } from './values.ts';
import type { DiyCommonProps, DiyIconStyle, DiyMargin } from './types.ts';

export type { DiyCommonProps, DiyIconStyle, DiyMargin } from './types.ts';
export { num, clampNum, MAX_SIZE, safeColor, colorList, gradient, gradientOf, imageUrl, cssUrl } from './values.ts';

// --- the common fields ---------------------------------------------------------------------------

/** The margin object (`{top, bottom, both}`; PHP's `[]` and junk read as zeros), px @375. */
export function marginOf(props: Pick<DiyCommonProps, 'margin'> | null | undefined): Required<{ top: number; bottom: number; both: number }> {
  const m = props?.margin;
  const o = m && typeof m === 'object' && !Array.isArray(m) ? (m as DiyMargin) : {};
  return {
    top: clampNum(o.top, 0, MAX_SIZE),
    bottom: clampNum(o.bottom, 0, MAX_SIZE),
    both: clampNum(o.both, 0, MAX_SIZE),
  };
}

/**
 * The full-width strip behind a component: `pageBgColor` and the margins as padding (top, bottom,
 * both = left and right), as NiuShop's `pageStyle`.
 */
export function outerStyle(props: DiyCommonProps | null | undefined): CSSProperties {
  const m = marginOf(props);
  const style: CSSProperties = {};
  const bg = safeColor(props?.pageBgColor);
  if (bg) style.backgroundColor = bg;
  if (m.top) style.paddingTop = m.top;
  if (m.bottom) style.paddingBottom = m.bottom;
  if (m.both) {
    style.paddingLeft = m.both;
    style.paddingRight = m.both;
  }
  return style;
}

/** Corner radii: top-left/right = `top`, bottom-left/right = `bottom` (px); nothing for zeros. */
export function radiusStyle(top: unknown, bottom: unknown): CSSProperties {
  const t = clampNum(top, 0, MAX_SIZE);
  const b = clampNum(bottom, 0, MAX_SIZE);
  const style: CSSProperties = {};
  if (t) {
    style.borderTopLeftRadius = t;
    style.borderTopRightRadius = t;
  }
  if (b) {
    style.borderBottomLeftRadius = b;
    style.borderBottomRightRadius = b;
  }
  if (t || b) style.overflow = 'hidden';
  return style;
}

/** The component box: `componentBgColor` and, unless `componentAngle` is 'right', its radii. */
export function boxStyle(props: DiyCommonProps | null | undefined): CSSProperties {
  const style: CSSProperties = {};
  const bg = safeColor(props?.componentBgColor);
  if (bg) style.backgroundColor = bg;
  if (props?.componentAngle !== 'right') Object.assign(style, radiusStyle(props?.topAroundRadius, props?.bottomAroundRadius));
  return style;
}

/** Inner elements (cards, the search input…): `elementBgColor` and, unless `elementAngle` is 'right', the element radii. */
export function elementStyle(props: DiyCommonProps | null | undefined): CSSProperties {
  const style: CSSProperties = {};
  const bg = safeColor(props?.elementBgColor);
  if (bg) style.backgroundColor = bg;
  if (props?.elementAngle !== 'right') Object.assign(style, radiusStyle(props?.topElementAroundRadius, props?.bottomElementAroundRadius));
  return style;
}

/** Card decoration from NiuShop's `ornament` ({type: 'default' | 'shadow' | 'stroke', color}). */
export function ornamentStyle(ornament: unknown): CSSProperties {
  if (!ornament || typeof ornament !== 'object' || Array.isArray(ornament)) return {};
  const o = ornament as { type?: unknown; color?: unknown };
  const color = safeColor(o.color) ?? '#EDEDED';
  if (o.type === 'shadow') return { boxShadow: `0 0 5px ${color}` };
  if (o.type === 'stroke') return { border: `1px solid ${color}` };
  return {};
}

/** The component's `textColor` when it is a colour, else `fallback`. */
export function textColor(props: Pick<DiyCommonProps, 'textColor'> | null | undefined, fallback?: string): string | undefined {
  return safeColor(props?.textColor) ?? fallback;
}

/** `'bold'`/`true`/`'600'`… → a CSS font weight; anything else → undefined (normal). */
export function fontWeight(value: unknown): CSSProperties['fontWeight'] | undefined {
  if (value === true || value === 'bold' || value === 'bolder') return 'bold';
  if (typeof value === 'number' && value >= 100 && value <= 900) return value;
  if (typeof value === 'string' && /^[1-9]00$/.test(value)) return Number(value);
  return undefined;
}

// --- icons ---------------------------------------------------------------------------------------

export interface IconLook {
  /** Background of the icon box (gradient, colour and/or image) and its radius. */
  box: CSSProperties;
  /** Glyph size as a fraction of the box (NiuShop's `fontSize` percent; default 0.6). */
  scale: number;
  /** Glyph colours (one, or several for a gradient). */
  colors: string[];
  /** Gradient angle of the glyph colours, CSS degrees. */
  deg: number;
}

/** The icon style object (`style` of nav items, icons…) → how to draw the icon box and glyph. */
export function iconLook(style: DiyIconStyle | unknown, fallbackColor = '#000000'): IconLook {
  const s = style && typeof style === 'object' && !Array.isArray(style) ? (style as DiyIconStyle) : {};
  const box: CSSProperties = {};
  const bg = gradient(s.iconBgColor, s.iconBgColorDeg);
  const bgImg = cssUrl(s.iconBgImg);
  if (bg && bg.startsWith('linear-gradient')) box.backgroundImage = bgImg ? `${bgImg}, ${bg}` : bg;
  else {
    if (bg) box.backgroundColor = bg;
    if (bgImg) box.backgroundImage = bgImg;
  }
  if (bgImg) {
    box.backgroundSize = '100% 100%';
    box.backgroundRepeat = 'no-repeat';
  }
  const radius = clampNum(s.bgRadius, 0, 50);
  if (radius) box.borderRadius = `${radius}%`;
  const colors = colorList(s.iconColor);
  return {
    box,
    scale: clampNum(s.fontSize, 10, 100, 60) / 100,
    colors: colors.length ? colors : [fallbackColor],
    deg: clampNum(s.iconColorDeg, -360, 360),
  };
}
