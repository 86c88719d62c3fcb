/**
 * Merchant diy (NiuShop "装修") support for widgets: style helpers for the common component
 * fields, link resolution, the icon set, and the block wrapper. The document adapter
 * (./adapter.ts) is pure TS and is imported on its own (by the server and lazily by the app).
 */
export {
  num,
  clampNum,
  MAX_SIZE,
  safeColor,
  colorList,
  gradient,
  gradientOf,
  imageUrl,
  cssUrl,
  marginOf,
  outerStyle,
  radiusStyle,
  boxStyle,
  elementStyle,
  textColor,
  ornamentStyle,
  fontWeight,
  iconLook,
  type IconLook,
} from './style.ts';
export { DiyBlock, type DiyBlockProps } from './DiyBlock.tsx';
export { resolveLink, linkHref, goDiyLink, useDiyNavigate, type DiyLinkTarget } from './link.ts';
export { DiyLink, type DiyLinkProps } from './DiyLink.tsx';
export { DiyImage, ratioOf, type DiyImageProps } from './DiyImage.tsx';
export { HotAreas } from './HotAreas.tsx';
export { DiyIcon, Glyph, glyphName, hasGlyph, type DiyIconProps, type GlyphProps } from './icons.tsx';
export type { DiyCommonProps, DiyComponent, DiyDocument, DiyGlobal, DiyIconStyle, DiyLink as DiyLinkObject, DiyMargin, DiyNumber, DiyAngle } from './types.ts';
