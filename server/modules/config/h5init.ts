/**
 * The first render's data, inlined into every /h5/ HTML answer (server/http/h5.ts):
 *
 *   { config: <config/init data>, lang, page?: { schema, data?, path }, widgets?, routes? }
 *
 * `page` is the page the URL opens, so the browser renders it without another round trip:
 * - merchant diy pages (home = DIY_VIEW_INDEX, the category and member tabs, the diy route with
 *   ?name=): the document from /api/diyview/info, turned into our page schema by the same adapter
 *   the client would run (src/diy/adapter.ts) when it is raw NiuShop JSON;
 * - system pages (src/pages/<id>.page.json), e.g. goods detail and the goods list.
 * `data` holds the page's critical sources as a guest sees them (with the site's default store,
 * as a first visit's requests carry it), fetched in-process through the API routes (`inject`);
 * sources that need a member, the site or the cart, or that fail, are left to the browser (which
 * also drops member-sensitive ones for a member, src/app/pageCache.ts). Routes that need a login,
 * or an addon the shop lacks, get no page. h5.ts renders the page on the server when it can.
 * Diy widgets that fetch their own data and would otherwise change size when it arrives (the
 * coupon block, a goods list's page) get a critical source too, bound to one of their props
 * (`WIDGET_FIRST_VIEW`), so the first view shows their final content.
 *
 * `widgets` names the built chunk of each widget type of that page (`{type: [file, namespaces?,
 * imports?]}`, h5initAssets.ts `firstPageWidgets`), so the browser renders it without loading the
 * build's widget table (src/renderer/registry.ts).
 *
 * `routes` is the route the URL opens (`{list: [<its compact entry>], schemas?: [<its id, when it
 * has a system page schema>]}`, `currentRoute`), so the browser's first render finds it without
 * the route tables (src/routes/tables.ts); when h5.ts renders the view on the server, it inlines
 * instead every route that render looked up.
 *
 * Besides, `head` lists the built files that page needs (widget chunks, their CSS), the i18n
 * namespaces its widgets declare (whose texts h5.ts inlines) and its first large image, for h5.ts
 * to write into <head>; it is not inlined.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheKey, publicCache, Tag } from '../../cache/index.ts';
import type { Services } from '../../http/services.ts';
import type { Lang } from '../../i18n/index.ts';
import { evaluate, resolveDeep } from '../../../src/bindings/index.ts';
import { img } from '../../../src/bindings/functions/image.ts';
import { endpoints, type Endpoint } from '../../../src/data/endpoints.ts';
import { adaptDiy } from '../../../src/diy/adapter.ts';
import { collectTypes } from '../../../src/renderer/structure.ts';
import type { DataSource, PageNode, PageSchema } from '../../../src/renderer/types.ts';
import type { InlinedRoutes } from '../../../src/boot/inlined.ts';
import { compactRoute } from '../../../src/routes/compact.ts';
import { diyNameOf, findRoute, isRouteAvailable, type AppRoute } from '../../../src/routes/full.ts';
import { normalizePath, queryOf } from '../../../src/routes/paths.ts';
import { couponFirstView } from '../../../widgets/diy-coupon/params.ts';
import { goodsListFirstView } from '../../../src/sdk/goods/params.ts';
import { buildInit, type InitData } from './service.ts';
import { firstPageAssets, firstPageWidgets, loadWidgetNamespaces, type FirstPageAssets } from './h5initAssets.ts';

/** An API answer, as the browser would get it. */
export interface ApiAnswer {
  code: number;
  message?: string;
  data?: unknown;
}

/** Calls an API route in-process (fastify inject), GET with the parameters as the query. */
export type InjectApi = (path: string, params: Record<string, string>) => Promise<ApiAnswer | null>;

export interface H5InitOptions {
  /** In-process API calls; without it no page is inlined (config only). */
  inject?: InjectApi;
}

