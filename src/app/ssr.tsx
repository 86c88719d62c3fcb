/**
 * Server rendering of the first view (built as dist/server/ssr.js by vite.config.ts, loaded by
 * server/http/h5.ts). Only a page the server inlines (`init.page`: schema and critical data) is
 * rendered, as a guest without a chosen store sees it, in the language asked; the browser then
 * hydrates it (src/main.tsx) or, when its shopper differs, renders over it.
 *
 * The stores and the page cache are module singletons, so renders run one at a time: each sets
 * the state, prepares the page (widget chunks, texts: cached after the first time), renders to a
 * string synchronously and clears the state again.
 */
import { renderToString } from 'react-dom/server';
import { setServerInit, type InlinedInit, type InlinedRoutes } from '../boot/inlined.ts';
import { applySiteConfig } from '../boot/start.ts';
import { firstViewTexts, initI18n } from '../i18n/index.ts';
import { normalizePath, queryOf } from '../routes/paths.ts';
import { useCartStore, initialCartState } from '../stores/cart.ts';
import { useLanguageStore } from '../stores/language.ts';
import { initialMemberState, useMemberStore } from '../stores/member.ts';
import { initialSiteState, useSiteStore } from '../stores/site.ts';
import { initialStoreState, useStoreStore } from '../stores/store.ts';
import { installWidgetTable } from '../renderer/registry.ts';
import { widgetManifests } from '../renderer/widgetTable.ts';
import { hasPageSchema } from '../renderer/pages.ts';
import { compactRoute } from '../routes/compact.ts';
import { installRouteTables, noteLookups, type Lookups } from '../routes/tables.ts';
import { pageFiles, routes } from '../routes/tableChunk.ts';
import { App } from './App.tsx';
import { inlinedPageFor, peekRuntime, prepareInitialPage, resetPageCache } from './pageCache.ts';
import { createHistoryRouter } from './router.ts';

export interface SsrInput {
  /** The request path with its query, base included (`/h5/pages/goods/detail?sku_id=1`). */
  url: string;
  lang: 'zh-cn' | 'en-us';
  /** What the HTML inlines: `{config, page?, …}`. */
  init: InlinedInit;
}

export interface SsrResult {
  /** Markup of #root. */
  html: string;
  lang: 'zh-cn' | 'en-us';
  /**
   * The answers of the route lookups the render made (`__INIT__.routes`), so that the browser's
   * first render, hydrating this markup, answers the same without the route tables.
   */
  routes: InlinedRoutes;
}

// Every widget manifest and every route at once (in the browser each table is a chunk fetched
// when needed).
installWidgetTable(widgetManifests);
installRouteTables({ routes, pageFiles });

/** The routes `lookups` found, in manifest order, with which have a page schema, and the paths that are no route. */
export function inlinedRoutes(lookups: Lookups): InlinedRoutes {
  const found = routes.filter((r) => lookups.routes.has(r.id));
  const schemas = found.filter((r) => hasPageSchema(r.id)).map((r) => r.id);
  return {
    list: found.map((r) => compactRoute(r as unknown as Record<string, unknown>)),
    ...(schemas.length > 0 ? { schemas } : {}),
    ...(lookups.missing.size > 0 ? { missing: [...lookups.missing].sort() } : {}),
  };
}

let queue: Promise<unknown> = Promise.resolve();

function resetState(): void {
  setServerInit(undefined);
  resetPageCache();
  useSiteStore.setState(initialSiteState());
  useMemberStore.setState(initialMemberState());
  useCartStore.setState(initialCartState());
  useStoreStore.setState(initialStoreState());
}

async function renderOnce({ url, lang, init }: SsrInput): Promise<SsrResult | null> {
  if (!init.page) return null;
  resetState();
  try {
    initI18n();
    setServerInit(init);
    applySiteConfig(init.config);
    useLanguageStore.getState().setLang(lang);
    // The first view's texts (common, shell; from the bundle here) in that language.
    await firstViewTexts(lang);
    const router = createHistoryRouter({ initialEntries: [url] });
    const { key, search, pathname } = router.state.location;
    // The page must be the inlined one, ready (data, widget chunks, texts) before rendering.
    const page = inlinedPageFor(key);
    if (!page || (page.path !== undefined && normalizePath(page.path) !== normalizePath(pathname))) return null;
    await prepareInitialPage(key, queryOf(search));
    // A source the server could not inline failed here (no API from the server bundle); the
    // browser will load it, so this view would not be the browser's: leave the page to it.
    const runtime = peekRuntime(key);
    if (!runtime || runtime.store.getState().phase !== 'ready') return null;
    if (Object.values(runtime.store.getState().sources).some((src) => src.status === 'error')) return null;
    const lookups: Lookups = { routes: new Set(), missing: new Set() };
    noteLookups(lookups);
    let html: string;
    try {
      html = renderToString(<App router={router} />);
    } finally {
      noteLookups(null);
    }
    return { html, lang, routes: inlinedRoutes(lookups) };
  } finally {
    resetState();
  }
}

/** Renders the first view of `url`, or null when there is no inlined page to render. */
export function render(input: SsrInput): Promise<SsrResult | null> {
  const run = queue.then(() => renderOnce(input));
  queue = run.catch(() => undefined);
  return run;
}
