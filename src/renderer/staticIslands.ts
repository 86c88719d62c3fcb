/**
 * Static islands: widgets of the server's first view that need no code of theirs. A widget whose
 * markup, for the props it has, only shows things and links away (a banner of one picture, a
 * rubik cube, a title, a blank) marks its root element `data-static` (DiyBlock's `isStatic`).
 * Before hydrating, such a top-level node of the page is adopted: the app keeps its server markup
 * as it is (StaticIsland.tsx renders the same root element over the same inner HTML, which React
 * hydrates without touching), and the widget's chunk is never fetched for it. A later render of
 * the page (new data, the cart, the member) leaves an island alone, because its props are
 * literals: only a new document (another runtime) renders the widget itself.
 *
 * Taps on an island's links go through the app's navigator (StaticIsland.tsx), as the widget's
 * own links would.
 */
import { collectTypes, isPlainObject } from './structure.ts';

export interface Island {
  /** The root element's tag, lower case. */
  tag: string;
  /** Its attributes as React props (className, style object, data-*, aria-*…). */
  props: Record<string, unknown>;
  /** Its inner HTML as the server wrote it. */
  html: string;
}

const islandsOf = new WeakMap<object, Map<string, Island>>();

/** Whether any string in `value` is a binding (`${…}`). */
function hasBinding(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (typeof value === 'string') return value.includes('${');
  if (Array.isArray(value)) return value.some((v) => hasBinding(v, depth + 1));
  if (isPlainObject(value)) return Object.values(value).some((v) => hasBinding(v, depth + 1));
  return false;
}

const camel = (name: string): string => name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The inline style of `el` as a React style object (custom properties keep their names). */
function styleProps(el: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  const style = el.style;
  for (let i = 0; i < style.length; i++) {
    const name = style.item(i);
    const value = style.getPropertyValue(name);
    out[name.startsWith('--') ? name : camel(name.startsWith('-webkit-') ? name.slice(1) : name)] = value;
  }
  return out;
}

/** React props that write the attributes `el` has. */
export function elementProps(el: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attr of Array.from(el.attributes)) {
    const name = attr.name;
    if (name === 'class') props.className = attr.value;
    else if (name === 'style') props.style = el instanceof HTMLElement ? styleProps(el) : undefined;
    else if (name === 'for') props.htmlFor = attr.value;
    else if (name === 'tabindex') props.tabIndex = Number(attr.value);
    else if (name.startsWith('data-') || name.startsWith('aria-') || /^[a-z]+$/.test(name)) props[name] = attr.value;
  }
  return props;
}

/** Whether `n` is the comment React writes around a Suspense boundary's server markup. */
function isBoundaryMark(n: Node | null, data: string): boolean {
  return n !== null && n.nodeType === 8 && (n as Comment).data === data;
}

/**
 * Adopts the top-level `nodes` (of the page `owner` runs) whose server markup under `root` is a
 * static widget: its one root element, alone in its boundary, marked `data-static`, and its node
 * without bindings or slots. Returns the ids adopted and the widget types used only by them
 * (the first round need not load those).
 */
export function adoptStaticIslands(owner: object, nodes: unknown, root: Element): { ids: Set<string>; types: Set<string> } {
  const ids = new Set<string>();
  const types = new Set<string>();
  if (!Array.isArray(nodes)) return { ids, types };
  const islands = new Map<string, Island>();
  const used = new Set<string>();
  const adopted = new Set<string>();
  // The server's node elements by id, read once (the first of an id, as querySelector would).
  const elements = new Map<string, Element>();
  for (const el of Array.from(root.querySelectorAll('[data-node-id]'))) {
    const id = el.getAttribute('data-node-id') as string;
    if (!elements.has(id)) elements.set(id, el);
  }
  for (const n of nodes) {
    if (!isPlainObject(n) || typeof n.id !== 'string' || typeof n.type !== 'string') continue;
    const el = elements.get(n.id);
    const island = el && n.slots === undefined && (n.visible === undefined || typeof n.visible === 'boolean') && !hasBinding(n.props) ? readIsland(el) : null;
    if (island && !ids.has(n.id)) {
      islands.set(n.id, island);
      ids.add(n.id);
      adopted.add(n.type);
    } else {
      for (const t of collectTypes([n])) used.add(t);
    }
  }
  for (const t of adopted) if (!used.has(t)) types.add(t);
  if (islands.size > 0) islandsOf.set(owner, islands);
  return { ids, types };
}

/** The island a node's server element makes, or null when it is not one. */
function readIsland(el: Element): Island | null {
  if (!el.hasAttribute('data-static')) return null;
  // The node's whole markup must be this element: React's boundary marks on both sides.
  if (!isBoundaryMark(el.previousSibling, '$') || !isBoundaryMark(el.nextSibling, '/$')) return null;
  return { tag: el.tagName.toLowerCase(), props: elementProps(el), html: el.innerHTML };
}

/** The island a node of `owner`'s page is, or undefined: render the widget. */
export function staticIsland(owner: object, id: string): Island | undefined {
  return islandsOf.get(owner)?.get(id);
}
