/**
 * Lazy hydration of the server's first view. A widget that the server rendered below the fold does
 * not need its code to be seen: its markup stays as the server wrote it (React keeps a suspended
 * boundary's server HTML while hydrating) until the shopper scrolls it into view, touches or
 * focuses it, or, when its markup is still waiting for data the server did not have
 * (`aria-busy="true"`), once the first screen is hydrated and the browser is idle. Then its chunk is
 * fetched and the widget hydrated, in a commit of its own: the first screen's hydration does not
 * wait for, nor share its long tasks with, what is below.
 *
 * - `gateBelowFold` (before hydrating) measures the page's top-level widgets in the server's
 *   markup (`data-node-id`, written by DiyBlock and most widgets) and puts a gate on those that
 *   start below the fold; it returns the widget types only they use, which the page loader then
 *   leaves out of its first round.
 * - `hydrationGate` (in WidgetHost) is the promise to suspend on while a node's gate is closed.
 *   A gate opens on its own when its markup leaves the document: a client render replaced it
 *   (e.g. an update reached the boundary before it hydrated, and React renders it on the client
 *   instead), so the widget must come.
 * - A tap on a gated widget's markup is held (React 18 drops a click on a part it cannot hydrate
 *   yet), its gate opened, and the tap handed to the same element once the widget is there. A
 *   plain tap on a link of the shop's own pages goes through the app's navigator (shopLink.ts);
 *   other links are left to the browser.
 */
import { getActionEnv } from '../actions/env.ts';
import { loadWidget } from './registry.ts';
import { shopLinkPath } from './shopLink.ts';
import { collectTypes, isPlainObject } from './structure.ts';

interface Gate {
  el: Element;
  types: string[];
  promise: Promise<void>;
  /** The chunk(s) are loaded: render normally. */
  done: boolean;
  open(): void;
}

const gatesOf = new WeakMap<object, Map<string, Gate>>();

function cssEscape(id: string): string {
  return typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(id) : id.replace(/["\\]/g, '\\$&');
}

/**
 * Whether a node's markup that starts below the fold shows a bar fixed to the screen (an action
 * bar: its spacer sits at the page's end, its bar at the bottom of the screen): it is seen and
 * tapped at once, so it hydrates with the first screen. Its root and two levels below are looked at.
 */
function fixedOnScreen(el: Element, fold: number): boolean {
  for (const x of [el, ...el.querySelectorAll(':scope > *, :scope > * > *')]) {
    if (getComputedStyle(x).position === 'fixed' && x.getBoundingClientRect().top < fold) return true;
  }
  return false;
}

/**
 * Gates the top-level `nodes` of a page (owned by `owner`, its runtime) whose server markup under
 * `root` starts below the fold; each opens when any of it comes into view (or is touched or
 * focused). Returns the widget types used only by gated nodes (not needed to hydrate the rest).
 */
export function gateBelowFold(owner: object, nodes: unknown, root: Element): Set<string> {
  const later = new Set<string>();
  if (!Array.isArray(nodes) || typeof IntersectionObserver === 'undefined') return later;
  const fold = window.innerHeight;
  if (!(fold > 0)) return later;
  const now = new Set<string>();
  const gated: Array<{ id: string; el: Element; types: string[] }> = [];
  for (const n of nodes) {
    if (!isPlainObject(n) || typeof n.id !== 'string' || typeof n.type !== 'string') continue;
    const types = collectTypes([n]);
    const el = root.querySelector(`[data-node-id="${cssEscape(n.id)}"]`);
    // One layout read for the page (it has been painted; the app's tags in <head> may dirty it).
    if (el && el.getBoundingClientRect().top >= fold && !fixedOnScreen(el, fold)) gated.push({ id: n.id, el, types });
    else for (const t of types) now.add(t);
  }
  if (gated.length === 0) return later;

  const gates = new Map<string, Gate>();
  const byElement = new Map<Element, Gate>();
  gatesOf.set(owner, gates);
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) byElement.get(e.target)?.open();
  });
  const onClick = (e: MouseEvent): void => {
    const target = e.target;
    if (!(target instanceof Element)) return;
    if (target.closest('a[href]')) {
      // A link of the shop's own pages goes through the app's navigator, as the widget's would.
      const gate = [...gates.values()].find((g) => !g.done && g.el.contains(target));
      const path = gate ? shopLinkPath(e, gate.el) : null;
      if (path !== null) {
        e.preventDefault();
        getActionEnv().navigator.navigate(path);
      }
      return;
    }
    for (const g of gates.values()) {
      if (g.done || !g.el.contains(target)) continue;
      e.preventDefault();
      e.stopPropagation();
      g.open();
      // Once the chunk is in, React hydrates the widget synchronously for this click.
      void g.promise.then(() => setTimeout(() => target.isConnected && target instanceof HTMLElement && target.click(), 0));
      return;
    }
  };
  document.addEventListener('click', onClick, true);
  const removed = new MutationObserver(() => {
    for (const g of gates.values()) if (!g.el.isConnected) g.open();
  });
  removed.observe(root, { childList: true, subtree: true });
  for (const { id, el, types } of gated) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    let opening = false;
    const onTouch = (): void => gate.open();
    const gate: Gate = {
      el,
      types,
      promise,
      done: false,
      open() {
        if (opening) return;
        opening = true;
        observer.unobserve(el);
        el.removeEventListener('pointerdown', onTouch, true);
        el.removeEventListener('focusin', onTouch, true);
        // loadWidget never rejects (a failed chunk is reported and renders nothing).
        void Promise.all(types.map((t) => loadWidget(t))).then(() => {
          gate.done = true;
          resolve();
          if ([...gates.values()].every((g) => g.done)) {
            document.removeEventListener('click', onClick, true);
            removed.disconnect();
            observer.disconnect();
          }
        });
      },
    };
    gates.set(id, gate);
    byElement.set(el, gate);
    observer.observe(el);
    el.addEventListener('pointerdown', onTouch, { capture: true, passive: true });
    el.addEventListener('focusin', onTouch, true);
    for (const t of types) if (!now.has(t)) later.add(t);
  }
  return later;
}

