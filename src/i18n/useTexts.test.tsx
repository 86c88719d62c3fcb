/**
 * `useTexts(ns)`: a namespace's texts in a component (i18next's fixed `t`), re-rendered when the
 * language changes or the namespace arrives after the first render. The server's render is in
 * useTexts.ssr.test.tsx.
 */
import { act, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces } from './index.ts';
import { useTexts } from './useTexts.ts';
import { lazyBackend } from './namespaces.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('zh-cn'));
});

// The `t` of every commit of a Probe, in order.
const ts: TFunction[] = [];

function Probe({ ns, k, vars = {} }: { ns: string; k: string; vars?: Record<string, unknown> }) {
  const { t, lng } = useTexts(ns);
  useEffect(() => {
    ts.push(t);
  });
  return (
    <p data-testid="probe" data-lng={lng}>
      {t(k, vars)}
    </p>
  );
}

const text = () => screen.getByTestId('probe').textContent;
const reset = () => {
  ts.length = 0;
};

describe('useTexts', () => {
  it('renders the namespace’s texts, with interpolation and the common fallback', async () => {
    await loadNamespaces(['cart']);
    const { rerender } = render(<Probe ns="cart" k="title" />);
    expect(text()).toBe('购物车');
    expect(screen.getByTestId('probe').dataset.lng).toBe('zh-cn');
    rerender(<Probe ns="cart" k="kinds" vars={{ n: 3 }} />);
    expect(text()).toBe('共3种商品');
    rerender(<Probe ns="cart" k="networkLost" />); // not in cart: common's
    expect(text()).toBe('网络已断开');
    rerender(<Probe ns="cart" k="nowhere" />);
    expect(text()).toBe('nowhere');
  });

  it('keeps `t` between renders and loads nothing when the namespace is there', async () => {
    await loadNamespaces(['cart']);
    const load = vi.spyOn(i18n, 'loadNamespaces');
    reset();
    const { rerender } = render(<Probe ns="cart" k="title" />);
    rerender(<Probe ns="cart" k="kinds" vars={{ n: 1 }} />);
    rerender(<Probe ns="cart" k="kinds" vars={{ n: 2 }} />);
    expect(ts).toHaveLength(3);
    expect(new Set(ts).size).toBe(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('re-renders in the new language, plurals included, with a new `t`', async () => {
    await loadNamespaces(['cart', 'member']);
    reset();
    render(<Probe ns="cart" k="kinds" vars={{ n: 2 }} />);
    expect(text()).toBe('共2种商品');
    await act(() => i18n.changeLanguage('en-us'));
    expect(text()).toBe('Items: 2');
    expect(screen.getByTestId('probe').dataset.lng).toBe('en-us');
    expect(ts).toHaveLength(2);
    expect(ts[1]).not.toBe(ts[0]);

    const { rerender } = render(<Probe ns="member" k="signin.streak" vars={{ count: 1 }} />);
    expect(screen.getAllByTestId('probe')[1]?.textContent).toBe('1 consecutive day');
    rerender(<Probe ns="member" k="signin.streak" vars={{ count: 5 }} />);
    expect(screen.getAllByTestId('probe')[1]?.textContent).toBe('5 consecutive days');
  });

  it('loads a namespace nobody loaded after the first render, and re-renders when it arrives', async () => {
    expect(i18n.hasResourceBundle('zh-cn', 'coupon')).toBe(false);
    reset();
    render(<Probe ns="coupon" k="yuan" vars={{ n: 5 }} />);
    expect(ts).toHaveLength(1);
    expect(await screen.findByText('5元')).toBeTruthy();
    expect(i18n.hasResourceBundle('zh-cn', 'coupon')).toBe(true);
    expect(ts).toHaveLength(2);
    expect(ts[1]).not.toBe(ts[0]);
  });

  it('re-renders when a load someone else started finishes, reading the file once', async () => {
    const read = vi.spyOn(lazyBackend, 'read');
    expect(i18n.hasResourceBundle('zh-cn', 'evaluate')).toBe(false);
    const pending = i18n.loadNamespaces('evaluate'); // the page loader, say
    reset();
    render(<Probe ns="evaluate" k="anonymous" />);
    expect(text()).toBe('anonymous');
    await act(() => pending);
    expect(text()).not.toBe('anonymous');
    expect(text()).toBe(i18n.t('anonymous', { ns: 'evaluate' }));
    expect(ts).toHaveLength(2);
    expect(read.mock.calls.filter(([lng, ns]) => lng === 'zh-cn' && ns === 'evaluate')).toHaveLength(1);
  });

  it('re-renders when a bundle is added by hand, and stops listening once unmounted', async () => {
    // i18next's emitters keep their listeners in `observers` (event → Map of listener → count).
    type Emitter = { observers: Record<string, Map<unknown, number> | undefined> };
    const listeners = () =>
      ['languageChanged', 'loaded'].map((e) => (i18n as unknown as Emitter).observers[e]?.size ?? 0)
        .concat((i18n.store as unknown as Emitter).observers.added?.size ?? 0);
    const before = listeners();
    const { unmount } = render(<Probe ns="probe-ns" k="hello" />);
    expect(listeners()).toEqual(before.map((n) => n + 1));
    act(() => i18n.addResourceBundle('zh-cn', 'probe-ns', { hello: '你好' }, true, true));
    expect(text()).toBe('你好');
    unmount();
    expect(listeners()).toEqual(before);
    await act(() => i18n.loadNamespaces('probe-ns')); // the effect's load (no such file: {}) settles
  });
});
