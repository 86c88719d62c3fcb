/**
 * Lazy hydration: the server's markup of a widget below the fold stays until it comes into view or
 * is touched; its chunk is not loaded before; a tap on it is held and handed to it once hydrated.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureActions, resetActionEnv } from '../actions/env.ts';
import { gateBelowFold, hydrationGate } from './hydrationGates.ts';
import { createPageRuntime, type PageRuntime } from './loader.ts';
import { update } from './pageStore.ts';
import { PageRenderer } from './PageRenderer.tsx';
import { registerWidget, unregisterWidget } from './registry.ts';
import type { PageSchema, WidgetProps } from './types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const clicked = vi.fn();

function Block({ node, props }: WidgetProps<{ label?: string; busy?: boolean }>): ReactElement {
  return (
    <div data-node-id={node.id} className="gt">
      <button type="button" onClick={() => clicked(node.id)}>
        {props.label}
      </button>
      <a href="/h5/pages/goods/detail?sku_id=7">more</a>
      {props.busy ? <div aria-busy="true" /> : null}
    </div>
  );
}

const pageSchema: PageSchema = {
  schemaVersion: 1,
  id: 'gates/page',
  content: [
    { id: 'top', type: 'gt-top', props: { label: 'Top' } },
    { id: 'below', type: 'gt-below', props: { label: 'Below' } },
  ],
};

/** The same page whose widget below is still waiting for data in the server's markup. */
const busySchema: PageSchema = { ...pageSchema, content: pageSchema.content.map((n) => (n.id === 'below' ? { ...n, props: { ...n.props, busy: true } } : n)) };

const globals = { member: null, site: {}, cart: {} };

/** Fresh manifests (the registry forgets loaded chunks), each load counted. */
function register(): { top: ReturnType<typeof vi.fn>; below: ReturnType<typeof vi.fn> } {
  const top = vi.fn(async () => ({ default: Block }));
  const below = vi.fn(async () => ({ default: Block }));
  registerWidget({ type: 'gt-top', version: '1.0.0', load: top });
  registerWidget({ type: 'gt-below', version: '1.0.0', load: below });
  return { top, below };
}

/** A fake IntersectionObserver: `show(el)` reports the element in view. */
const observed = new Map<Element, (entries: Array<{ target: Element; isIntersecting: boolean }>) => void>();
class FakeObserver {
  constructor(private readonly cb: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {}
  observe(el: Element): void {
    observed.set(el, this.cb);
  }
  unobserve(el: Element): void {
    observed.delete(el);
  }
  disconnect(): void {}
}
function show(el: Element): void {
  observed.get(el)?.([{ target: el, isIntersecting: true }]);
}

let root: Root | null = null;
let container: HTMLElement;

/** The server's markup in #root, the page below the fold starting at 2000 px, then hydrated. */
async function hydratePage(busy = false): Promise<{ runtime: PageRuntime; loads: ReturnType<typeof register>; errors: ReturnType<typeof vi.fn> }> {
  const schema = busy ? busySchema : pageSchema;
  register();
  const server = createPageRuntime(schema, { globals: () => globals, loadNamespaces: async () => undefined });
  await server.start();
  const html = renderToString(<PageRenderer runtime={server} globals={globals} />);

  const loads = register(); // the browser starts with nothing loaded
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const below = container.querySelector('[data-node-id="below"]')!;
  vi.spyOn(below, 'getBoundingClientRect').mockReturnValue({ top: 2000, bottom: 2100, left: 0, right: 375, width: 375, height: 100, x: 0, y: 2000, toJSON: () => ({}) });

  const later = new Set<string>();
  const runtime = createPageRuntime(schema, { globals: () => globals, loadNamespaces: async () => undefined, deferWidgets: later });
  for (const t of gateBelowFold(runtime, schema.content, container)) later.add(t);
  await runtime.start();
  const errors = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <PageRenderer runtime={runtime} globals={globals} />, { onRecoverableError: errors });
  });
  return { runtime, loads, errors };
}

