/**
 * Read a promise in render without Suspense: 'pending' until it settles, then its value, and the
 * component re-renders when it does. Used for lazily loaded widget chunks, page schemas and diy
 * documents, whose promises are cached by their loaders (so identity is stable across renders).
 *
 * (React's `use(promise)` would do, but a component suspended on its first mount was not retried
 * reliably in our test environment; this is explicit, SSR-safe and cheap.)
 */
import { useSyncExternalStore } from 'react';

export type PromiseState<T> =
  | { status: 'pending' }
  | { status: 'fulfilled'; value: T }
  | { status: 'rejected'; reason: unknown };

interface Entry {
  state: PromiseState<unknown>;
  listeners: Set<() => void>;
  subscribe: (cb: () => void) => () => void;
  get: () => PromiseState<unknown>;
}

const entries = new WeakMap<Promise<unknown>, Entry>();
const PENDING: PromiseState<never> = { status: 'pending' };

export function trackPromise<T>(promise: Promise<T>): Entry {
  const known = entries.get(promise);
  if (known) return known;
  const listeners = new Set<() => void>();
  const created: Entry = {
    state: PENDING,
    listeners,
    subscribe: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    get: () => created.state,
  };
  entries.set(promise, created);
  const settle = (state: PromiseState<unknown>) => {
    created.state = state;
    for (const cb of [...listeners]) cb();
  };
  promise.then(
    (value) => settle({ status: 'fulfilled', value }),
    (reason: unknown) => settle({ status: 'rejected', reason }),
  );
  return created;
}

/** The promise's state, re-rendering when it settles. A rejection is thrown (error boundaries). */
export function usePromise<T>(promise: Promise<T>): PromiseState<T> {
  const entry = trackPromise(promise);
  const state = useSyncExternalStore(entry.subscribe, entry.get, entry.get) as PromiseState<T>;
  if (state.status === 'rejected') throw state.reason;
  return state;
}
