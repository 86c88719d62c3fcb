/** Hooks for widgets that need the page beyond their props: popups, paged lists, refresh. */
import { useCallback } from 'react';
import { createStore } from 'zustand/vanilla';
import { usePageContext } from './context.ts';
import { idleSource, usePageStore, type PageStoreState, type SourceStatus } from './pageStore.ts';

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

/** Whether the page's critical round settled. */
export function usePagePhase(): PageStoreState['phase'] {
  const page = usePageContext();
  return usePageStore(page?.runtime.store ?? emptyStore, (s) => s.phase);
}
