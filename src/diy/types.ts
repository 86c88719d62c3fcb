/**
 * Shapes of NiuShop's diy ("装修") documents as they arrive from a merchant: every field is
 * optional and may have the wrong type (PHP turns `{}` into `[]`, numbers arrive as strings like
 * "60" or "249.63px"). Read them through the helpers in ./style.ts and ./link.ts, never directly.
 *
 * Sizes are "px at 375 px width" (NiuShop doubles them into rpx); see ./style.ts for how we render
 * them.
 */

/** A number as NiuShop stores it: 12, "12", "12px". */
export type DiyNumber = number | string;

/** Outer spacing of a component; `both` = left and right. PHP may save an empty one as `[]`. */
export interface DiyMargin {
  top?: DiyNumber;
  bottom?: DiyNumber;
  both?: DiyNumber;
}

/** `round` = rounded corners (the radii apply), `right` = square corners (right angle). */
export type DiyAngle = 'round' | 'right';

/**
 * Fields every diy component carries (a copy of `global.template` made when it was added), plus
 * the identity fields the editor adds. Widgets receive them in their props.
 */
export interface DiyCommonProps {
  /** Background of the full-width strip behind the component (around the margins). */
  pageBgColor?: string;
  textColor?: string;
  /** Background of the component's box. */
  componentBgColor?: string;
  componentAngle?: DiyAngle | string;
  /** Box corner radii, px @375. */
  topAroundRadius?: DiyNumber;
  bottomAroundRadius?: DiyNumber;
  /** Background of inner elements (goods cards, the search input, …). */
  elementBgColor?: string;
  elementAngle?: DiyAngle | string;
  topElementAroundRadius?: DiyNumber;
  bottomElementAroundRadius?: DiyNumber;
  margin?: DiyMargin | unknown[];
  /** Addon key of the component ('' for core components). */
  addonName?: string;
}

/**
 * NiuShop's link object (every "jump" in diy data). Empty = `{name: ""}` or `[]`.
 * See ./link.ts for how it resolves.
 */
export interface DiyLink {
  name?: string;
  title?: string;
  /** App route with query (`/pages/goods/detail?goods_id=1`) or a full http(s) URL. */
  wap_url?: string;
  parent?: string;
  /** `MOBILE` links: the phone number. */
  mobile?: string;
  /** `OTHER_APPLET` links (mini-programs; inert on the web). */
  appid?: string;
  page?: string;
  [extra: string]: unknown;
}

/**
 * The icon style object (`diy-icon`): an icon-font glyph coloured by `iconColor` (one colour or a
 * gradient at `iconColorDeg`) over an optional background (`iconBgColor` gradient at
 * `iconBgColorDeg`, or the image `iconBgImg`) with corner radius `bgRadius` (percent of the size).
 * `fontSize` is the glyph size in percent of the box.
 */
export interface DiyIconStyle {
  fontSize?: DiyNumber;
  iconBgColor?: string[] | string;
  iconBgColorDeg?: DiyNumber;
  iconBgImg?: string;
  bgRadius?: DiyNumber;
  iconColor?: string[] | string;
  iconColorDeg?: DiyNumber;
}

/** `{global, value: [components]}`: what NiuShop stores in `site_diy_view.value`. */
export interface DiyDocument {
  global?: DiyGlobal;
  value?: DiyComponent[];
}

/** One component of a diy document. */
export interface DiyComponent extends DiyCommonProps {
  id?: string;
  componentName?: string;
  componentTitle?: string;
  isDelete?: number;
  [field: string]: unknown;
}

/** Page settings of a diy document (`global`). */
export interface DiyGlobal {
  name?: string;
  title?: string;
  pageBgColor?: string;
  topNavColor?: string;
  topNavBg?: boolean;
  navBarSwitch?: boolean;
  navStyle?: DiyNumber;
  textNavColor?: string;
  topNavImg?: string;
  moreLink?: DiyLink | unknown[];
  openBottomNav?: boolean;
  textImgPosLink?: 'left' | 'center' | string;
  mpCollect?: boolean;
  popWindow?: {
    imageUrl?: string;
    count?: DiyNumber;
    show?: DiyNumber;
    link?: DiyLink | unknown[];
    imgWidth?: DiyNumber;
    imgHeight?: DiyNumber;
  };
  bgUrl?: string;
  imgWidth?: DiyNumber;
  imgHeight?: DiyNumber;
  template?: DiyCommonProps;
  wechatShareTitle?: string;
  wechatShareDesc?: string;
  wechatShareImage?: string;
  weappShareTitle?: string;
  weappShareImage?: string;
  [field: string]: unknown;
}
