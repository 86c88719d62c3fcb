// First-render data the server writes into the HTML:
//   <script id="__INIT__" type="application/json">{"config": <config/init data>, "page"?: {...},
//     "i18n"?: {"lang", "resources": {"common": {...}, "shell": {...}}, "routes"?: {<route id>: <title>}},
//     "widgets"?: {<type>: [<chunk file>, <namespaces>?, <imports>?]},
//     "routes"?: {"list": [<route>], "schemas"?: [<route id>], "missing"?: [<path>], "pages"?: {<route id>: <schema>}}}</script>
// Read once; the config saves the init round trip, the page (schema and critical data) lets the
// first page render without waiting for the network, the texts spare the first view's text chunks,
// the page's widget types spare it the widget table (src/renderer/registry.ts), the routes it
// looks up spare it the route tables (src/routes/tables.ts).
import type { InitData } from '../stores/types.ts';

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

const cache = new WeakMap<object, InlinedInit | null>();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

let serverInit: InlinedInit | undefined;

/**
 * Server rendering: the data this request will inline, read by `readInlinedInit()` where there
 * is no document (undefined clears it after the render).
 */
export function setServerInit(init: InlinedInit | undefined): void {
  serverInit = init;
}

/** The inlined data, or undefined when absent or unreadable (then the client calls config.init). */
export function readInlinedInit(doc: InitDocument | undefined = (globalThis as { document?: InitDocument }).document): InlinedInit | undefined {
  if (!doc) return serverInit;
  const el = doc.getElementById(INIT_SCRIPT_ID);
  if (!el) return undefined;
  if (cache.has(el)) return cache.get(el) ?? undefined;
  let value: InlinedInit | null = null;
  try {
    const parsed: unknown = JSON.parse(el.textContent ?? '');
    if (isObject(parsed) && isObject(parsed.config)) {
      value = { ...parsed, config: parsed.config as InitData, page: isObject(parsed.page) ? parsed.page : undefined };
    }
  } catch {
    value = null; // a broken inline block must not stop the app: fall back to the API
  }
  cache.set(el, value);
  return value ?? undefined;
}
