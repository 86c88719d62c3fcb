/** Hooks for widgets that need the page beyond their props: their data, popups, paged lists. */
import { useCallback, useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { usePageContext } from './context.ts';
import { idleSource, usePageStore, type PageStoreState, type SourceStatus } from './pageStore.ts';
import { nodeSourceName, nodeStateName } from './nodeSourceName.ts';
import type { PageNode } from './types.ts';

// Outside a page (widget tests, previews) the hooks read an empty store.
const emptyStore = createStore<PageStoreState>(() => ({ data: {}, state: {}, sources: {}, popups: {}, phase: 'ready' }));
const IDLE = idleSource();

/** `[open, setOpen]` of the page popup `id` (opened by the `popup` action). */
export function usePagePopup(id: string): [boolean, (open: boolean) => void] {
  const page = usePageContext();
  const open = usePageStore(page?.runtime.store ?? emptyStore, (s) => s.popups[id] === true);
  const setOpen = useCallback((v: boolean) => page?.runtime.setPopup(id, v), [page, id]);
  return [open, setOpen];
}

/** Status of a data source (loading, error, paging). */
export function useSourceStatus(name: string): SourceStatus {
  const page = usePageContext();
  return usePageStore(page?.runtime.store ?? emptyStore, (s) => s.sources[name] ?? IDLE);
}

export interface PagedSource {
  status: SourceStatus;
  loadMore: () => Promise<void>;
  refresh: () => Promise<void>;
}

/** For list widgets over a `paged` source: feed `InfiniteScroll` with this. */
export function usePagedSource(name: string): PagedSource {
  const page = usePageContext();
  const status = useSourceStatus(name);
  const loadMore = useCallback(() => page?.runtime.loadMore(name) ?? Promise.resolve(), [page, name]);
  const refresh = useCallback(() => page?.runtime.refresh(name) ?? Promise.resolve(), [page, name]);
  return { status, loadMore, refresh };
}

export interface WidgetData<T> {
  /** The source's data (paged: the pages so far merged, `list`); undefined before it came. */
  data: T | undefined;
  status: SourceStatus;
  /** Paged: the next page (no-op while loading or at the end). */
  loadMore: () => Promise<void>;
  /** Fetch again (paged: from page 1); the data shown stays until the answer. */
  refresh: () => Promise<void>;
}

/**
 * A source the widget declares in its manifest (`data`), loaded by the page with its own: how a
 * widget reads the server. Outside a page (a widget test) it stays `idle`.
 */
export function useWidgetData<T = unknown>(node: PageNode, name: string): WidgetData<T> {
  const key = nodeSourceName(node.id, name);
  const page = usePageContext();
  const data = usePageStore(page?.runtime.store ?? emptyStore, (s) => s.data[key]) as T | undefined;
  const { status, loadMore, refresh } = usePagedSource(key);
  return { data, status, loadMore, refresh };
}

export interface WidgetDataFor<T> extends WidgetData<T> {
  /** The data shown is the answer for the value asked (false while another value's answer is on its way). */
  current: boolean;
}

/**
 * A declared source whose params read the node's own state `key` (`nodeStateRef(node.id, key)` in
 * its data.ts, a `manual` source), loaded for `value`: the choice the shopper made (the category
 * tapped). When `value` is not the one the source was last loaded for, the state takes it and the
 * source is fetched again (from page 1); pull-to-refresh reloads it for the value chosen. `value`
 * undefined or null: nothing is loaded. How a widget whose data follows a tap reads the server.
 */
export function useWidgetDataFor<T = unknown>(node: PageNode, name: string, key: string, value: string | number | null | undefined): WidgetDataFor<T> {
  const page = usePageContext();
  const stateName = nodeStateName(node.id, key);
  const loadedFor = usePageStore(page?.runtime.store ?? emptyStore, (s) => s.state[stateName]);
  const answeredName = `${stateName}:answered`;
  // The value the data shown answers: a pull-to-refresh keeps it on screen (current), a new choice does not.
  const answered = usePageStore(page?.runtime.store ?? emptyStore, (s) => s.state[answeredName]);
  const d = useWidgetData<T>(node, name);
  const { refresh } = d;
  const wanted = value !== undefined && value !== null && !Object.is(loadedFor, value);
  useEffect(() => {
    if (!wanted || !page) return;
    const { runtime } = page;
    runtime.setState(`[${JSON.stringify(stateName)}]`, value);
    void refresh().then(() => {
      // An answer for a value chosen since is not the one shown.
      if (Object.is(runtime.store.getState().state[stateName], value)) runtime.setState(`[${JSON.stringify(answeredName)}]`, value);
    });
  }, [wanted, value, page, stateName, answeredName, refresh]);
  return { ...d, current: !wanted && Object.is(answered, value) };
}

/** Whether the page's critical round settled. */
export function usePagePhase(): PageStoreState['phase'] {
  const page = usePageContext();
  return usePageStore(page?.runtime.store ?? emptyStore, (s) => s.phase);
}
