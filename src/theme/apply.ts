// Paints a theme in the browser. The table of the eight themes (themes.json, through
// ./variables.ts) is a lazy chunk: a page the server answered already carries its theme's
// variables (`<style id="h5-theme" data-theme="<name>">`, server/http/h5.ts), so the table loads
// only for another theme (a switch, a config from the API, no server).
import type { ThemeName } from './themes.ts';

/** Id of the server's `<style>` with the theme variables; its `data-theme` names the theme. */
export const THEME_STYLE_ID = 'h5-theme';

/** The theme the server painted this document with, if any. */
export function serverTheme(doc: Document = document): string | undefined {
  return doc.getElementById(THEME_STYLE_ID)?.dataset.theme || undefined;
}

let latest = 0;

/**
 * Sets the theme's variables on `el` (the root element by default), loading the table first;
 * the latest call wins when several overlap. Resolves with the name applied (`default` for
 * unknown names), or undefined when a later call took over. Nothing is loaded when the root is
 * asked for the theme the server painted.
 */
export async function paintTheme(name: unknown, el?: HTMLElement): Promise<ThemeName | undefined> {
  const ticket = ++latest;
  if (!el && typeof name === 'string' && name === serverTheme()) {
    const root = document.documentElement;
    // Variables set by an earlier paint (another theme) would hide the server's.
    if (root.dataset.theme === undefined || root.dataset.theme === name) {
      root.dataset.theme = name;
      return name as ThemeName;
    }
  }
  const { applyTheme } = await import('./variables.ts');
  return ticket === latest ? applyTheme(name, el) : undefined;
}
