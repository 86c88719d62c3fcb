/**
 * Page loader core: turns a page schema into a running page (a `PageRuntime`). The same code runs
 * in the browser (./loader.ts adds the browser's defaults: the API client and i18n) and on the
 * server for the first view (server/modules/config/firstView.ts injects its own), so it imports
 * neither the API client nor i18n (both are browser/Vite modules).
 *
 * `start()` is ONE parallel round: every `critical` data source (in dependency order, parallel
 * where possible), every widget chunk the tree uses and the i18n namespaces of those widgets all
 * start together; it resolves when all of them settled. (When the tree uses a type the registry
 * does not know yet, its chunks and namespaces start once the widget table is in; the data does
 * not wait.) The page then renders and calls `startDeferred()` for the `deferred` sources, which
 * re-render the page as they arrive.
 *
 * - `when`: a binding; the source is fetched only when it is truthy (otherwise status `skipped`).
 * - A source whose params (or `when`) read `${data.x…}` waits for `x`, whatever x's load mode.
 * - `paged`: `page`/`page_size` are managed here; page 1 on start/refresh, `loadMore` appends the
 *   next page's `list`; the list ends when a page returns fewer rows than the page size.
 * - `manual` sources load only through `refresh(name)` (e.g. the refresh action).
 * - Stale answers (a refresh overtook them) are dropped.
 *
 * The sources the page's widgets declare in their manifests (`data`) are in the schema's `data`
 * already, named `<node id>:<name>` (./nodeSources.ts `withNodeSources`, run by whoever gets the
 * page: src/app/pageCache.ts in the browser, the server for the first view).
 *
 * Nothing here touches React; the runtime is testable with injected `request`/`loadWidget`, and
 * the server runs it for the first view (server/modules/config/firstView.ts: its request, a
 * guest's globals, the sources it can fetch, a deadline).
 */
import { collectBindingErrors, evaluate, resolveDeep } from '../bindings/index.ts';
import { createPageStore, idleSource, update, parseStatePath, setAtPath, type PageStore } from './pageStore.ts';
import { checkPageStructure, collectTypes, isPlainObject } from './structure.ts';
import { getWidget, hasWidgetTable, loadWidget as registryLoadWidget, loadWidgetTable } from './registry.ts';
import { report } from './report.ts';
import { isEndpointName } from '../data/endpoints.ts';
import type { DataSource, PageSchema, RenderScope, SchemaIssue } from './types.ts';

export interface ApiResult {
  code: number;
  message?: string;
  data?: unknown;
}

/** The world outside the page; every member has a default except `globals`, `request` and `loadNamespaces`. */
export interface LoaderEnv {
  /** Query parameters of the current location. */
  query?: Record<string, string>;
  /** Current values of the global scope roots (member, site, cart), read at fetch time. */
  globals: () => { member: unknown; site: unknown; cart: unknown };
  /** Calls a registered endpoint (the browser: the API client, ./loader.ts). */
  request: (api: string, params: Record<string, unknown>) => Promise<ApiResult>;
  /** Whether `api` names a registered endpoint (default: src/data/endpoints.ts). */
  hasEndpoint?: (api: string) => boolean;
  /** Loads a widget chunk (default: the registry). */
  loadWidget?: (type: string) => Promise<unknown>;
  /** Loads the table of every widget manifest (default: the registry's; the server loads none). */
  loadWidgetTable?: () => Promise<unknown>;
  /** Loads i18n namespaces (the browser: the i18n module, ./loader.ts). */
  loadNamespaces: (ns: string[]) => Promise<unknown>;
  /**
   * Data already fetched (e.g. inlined by the server with the first page): those sources start
   * `ready` with this data and are not fetched by `start()`/`startDeferred()`.
   */
  initialData?: Record<string, unknown>;
  /**
   * Widget types `start()` does not load (read when it runs): parts of a server view that stay
   * server markup until they are needed (hydrationGates.ts).
   */
  deferWidgets?: ReadonlySet<string>;
  /** A data source failed (code < 0 or a network error); e.g. toast the message. */
  onSourceError?: (name: string, message: string, code: number | undefined) => void;
}

export interface PageRuntime {
  readonly schema: PageSchema;
  readonly store: PageStore;
  /** Query parameters the page was opened with. */
  readonly query: Record<string, string>;
  /** Structural problems found when the page loaded (already reported); development builds only. */
  readonly issues: SchemaIssue[];
  /** The critical round (idempotent: the same promise on every call). */
  start(): Promise<void>;
  /** Load the deferred sources (idempotent). */
  startDeferred(): Promise<void>;
  /** Reload one source (and the sources depending on it), or every loaded source; paged → page 1. */
  refresh(source?: string): Promise<void>;
  /** Load the next page of a paged source (no-op while loading or at the end). */
  loadMore(source: string): Promise<void>;
  /** Set page state at a path (`tab`, `form.name`, `list[0].done`) through immer. */
  setState(path: string, value: unknown): boolean;
  /** Open or close a popup by id. */
  setPopup(id: string, open: boolean): void;
  /** The current scope (data, state, query and the globals), for actions and bindings. */
  scope(): RenderScope;
  /** Stop applying answers (the page unmounted). */
  dispose(): void;
}

