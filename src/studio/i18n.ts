// The studio's texts: its own i18next instance (both languages bundled: the studio is one app, not
// a shop page), in the language of the shop's language store (h5_lang), so the server's messages
// (the client sends `lang`) and the studio's agree.
import { createInstance } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useLanguageStore, type Lang } from '../stores/language.ts';
import enUs from './locales/en-us.json';
import enUsFields from './locales/fields/en-us.json';
import enUsInbox from './locales/inbox/en-us.json';
import zhCn from './locales/zh-cn.json';
import zhCnFields from './locales/fields/zh-cn.json';
import zhCnInbox from './locales/inbox/zh-cn.json';

export const studioI18n = createInstance();
void studioI18n.init({
  lng: useLanguageStore.getState().lang,
  fallbackLng: false,
  supportedLngs: ['zh-cn', 'en-us'],
  lowerCaseLng: true,
  load: 'currentOnly',
  resources: { 'zh-cn': { studio: { ...zhCn, fields: zhCnFields, inbox: zhCnInbox } }, 'en-us': { studio: { ...enUs, fields: enUsFields, inbox: enUsInbox } } },
  defaultNS: 'studio',
  interpolation: { escapeValue: false },
  initAsync: false,
});

useLanguageStore.subscribe((s) => {
  if (studioI18n.language !== s.lang) void studioI18n.changeLanguage(s.lang);
});

export const st = (key: string, vars?: Record<string, unknown>): string => studioI18n.t(key, vars ?? {});

/** Sets the language of the studio (and of the shop in this browser). */
export function setStudioLang(lang: Lang): void {
  useLanguageStore.getState().setLang(lang);
  document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : 'en-US';
}

/** The studio's `t`, re-rendering on a language change. */
export function useStudioTexts(): { t: typeof st; lang: Lang } {
  const lang = useSyncExternalStore(useLanguageStore.subscribe, () => useLanguageStore.getState().lang);
  return { t: st, lang };
}

/** A settings field's label: the studio's field table by property name, else the schema's title or the name spelled out. */
export function fieldLabel(key: string, fallback: string, scope?: string): string {
  if (scope && studioI18n.exists(`fields.${scope}.labels.${key}`)) return st(`fields.${scope}.labels.${key}`);
  return studioI18n.exists(`fields.labels.${key}`) ? st(`fields.labels.${key}`) : fallback;
}

/** A choice's label: the field table's, else the value itself. */
export function optionLabel(key: string, value: string | number, scope?: string): string {
  const own = `fields.${scope}.options.${key}.${String(value)}`;
  if (scope && studioI18n.exists(own)) return st(own);
  const k = `fields.options.${key}.${String(value)}`;
  return studioI18n.exists(k) ? st(k) : String(value);
}
