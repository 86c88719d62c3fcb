// Public surface of the theme module.
export { THEME_NAMES, THEMES, getTheme, isThemeName } from './themes.ts';
export type { Theme, ThemeName, ThemeGroupName } from './themes.ts';
export { applyTheme, themeVariables, themeStyleText, TAB_BAR_HEIGHT } from './variables.ts';
export { blend, lightSteps, parseHex } from './colour.ts';
export { paintTheme, serverTheme, THEME_STYLE_ID } from './apply.ts';
