/**
 * Per-page store: the page's data sources, its local `state`, open popups. One store per page
 * instance (a relaunch or a new visit gets a fresh one); updates go through immer.
 */
import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { produce, type Draft } from 'immer';
import { isPlainObject } from './structure.ts';

export interface SourceStatus {
  /** idle: not fetched yet; skipped: `when` was falsy; error: the last fetch failed. */
  status: 'idle' | 'loading' | 'ready' | 'error' | 'skipped';
  /** Message of the last failure (the API's message or a network error). */
  error?: string;
  /** API code of the last failure. */
  code?: number;
  /** Paged sources: the last page loaded (0 before the first). */
  page: number;
  /** Paged sources: whether another page may exist. */
  hasMore: boolean;
  /** Paged sources: a next page is being fetched. */
  loadingMore: boolean;
}

export interface PageStoreState {
  /** Source name → the `data` of its last successful response (paged: the merged pages). */
  data: Record<string, unknown>;
  /** Page-local state, initialised from the schema's `state`. */
  state: Record<string, unknown>;
  sources: Record<string, SourceStatus>;
  /** Popup id → open. */
  popups: Record<string, boolean>;
  /** loading until the critical round settled, then ready. */
  phase: 'loading' | 'ready';
}

export type PageStore = StoreApi<PageStoreState>;

export function idleSource(): SourceStatus {
  return { status: 'idle', page: 0, hasMore: true, loadingMore: false };
}

function deepClone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(deepClone) as T;
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) out[k] = deepClone(v[k]);
    return out as T;
  }
  return v;
}

export function createPageStore(initialState: unknown, sourceNames: string[] = []): PageStore {
  const sources: Record<string, SourceStatus> = {};
  for (const n of sourceNames) sources[n] = idleSource();
  return createStore<PageStoreState>(() => ({
    data: {},
    state: isPlainObject(initialState) ? deepClone(initialState) : {},
    sources,
    popups: {},
    phase: 'loading',
  }));
}

/** Apply an immer recipe to the store. */
export function update(store: PageStore, recipe: (draft: Draft<PageStoreState>) => void): void {
  store.setState(produce(store.getState(), recipe), true);
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Parse a state path: `tab`, `form.name`, `list[0].done`, `list.0.done`, `['a b']`.
 * A leading `state.` is accepted and dropped. Returns null for an empty or forbidden path.
 */
export function parseStatePath(path: string): Array<string | number> | null {
  if (typeof path !== 'string') return null;
  const parts: Array<string | number> = [];
  const re = /([^.[\]]+)|\[(\d+)\]|\[\s*(['"])(.*?)\3\s*\]/g;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(path))) {
    const between = path.slice(consumed, m.index);
    if (between !== '' && between !== '.') return null;
    consumed = m.index + m[0].length;
    if (m[1] !== undefined) parts.push(/^\d+$/.test(m[1]) ? Number(m[1]) : m[1].trim());
    else if (m[2] !== undefined) parts.push(Number(m[2]));
    else parts.push(m[4] ?? '');
  }
  if (consumed !== path.length) return null;
  if (parts[0] === 'state' && parts.length > 1) parts.shift();
  if (parts.length === 0) return null;
  if (parts.some((p) => typeof p === 'string' && (FORBIDDEN.has(p) || p === ''))) return null;
  return parts;
}

/** Set `value` at `path` inside a draft object, creating containers as needed. */
export function setAtPath(target: Record<string, unknown>, parts: Array<string | number>, value: unknown): void {
  let cur: Record<string | number, unknown> = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i] as string | number;
    const nextKey = parts[i + 1];
    let next = cur[key];
    if (typeof next !== 'object' || next === null) {
      next = typeof nextKey === 'number' ? [] : {};
      cur[key] = next;
    }
    cur = next as Record<string | number, unknown>;
  }
  cur[parts[parts.length - 1] as string | number] = value;
}

/** The state each hydrating page's server markup was rendered from (holdFirstView). */
const firstViews = new WeakMap<PageStore, PageStoreState>();

/**
 * Keeps the store's state now as the one its server markup shows: call it when the page holds the
 * first view's data and nothing else yet (inlined data, critical round done), before hydrating.
 * Every part of the page hydrates from this state, however late it hydrates (a boundary waits for
 * its chunk, a gate below the fold, React's own idle priority) and whatever arrived meanwhile (the
 * goods detail's deferred promotions): the server did not have those, so a part that read them
 * while hydrating would not match its markup (React errors #418/#422, the part thrown away and
 * rendered again on the client). React renders it again with the current state right after.
 */
export function holdFirstView(store: PageStore): void {
  firstViews.set(store, store.getState());
}

/**
 * Select from a page store in React. Unlike zustand's `useStore`, the server snapshot is not the
 * initial state (empty): on the server it is the CURRENT state (a page prepared before server
 * rendering, data inlined, critical round done, renders with its data), and in a hydrating browser
 * the first view's state (holdFirstView), which React reads only while hydrating.
 * The selector must return stable values (a slice of the state, or a primitive).
 */
export function usePageStore<T>(store: PageStore, selector: (s: PageStoreState) => T): T {
  const get = () => selector(store.getState());
  const server = () => selector(firstViews.get(store) ?? store.getState());
  return useSyncExternalStore(store.subscribe, get, server);
}
