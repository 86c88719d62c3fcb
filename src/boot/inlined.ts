// First-render data the server writes into the HTML:
//   <script id="__INIT__" type="application/json">{"config": <config/init data>, "page"?: {...}}</script>
// Read once; the config saves the init round trip, the page (schema and critical data) lets the
// first page render without waiting for the network.
import type { InitData } from '../stores/types.ts';

export const INIT_SCRIPT_ID = '__INIT__';

export interface InlinedInit {
  config: InitData;
  page?: Record<string, unknown>;
  [key: string]: unknown;
}

const cache = new WeakMap<Element, InlinedInit | null>();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The inlined data, or undefined when absent or unreadable (then the client calls config.init). */
export function readInlinedInit(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): InlinedInit | undefined {
  const el = doc?.getElementById(INIT_SCRIPT_ID);
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
