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
 * The page's `data` holds the sources its widgets declare too, and `data` the critical sources
 * as a guest sees them (with the site's default store, as a first visit's requests carry it):
 * the page loader run on the server (./firstView.ts; what it cannot fetch for the shopper, or what
 * fails, is left to the browser, which also drops member-sensitive answers for a member,
 * src/app/pageCache.ts). Routes that need a login, or an addon the shop lacks, get no page. h5.ts
 * renders the page on the server when it can.
 *
 * `widgets` names the built chunk of each widget type of that page (`{type: [file, namespaces?,
 * imports?, data?]}`, h5initAssets.ts `firstPageWidgets`), so the browser renders it without loading the
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
import { img } from '../../../src/bindings/functions/image.ts';
import { adaptDiy } from '../../../src/diy/adapter.ts';
import { isPageSchema, readDiyDocument } from '../../../src/diy/read.ts';
import { withGiftPopups } from '../../../src/diy/giftPopups.ts';
import { collectTypes } from '../../../src/renderer/structure.ts';
import type { PageNode, PageSchema } from '../../../src/renderer/types.ts';
import type { InlinedRoutes } from '../../../src/boot/inlined.ts';
import { compactRoute } from '../../../src/routes/compact.ts';
import { findRoute, isRouteAvailable, type AppRoute } from '../../../src/routes/full.ts';
import { resolveRoutePage } from '../../../src/routes/resolve.ts';
import { LOGIN_PATH, normalizePath, queryOf } from '../../../src/routes/paths.ts';
import { buildInit, type InitData } from './service.ts';
import { firstViewData, type InjectApi } from './firstView.ts';
import { firstPageAssets, firstPageWidgets, type FirstPageAssets } from './h5initAssets.ts';
import { serverWidgets } from './serverWidgets.ts';

export type { ApiAnswer, InjectApi } from './firstView.ts';

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
  /** Routes whose titles are inlined besides the route's own (the login page a guest is sent to). */
  titles?: string[];
}

export type H5InitFn = (lang: Lang, url: string, opts?: H5InitOptions) => Promise<Record<string, unknown>>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pagesDir = path.join(repoRoot, 'src', 'pages');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Our page schema from a `diyview.info` answer's data, read by the reader the browser uses too
 * (src/diy/read.ts): a page schema as it is, or raw NiuShop JSON through the adapter.
 */
export function diyDataToSchema(data: unknown, name: string): PageSchema | null {
  const page = readDiyData(data, name);
  // The shop's own nodes on home and the member centre (the gift popups), as the client adds them.
  return page && withGiftPopups(page, name);
}

function readDiyData(data: unknown, name: string): PageSchema | null {
  const doc = readDiyDocument(data);
  if (!doc || 'page' in doc) return doc?.page ?? null;
  const { page } = adaptDiy(doc.raw, { name });
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
  return hasSystemSchema(route.id) ? { list, schemas: [route.id] } : { list };
}

