/**
 * The shell's UI strings (namespace `shell`). Both languages are bundled (they are tiny and the
 * chrome must never flash raw keys); they are also added to i18next so `t('shell.copied')` works
 * everywhere (bindings, actions).
 */
import { useSyncExternalStore } from 'react';
import { i18n } from '../i18n/index.ts';
import en from '../i18n/locales/en-us/shell.json';
import zh from '../i18n/locales/zh-cn/shell.json';

export type ShellKey = keyof typeof en;

const bundles: Record<string, Record<string, string>> = { 'zh-cn': zh, 'en-us': en };

let registered = false;
function ensureRegistered(): void {
  if (registered) return;
  try {
    if (typeof i18n?.addResourceBundle === 'function') {
      i18n.addResourceBundle('zh-cn', 'shell', zh, true, false);
      i18n.addResourceBundle('en-us', 'shell', en, true, false);
      registered = true;
    }
  } catch {
    // i18n not initialised yet; the bundled strings still serve the shell
  }
}

/** `zh-cn` or `en-us` (the default, zh-cn, for anything else). */
export function currentLanguage(): 'zh-cn' | 'en-us' {
  const lng = String(i18n?.language ?? '').toLowerCase();
  return lng.startsWith('en') ? 'en-us' : 'zh-cn';
}

/** Translate a shell key in the current language. */
export function shellText(key: ShellKey, lang: string = currentLanguage()): string {
  ensureRegistered();
  return bundles[lang]?.[key] ?? zh[key] ?? key;
}

function subscribe(cb: () => void): () => void {
  if (typeof i18n?.on !== 'function') return () => {};
  i18n.on('languageChanged', cb);
  return () => i18n.off('languageChanged', cb);
}

/** The current language, re-rendering on change (SSR: the server's language). */
export function useLanguage(): 'zh-cn' | 'en-us' {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `t` for shell strings, bound to the current language. */
export function useShellText(): (key: ShellKey) => string {
  const lang = useLanguage();
  return (key: ShellKey) => shellText(key, lang);
}
