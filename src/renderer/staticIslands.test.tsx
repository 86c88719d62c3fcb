/**
 * Static islands: a widget whose server markup says it needs no code (`data-static`) is kept as
 * the server wrote it, its chunk never loaded, through hydration and later renders of the page;
 * its links go through the app's navigator.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureActions, resetActionEnv } from '../actions/env.ts';
import { DiyBlock } from '../diy/DiyBlock.tsx';
import { createPageRuntime, type PageRuntime } from './loader.ts';
import { PageRenderer } from './PageRenderer.tsx';
import { registerWidget, unregisterWidget } from './registry.ts';
import { adoptStaticIslands, elementProps, staticIsland } from './staticIslands.ts';
import type { PageSchema, WidgetProps } from './types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const clicked = vi.fn();

/** A banner: static unless told otherwise; reads the cart so a cart change re-renders it. */
function Banner({ node, props }: WidgetProps<{ label?: string; live?: boolean }>): ReactElement {
  return (
    <DiyBlock props={{ margin: { top: 4 }, componentBgColor: '#fafafa' }} nodeId={node.id} className="si-banner" isStatic={!props.live}>
      <a href="/h5/pages/goods/list?category_id=3">{props.label}</a>
      <a href="https://example.org/x">out</a>
      <a href="tel:10086">call</a>
    </DiyBlock>
  );
}

function Button({ node, props }: WidgetProps<{ label?: string }>): ReactElement {
  return (
    <div data-node-id={node.id}>
      <button type="button" onClick={() => clicked(node.id)}>
        {props.label}
      </button>
    </div>
  );
}

const schema: PageSchema = {
  schemaVersion: 1,
  id: 'islands/page',
  content: [
    { id: 'banner', type: 'si-banner', props: { label: 'Shoes' } },
    { id: 'live', type: 'si-button', props: { label: 'Tap' } },
    { id: 'bound', type: 'si-bound', props: { label: '${cart.cartNumber}' } },
    { id: 'swiper', type: 'si-swiper', props: { label: 'Many', live: true } },
  ],
};

const loader = () => vi.fn(async () => ({ default: Banner }));

function register() {
  const loads = {
    banner: loader(),
    button: vi.fn(async () => ({ default: Button })),
    bound: loader(),
    swiper: loader(),
  };
  registerWidget({ type: 'si-banner', version: '1.0.0', load: loads.banner as never });
  registerWidget({ type: 'si-button', version: '1.0.0', load: loads.button as never });
  registerWidget({ type: 'si-bound', version: '1.0.0', load: loads.bound as never });
  registerWidget({ type: 'si-swiper', version: '1.0.0', load: loads.swiper as never });
  return loads;
}

type Loads = ReturnType<typeof register>;

let root: Root | null = null;
let container: HTMLElement;

async function hydratePage(): Promise<{ runtime: PageRuntime; loads: Loads; errors: ReturnType<typeof vi.fn>; adopted: Set<string> }> {
  register();
  const globals = { member: null, site: {}, cart: { cartNumber: 0 } };
  const server = createPageRuntime(schema, { globals: () => globals, loadNamespaces: async () => undefined });
  await server.start();
  const html = renderToString(<PageRenderer runtime={server} globals={globals} />);

  const loads = register(); // the browser starts with nothing loaded
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);

  const later = new Set<string>();
  const runtime = createPageRuntime(schema, { globals: () => globals, loadNamespaces: async () => undefined, deferWidgets: later });
  const islands = adoptStaticIslands(runtime, schema.content, container);
  for (const t of islands.types) later.add(t);
  await runtime.start();
  const errors = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <PageRenderer runtime={runtime} globals={globals} />, { onRecoverableError: errors });
  });
  return { runtime, loads, errors, adopted: islands.ids };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  clicked.mockReset();
  resetActionEnv();
  vi.restoreAllMocks();
  for (const t of ['si-banner', 'si-button', 'si-bound', 'si-swiper']) unregisterWidget(t);
});

