// @vitest-environment node
/**
 * `useTexts(ns)` on the server (no window, no document): the render reads the texts loaded
 * before it, in the current language, and neither subscribes nor loads anything.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from './index.ts';
import { useTexts } from './useTexts.ts';

beforeAll(() => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

afterEach(async () => {
  await i18n.changeLanguage('zh-cn');
});

function Probe({ ns, k, vars = {} }: { ns: string; k: string; vars?: Record<string, unknown> }) {
  const { t, lng } = useTexts(ns);
  return <p lang={lng}>{t(k, vars)}</p>;
}

type Emitter = { observers: Record<string, Map<unknown, number> | undefined> };
const listeners = () =>
  ['languageChanged', 'loaded'].map((e) => (i18n as unknown as Emitter).observers[e]?.size ?? 0)
    .concat((i18n.store as unknown as Emitter).observers.added?.size ?? 0);

describe('useTexts on the server', () => {
  it('renders the loaded texts in the current language, interpolation and common fallback included', async () => {
    await loadNamespaces(['cart']);
    const before = listeners();
    expect(renderToString(<Probe ns="cart" k="kinds" vars={{ n: 4 }} />)).toBe('<p lang="zh-cn">共4种商品</p>');
    expect(renderToString(<Probe ns="cart" k="networkLost" />)).toBe('<p lang="zh-cn">网络已断开</p>');
    await i18n.changeLanguage('en-us');
    expect(renderToString(<Probe ns="cart" k="kinds" vars={{ n: 4 }} />)).toBe('<p lang="en-us">Items: 4</p>');
    expect(renderToString(<Probe ns="cart" k="networkLost" />)).toBe('<p lang="en-us">Network lost</p>');
    expect(listeners()).toEqual(before);
  });

  it('loads nothing while rendering: a namespace not loaded shows its keys', () => {
    expect(i18n.hasResourceBundle('zh-cn', 'coupon')).toBe(false);
    expect(renderToString(<Probe ns="coupon" k="yuan" vars={{ n: 5 }} />)).toBe('<p lang="zh-cn">yuan</p>');
    expect(i18n.hasResourceBundle('zh-cn', 'coupon')).toBe(false);
    expect(i18n.options.ns).not.toContain('coupon');
  });
});