export interface InlinedPage {
  schema: PageSchema;
  data?: Record<string, unknown>;
  /** The app path the page belongs to (no base, no query). */
  path: string;
}

/** What h5.ts writes into <head> (files relative to dist). Not inlined. */
export interface H5Head extends FirstPageAssets {
  /** Image URLs of the first screen (the likely largest paint). */
  images: string[];
}

export type H5InitFn = (lang: Lang, url: string, opts?: H5InitOptions) => Promise<Record<string, unknown>>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pagesDir = path.join(repoRoot, 'src', 'pages');

/** Longest the HTML answer waits for the page's data; slower sources are left to the browser. */
const DATA_BUDGET_MS = 1500;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function isPageSchema(v: unknown): v is PageSchema {
  return isObject(v) && 'schemaVersion' in v && Array.isArray(v.content);
}

function parseMaybeJson(v: unknown): unknown {
  if (typeof v !== 'string' || !v.trim().startsWith('{')) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

/**
 * Our page schema from a `diyview.info` answer's data (as the client's src/app/diy.ts reads it):
 * a page schema as it is, in `value` or in `schema`, or raw NiuShop JSON through the adapter.
 */
export function diyDataToSchema(data: unknown, name: string): PageSchema | null {
  const d = parseMaybeJson(data);
  if (isPageSchema(d)) return d;
  if (!isObject(d)) return null;
  const value = parseMaybeJson(d.value);
  if (isPageSchema(value)) return value;
  if (isPageSchema(d.schema)) return d.schema;
  const raw = isObject(value) && ('global' in value || Array.isArray(value.value)) ? value : 'global' in d ? d : null;
  if (!raw) return null;
  const { page } = adaptDiy(raw, { name });
  return page && isPageSchema(page) ? page : null;
}

/**
 * The route lookup the first render of `url` needs whatever the page: the route it opens, and
 * whether that route has a system page schema (src/renderer/pages.ts `hasPageSchema`). Null for a
 * path that is no route.
 */
export function currentRoute(url: string): InlinedRoutes | null {
  const route: AppRoute | undefined = findRoute(url);
  if (!route) return null;
  const list = [compactRoute(route as unknown as Record<string, unknown>)];
  return fs.existsSync(path.join(pagesDir, `${route.id}.page.json`)) ? { list, schemas: [route.id] } : { list };
}

const systemSchemas = new Map<string, { mtimeMs: number; schema: PageSchema | null }>();

/** A system page schema (src/pages/<id>.page.json), or null. */
export function readSystemSchema(id: string): PageSchema | null {
  const clean = id.replace(/^\/+/, '').replace(/\.page\.json$/, '');
  if (clean.includes('..')) return null;
  const file = path.join(pagesDir, `${clean}.page.json`);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const hit = systemSchemas.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.schema;
  let schema: PageSchema | null;
  try {
    const v: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    schema = isPageSchema(v) ? v : null;
  } catch {
    schema = null;
  }
  systemSchemas.set(file, { mtimeMs: stat.mtimeMs, schema });
  return schema;
}

// --- critical data ------------------------------------------------------------------------------

const DATA_REF = /\bdata\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(['"])([^'"]+)\2\s*\])/g;
/** Roots the server cannot know for the shopper: who they are, their cart, the site store. */
const SHOPPER_ROOT = /(^|[^\w$.])(member|site|cart)\b/;

function stringsOf(v: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 16) return out;
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) stringsOf(x, out, depth + 1);
  else if (isObject(v)) for (const x of Object.values(v)) stringsOf(x, out, depth + 1);
  return out;
}

function bindingText(s: string): string {
  // Only what sits inside ${…} is an expression.
  return [...s.matchAll(/\$\{([^}]*)\}/g)].map((m) => m[1]).join(' ');
}

