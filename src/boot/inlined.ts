// First-render data the server writes into the HTML:
//   <script id="__INIT__" type="application/json">{"config": <config/init data>, "page"?: {...},
//     "i18n"?: {"lang", "resources": {"common": {...}, "shell": {...}}, "routes"?: {<route id>: <title>}},
//     "widgets"?: {<type>: [<chunk file>, <namespaces>?, <imports>?]},
//     "routes"?: {"list": [<route>], "schemas"?: [<route id>], "missing"?: [<path>], "pages"?: {<route id>: <schema>}}}</script>
// Read once, here only: each consumer registers for its part (`seedFromInlined`). The config saves the init round trip, the page (schema and critical data) lets the
// first page render without waiting for the network, the texts spare the first view's text chunks,
// the page's widget types spare it the widget table (src/renderer/registry.ts), the routes it
// looks up spare it the route tables (src/routes/tables.ts).
import type { InitData } from '../stores/types.ts';
import { isObject } from '../diy/pageSchema.ts';

export const INIT_SCRIPT_ID = '__INIT__';

/** The first view's texts in one language: whole namespaces, and the title of the route opened. */
export interface InlinedTexts {
  lang: string;
  resources: Record<string, Record<string, unknown>>;
  routes?: Record<string, string>;
}

/**
 * The inlined page's widget types and their built chunks: the chunk's file, the i18n namespaces
 * the widget reads and the other files the chunk imports (files relative to the base, `assets/…`).
 */
export type InlinedWidget = [file: string, namespaces?: string[], imports?: string[]];

/**
 * The answers of the route lookups the first view makes (src/routes/manifest.ts, and
 * src/renderer/pages.ts for page schemas): the routes found, in the browser's compact form
 * (src/routes/compact.ts), in manifest order; the ids among them that have a system page schema
 * (the others have none); the paths looked up that are no route.
 */
export interface InlinedRoutes {
  list: Array<Record<string, unknown>>;
  schemas?: string[];
  missing?: string[];
  /**
   * The system page schemas of a route the server did not render (one that needs a login, with
   * the login page's), by id: the browser renders them without the route tables' page loaders.
   */
  pages?: Record<string, unknown>;
}

export interface InlinedInit {
  config: InitData;
  page?: Record<string, unknown>;
  i18n?: InlinedTexts;
  widgets?: Record<string, InlinedWidget>;
  routes?: InlinedRoutes;
  [key: string]: unknown;
}

/** What is read of the document (a Document), named without the DOM's types: the server imports this file. */
interface InitDocument {
  getElementById(id: string): { textContent: string | null } | null;
}

/** The non-empty strings of a list the server wrote (none when it is not a list). */
export const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);

/** The element handed out (null: none; undefined: nothing seeded yet) and the data the consumers hold. */
let block: unknown;
let current: InlinedInit | undefined;
const consumers: Array<(init: InlinedInit | undefined) => void> = [];

function seed(init: InlinedInit | undefined, el: unknown): void {
  block = el;
  current = init;
  for (const consumer of consumers) consumer(init);
}

/**
 * Server rendering: the data this request will inline; every consumer gets its part for the
 * render (undefined clears them after it).
 */
export const setServerInit = (init: InlinedInit | undefined): void => seed(init, null);

/**
 * The seeder: reads the block of `doc` (the page's by default) once and hands each consumer its
 * part; returns the whole, undefined when absent or unreadable (without a `config`: then the
 * client calls config.init; consumers check their part). In the browser it runs when the first
 * consumer registers (at import), and boot() asks again with the same element (nothing is read or
 * handed again); on the server `setServerInit` seeds instead. A test that writes or removes a
 * block calls it again.
 */
export function seedFirstView(doc: InitDocument | undefined = (globalThis as { document?: InitDocument }).document): InlinedInit | undefined {
  const el = doc?.getElementById(INIT_SCRIPT_ID) ?? null;
  if (el !== block) {
    let init: InlinedInit | undefined;
    try {
      const parsed: unknown = JSON.parse(el?.textContent ?? '');
      if (isObject(parsed) && isObject(parsed.config)) init = parsed as InlinedInit;
    } catch {
      // broken: the app must not stop, it falls back to the API
    }
    seed(init, el);
  }
  return current;
}

/**
 * Register a consumer of the first view's data: `take` gets its part now (from the page's block,
 * read once) and again whenever the seeder hands out another (a server render, a test).
 */
export function seedFromInlined<K extends keyof InlinedInit>(part: K, take: (value: InlinedInit[K] | undefined) => void): void {
  consumers.push((init) => take(init?.[part]));
  if (block === undefined) seedFirstView();
  else take(current?.[part]);
}
