/**
 * Page instances by history entry: going back to an entry reuses its loaded runtime (its data,
 * state and scroll position come back at once, as a page stack would), a new entry gets a fresh
 * one. Also the schemas and diy documents being fetched (Suspense needs promises that outlive
 * the suspended render), and the page the server inlined for the first render.
 */
import { readInlinedInit } from '../boot/inlined.ts';
import { nextTask } from './nextTask.ts';
import { request } from '../data/client.ts';
import { endpoints, isEndpointName } from '../data/endpoints.ts';
import { readGlobals } from '../renderer/globals.ts';
import { gateBelowFold } from '../renderer/hydrationGates.ts';
import { adoptStaticIslands } from '../renderer/staticIslands.ts';
import { isRequired } from '../renderer/requires.ts';
import { createPageRuntime, type LoaderEnv, type PageRuntime } from '../renderer/loader.ts';
import { isPageSchema, loadPageSchema } from '../renderer/pages.ts';
import { holdFirstView } from '../renderer/pageStore.ts';
import { loadWidgetTable } from '../renderer/registry.ts';
import type { PageSchema } from '../renderer/types.ts';
import { showToast } from '../shell/feedback.ts';
import { useMemberStore } from '../stores/member.ts';
import { currentStoreId } from '../stores/store.ts';

/** History entries whose pages are kept (older ones are dropped, oldest first). */
export const KEEP_PAGES = 10;

const runtimes = new Map<string, { schema: PageSchema; runtime: PageRuntime; token: string }>();
const diyDocs = new Map<string, Promise<PageSchema | null>>();
const schemas = new Map<string, Promise<PageSchema | undefined>>();

function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  map.delete(key);
  map.set(key, value);
  while (map.size > KEEP_PAGES) {
    const oldest = map.keys().next().value as K;
    map.delete(oldest);
  }
  return value;
}

/**
 * The runtime of a history entry for this schema: reused when it exists for the same shopper,
 * else created (going back to a page after logging in loads it anew, without the data it was
 * given for the other: answers depend on who asks).
 */
export function runtimeFor(entryKey: string, schema: PageSchema, query: Record<string, string>, env?: Partial<LoaderEnv>): PageRuntime {
  const hit = runtimes.get(entryKey);
  const { token } = useMemberStore.getState();
  if (hit && hit.schema === schema && hit.token === token) return hit.runtime;
  const runtime = createPageRuntime(schema, {
    globals: readGlobals,
    query,
    onSourceError: (name, message, code) => {
      // Session and closed-shop codes are handled by the client; a refused source the page is
      // about shows the not-found state (meta.requires) and nothing else is told then; other
      // failures are told.
      if (!message || code === -10009 || code === -10010 || code === -3) return;
      // A source whose refusal the page shows itself (the webview's message): told once, there.
      if (schema.data?.[name]?.silent === true) return;
      if (code === -1 && isRequired(schema, name)) return;
      if (code === -1 && schema.meta?.requires?.length)
        void import('../renderer/requiredOutcome.ts')
          .then((m) => m.requiredOutcome(schema, runtime.store))
          .then((notFound) => notFound || showToast(message));
      else showToast(message);
    },
    ...env,
    ...(hit && { initialData: undefined }),
  });
  remember(runtimes, entryKey, { schema, runtime, token });
  return runtime;
}

/** The runtime kept for a history entry, if any (never creates one). */
export function peekRuntime(entryKey: string): PageRuntime | undefined {
  return runtimes.get(entryKey)?.runtime;
}

/**
 * A system page schema, fetched once (a failed chunk is forgotten so a retry refetches). System
 * pages declare their data in their page JSON, never through widgets that declare their own
 * (tests/system-pages-data.test.ts), so the widget table is not waited for (its bytes stay off a
 * system page's first load).
 */
export function schemaFor(pageId: string): Promise<PageSchema | undefined> {
  let p = schemas.get(pageId);
  if (!p) {
    p = loadPageSchema(pageId).catch((err: unknown) => {
      schemas.delete(pageId);
      throw err;
    });
    schemas.set(pageId, p);
  }
  return p;
}

/**
 * The diy document of a history entry (fetched once per entry; a relaunch refetches), by name or,
 * for the diy route's `?id=`, by number.
 */
