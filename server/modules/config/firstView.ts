/**
 * The first view's data: the page loader itself (src/renderer/loader.ts), run on the server with
 * the page's sources and those its widgets declare (./serverWidgets.ts), as a guest of the site's
 * default store would get them, within a deadline. What the browser runs again, unchanged, for
 * every later page; here only the world differs:
 * - requests go in-process through the API routes (`inject`), with the wire's string values;
 * - the globals are a guest's: no member, an empty cart, the site's addon flags;
 * - sources the server cannot fetch for the shopper are skipped (they stay to the browser), as
 *   are those reading them: an endpoint that needs a login, params or `when` reading `member`,
 *   `cart` or the site beyond its addon flags;
 * - what has not answered by the deadline is left to the browser.
 * The answer is the page with its widgets' sources written into its `data` (src/renderer/
 * nodeSources.ts, as the browser does for the pages it gets: so it needs no manifest to render
 * this one) and the data of the sources that came.
 */
import { endpoints, isEndpointName } from '../../../src/data/endpoints.ts';
import { createPageRuntime, sourceDependencies, type ApiResult } from '../../../src/renderer/loaderCore.ts';
import { withNodeSources } from '../../../src/renderer/nodeSources.ts';
import type { DataSource, PageSchema, WidgetSources } from '../../../src/renderer/types.ts';

/** An API answer, as the browser would get it. */
export interface ApiAnswer {
  code: number;
  message?: string;
  data?: unknown;
}

/** Calls an API route in-process (fastify inject), GET with the parameters as the query. */
export type InjectApi = (path: string, params: Record<string, string>) => Promise<ApiAnswer | null>;

export interface FirstViewOptions {
  /** The `data` of a widget type's manifest (null: none). */
  dataOf: (type: string) => WidgetSources | null | undefined;
  /** The site's addon flags (`site.addonIsExist` in bindings). */
  addons?: Record<string, unknown>;
  /** Longest the answer waits for the data. */
  budgetMs?: number;
}

/** Longest the HTML answer waits for the page's data; slower sources are left to the browser. */
export const DATA_BUDGET_MS = 1500;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Roots the server cannot know for the shopper: who they are, their cart (the site: its addon flags only). */
const SHOPPER_ROOT = /(^|[^\w$.])(member|site|cart)\b/;
const ADDON_FLAGS = /(^|[^\w$.])site\s*\.\s*addonIsExist\b/g;

function stringsOf(v: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 16) return out;
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) stringsOf(x, out, depth + 1);
  else if (isObject(v)) for (const x of Object.values(v)) stringsOf(x, out, depth + 1);
  return out;
}

/** Whether the server leaves this source to the browser. */
export function browserOnly(src: DataSource): boolean {
  const ep = isEndpointName(src.api) ? endpoints[src.api] : undefined;
  if (!ep || ep.auth === 'required') return true;
  // Only what sits inside ${…} is an expression (a `when` is one whole).
  const exprs = stringsOf(src.params).flatMap((s) => [...s.matchAll(/\$\{([^}]*)\}/g)].map((m) => m[1]));
  if (typeof src.when === 'string') exprs.push(src.when);
  return exprs.some((e) => SHOPPER_ROOT.test((e ?? '').replace(ADDON_FLAGS, '$1addons')));
}

function wireValue(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The page's sources the server fetches: all but the browser's own and those reading them. */
export function serverSources(all: Record<string, DataSource>): Record<string, DataSource> {
  const names = new Set(Object.keys(all));
  const left = new Set([...names].filter((n) => browserOnly(all[n] as DataSource)));
  for (let more = true; more; ) {
    more = false;
    for (const n of names) {
      if (!left.has(n) && sourceDependencies(all[n] as DataSource, names, n).some((d) => left.has(d))) more = left.add(n).size > 0;
    }
  }
  return Object.fromEntries(Object.entries(all).filter(([n]) => !left.has(n)));
}

/** The page (its widgets' sources added) and the data of its critical sources the server could fetch. */
export async function firstViewData(
  page: PageSchema,
  query: Record<string, string>,
  inject: InjectApi,
  opts: FirstViewOptions,
): Promise<{ schema: PageSchema; data: Record<string, unknown> }> {
  const schema = withNodeSources(page, opts.dataOf);
  const guest = { member: null, site: { addonIsExist: opts.addons ?? {} }, cart: {} };
  const request = async (api: string, params: Record<string, unknown>): Promise<ApiResult> => {
    const wire: Record<string, string> = {};
    for (const [k, v] of Object.entries(params)) {
      const w = wireValue(v);
      if (w !== undefined) wire[k] = w;
    }
    const answer = await inject(endpoints[api as keyof typeof endpoints].path, wire);
    return answer ?? { code: -1, message: 'no answer' };
  };
  // The loader sees only what the server fetches (the rest stays to the browser).
  // Its widgets' sources are fetched with the critical ones (the browser defers them: they stream
  // in behind placeholders there, here they are in the first view).
  const own = new Set(Object.keys(isObject(page.data) ? page.data : {}));
  const fetched = Object.fromEntries(
    Object.entries(serverSources(isObject(schema.data) ? (schema.data as Record<string, DataSource>) : {})).map(([n, src]) => [n, own.has(n) || src.load === 'manual' ? src : { ...src, load: 'critical' as const }]),
  );
  const runtime = createPageRuntime({ ...schema, data: fetched }, {
    query,
    globals: () => guest,
    request,
    hasEndpoint: isEndpointName,
    // Data only: no widget code, no texts, no widget table (a Vite module) on the server.
    loadWidget: async () => undefined,
    loadWidgetTable: async () => undefined,
    loadNamespaces: async () => undefined,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      runtime.start(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, opts.budgetMs ?? DATA_BUDGET_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    runtime.dispose();
  }
  const { data: all, sources } = runtime.store.getState();
  const data: Record<string, unknown> = {};
  for (const [name, st] of Object.entries(sources)) if (st.status === 'ready' && name in all) data[name] = all[name] ?? null;
  return { schema, data };
}
