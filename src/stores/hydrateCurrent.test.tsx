import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { hydrateCurrent } from './hydrateCurrent.ts';
import { useSiteStore } from './site.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Shop {
  name: string;
  rename(name: string): void;
}

/**
 * A store filled after it was created (as boot() fills the app's from the inlined config), the
 * server's markup rendered from that state, then hydrated: how many renders, and any mismatch.
 */
async function hydrateWith(useShop: () => string): Promise<{ renders: string[]; errors: unknown[]; html: string }> {
  const renders: string[] = [];
  function Title(): ReactElement {
    const name = useShop();
    renders.push(name);
    return <h1>{name}</h1>;
  }
  const html = renderToString(<Title />);
  renders.length = 0;
  const el = document.createElement('div');
  el.innerHTML = html;
  document.body.append(el);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(el, <Title />, { onRecoverableError: (e) => errors.push(e) });
  });
  el.remove();
  return { renders, errors, html: el.innerHTML };
}

describe('hydrateCurrent', () => {
  it('hydrates with the state the store holds now: one render, no mismatch', async () => {
    const useShop = create<Shop>()(hydrateCurrent((set) => ({ name: 'default', rename: (name) => set({ name }) })));
    useShop.getState().rename('Niu Shop');
    const { renders, errors, html } = await hydrateWith(() => useShop((s) => s.name));
    expect(errors).toEqual([]);
    expect(renders).toEqual(['Niu Shop']);
    expect(html).toBe('<h1>Niu Shop</h1>');
  });

  it('(without it, zustand hydrates with the state the store was created with, then renders again)', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const useShop = create<Shop>()((set) => ({ name: 'default', rename: (name) => set({ name }) }));
    useShop.getState().rename('Niu Shop');
    const { renders } = await hydrateWith(() => useShop((s) => s.name));
    expect(renders[0]).toBe('default');
    expect(renders.length).toBeGreaterThan(1);
    warn.mockRestore();
  });

  it('is on the app stores', () => {
    const before = useSiteStore.getState().siteInfo;
    useSiteStore.setState({ siteInfo: { site_name: 'Hydrated' } as never });
    expect(useSiteStore.getInitialState().siteInfo).toEqual({ site_name: 'Hydrated' });
    useSiteStore.setState({ siteInfo: before });
  });
});