function wireValue(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * The page's critical sources as a guest sees them, fetched through `inject` in dependency order
 * (parallel where possible). Sources the server cannot reproduce are left out.
 */
export async function criticalData(schema: PageSchema, query: Record<string, string>, inject: InjectApi, budgetMs = DATA_BUDGET_MS): Promise<Record<string, unknown>> {
  const sources = new Map<string, DataSource>();
  for (const [name, src] of Object.entries(isObject(schema.data) ? schema.data : {})) {
    if (!isObject(src) || typeof src.api !== 'string') continue;
    if (src.load === 'deferred' || src.load === 'manual') continue;
    const ep = (endpoints as Record<string, Endpoint | undefined>)[src.api];
    if (!ep || ep.auth === 'required') continue;
    const exprs = [...stringsOf(src.params).map(bindingText), typeof src.when === 'string' ? src.when : ''].join(' ');
    if (SHOPPER_ROOT.test(exprs)) continue;
    sources.set(name, src as DataSource);
  }
  const declared = new Set(Object.keys(isObject(schema.data) ? schema.data : {}));
  const deps = new Map<string, string[]>();
  for (const [name, src] of sources) {
    const refs = new Set<string>();
    for (const s of [...stringsOf(src.params), typeof src.when === 'string' ? src.when : '']) {
      for (const m of s.matchAll(DATA_REF)) {
        const ref = m[1] ?? m[3];
        if (ref && ref !== name && declared.has(ref)) refs.add(ref);
      }
    }
    deps.set(name, [...refs]);
  }
  // A source reading one the server leaves out is left out too.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, ds] of deps) {
      if (sources.has(name) && ds.some((d) => !sources.has(d))) {
        sources.delete(name);
        changed = true;
      }
    }
  }

  const data: Record<string, unknown> = {};
  const done = new Set<string>();
  const deadline = Date.now() + budgetMs;
  const scope = () => ({ data, state: isObject(schema.state) ? schema.state : {}, query, member: null, site: {}, cart: {} }) as never;

  const fetchOne = async (name: string, src: DataSource): Promise<void> => {
    if (typeof src.when === 'string') {
      const expr = src.when.includes('${') ? src.when : '${' + src.when + '}';
      if (!evaluate(expr, scope())) return;
    }
    const resolved = resolveDeep(isObject(src.params) ? src.params : {}, scope());
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(isObject(resolved) ? resolved : {})) {
      const w = wireValue(v);
      if (w !== undefined) params[k] = w;
    }
    if (src.paged) {
      params.page = '1';
      params.page_size = String(typeof src.pageSize === 'number' && src.pageSize >= 1 ? Math.floor(src.pageSize) : 10);
    }
    const left = deadline - Date.now();
    if (left <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    const answer = await Promise.race([
      inject((endpoints as Record<string, Endpoint>)[src.api]!.path, params),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), left);
      }),
    ]).finally(() => clearTimeout(timer));
    if (answer && typeof answer.code === 'number' && answer.code >= 0) data[name] = answer.data ?? null;
  };

  // Rounds: every source whose dependencies are settled (fetched or given up) goes together.
  let pending = [...sources.keys()];

  while (pending.length > 0 && Date.now() < deadline) {
    const ready = pending.filter((n) => (deps.get(n) ?? []).every((d) => done.has(d)));
    if (ready.length === 0) break; // a cycle: leave it to the browser
    await Promise.all(
      ready.map((n) =>
        fetchOne(n, sources.get(n) as DataSource).catch(() => undefined),
      ),
    );
    for (const n of ready) done.add(n);
    // A source whose dependency did not come is not fetched: the browser does both.
    pending = pending.filter((n) => !done.has(n));
    for (const n of pending) {
      if ((deps.get(n) ?? []).some((d) => done.has(d) && !(d in data) && sources.has(d))) done.add(n);
    }
    pending = pending.filter((n) => !done.has(n));
  }
  return data;
}

// --- self-fetching diy widgets -----------------------------------------------------------------

