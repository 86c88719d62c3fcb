import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluate } from '../bindings/index.ts';
import { useLanguageStore } from '../stores/language.ts';
import { FIRST_VIEW_NS, firstViewTexts, hasFirstViewTexts, i18n, initI18n, inlinedResources, loadNamespaces, NAMESPACES, t } from './index.ts';
import { loadResource } from './namespaces.ts';

afterEach(async () => {
  useLanguageStore.setState({ lang: 'zh-cn' });
  await i18n.changeLanguage('zh-cn');
});

describe('i18n', () => {
  // The web tests start with the first view's texts of both languages (setup-tests.ts), as a page
  // gets them inlined by the server.
  it('has the first view\'s texts (common, shell) once set up', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(hasFirstViewTexts('zh-cn')).toBe(true);
    expect(t('shell.backHome')).not.toBe('shell.backHome');
    expect(t('tabBar.home')).toBe('首页');
    expect(t('common.networkError')).toBe('网络异常，请稍后重试');
    expect(t('empty.noData')).toBe('暂无相关数据');
    expect(i18n.getFixedT('en-us')('networkLost')).toBe('Network lost');
  });

  it('bundles no texts: every namespace is a lazy file, the first view\'s too', () => {
    expect(NAMESPACES.has('common')).toBe(true);
    expect(NAMESPACES.has('shell')).toBe(true);
    const lazy = [...NAMESPACES].filter((n) => !FIRST_VIEW_NS.includes(n) && n !== 'routes');
    for (const ns of lazy) expect(i18n.hasResourceBundle('zh-cn', ns)).toBe(false);
  });

  it('reads the texts the server inlined as resources of their language', () => {
    const common = { tabBar: { home: 'H' } };
    expect(inlinedResources({ lang: 'en-us', resources: { common, shell: { back: 'B' }, nope: { x: 1 }, goods: 'bad' } })).toEqual({
      'en-us': { common, shell: { back: 'B' } },
    });
    for (const bad of [undefined, null, {}, { lang: 'fr', resources: { common } }, { lang: 'en-us' }]) expect(inlinedResources(bad)).toEqual({});
  });

  it('loads a namespace in the current language only (every key exists in both)', async () => {
    useLanguageStore.getState().setLang('en-us');
    await firstViewTexts('en-us');
    expect(i18n.language).toBe('en-us');
    await loadNamespaces(['search']);
    expect(i18n.hasResourceBundle('en-us', 'search')).toBe(true);
    expect(i18n.hasResourceBundle('zh-cn', 'search')).toBe(false);
  });

  it('loads a namespace on demand and reads it with ns.key', async () => {
    const ns = [...NAMESPACES].find((n) => n !== 'common');
    if (!ns) return; // no lazy namespace yet
    const data = await loadResource('zh-cn', ns);
    const [firstKey] = Object.keys(data);
    await loadNamespaces([ns]);
    expect(i18n.hasResourceBundle('zh-cn', ns)).toBe(true);
    if (firstKey && typeof data[firstKey] === 'string') expect(t(`${ns}.${firstKey}`)).toBe(data[firstKey]);
  });

  it('returns the key for missing texts and interpolates variables', () => {
    expect(t('nothing.here')).toBe('nothing.here');
    expect(t('common.domainNotAllowed', { domain: 'https://a.b' })).toBe('https://a.b不在request 合法域名列表中');
  });

  it('follows the language store', async () => {
    useLanguageStore.getState().setLang('en-us');
    await vi.waitFor(() => expect(i18n.language).toBe('en-us')); // after its namespaces loaded
    expect(t('copied')).toBe('Copied');
  });

  it('registers t for page expressions', () => {
    initI18n();
    expect(evaluate("${t('tabBar.cart')}", {})).toBe('购物车');
    expect(evaluate("${t('common.currencySymbol')}${'9.90'}", {})).toBe('¥9.90');
  });

  it('unknown files load as empty', async () => {
    expect(await loadResource('zh-cn', 'no-such-namespace')).toEqual({});
  });
});
