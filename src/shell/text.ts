/**
 * The shell's UI strings (namespace `shell`, src/i18n/locales/<lang>/shell.json). They are among
 * the first view's texts (src/i18n/instance.ts: inlined by the server or loaded before the first
 * render), so the chrome never flashes raw keys; `t('shell.copied')` reads them too (bindings,
 * actions).
 */
import { useSyncExternalStore } from 'react';
import { i18n } from '../i18n/instance.ts';
import type en from '../i18n/locales/en-us/shell.json';

export type ShellKey = keyof typeof en;

/** `zh-cn` or `en-us` (the default, zh-cn, for anything else). */
export function currentLanguage(): 'zh-cn' | 'en-us' {
  const lng = String(i18n?.language ?? '').toLowerCase();
  return lng.startsWith('en') ? 'en-us' : 'zh-cn';
}

/** Translate a shell key in `lang` (the current language by default); the key itself when missing. */
export function shellText(key: ShellKey, lang: string = currentLanguage()): string {
  const text: unknown = i18n.getResource(lang, 'shell', key) ?? i18n.getResource('zh-cn', 'shell', key);
  return typeof text === 'string' ? text : key;
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