interface WidgetFirstView {
  /** Endpoint name (src/data/endpoints.ts). */
  api: string;
  /** Addon flag that must be 1. */
  addon?: string;
  /** The prop the answer is bound to. */
  prop: string;
  /** The widget's request parameters from its props; null: it fetches nothing. */
  params: (props: Record<string, unknown>) => Record<string, unknown> | null;
  /**
   * The widget shows the inlined answer to guests only (a member's has member prices): in the
   * browser the source then loads for guests alone (`when: ${!member}`), so that a member's
   * request is the widget's own, made once.
   */
  guestOnly?: boolean;
}

/**
 * Widgets (by type) whose own first request the server makes and inlines: the coupon block, and a
 * goods list's one page (so its goods are in the server's HTML; the answer is a guest's, which
 * the browser keeps for a guest only, src/app/pageCache.ts and the widget).
 */
const WIDGET_FIRST_VIEW: Record<string, WidgetFirstView> = {
  'diy-coupon': couponFirstView,
  'diy-goods-list': goodsListFirstView,
};

/** At most this many widget nodes of a page get an inlined source. */
const MAX_WIDGET_SOURCES = 4;

interface WidgetSource {
  name: string;
  index: number;
  prop: string;
  source: DataSource;
  guestOnly?: boolean;
}

/** The top-level nodes of `WIDGET_FIRST_VIEW` types, each with a critical source `widget_<index>`. */
export function widgetSources(schema: PageSchema, addons: Record<string, unknown> | undefined): WidgetSource[] {
  const out: WidgetSource[] = [];
  const taken = isObject(schema.data) ? schema.data : {};
  schema.content.forEach((node: PageNode, index) => {
    const spec = node && typeof node.type === 'string' ? WIDGET_FIRST_VIEW[node.type] : undefined;
    if (!spec || out.length >= MAX_WIDGET_SOURCES || (spec.addon && addons?.[spec.addon] !== 1)) return;
    const name = `widget_${index}`;
    const params = spec.params(isObject(node.props) ? node.props : {});
    if (params && !(name in taken)) out.push({ name, index, prop: spec.prop, source: { api: spec.api, params, load: 'critical' }, ...(spec.guestOnly ? { guestOnly: true } : {}) });
  });
  return out;
}

/**
 * A copy of the page with these sources added and bound to their nodes' props. `forBrowser`: the
 * copy the page is inlined as, where guest-only sources load for guests alone (the server fetches
 * as a guest, so it leaves that condition out of the copy it fetches with).
 */
export function addWidgetSources(schema: PageSchema, list: WidgetSource[], forBrowser = false): PageSchema {
  if (list.length === 0) return schema;
  const data = { ...(isObject(schema.data) ? schema.data : {}) } as Record<string, DataSource>;
  const content = [...schema.content];
  for (const w of list) {
    data[w.name] = forBrowser && w.guestOnly ? { ...w.source, when: '${!member}' } : w.source;
    const node = content[w.index] as PageNode;
    content[w.index] = { ...node, props: { ...(isObject(node.props) ? node.props : {}), [w.prop]: '${data.' + w.name + '}' } };
  }
  return { ...schema, data, content };
}

// --- the first screen's image -------------------------------------------------------------------

/**
 * The first large image of the page: the page background and the first slide of an image-ads
 * block among the first nodes (the usual largest paint of a diy page).
 */
export function firstScreenImages(schema: PageSchema): string[] {
  const out: string[] = [];
  const bg = schema.meta?.backgroundImage;
  if (typeof bg === 'string' && bg) out.push(bg);
  for (const node of schema.content.slice(0, 4) as PageNode[]) {
    if (node?.type === 'diy-image-ads' && isObject(node.props) && Array.isArray(node.props.list)) {
      const first = node.props.list.find((s: unknown) => isObject(s) && typeof s.imageUrl === 'string' && s.imageUrl !== '') as Record<string, unknown> | undefined;
      const url = first ? img(first.imageUrl) : '';
      if (url) out.push(url);
      break;
    }
  }
  return out.filter((u) => u.startsWith('/') && !u.startsWith('//'));
}

