// Turns a theme into the CSS custom properties NiuShop pages rely on, and sets them on the page.
import { lightSteps } from './colour.ts';
import { getTheme, isThemeName, type ThemeName } from './themes.ts';

/** Default height of the diy tab bar (spec: 56px). */
export const TAB_BAR_HEIGHT = '56px';

const cssName = (key: string): string => '--' + key.replace(/_/g, '-');

/**
 * All variables of a theme: `--base-color` (main_color), `--base-help-color` (aux_color), every
 * colour key with `_`→`-` (group members flattened: goods_detail.goods_price → `--goods-price`),
 * `--base-color-light-9` … `-5`, and `--tab-bar-height`.
 */
export function themeVariables(name: unknown, tabBarHeight = TAB_BAR_HEIGHT): Record<string, string> {
  const theme = getTheme(name);
  const vars: Record<string, string> = {
    '--base-color': theme.main_color,
    '--base-help-color': theme.aux_color,
    '--tab-bar-height': tabBarHeight,
  };
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value === 'string') vars[cssName(key)] = value;
    else for (const [k, v] of Object.entries(value as Record<string, string>)) vars[cssName(k)] = v;
  }
  return { ...vars, ...lightSteps(theme.main_color) };
}

/** The variables as one declaration list, e.g. for a server-inlined `<style>:root{…}</style>`. */
export function themeStyleText(name: unknown, tabBarHeight = TAB_BAR_HEIGHT): string {
  return Object.entries(themeVariables(name, tabBarHeight))
    .map(([k, v]) => `${k}:${v};`)
    .join('');
}

/** What applyTheme writes to (an HTMLElement), named without the DOM's types: the server imports this file. */
interface StyleTarget {
  style: { setProperty(name: string, value: string): void };
  dataset: Record<string, string | undefined>;
}

/**
 * Sets the theme's variables on `el` (the root element by default) and returns the name applied
 * (`default` for unknown names). Browser only: call from boot or an effect, never during render.
 */
export function applyTheme(name: unknown, el?: StyleTarget, tabBarHeight = TAB_BAR_HEIGHT): ThemeName {
  const target = el ?? (globalThis as unknown as { document: { documentElement: StyleTarget } }).document.documentElement;
  for (const [k, v] of Object.entries(themeVariables(name, tabBarHeight))) target.style.setProperty(k, v);
  const applied = isThemeName(name) ? name : 'default';
  target.dataset.theme = applied;
  return applied;
}
