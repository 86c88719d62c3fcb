/**
 * One API read per widget, fetched in an effect (never during render) through the API client.
 * The answer is kept with the request key it belongs to, so a changed key reads as `loading` at
 * once without a synchronous state reset. Fetching the same request again — a `reload`, or a
 * whole-page refresh (pull-to-refresh: the page's refresh generation is part of the key) — keeps
 * the last answer on screen until the new one arrives, and keeps it if the new fetch fails.
 * Unmount or a new key aborts the request in flight.
 */
import { useCallback, useEffect, useState } from 'react';
import type { EndpointName } from '../../data/endpoints.ts';
import { isSuccess, request } from '../../data/client.ts';
import { useRefreshSignal } from '../../renderer/hooks.ts';

export type LoadStatus = 'off' | 'loading' | 'ready' | 'error';

export interface ApiState<T> {
  /** off: no request (params null); loading; ready (code >= 0); error (code < 0 or transport). */
  status: LoadStatus;
  data: T | undefined;
  message: string;
  code: number | undefined;
  /** Fetch again (same params). */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  /** The key without the reload counter: a reload keeps showing the last answer until the new one. */
  base: string;
  status: 'ready' | 'error';
  data: T | undefined;
  message: string;
  code: number | undefined;
}

/**
 * `endpoint` with `params`; `null` params = do not fetch (status `off`). `extraKey` forces a new
 * fetch when it changes (e.g. the member token, for endpoints whose answer depends on it).
 */
export function useApi<T>(endpoint: EndpointName, params: Record<string, unknown> | null, extraKey = ''): ApiState<T> {
  const [nonce, setNonce] = useState(0);
  const paramsJson = params ? JSON.stringify(params) : null;
  const { generation, settled: refreshed } = useRefreshSignal(paramsJson !== null);
  const base = paramsJson === null ? null : `${endpoint}|${paramsJson}|${extraKey}`;
  const key = base === null ? null : `${base}|${nonce}|${generation}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null || base === null || paramsJson === null) return undefined;
    const controller = new AbortController();
    const data = JSON.parse(paramsJson) as Record<string, unknown>;
    // A failed refetch of the same request keeps the last good answer.
    const settle = (next: Settled<T>) =>
      setSettled((prev) => (next.status === 'error' && prev && prev.base === base && prev.status === 'ready' ? { ...prev, key } : next));
    request<T>(endpoint, data, { signal: controller.signal }).then(
      (res) => {
        if (controller.signal.aborted) return;
        const ok = isSuccess(res);
        settle({ key, base, status: ok ? 'ready' : 'error', data: ok ? res.data : undefined, message: String(res.message ?? ''), code: res.code });
        refreshed(generation);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        settle({ key, base, status: 'error', data: undefined, message: err instanceof Error ? err.message : String(err), code: undefined });
        refreshed(generation);
      },
    );
    return () => controller.abort();
  }, [endpoint, key, base, paramsJson, generation, refreshed]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  if (key === null) return { status: 'off', data: undefined, message: '', code: undefined, reload };
  if (!settled || (settled.key !== key && settled.base !== base)) return { status: 'loading', data: undefined, message: '', code: undefined, reload };
  return { status: settled.status, data: settled.data, message: settled.message, code: settled.code, reload };
}

/** `data.list` of a page answer, or the answer itself when it is an array; [] otherwise. */
export function listOf<T = Record<string, unknown>>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)) return (data as { list: T[] }).list;
  return [];
}
