/**
 * A paged list fetched page by page (NiuShop's `{page_count, count, list}` answers), for infinite
 * scroll inside a widget. A new `params` key starts over at page 1 (the old requests are aborted).
 * A whole-page refresh (pull-to-refresh) fetches page 1 again and replaces the list when it
 * arrives; the list loaded so far stays on screen meanwhile (and if that fetch fails).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EndpointName } from '../../data/endpoints.ts';
import { isSuccess, request } from '../../data/client.ts';
import { useRefreshSignal } from '../../renderer/hooks.ts';
import { listOf } from './useApi.ts';

export interface Paged<T> {
  /** loading = page 1 is on its way; ready; error (page 1 failed); off (no params). */
  status: 'off' | 'loading' | 'ready' | 'error';
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

interface State<T> {
  key: string;
  items: T[];
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
}

function more(data: unknown, page: number, size: number, got: number): boolean {
  const count = data && typeof data === 'object' ? Number((data as { page_count?: unknown }).page_count) : NaN;
  if (Number.isFinite(count) && count >= 0) return page < count;
  return got >= size;
}

export function usePaged<T>(endpoint: EndpointName, params: Record<string, unknown> | null, pageSize = 10, map: (list: unknown[]) => T[] = (l) => l as T[]): Paged<T> {
  const json = params ? JSON.stringify(params) : null;
  const key = json === null ? null : `${endpoint}|${json}|${pageSize}`;
  const { generation, settled } = useRefreshSignal(key !== null);
  const [state, setState] = useState<State<T> | null>(null);
  const mapRef = useRef(map);
  const moreCtl = useRef<AbortController | null>(null);
  useEffect(() => {
    mapRef.current = map;
  });

  useEffect(() => {
    if (key === null || json === null) return undefined;
    const controller = new AbortController();
    moreCtl.current?.abort();
    const base = JSON.parse(json) as Record<string, unknown>;
    // A failed refetch of the same list keeps what is shown (a next page in flight was aborted).
    const failed = () =>
      setState((s) => (s && s.key === key && !s.failed ? { ...s, loadingMore: false } : { key, items: [], page: 0, hasMore: false, loadingMore: false, failed: true }));
    request(endpoint, { ...base, page: 1, page_size: pageSize }, { signal: controller.signal }).then(
      (res) => {
        if (controller.signal.aborted) return;
        if (!isSuccess(res)) failed();
        else {
          const list = listOf(res.data);
          setState({ key, items: mapRef.current(list), page: 1, hasMore: more(res.data, 1, pageSize, list.length), loadingMore: false, failed: false });
        }
        settled(generation);
      },
      () => {
        if (controller.signal.aborted) return;
        failed();
        settled(generation);
      },
    );
    return () => {
      controller.abort();
      moreCtl.current?.abort();
    };
  }, [endpoint, key, json, pageSize, generation, settled]);

  const current = state && state.key === key ? state : null;

  const loadMore = useCallback(() => {
    if (!current || current.loadingMore || !current.hasMore || json === null) return;
    const controller = new AbortController();
    moreCtl.current = controller;
    const next = current.page + 1;
    const forKey = current.key;
    setState((s) => (s && s.key === forKey ? { ...s, loadingMore: true } : s));
    const base = JSON.parse(json) as Record<string, unknown>;
    request(endpoint, { ...base, page: next, page_size: pageSize }, { signal: controller.signal }).then(
      (res) => {
        if (controller.signal.aborted) return;
        setState((s) => {
          if (!s || s.key !== forKey) return s;
          if (!isSuccess(res)) return { ...s, loadingMore: false, hasMore: false };
          const list = listOf(res.data);
          return { ...s, items: [...s.items, ...mapRef.current(list)], page: next, hasMore: more(res.data, next, pageSize, list.length), loadingMore: false };
        });
      },
      () => {
        if (controller.signal.aborted) return;
        setState((s) => (s && s.key === forKey ? { ...s, loadingMore: false } : s));
      },
    );
  }, [current, endpoint, json, pageSize]);

  if (key === null) return { status: 'off', items: [], hasMore: false, loadingMore: false, loadMore };
  if (!current) return { status: 'loading', items: [], hasMore: true, loadingMore: false, loadMore };
  return { status: current.failed ? 'error' : 'ready', items: current.items, hasMore: current.hasMore, loadingMore: current.loadingMore, loadMore };
}
