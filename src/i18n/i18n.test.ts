import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluate } from '../bindings/index.ts';
import { useLanguageStore } from '../stores/language.ts';
import { i18n, initI18n, loadNamespaces, NAMESPACES, t } from './index.ts';
import { loadResource } from './namespaces.ts';

afterEach(async () => {
  useLanguageStore.setState({ lang: 'zh-cn' });
  await i18n.changeLanguage('zh-cn');
});

describe('i18n', () => {
  it('has common ready synchronously in both languages', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(t('tabBar.home')).toBe('首页');
    expect(t('common.networkError')).toBe('网络异常，请稍后重试');
    expect(t('empty.noData')).toBe('暂无相关数据');
    expect(i18n.getFixedT('en-us')('networkLost')).toBe('Network lost');
  });

  it('bundles only common: other namespaces are lazy', () => {
    const lazy = [...NAMESPACES].filter((n) => n !== 'common');
    for (const ns of lazy) expect(i18n.hasResourceBundle('zh-cn', ns)).toBe(false);
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
