import { share } from './json.ts';

/**
 * A small per-process cache of public (guest-visible) reads, with a hard staleness bound.
 *
 * - **Bound.** An answer is served only while `now - (moment its database read started) < ttlMs`.
 *   Instances share nothing: a change made elsewhere (another instance, an admin tool, SQL) is seen
 *   here at most `ttlMs` later.
 * - **Refresh ahead.** Once an entry is 3/4 of its TTL old, the next request reloads it in the
 *   background and keeps getting the current value meanwhile; requests never wait for a reload of
 *   a hot key unless it has run past its TTL.
 * - **Single flight.** Concurrent misses of one key share one load. Failed loads are not kept.
 * - **Local invalidation.** `invalidate(tag)` (writes made by this process) drops the entries with
 *   that tag at once; loads that started before the invalidation, or less than `holdMs` after it
 *   (they may have read the database before the writer's transaction committed), are answered but
 *   not kept. So this process sees its own writes on its next read, as long as the writer commits
 *   within `holdMs` of invalidating; in any case within `ttlMs`.
 * - Values are frozen and shared (json.ts): callers must not (and cannot) change them.
 * - `ttlMs <= 0` disables the cache (every get loads).
 *
 * Never put anything member-specific in it: the key names what is cached, and nothing in it says
 * who asked. Loaders of public reads take no member.
 */
export interface TtlCacheOptions {
  ttlMs: number;
  /** Most entries kept (the least recently used go first). */
  max?: number;
  /** How long after an invalidation loads of the tag are not kept (default 2000 ms). */
  holdMs?: number;
  /** Milliseconds clock (tests move it). */
  now?: () => number;
}

export interface GetOptions<T> {
  /** Tags of a loaded value, for `invalidate` (e.g. `goods:12`). */
  tags?: (value: T) => readonly string[];
}

interface Entry {
  /** When the load of this value started (its age counts from there). */
  at: number;
  value: Promise<unknown>;
  /** null while loading. */
  tags: readonly string[] | null;
  refreshing: boolean;
}

const REFRESH_AT = 0.75;
const ALL = '*';

/** Every live cache of this process, so a write anywhere can invalidate them (catalogueChanged). */
const live = new Set<WeakRef<TtlCache>>();

export class TtlCache {
  readonly ttlMs: number;
  private readonly max: number;
  private readonly holdMs: number;
  private readonly now: () => number;
  private readonly map = new Map<string, Entry>();
  private readonly invalidatedAt = new Map<string, number>();
  private readonly ref = new WeakRef(this);

  constructor(opts: TtlCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.max = opts.max ?? 2000;
    this.holdMs = opts.holdMs ?? 2000;
    this.now = opts.now ?? Date.now;
    if (this.ttlMs > 0) live.add(this.ref);
  }

  get size(): number {
    return this.map.size;
  }

  get<T>(key: string, load: () => Promise<T>, opts: GetOptions<T> = {}): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.map.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age < this.ttlMs) {
        // Least recently used goes first: a burst of one-off keys (searches) does not push out hot pages.
        this.map.delete(key);
        this.map.set(key, hit);
        if (age >= this.ttlMs * REFRESH_AT && hit.tags !== null && !hit.refreshing) this.refresh(key, hit, load, opts);
        return hit.value as Promise<T>;
      }
      this.map.delete(key);
    }
    const entry: Entry = { at: now, value: this.load(load), tags: null, refreshing: false };
    this.map.set(key, entry);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    entry.value.then(
      (v) => {
        if (this.map.get(key) !== entry) return;
        const tags = opts.tags?.(v as T) ?? [];
        if (this.invalidatedSince(tags, entry.at)) this.map.delete(key);
        else entry.tags = tags;
      },
      () => {
        if (this.map.get(key) === entry) this.map.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  /** Drops the entries tagged `tag` now, and keeps none loaded before `holdMs` from now. */
  invalidate(tag: string): void {
    const now = this.now();
    this.invalidatedAt.set(tag, now);
    for (const [key, e] of this.map) if (e.tags?.includes(tag)) this.map.delete(key);
    if (this.invalidatedAt.size > 1000) {
      for (const [t, at] of this.invalidatedAt) if (at + this.holdMs + this.ttlMs < now) this.invalidatedAt.delete(t);
    }
  }

  /** Drops everything (and keeps nothing loading right now). */
  clear(): void {
    this.map.clear();
    this.invalidatedAt.set(ALL, this.now());
  }

  /** Stops taking part in process-wide invalidation (call on shutdown). */
  dispose(): void {
    live.delete(this.ref);
    this.map.clear();
  }

  private load<T>(load: () => Promise<T>): Promise<T> {
    return load().then(share);
  }

  private refresh<T>(key: string, hit: Entry, load: () => Promise<T>, opts: GetOptions<T>): void {
    hit.refreshing = true;
    const at = this.now();
    const value = this.load(load);
    value.then(
      (v) => {
        if (this.map.get(key) !== hit) return;
        const tags = opts.tags?.(v) ?? [];
        if (this.invalidatedSince(tags, at)) {
          hit.refreshing = false;
          return;
        }
        this.map.set(key, { at, value, tags, refreshing: false });
      },
      () => {
        hit.refreshing = false;
      },
    );
  }

  /** Whether a load that started at `startedAt` may have missed a write to one of `tags`. */
  private invalidatedSince(tags: readonly string[], startedAt: number): boolean {
    const all = this.invalidatedAt.get(ALL);
    if (all !== undefined && startedAt <= all) return true;
    for (const t of tags) {
      const at = this.invalidatedAt.get(t);
      if (at !== undefined && startedAt <= at + this.holdMs) return true;
    }
    return false;
  }
}

/** Invalidates `tag` in every cache of this process (a write this process made). */
export function invalidateEverywhere(tag: string): void {
  for (const ref of live) {
    const cache = ref.deref();
    if (cache) cache.invalidate(tag);
    else live.delete(ref);
  }
}