export function diyFor(entryKey: string, ref: string | { id: number }): Promise<PageSchema | null> {
  const key = `${entryKey}\u0000${typeof ref === 'string' ? ref : `#${ref.id}`}`;
  let p = diyDocs.get(key);
  if (!p) {
    // The reading of diy documents (./diy.ts) is a chunk of its own, fetched with the document,
    // and so is the widget table (the sources the document's widgets declare).
    p = Promise.all([request('diyview.info', typeof ref === 'string' ? { name: ref } : { id: ref.id }), import('./diy.ts'), loadWidgetTable()]).then(
      ([res, { diyToSchema }]) => {
        if (res.code < 0) return null;
        const name = typeof ref === 'string' ? ref : String((res.data as { name?: unknown } | null)?.name ?? '');
        return name ? diyToSchema(res.data, name) : null;
      },
      () => null,
    );
    remember(diyDocs, key, p);
  }
  return p;
}

/** Forget every kept page (relaunch: a fresh app state). */
export function clearPages(): void {
  runtimes.clear();
  diyDocs.clear();
}

// --- the page inlined by the server -------------------------------------------------------------

export interface InlinedPage {
  schema: PageSchema;
  data?: Record<string, unknown>;
  /** App path the page belongs to, when the server says. */
  path?: string;
}

/** The inlined page (`{schema, data?, path?}`: schema and critical data), or undefined. */
function readInlinedPage(): InlinedPage | undefined {
  const page = readInlinedInit()?.page;
  const schema = page?.schema;
  if (!isPageSchema(schema)) return undefined;
  const data = typeof page?.data === 'object' && page.data !== null && !Array.isArray(page.data) ? (page.data as Record<string, unknown>) : undefined;
  return { schema, data: data && shopperData(schema, data), path: typeof page?.path === 'string' ? page.path : undefined };
}

/** The store the server fetched the inlined data for: the site's default store, if any. */
function serverStoreId(): string | undefined {
  const store = (readInlinedInit()?.config as { store_info?: { store_id?: unknown } | null } | undefined)?.store_info;
  const id = store?.store_id;
  return id === undefined || id === null || id === '' ? undefined : String(id);
}

/** Whether this shopper's requests carry the store the server used (no other store chosen). */
export function sameStoreAsServer(): boolean {
  const mine = currentStoreId();
  return (mine === undefined ? undefined : String(mine)) === serverStoreId();
}

/**
 * The server fetched the inlined data as a guest, for the site's default store. A member keeps
 * only the sources of public endpoints (others may carry member prices or flags), and with
 * another store chosen nothing is kept: those sources load as usual.
 */
function shopperData(schema: PageSchema, data: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!sameStoreAsServer()) return undefined;
  if (!useMemberStore.getState().token) return data;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const api = schema.data?.[name]?.api;
    if (api && isEndpointName(api) && endpoints[api].auth === 'none') out[name] = value;
  }
  return out;
}

/** The first history entry (the first asked about) and the inlined page, once read. */
let initial: { entryKey: string; page: InlinedPage | undefined } | null = null;

/** The inlined page for the first history entry (kept for the entry, for re-renders). */
export function inlinedPageFor(entryKey: string): InlinedPage | undefined {
  initial ??= { entryKey, page: readInlinedPage() };
  return initial.entryKey === entryKey ? initial.page : undefined;
}

/**
 * Before rendering over server markup: create the first entry's runtime from the inlined page and
 * run its critical round, so the first client render equals the server's. With `hydrating` (the
 * server's view under it is kept), widgets well below the fold are left out of that round: their
 * markup stays until they are needed (renderer/hydrationGates.ts).
 */
export async function prepareInitialPage(entryKey: string, query: Record<string, string>, hydrating?: Element): Promise<void> {
  const page = inlinedPageFor(entryKey);
  if (!page) return;
  const later = new Set<string>();
  const runtime = runtimeFor(entryKey, page.schema, query, { initialData: page.data, deferWidgets: later });
  // Creating the runtime (its checks compile every binding) is a task of its own, before hydration.
  await nextTask();
  if (hydrating) {
    // Widgets that need no code stay server markup for good; of the rest, those below the fold wait.
    const islands = adoptStaticIslands(runtime, page.schema.content, hydrating);
    const rest = page.schema.content.filter((n) => !islands.ids.has(String((n as { id?: unknown } | null)?.id)));
    // Types only islands use, and types only gated widgets use: none is needed to hydrate.
    for (const t of [...islands.types, ...gateBelowFold(runtime, rest, hydrating)]) later.add(t);
  }
  await runtime.start();
  // What the server rendered: every part hydrates from it, whatever arrives before it hydrates.
  if (hydrating) holdFirstView(runtime.store);
}

/** Tests. */
export function resetPageCache(): void {
  runtimes.clear();
  diyDocs.clear();
  schemas.clear();
  initial = null;
}