const DATA_REF = /\bdata\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(['"])([^'"]+)\2\s*\])/g;

function collectStrings(value: unknown, out: string[], depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out, depth + 1);
  else if (isPlainObject(value)) for (const v of Object.values(value)) collectStrings(v, out, depth + 1);
}

/** Names of other sources a source reads through `${data.<name>…}` in its params or `when`. */
export function sourceDependencies(src: DataSource, known: ReadonlySet<string>, self: string): string[] {
  const strings: string[] = [];
  collectStrings(src.params, strings);
  if (typeof src.when === 'string') strings.push(src.when);
  const deps = new Set<string>();
  for (const s of strings) {
    if (!s.includes('${') && s !== src.when) continue;
    for (const m of s.matchAll(DATA_REF)) {
      const name = m[1] ?? m[3];
      if (name && name !== self && known.has(name)) deps.add(name);
    }
  }
  return [...deps];
}

function asBindingExpr(when: string): string {
  return when.includes('${') ? when : '${' + when + '}';
}

/** Drops undefined values (never send "undefined"); objects stay objects (the client JSON-encodes them). */
function cleanParams(value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isPlainObject(value)) return out;
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = v;
  return out;
}

function pageList(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (isPlainObject(data) && Array.isArray(data.list)) return data.list;
  return null;
}

function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  return 'request failed';
}

// `import.meta.env` literally, so Vite substitutes it and the production build leaves the
// diagnosis out; on the server (tsx) it is undefined: no diagnosis.
const DIAGNOSE = (import.meta.env as ImportMetaEnv | undefined)?.DEV === true;

