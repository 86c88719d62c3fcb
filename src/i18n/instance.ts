// The i18next instance of the app. Initialised synchronously at import with the bundled `common`
// texts of both languages, so the first render never waits; other namespaces load on demand.
// The language follows the language store (h5_lang).
import { createInstance, type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGUAGES, useLanguageStore } from '../stores/language.ts';
import commonEn from './locales/en-us/common.json';
import commonZh from './locales/zh-cn/common.json';
import { DEFAULT_NS, lazyBackend, NAMESPACES } from './namespaces.ts';

export const i18n = createInstance();

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: useLanguageStore.getState().lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true, // our codes are zh-cn / en-us, not zh-CN
    load: 'currentOnly',
    ns: [DEFAULT_NS],
    defaultNS: DEFAULT_NS,
    fallbackNS: DEFAULT_NS,
    resources: { 'zh-cn': { common: commonZh }, 'en-us': { common: commonEn } },
    partialBundledLanguages: true, // bundled common + backend for the rest
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: true },
  });

// Follow the language store; the page that triggered the change is relaunched by the store.
useLanguageStore.subscribe((state, prev) => {
  if (state.lang !== prev.lang) void i18n.changeLanguage(state.lang);
  if (typeof document !== 'undefined') document.documentElement.lang = state.lang === 'en-us' ? 'en' : 'zh-CN';
});

/** Loads namespaces (both the current and the fallback language) before a page renders. */
export async function loadNamespaces(ns: readonly string[]): Promise<void> {
  const wanted = ns.filter((n) => n && n !== DEFAULT_NS);
  if (wanted.length > 0) await i18n.loadNamespaces(wanted);
}

/**
 * Translates `key`. A first segment naming a namespace selects it (`goods.detail` → namespace
 * goods, key detail; `common.copied`); otherwise the key is looked up in `common`
 * (`tabBar.home`). A missing text shows the key itself, as NiuShop does.
 */
export function t(key: string, vars?: Record<string, unknown>): string {
  const dot = key.indexOf('.');
  const head = dot > 0 ? key.slice(0, dot) : '';
  const options: TOptions = { defaultValue: key, ...vars };
  if (head && NAMESPACES.has(head)) return String(i18n.t(key.slice(dot + 1), { ...options, ns: head }));
  return String(i18n.t(key, options));
}