/** Idle time after `fn`'s turn, within `timeout` ms (a timer where requestIdleCallback is missing). */
function whenIdle(fn: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout });
  else setTimeout(fn, Math.min(timeout, 1000));
}

/**
 * Called once the page's first screen has hydrated (PageRenderer's first effect): the gates of
 * widgets whose server markup is still waiting for data (`aria-busy="true"` in it: the server did
 * not have their data, so only their code can fill them) open when the browser is next idle
 * (within 3 s). The others are complete as the server wrote them, links included, and wait until
 * they come into view or are touched.
 */
export function hydrateBusyWhenIdle(owner: object): void {
  const gates = gatesOf.get(owner);
  if (!gates) return;
  whenIdle(() => {
    for (const g of gates.values()) if (g.el.matches('[aria-busy="true"]') || g.el.querySelector('[aria-busy="true"]')) g.open();
  }, 3000);
}

/**
 * Opens every gate of `owner`'s page (a refresh: the data of a widget still kept as server markup
 * is about to change, and an update does not reach a boundary that has not hydrated, so it
 * hydrates now, with the data its markup was rendered from, and takes the new data as it lands).
 * Resolves when their chunks are loaded.
 */
export function openAllGates(owner: object): Promise<void> {
  const gates = gatesOf.get(owner);
  if (!gates) return Promise.resolve();
  for (const g of gates.values()) g.open();
  return Promise.all([...gates.values()].map((g) => g.promise)).then(() => undefined);
}

/**
 * The promise a node of `owner`'s page suspends on while its markup waits to be hydrated, or
 * undefined: render it now.
 */
export function hydrationGate(owner: object, id: string): Promise<void> | undefined {
  const gate = gatesOf.get(owner)?.get(id);
  if (!gate || gate.done) return undefined;
  if (!gate.el.isConnected) {
    // Nothing of the server's left to keep: the widget renders (and loads) as usual.
    gate.done = true;
    gate.open();
    return undefined;
  }
  return gate.promise;
}