export function createPageRuntime(schema: PageSchema, env: LoaderEnv): PageRuntime {
  // --- checks, once per page load -----------------------------------------------------------
  // The structural diagnosis runs in development builds (and tests). A production page comes from
  // the server, which validated it when it was published, from the bundle (tests/schemas.test.ts
  // validates every system page) or through the client's diy adapter, which reports what it
  // changes; a malformed node is skipped and reported when rendered either way (NodeList).
  const issues = DIAGNOSE ? checkPageStructure(schema) : [];
  for (const issue of issues) report(`page:${String(schema?.id)}`, `page "${String(schema?.id)}" ${issue.path}: ${issue.message}`);
  try {
    for (const e of collectBindingErrors(schema)) {
      report(`binding:${String(schema?.id)}`, `page "${String(schema?.id)}" ${e.path}: ${e.message} in ${JSON.stringify(e.expression)} at ${e.position}`);
    }
  } catch (err) {
    report(`binding:${String(schema?.id)}`, `page "${String(schema?.id)}": bindings could not be checked`, err);
  }

  const request = env.request;
  const hasEndpoint = env.hasEndpoint ?? isEndpointName;
  const loadWidget = env.loadWidget ?? registryLoadWidget;
  const loadNamespaces = env.loadNamespaces;
  const query = env.query ?? {};

  // --- sources and their dependencies ---------------------------------------------------------
  const sources = new Map<string, DataSource>();
  if (isPlainObject(schema?.data)) {
    for (const [name, src] of Object.entries(schema.data)) {
      if (isPlainObject(src) && typeof src.api === 'string') sources.set(name, src as DataSource);
    }
  }
  const names = new Set(sources.keys());
  const deps = new Map<string, string[]>();
  for (const [name, src] of sources) deps.set(name, sourceDependencies(src, names, name));
  // Break cycles (reported) so a bad document cannot deadlock the page.
  {
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (n: string, trail: string[]): void => {
      state.set(n, 'visiting');
      for (const d of deps.get(n) ?? []) {
        const s = state.get(d);
        if (s === 'visiting') {
          report(`page:${schema.id}`, `page "${schema.id}" $.data.${n}: dependency cycle ${[...trail, n, d].join(' → ')}; ignoring ${n} → ${d}`);
          deps.set(n, (deps.get(n) ?? []).filter((x) => x !== d));
        } else if (s !== 'done') visit(d, [...trail, n]);
      }
      state.set(n, 'done');
    };
    for (const n of names) if (!state.has(n)) visit(n, []);
  }
  const dependents = (name: string): string[] => {
    const out = new Set<string>();
    const walk = (n: string): void => {
      for (const [other, ds] of deps) if (ds.includes(n) && !out.has(other)) { out.add(other); walk(other); }
    };
    walk(name);
    return [...out];
  };
  const loadMode = (src: DataSource): 'critical' | 'deferred' | 'manual' =>
    src.load === 'deferred' || src.load === 'manual' ? src.load : 'critical';
  const pageSizeOf = (src: DataSource): number =>
    typeof src.pageSize === 'number' && src.pageSize >= 1 ? Math.floor(src.pageSize) : 10;

  const store = createPageStore(schema?.state, [...names]);
  let disposed = false;
  const seeded = new Set<string>();
  /** Bumped per source on refresh; an answer for an older version is dropped. */
  const version = new Map<string, number>();
  if (isPlainObject(env.initialData)) {
    const initial = env.initialData;
    update(store, (d) => {
      for (const n of names) {
        if (!(n in initial)) continue;
        seeded.add(n);
        // Its version, as a fetch would have set it: a later page (loadMore) compares with it.
        version.set(n, 0);
        d.data[n] = initial[n] as never;
        const src = sources.get(n) as DataSource;
        const list = src.paged ? pageList(initial[n]) : null;
        d.sources[n] = { ...idleSource(), status: 'ready', page: src.paged ? 1 : 0, hasMore: list ? list.length >= pageSizeOf(src) : false };
      }
    });
  }

  const scope = (): RenderScope => {
    const s = store.getState();
    const g = env.globals();
    return { data: s.data, state: s.state, query, member: g.member, site: g.site, cart: g.cart };
  };

  // --- fetching --------------------------------------------------------------------------------
  /** In-flight/settled fetch of each source in the current round; cleared by refresh. */
  const round = new Map<string, Promise<void>>();

  const fetchPage = async (name: string, page: number, v: number): Promise<void> => {
    const src = sources.get(name) as DataSource;
    if (!hasEndpoint(src.api)) {
      report(`page:${schema.id}`, `page "${schema.id}" $.data.${name}.api: "${src.api}" is not a registered endpoint (src/data/endpoints.ts)`);
      update(store, (d) => {
        d.sources[name] = { ...idleSource(), status: 'error', error: `unknown endpoint ${src.api}`, hasMore: false };
      });
      return;
    }
    const sc = scope();
    if (typeof src.when === 'string') {
      let ok: unknown;
      try {
        ok = evaluate(asBindingExpr(src.when), sc);
      } catch (err) {
        report(`page:${schema.id}`, `page "${schema.id}" $.data.${name}.when: ${errorMessage(err)}`);
        ok = false;
      }
      if (!ok) {
        update(store, (d) => {
          d.sources[name] = { ...idleSource(), status: 'skipped', hasMore: false };
          delete d.data[name];
        });
        return;
      }
    }
    let params: Record<string, unknown>;
    try {
      params = cleanParams(resolveDeep(src.params ?? {}, sc));
    } catch (err) {
      report(`page:${schema.id}`, `page "${schema.id}" $.data.${name}.params: ${errorMessage(err)}`);
      params = {};
    }
    const size = pageSizeOf(src);
    if (src.paged) {
      params.page = page;
      params.page_size = size;
    }
    update(store, (d) => {
      const cur = d.sources[name] ?? idleSource();
      if (page > 1) cur.loadingMore = true;
      else cur.status = 'loading';
      d.sources[name] = cur;
    });

    let res: ApiResult;
    let transport = false;
    try {
      res = await request(src.api, params);
    } catch (err) {
      // No answer at all (network, time-out): not the API's refusal, so no API code is kept.
      transport = true;
      res = { code: -1, message: errorMessage(err) };
    }
    if (disposed || version.get(name) !== v) return;

    if (!res || typeof res.code !== 'number' || res.code < 0) {
      const message = res?.message ?? 'request failed';
      update(store, (d) => {
        const cur = d.sources[name] ?? idleSource();
        cur.status = 'error';
        cur.error = message;
        cur.code = transport ? undefined : res?.code;
        cur.loadingMore = false;
        d.sources[name] = cur;
      });
      env.onSourceError?.(name, message, res?.code);
      return;
    }

    update(store, (d) => {
      const cur = d.sources[name] ?? idleSource();
      if (src.paged) {
        const rows = pageList(res.data) ?? [];
        const prev = page > 1 ? pageList(d.data[name]) ?? [] : [];
        const merged = [...prev, ...rows];
        d.data[name] = isPlainObject(res.data) ? { ...res.data, list: merged } : { list: merged };
        const pageCount = isPlainObject(res.data) ? Number(res.data.page_count) : NaN;
        cur.page = page;
        cur.hasMore = rows.length >= size && !(Number.isFinite(pageCount) && pageCount > 0 && page >= pageCount);
      } else {
        d.data[name] = res.data as never;
      }
      cur.status = 'ready';
      delete cur.error;
      delete cur.code;
      cur.loadingMore = false;
      d.sources[name] = cur;
    });
  };

  /** Fetch a source once in this round, after its dependencies. Never rejects. */
  const ensure = (name: string): Promise<void> => {
    const existing = round.get(name);
    if (existing) return existing;
    if (seeded.has(name)) {
      const done = Promise.resolve();
      round.set(name, done);
      return done;
    }
    const v = version.get(name) ?? 0;
    version.set(name, v);
    const ds = deps.get(name) ?? [];
    // No dependencies: call the API synchronously, in the same tick as the rest of the round.
    const p = (ds.length === 0 ? fetchPage(name, 1, v) : Promise.all(ds.map(ensure)).then(() => fetchPage(name, 1, v))).catch(
      (err: unknown) => report(`page:${schema.id}`, `page "${schema.id}" $.data.${name}: ${errorMessage(err)}`, err),
    );
    round.set(name, p);
    return p;
  };

  let started: Promise<void> | null = null;
  let deferredStarted: Promise<void> | null = null;

  const start = (): Promise<void> => {
    if (started) return started;
    const types = collectTypes(schema?.content);
    const jobs: Array<Promise<unknown>> = [];
    for (const [name, src] of sources) if (loadMode(src) === 'critical') jobs.push(ensure(name));
    /** The widget chunks and their namespaces (which the manifests name). */
    const widgets = (): Array<Promise<unknown>> => {
      const ns = new Set<string>();
      for (const t of types) for (const n of getWidget(t)?.namespaces ?? []) ns.add(n);
      const out: Array<Promise<unknown>> = [];
      for (const t of types) {
        if (env.deferWidgets?.has(t)) continue;
        out.push(Promise.resolve().then(() => loadWidget(t)).catch((err: unknown) => report(`widget-load:${t}`, `widget "${t}" failed to load`, err)));
      }
      if (ns.size > 0) out.push(Promise.resolve().then(() => loadNamespaces([...ns])).catch((err: unknown) => report('i18n', `namespaces ${[...ns].join(', ')} failed to load`, err)));
      return out;
    };
    // A type not known yet (a page other than the one the server inlined): its manifest comes
    // with the widget table, which never rejects.
    if (!hasWidgetTable() && types.some((t) => !getWidget(t))) jobs.push((env.loadWidgetTable ?? loadWidgetTable)().then(() => Promise.all(widgets())));
    else jobs.push(...widgets());
    started = Promise.all(jobs).then(() => {
      update(store, (d) => {
        d.phase = 'ready';
      });
    });
    return started;
  };

  const startDeferred = (): Promise<void> => {
    if (deferredStarted) return deferredStarted;
    const jobs: Array<Promise<void>> = [];
    for (const [name, src] of sources) if (loadMode(src) === 'deferred') jobs.push(ensure(name));
    deferredStarted = Promise.all(jobs).then(() => undefined);
    return deferredStarted;
  };

  const refresh = async (source?: string): Promise<void> => {
    let targets: string[];
    if (source !== undefined) {
      if (!sources.has(source)) {
        report(`page:${schema.id}`, `page "${schema.id}": refresh of unknown data source "${source}"`);
        return;
      }
      targets = [source, ...dependents(source)];
    } else {
      const st = store.getState().sources;
      targets = [...sources.keys()].filter((n) => {
        const mode = loadMode(sources.get(n) as DataSource);
        return mode !== 'manual' || (st[n] !== undefined && st[n].status !== 'idle');
      });
    }
    for (const n of targets) {
      seeded.delete(n);
      round.delete(n);
      version.set(n, (version.get(n) ?? 0) + 1);
    }
    await Promise.all(targets.map(ensure));
  };

  const loadMore = async (name: string): Promise<void> => {
    const src = sources.get(name);
    if (!src?.paged) return;
    const st = store.getState().sources[name];
    if (!st || st.status !== 'ready' || st.loadingMore || !st.hasMore) return;
    const v = version.get(name) ?? 0;
    try {
      await fetchPage(name, st.page + 1, v);
    } catch (err) {
      report(`page:${schema.id}`, `page "${schema.id}" $.data.${name}: ${errorMessage(err)}`, err);
    }
  };

  const setState = (path: string, value: unknown): boolean => {
    const parts = parseStatePath(path);
    if (!parts) {
      report(`page:${schema.id}`, `setState: invalid path ${JSON.stringify(path)}`);
      return false;
    }
    update(store, (d) => {
      setAtPath(d.state as Record<string, unknown>, parts, value);
    });
    return true;
  };

  const setPopup = (id: string, open: boolean): void => {
    update(store, (d) => {
      d.popups[id] = open;
    });
  };

  return {
    schema,
    store,
    query,
    issues,
    start,
    startDeferred,
    refresh,
    loadMore,
    setState,
    setPopup,
    scope,
    dispose: () => {
      disposed = true;
    },
  };
}