// --- the provider -------------------------------------------------------------------------------

/**
 * `services.h5Init`: the site config, the page of the URL with its critical data, and the `head`
 * files for h5.ts. The config and the diy pages come through the instance's public cache
 * (server/cache: PUBLIC_CACHE_MS, none in test mode), so this instance's own writes (a config
 * change, a published diy page) show on the next page at once, as in the API's answers.
 */
export function h5InitProvider(services: Services): H5InitFn {
  // The widget manifests (namespaces for preloading) are read ahead of the first page.
  if (services.config.mode !== 'test') void loadWidgetNamespaces();

  // buildInit reads through services.publicCache when there is one: made here if no area has yet.
  publicCache(services);
  const getConfig = (): Promise<InitData> => buildInit(services.db, services);

  // A page published or rolled back here shows on the next first render (other instances: within the TTL).
  (services.diyPublished ??= []).push((name) => publicCache(services).invalidate(Tag.diy(name)));

  const getDiy = (name: string, inject: InjectApi): Promise<PageSchema | null> =>
    publicCache(services).get(
      cacheKey('h5/diy', { name }),
      () => inject('/api/diyview/info', { name }).then((res) => (res && res.code >= 0 ? diyDataToSchema(res.data, name) : null)),
      { tags: () => [Tag.diy(name)] },
    );

  const firstPage = async (url: string, init: InitData, injectApi: InjectApi): Promise<InlinedPage | null> => {
    // Every browser request carries the store: for a first visit, the site's default one.
    const storeId = init.store_info?.store_id;
    const inject: InjectApi = storeId === undefined || storeId === null ? injectApi : (p, params) => injectApi(p, { ...params, store_id: String(storeId) });
    const route = findRoute(url);
    if (!route || route.login) return null;
    if (!isRouteAvailable(route, init.addon_is_exist as Record<string, number>)) return null;
    const query = queryOf(url);
    const appPath = normalizePath(url);
    // The route's page, else a system page named like the route (one read), else a diy page.
    const system = readSystemSchema(route.page ?? route.id);
    if (route.page || system) {
      if (!system) return null;
      const data = await criticalData(system, query, inject);
      return Object.keys(data).length > 0 ? { schema: system, data, path: appPath } : { schema: system, path: appPath };
    }
    const name = diyNameOf(route, query);
    if (!name) return null;
    const diy = await getDiy(name, inject);
    if (!diy) return null;
    // Widget sources the server could not fetch are left out: those widgets fetch for themselves.
    const widgets = widgetSources(diy, init.addon_is_exist as Record<string, unknown> | undefined);
    const data = await criticalData(addWidgetSources(diy, widgets), query, inject);
    const schema = addWidgetSources(diy, widgets.filter((w) => w.name in data), true);
    return Object.keys(data).length > 0 ? { schema, data, path: appPath } : { schema, path: appPath };
  };

  return async (lang, url, opts = {}) => {
    const init = await getConfig();
    const out: Record<string, unknown> = { config: init, lang };
    const routes = currentRoute(url);
    if (routes) out.routes = routes;
    if (!opts.inject) return out;
    const page = await firstPage(url, init, opts.inject);
    if (!page) return out;
    out.page = page;
    const types = collectTypes(page.schema.content);
    // The page's widget types and their chunks: the browser renders it without the widget table.
    const widgets = await firstPageWidgets(services.config.distDir, types);
    if (Object.keys(widgets).length > 0) out.widgets = widgets;
    // The browser loads texts in its interface language only (src/i18n/instance.ts).
    const assets = await firstPageAssets(services.config.distDir, types);
    const head: H5Head = { ...assets, images: firstScreenImages(page.schema) };
    out.head = head;
    return out;
  };
}
