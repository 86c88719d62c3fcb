import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNavigator, setNavigator } from '../data/navigation.ts';
import { i18n } from '../i18n/instance.ts';
import { DEFAULT_LANG, hydrateLanguageStore, useLanguageStore } from './language.ts';

const relaunch = vi.fn();
beforeEach(() => {
  useLanguageStore.setState({ lang: 'zh-cn' });
  setNavigator({ relaunch });
});
afterEach(() => {
  relaunch.mockReset();
  resetNavigator();
  useLanguageStore.setState({ lang: 'zh-cn' });
});

describe('language store', () => {
  it('defaults to zh-cn', () => expect(DEFAULT_LANG).toBe('zh-cn'));

  it('changeLanguage stores h5_lang, switches i18next and relaunches the member page', async () => {
    useLanguageStore.getState().changeLanguage('en-us');
    expect(useLanguageStore.getState().lang).toBe('en-us');
    expect(JSON.parse(localStorage.getItem('h5_lang')!)).toBe('en-us');
    expect(relaunch).toHaveBeenCalledWith('/pages/member/index');
    await vi.waitFor(() => expect(i18n.language).toBe('en-us'));
    expect(i18n.t('tabBar.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });

  it('unknown languages fall back to zh-cn; a stored choice is restored', () => {
    useLanguageStore.getState().setLang('fr');
    expect(useLanguageStore.getState().lang).toBe('zh-cn');
    localStorage.setItem('h5_lang', '"en-us"');
    hydrateLanguageStore();
    expect(useLanguageStore.getState().lang).toBe('en-us');
  });
});