/** Whether src/pages/<id>.page.json exists. */
function hasSystemSchema(id: string): boolean {
  return fs.existsSync(path.join(pagesDir, `${id}.page.json`));
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
  // The widget manifests (namespaces, data sources) are read ahead of the first page.
  if (services.config.mode !== 'test') void serverWidgets();

  // buildInit reads through services.publicCache when there is one: made here if no area has yet.
  publicCache(services);
  const getConfig = (lang: Lang): Promise<InitData> => buildInit(services.db, services, lang);

  // A page published or rolled back here shows on the next first render (other instances: within the TTL).
  (services.diyPublished ??= []).push((name) => publicCache(services).invalidate(Tag.diy(name)));

  // One entry per language: the merchant's texts come in the shopper's (src/diy/i18n.ts).
  const getDiy = (name: string, lang: Lang, inject: InjectApi): Promise<PageSchema | null> =>
    publicCache(services).get(
      cacheKey('h5/diy', { name, lang }),
      () => inject('/api/diyview/info', { name }).then((res) => (res && res.code >= 0 ? diyDataToSchema(res.data, name) : null)),
      { tags: () => [Tag.diy(name)] },
    );

  const firstPage = async (url: string, lang: Lang, init: InitData, injectApi: InjectApi): Promise<InlinedPage | null> => {
    // Every browser request carries the store: for a first visit, the site's default one.
    const storeId = init.store_info?.store_id;
    const inject: InjectApi = storeId === undefined || storeId === null ? injectApi : (p, params) => injectApi(p, { ...params, store_id: String(storeId) });
    const route = findRoute(url);
    if (!route || route.login) return null;
    const query = queryOf(url);
    const appPath = normalizePath(url);
    // What the route shows, decided as the browser decides it (src/routes/resolve.ts); a diy page
    // by number (`?id=`) is left to the browser.
    const shown = resolveRoutePage(route, query, { addons: init.addon_is_exist as Record<string, number>, hasSchema: hasSystemSchema });
    const page = shown.kind === 'system' ? readSystemSchema(shown.pageId) : shown.kind === 'diy' && shown.name ? await getDiy(shown.name, lang, inject) : null;
    if (!page) return null;
    const widgets = await serverWidgets();
    const { schema, data } = await firstViewData(page, query, inject, {
      dataOf: (type) => widgets.get(type)?.data ?? null,
      addons: init.addon_is_exist as Record<string, unknown> | undefined,
    });
    return Object.keys(data).length > 0 ? { schema, data, path: appPath } : { schema, path: appPath };
  };

  /**
   * A route the server does not render (it needs a login, an addon is off) still comes with what
   * the browser's own render of it starts from: its system page schema and widget chunks, and for
   * a route that needs a login also the login page's (a guest is sent there), so that neither the
   * route tables nor the widget table are fetched for the first view. The texts of those widgets
   * are inlined by h5.ts (`head.namespaces`) and their CSS linked; their chunks are not preloaded,
   * as only one of the two pages shows.
   */
  const unrendered = async (url: string, init: InitData, out: Record<string, unknown>): Promise<void> => {
    const route = findRoute(url);
    if (!route) return;
    const ids = [route.page ?? route.id];
    const login = route.login ? findRoute(LOGIN_PATH) : undefined;
    if (login) ids.push(login.page ?? login.id);
    const pages: Record<string, PageSchema> = {};
    for (const id of ids) {
      const schema = readSystemSchema(id);
      if (schema) pages[id] = schema;
    }
    if (!isRouteAvailable(route, init.addon_is_exist as Record<string, number>)) delete pages[route.page ?? route.id];
    const types = Object.values(pages).flatMap((p) => collectTypes(p.content));
    if (types.length === 0) return;
    const routes = (out.routes ?? { list: [] }) as InlinedRoutes;
    if (login && !routes.list.some((r) => r.id === login.id)) routes.list.push(compactRoute(login as unknown as Record<string, unknown>));
    routes.schemas = [...new Set([...(routes.schemas ?? []), ...Object.keys(pages)])];
    routes.pages = pages;
    out.routes = routes;
    const widgets = await firstPageWidgets(services.config.distDir, types);
    if (Object.keys(widgets).length > 0) out.widgets = widgets;
    // Their CSS too: an inlined widget's chunk is imported as it is, without Vite's CSS preloading.
    const { css, namespaces } = await firstPageAssets(services.config.distDir, types);
    const head: H5Head = { js: [], css, namespaces, images: [], ...(login ? { titles: [login.id] } : {}) };
    out.head = head;
  };

  return async (lang, url, opts = {}) => {
    const init = await getConfig(lang);
    const out: Record<string, unknown> = { config: init, lang };
    const routes = currentRoute(url);
    if (routes) out.routes = routes;
    if (!opts.inject) return out;
    const page = await firstPage(url, lang, init, opts.inject);
    if (!page) {
      await unrendered(url, init, out);
      return out;
    }
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
