// The i18next instance of the app, in the language of the language store (h5_lang). Every text
// file is a lazy chunk of one language (namespaces.ts); the first view's namespaces (common,
// shell) start from the texts the server inlined into the page (`__INIT__.i18n`), so a page the
// server prepared renders without waiting. Without them (another language, no server) they load
// before the first render (`firstViewTexts`, src/main.tsx). Other namespaces load on demand.
// Components read texts through `useTexts(ns)` (useTexts.ts), over this instance.
import { createInstance, type Resource, type TOptions } from 'i18next';
import { readInlinedInit } from '../boot/inlined.ts';
import { DEFAULT_LANG, isLang, LANGUAGES, useLanguageStore } from '../stores/language.ts';
import { DEFAULT_NS, FIRST_VIEW_NS, lazyBackend, NAMESPACES } from './namespaces.ts';

export const i18n = createInstance();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The inlined texts (`{lang, resources: {<namespace>: {...}}}`) as i18next resources. */
export function inlinedResources(value: unknown = readInlinedInit()?.i18n): Resource {
  if (!isObject(value) || !isLang(value.lang) || !isObject(value.resources)) return {};
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const [ns, data] of Object.entries(value.resources)) if (NAMESPACES.has(ns) && isObject(data)) bundles[ns] = data;
  return { [value.lang]: bundles } as Resource;
}

void i18n
  .use(lazyBackend)
  .init({
    lng: useLanguageStore.getState().lang,
    // Every key exists in every language (completeness.test.ts): no second language to load.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true, // our codes are zh-cn / en-us, not zh-CN
    load: 'currentOnly',
    ns: [...FIRST_VIEW_NS],
    defaultNS: DEFAULT_NS,
    fallbackNS: DEFAULT_NS,
    resources: inlinedResources(),
    partialBundledLanguages: true, // inlined texts + backend for the rest
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });

// Follow the language store; the page that triggered the change is relaunched by the store.
useLanguageStore.subscribe((state, prev) => {
  if (state.lang !== prev.lang) void i18n.changeLanguage(state.lang);
  if (typeof document !== 'undefined') document.documentElement.lang = state.lang === 'en-us' ? 'en' : 'zh-CN';
});

/** Whether the first view's namespaces are there in `lng` (the current language by default). */
export function hasFirstViewTexts(lng: string = i18n.language || DEFAULT_LANG): boolean {
  return FIRST_VIEW_NS.every((ns) => i18n.hasResourceBundle(lng, ns));
}

/** Resolves once the first view's namespaces are loaded in `lng` (the language store's), the language i18next's. */
export async function firstViewTexts(lng: string = useLanguageStore.getState().lang): Promise<void> {
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  else if (!hasFirstViewTexts(lng)) await i18n.loadNamespaces([...FIRST_VIEW_NS]);
}

/** Loads namespaces in the current language before a page renders. */
export async function loadNamespaces(ns: readonly string[]): Promise<void> {
  const wanted = ns.filter((n) => n && !FIRST_VIEW_NS.includes(n));
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
