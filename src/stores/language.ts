// The interface language: zh-cn (default) or en-us, persisted as h5_lang. i18next follows this
// store (src/i18n/index.ts subscribes), so changing it here switches every text.
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { getNavigator, MEMBER_PATH } from '../data/navigation.ts';
import { persistFields } from './persist.ts';

export const LANGUAGES = ['zh-cn', 'en-us'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export interface LanguageState {
  lang: Lang;
}

export interface LanguageActions {
  /** Sets the language without navigating (start-up, tests). Unknown values become zh-cn. */
  setLang(lang: string): void;
  /** Stores the language, switches the texts and relaunches the member page (as NiuShop does). */
  changeLanguage(lang: string): void;
}

export const useLanguageStore = create<LanguageState & LanguageActions>()(hydrateCurrent((set) => ({
  lang: DEFAULT_LANG,

  setLang(lang) {
    set({ lang: isLang(lang) ? lang : DEFAULT_LANG });
  },
  changeLanguage(lang) {
    set({ lang: isLang(lang) ? lang : DEFAULT_LANG });
    getNavigator().relaunch(MEMBER_PATH);
  },
})));

export const hydrateLanguageStore = persistFields(useLanguageStore, { lang: 'lang' });
hydrateLanguageStore();
if (!isLang(useLanguageStore.getState().lang)) useLanguageStore.setState({ lang: DEFAULT_LANG });
