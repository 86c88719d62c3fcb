// The eight colour themes of the shop, by `style_theme.name` from /api/config/init.
// Data: NiuShop's front-end table (common/js/style_color.js) copied into themes.json, with two
// source slips fixed: default goods_price `rgb(252,82,39,1)` → `rgba(…)`, blue promotion_color trimmed.
import table from './themes.json';

export const THEME_NAMES = ['default', 'green', 'blue', 'pink', 'gold', 'purple', 'yellow', 'black'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** One theme: top-level colours plus named groups (goods_detail, pintuan, …) of colours. */
export type Theme = typeof table.default;
export type ThemeGroupName = {
  [K in keyof Theme]: Theme[K] extends string ? never : K;
}[keyof Theme];

export const THEMES: Readonly<Record<ThemeName, Theme>> = table;

export function isThemeName(name: unknown): name is ThemeName {
  return typeof name === 'string' && (THEME_NAMES as readonly string[]).includes(name);
}

/** The theme of that name; unknown or missing names get `default`, as a shop must always have colours. */
export function getTheme(name: unknown): Theme {
  return THEMES[isThemeName(name) ? name : 'default'];
}
