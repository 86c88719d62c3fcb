// Local storage with NiuShop's key prefix: one key per persisted field (h5_token, h5_memberInfo, …),
// values as JSON. Safe where there is no storage (server rendering, private mode): reads give
// undefined and writes are dropped.
import type { StoreApi } from 'zustand';

export const STORAGE_PREFIX = 'h5_';

/** The guest's cart lines: written by the guest cart store, counted by the cart badge (which must not load the guest cart's code). */
export const GUEST_CART_KEY = 'guestCart';

const listeners = new Map<string, Set<() => void>>();

/** Calls `fn` after every write of `key` in this tab; answers the unsubscribe. */
export function onStored(key: string, fn: () => void): () => void {
  const set = listeners.get(key) ?? new Set<() => void>();
  listeners.set(key, set);
  set.add(fn);
  return () => set.delete(fn);
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // access can throw when storage is disabled
  }
}

/** Reads `h5_<key>`; undefined when absent. A value that is not JSON is returned as the raw text. */
export function readStored<T = unknown>(key: string): T | undefined {
  const raw = storage()?.getItem(STORAGE_PREFIX + key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return raw as T;
  }
}

/** Writes `h5_<key>`; null, undefined and '' remove it (NiuShop removes cleared values). */
export function writeStored(key: string, value: unknown): void {
  const s = storage();
  if (!s) return;
  try {
    if (value === undefined || value === null || value === '') s.removeItem(STORAGE_PREFIX + key);
    else s.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the value simply is not kept
  }
  for (const fn of listeners.get(key) ?? []) fn();
}

export function removeStored(key: string): void {
  writeStored(key, undefined);
}

/**
 * Keeps the listed fields of a store in storage (field → key without the prefix) and returns a
 * `hydrate()` that loads them back. Writes happen on every change of a listed field.
 */
export function persistFields<S extends object>(
  store: StoreApi<S>,
  fields: { readonly [K in keyof S]?: string },
): () => void {
  const entries = Object.entries(fields) as [keyof S & string, string][];
  let hydrating = false;
  store.subscribe((next, prev) => {
    if (hydrating) return;
    for (const [field, key] of entries) if (next[field] !== prev[field]) writeStored(key, next[field]);
  });
  return () => {
    const patch: Partial<S> = {};
    for (const [field, key] of entries) {
      const value = readStored<S[typeof field]>(key);
      if (value !== undefined) patch[field] = value;
    }
    hydrating = true;
    try {
      store.setState(patch);
    } finally {
      hydrating = false;
    }
  };
}
