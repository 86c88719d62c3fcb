/**
 * The contract between the renderer and widgets, and the shapes of a page document.
 *
 * Hand-written mirror of schemas/page.schema.json and schemas/node.schema.json: the renderer
 * must cope with documents that do NOT satisfy those schemas (a merchant document, an old
 * server), so every field here is read defensively at run time.
 */
import type { ComponentType, ReactNode } from 'react';

/** One action object: `{ action: '<name>', ...args }` (schemas/action.schema.json). */
export interface ActionSpec {
  action: string;
  [arg: string]: unknown;
}

/** event name → actions run in order; the chain stops at the first failure. */
export type EventMap = Record<string, ActionSpec[]>;

/** A widget instance: `{id, type, props, visible?, on?, slots?}` and nothing else. */
export interface PageNode {
  id: string;
  type: string;
  props?: Record<string, unknown>;
  visible?: string | boolean;
  on?: EventMap;
  slots?: Record<string, PageNode[]>;
}

export interface DataSource {
  api: string;
  params?: Record<string, unknown>;
  load?: 'critical' | 'deferred' | 'manual';
  when?: string;
  paged?: boolean;
  pageSize?: number;
  /** A refusal is not told as a toast: the page shows it itself. */
  silent?: boolean;
}

export interface NavBarMeta {
  show?: boolean;
  style?: 1 | 2 | 3 | 4;
  background?: string;
  textColor?: string;
  image?: string;
  align?: 'left' | 'center';
  transparent?: boolean;
  link?: Record<string, unknown>;
  back?: boolean;
}

export interface PageMeta {
  title?: string;
  /** The title in other languages (`{"en-us": {title}}`, src/diy/i18n.ts); the server serves the shopper's. */
  i18n?: Partial<Record<'zh-cn' | 'en-us', { title?: string }>>;
  pullRefresh?: boolean;
  scroll?: boolean;
  login?: boolean;
  /** Sources the page is about: refused by the API (code -1), the page shows the not-found state. */
  requires?: string[];
  navBar?: NavBarMeta;
  tabBar?: boolean;
  background?: string;
  backgroundImage?: string;
  /** NiuShop's entry pop-up (schemas/page.schema.json `PopWindow`), read defensively. */
  popWindow?: { image?: unknown; count?: unknown; link?: unknown; width?: unknown; height?: unknown };
  share?: { title?: string; desc?: string; image?: string; i18n?: Partial<Record<'zh-cn' | 'en-us', { title?: string; desc?: string }>> };
}

export interface PageSchema {
  schemaVersion: 1;
  id: string;
  meta?: PageMeta;
  data?: Record<string, DataSource>;
  state?: Record<string, unknown>;
  content: PageNode[];
  on?: EventMap;
}

/**
 * The binding scope. Roots are explicit (no implicit scope chain): `data`, `state`, `query`,
 * `member`, `site`, `cart`, and inside repeaters `item`/`index`, in forms `form`, in event
 * handlers `event`.
 */
export interface RenderScope {
  data: Record<string, unknown>;
  state: Record<string, unknown>;
  query: Record<string, string>;
  member: unknown;
  site: unknown;
  cart: unknown;
  item?: unknown;
  index?: number;
  form?: unknown;
  event?: unknown;
  [root: string]: unknown;
}

/** What a widget component receives. `P` is its props type (usually generated from props.schema.json). */
export interface WidgetProps<P = Record<string, unknown>> {
  /** Resolved props: schema defaults, overlaid with the node's props after bindings were evaluated. */
  props: P;
  /** The raw node (id, type, unresolved props, on, slots). */
  node: PageNode;
  /**
   * Run the node's `on[event]` actions with `payload` as `event` in scope. Resolves when the chain
   * finished (whether it completed or stopped); never rejects.
   */
  emit: (event: string, payload?: unknown) => Promise<void>;
  /**
   * Render the children of slot `name` (nothing when absent). `extraScope` adds roots, e.g.
   * `{ item, index }` in a repeater, for the slot's subtree.
   */
  renderSlot: (name: string, extraScope?: Partial<RenderScope>) => ReactNode;
}

/** What a widget chunk (`load()`) resolves to. */
export interface WidgetModule<P = Record<string, unknown>> {
  default: ComponentType<WidgetProps<P>>;
  /** Default props: the schema's defaults, generated into props.gen.ts (`npm run gen`). */
  defaults?: Partial<P>;
}

/** widgets/<type>/index.ts default-exports one of these (through `defineWidget`). */
export interface WidgetManifest<P = Record<string, unknown>> {
  /** Equals the folder name; the `type` of nodes rendering this widget. */
  type: string;
  /** Semver of the props contract; bump the major when props change incompatibly. */
  version: string;
  /** Event names the component may `emit` (documentation + editor hints). */
  events?: string[];
  /** Slot names the component renders with `renderSlot`. */
  slots?: string[];
  /** i18n namespaces the component uses; loaded with the chunk before first paint. */
  namespaces?: string[];
  /** Human description for editors. */
  description?: string;
  /** The component chunk, loaded lazily. */
  load: () => Promise<WidgetModule<P>>;
  /**
   * The data the widget reads (`useWidgetData(node, name)`), as page data sources: the loader
   * fetches them with the page's own (critical / deferred / manual, `when`, `paged`), in the
   * browser and on the server for the first view, and a whole-page refresh reloads them.
   * `props` are the node's own (bindings unresolved, no defaults: a binding string in a param
   * is resolved by the loader against the page's scope); null/undefined: nothing to fetch.
   */
  data?: WidgetSources;
}

/** A manifest's `data`: the widget's sources by name (see `WidgetManifest.data`). */
export type WidgetSources = (props: Record<string, unknown>, node: PageNode) => Record<string, DataSource> | null | undefined;

/**
 * Identity helper that types a widget manifest. Keeps `load` lazy: the component chunk is only
 * fetched when a page uses the widget.
 */
export function defineWidget<P = Record<string, unknown>>(manifest: WidgetManifest<P>): WidgetManifest<P> {
  return manifest;
}

/** A problem found in a document, with the JSON path (`$.content[2].slots.default[0].props`). */
export interface SchemaIssue {
  path: string;
  message: string;
}