/** Idle callbacks, run by `idle()`. */
const idleQueue: Array<() => void> = [];
function idle(): void {
  for (const fn of idleQueue.splice(0)) fn();
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idleQueue.push(fn));
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  observed.clear();
  idleQueue.length = 0;
  clicked.mockReset();
  resetActionEnv();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  unregisterWidget('gt-top');
  unregisterWidget('gt-below');
});

describe('lazy hydration below the fold', () => {
  it('hydrates the first screen and keeps the rest as server markup without loading its chunk', async () => {
    const { runtime, loads, errors } = await hydratePage();
    expect(loads.top).toHaveBeenCalledTimes(1);
    expect(loads.below).not.toHaveBeenCalled();
    expect(hydrationGate(runtime, 'below')).toBeInstanceOf(Promise);
    expect(hydrationGate(runtime, 'top')).toBeUndefined();
    // The server's markup is still there and nothing was re-rendered on the client.
    expect(container.querySelector('[data-node-id="below"] button')?.textContent).toBe('Below');
    expect(errors).not.toHaveBeenCalled();
    // The first screen is React's: its button works.
    act(() => container.querySelector<HTMLButtonElement>('[data-node-id="top"] button')!.click());
    expect(clicked).toHaveBeenCalledWith('top');
  });

  it('loads and hydrates a widget when it comes into view', async () => {
    const { runtime, loads, errors } = await hydratePage();
    const below = container.querySelector('[data-node-id="below"]')!;
    await act(async () => {
      show(below);
      await hydrationGate(runtime, 'below');
    });
    expect(loads.below).toHaveBeenCalledTimes(1);
    expect(hydrationGate(runtime, 'below')).toBeUndefined();
    // Hydrated in place: the same element, now with its handler.
    expect(container.querySelector('[data-node-id="below"]')).toBe(below);
    act(() => below.querySelector('button')!.click());
    expect(clicked).toHaveBeenCalledWith('below');
    expect(errors).not.toHaveBeenCalled();
  });

  it('holds a tap on a waiting widget and hands it over once the widget is hydrated', async () => {
    const { loads } = await hydratePage();
    // The chunk takes its time to arrive.
    let arrive!: () => void;
    const arrived = new Promise<void>((r) => {
      arrive = r;
    });
    loads.below.mockImplementation(async () => {
      await arrived;
      return { default: Block };
    });
    const button = container.querySelector<HTMLButtonElement>('[data-node-id="below"] button')!;
    const seen = vi.fn();
    container.addEventListener('click', seen);
    await act(async () => {
      button.click();
    });
    expect(loads.below).toHaveBeenCalledTimes(1);
    expect(seen).not.toHaveBeenCalled(); // held, not lost on markup React cannot handle yet
    expect(clicked).not.toHaveBeenCalled();
    await act(async () => {
      arrive();
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledWith('below');
  });

  it('leaves markup the server wrote whole for the view or a touch when the browser is idle', async () => {
    const { runtime, loads } = await hydratePage();
    expect(idleQueue).toHaveLength(1); // asked for once the page had hydrated
    await act(async () => {
      idle();
    });
    // The server wrote it whole: it waits for the shopper.
    expect(loads.below).not.toHaveBeenCalled();
    expect(hydrationGate(runtime, 'below')).toBeInstanceOf(Promise);
  });

  it('hydrates a widget whose server markup waits for data (aria-busy) when the browser is idle', async () => {
    const { runtime, loads, errors } = await hydratePage(true);
    expect(loads.below).not.toHaveBeenCalled();
    await act(async () => {
      idle();
      await hydrationGate(runtime, 'below');
    });
    expect(loads.below).toHaveBeenCalledTimes(1);
    act(() => container.querySelector<HTMLButtonElement>('[data-node-id="below"] button')!.click());
    expect(clicked).toHaveBeenCalledWith('below');
    expect(errors).not.toHaveBeenCalled();
  });

  it("sends a plain tap on a waiting widget's shop link through the app's navigator, without loading it", async () => {
    const navigate = vi.fn();
    configureActions({ navigator: { navigate, redirect: vi.fn(), relaunch: vi.fn(), back: vi.fn() } as never });
    const { loads } = await hydratePage();
    const link = container.querySelector('[data-node-id="below"] a')!;
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(ev);
    });
    expect(ev.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/pages/goods/detail?sku_id=7');
    expect(loads.below).not.toHaveBeenCalled();
  });

  it('does not gate a widget below the fold whose bar is fixed on screen (an action bar): it hydrates with the first screen', () => {
    const rect = (top: number) => ({ top, bottom: top + 50, left: 0, right: 375, width: 375, height: 50, x: 0, y: top, toJSON: () => ({}) });
    const page = document.createElement('div');
    page.innerHTML = '<div data-node-id="bar"><div class="spacer"></div><nav style="position: fixed; bottom: 0"><button>Buy</button></nav></div><div data-node-id="list"><p>more</p></div>';
    document.body.append(page);
    const [bar, list] = [page.querySelector('[data-node-id="bar"]')!, page.querySelector('[data-node-id="list"]')!];
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(rect(2000));
    vi.spyOn(bar.querySelector('nav')!, 'getBoundingClientRect').mockReturnValue(rect(750));
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(rect(2100));
    const nodes = [
      { id: 'bar', type: 'gt-bar', props: {} },
      { id: 'list', type: 'gt-list', props: {} },
    ];
    const owner = {};
    expect([...gateBelowFold(owner, nodes, page)]).toEqual(['gt-list']);
    expect(hydrationGate(owner, 'bar')).toBeUndefined();
    expect(hydrationGate(owner, 'list')).toBeInstanceOf(Promise);
    page.remove();
  });

  it('keeps a waiting widget as server markup when a deferred source arrives, and updates the hydrated ones (no React error #421)', async () => {
    // The top widget shows a source that comes after the first view (the goods detail's promotions).
    const deferred: PageSchema = { ...pageSchema, content: pageSchema.content.map((n) => (n.id === 'top' ? { ...n, props: { label: '${data.promotions.title || "Top"}' } } : n)) };
    register();
    const server = createPageRuntime(deferred, { globals: () => globals, loadNamespaces: async () => undefined });
    await server.start();
    const html = renderToString(<PageRenderer runtime={server} globals={globals} />);
    const loads = register();
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const below = container.querySelector('[data-node-id="below"]')!;
    vi.spyOn(below, 'getBoundingClientRect').mockReturnValue({ top: 2000, bottom: 2100, left: 0, right: 375, width: 375, height: 100, x: 0, y: 2000, toJSON: () => ({}) });
    const later = new Set<string>();
    const runtime = createPageRuntime(deferred, { globals: () => globals, loadNamespaces: async () => undefined, deferWidgets: later });
    for (const t of gateBelowFold(runtime, deferred.content, container)) later.add(t);
    await runtime.start();
    const errors = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <PageRenderer runtime={runtime} globals={globals} />, { onRecoverableError: errors });
    });
    expect(container.querySelector('[data-node-id="top"] button')?.textContent).toBe('Top');

    // The source arrives as a store update (never a transition).
    await act(async () => {
      update(runtime.store, (d) => {
        d.data.promotions = { title: 'Flash sale' };
      });
    });
    expect(container.querySelector('[data-node-id="top"] button')?.textContent).toBe('Flash sale');
    // The widget below still waits as the server's markup: not rendered on the client, its chunk not loaded.
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-node-id="below"]')).toBe(below);
    expect(loads.below).not.toHaveBeenCalled();
    expect(hydrationGate(runtime, 'below')).toBeInstanceOf(Promise);
    // Scrolled to, it hydrates in place with the page as it is now.
    await act(async () => {
      show(below);
      await hydrationGate(runtime, 'below');
    });
    expect(container.querySelector('[data-node-id="below"]')).toBe(below);
    act(() => below.querySelector('button')!.click());
    expect(clicked).toHaveBeenCalledWith('below');
    expect(errors).not.toHaveBeenCalled();
  });

  it('opens a gate whose markup left the document (a client render replaced it)', async () => {
    const { runtime, loads } = await hydratePage();
    const gate = hydrationGate(runtime, 'below');
    expect(gate).toBeInstanceOf(Promise);
    container.querySelector('[data-node-id="below"]')!.remove();
    await act(async () => {
      await gate;
    });
    expect(loads.below).toHaveBeenCalledTimes(1);
    expect(hydrationGate(runtime, 'below')).toBeUndefined();
  });
});