describe('static islands', () => {
  it('keeps a static widget as server markup without loading its chunk; the rest hydrates', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const { runtime, loads, errors, adopted } = await hydratePage();
    // Only the literal, data-static node is adopted: not the one with a binding, not the live one.
    expect([...adopted]).toEqual(['banner']);
    expect(staticIsland(runtime, 'banner')?.tag).toBe('div');
    expect(loads.banner).not.toHaveBeenCalled();
    expect(loads.button).toHaveBeenCalledTimes(1);
    expect(loads.bound).toHaveBeenCalledTimes(1);
    expect(loads.swiper).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    const banner = container.querySelector('[data-node-id="banner"]')!;
    expect(banner.hasAttribute('data-static')).toBe(true);
    expect(banner.textContent).toBe('Shoesoutcall');
    // The hydrated part works.
    act(() => container.querySelector('button')!.click());
    expect(clicked).toHaveBeenCalledWith('live');
  });

  it('leaves the island untouched when the page renders again (the cart changed)', async () => {
    const { runtime, loads, errors } = await hydratePage();
    const banner = container.querySelector('[data-node-id="banner"]')!;
    const link = banner.querySelector('a')!;
    await act(async () => {
      root!.render(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: { cartNumber: 3 } }} />);
    });
    expect(container.querySelector('[data-node-id="bound"]')?.textContent).toContain('3');
    // Same elements: nothing of the island was rendered again.
    expect(container.querySelector('[data-node-id="banner"]')).toBe(banner);
    expect(banner.querySelector('a')).toBe(link);
    expect(loads.banner).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("sends a plain tap on the island's shop link through the app's navigator, and leaves the others to the browser", async () => {
    const navigate = vi.fn();
    configureActions({ navigator: { navigate, redirect: vi.fn(), relaunch: vi.fn(), back: vi.fn(), switchTab: vi.fn() } as never });
    await hydratePage();
    const [shop, external, tel] = Array.from(container.querySelectorAll('[data-node-id="banner"] a'));
    const tap = (el: Element, init: MouseEventInit = {}): boolean => {
      const ev = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      act(() => {
        el.dispatchEvent(ev);
      });
      return ev.defaultPrevented;
    };
    expect(tap(shop!)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/pages/goods/list?category_id=3');
    navigate.mockClear();
    // A modified click opens a new tab as the browser does; other schemes and hosts are the browser's.
    expect(tap(shop!, { ctrlKey: true })).toBe(false);
    expect(tap(external!)).toBe(false);
    expect(tap(tel!)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('adopts nothing whose markup is not exactly one marked element in its boundary', () => {
    const owner = {};
    const box = document.createElement('div');
    box.innerHTML = '<!--$--><div data-node-id="a" data-static=""></div><span></span><!--/$--><!--$--><div data-node-id="b"></div><!--/$-->';
    const { ids } = adoptStaticIslands(owner, [{ id: 'a', type: 'x' }, { id: 'b', type: 'x' }, { id: 'c', type: 'x' }], box);
    expect(ids.size).toBe(0);
  });

  it('reads the attributes of the server element as React props', () => {
    const el = document.createElement('div');
    el.setAttribute('class', 'diy-block x');
    el.setAttribute('style', 'padding-top: 10px; background-color: rgb(1, 2, 3); --sh-c: red');
    el.setAttribute('data-node-id', 'n1');
    el.setAttribute('aria-label', 'Banner');
    el.setAttribute('tabindex', '0');
    expect(elementProps(el)).toEqual({
      className: 'diy-block x',
      style: { paddingTop: '10px', backgroundColor: 'rgb(1, 2, 3)', '--sh-c': 'red' },
      'data-node-id': 'n1',
      'aria-label': 'Banner',
      tabIndex: 0,
    });
  });
});
