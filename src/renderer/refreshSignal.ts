/**
 * The page's refresh signal, for widgets that fetch their own data (outside the page's data
 * sources): a generation number, bumped by each whole-page refresh (`refreshPage` in refresh.ts:
 * pull-to-refresh, the `refresh` action without a source).
 *
 * A self-fetching widget folds the generation into its fetch key (`useRefreshSignal` in hooks.ts),
 * so a bump fetches again while its last answer stays on screen, and reports when the fetch made
 * for a generation settled. A bump resolves once every widget that was fetching when it started
 * has settled that generation (a widget that unmounts or stops fetching is not waited for; one
 * that mounts later is not either).
 *
 * One signal per page runtime, kept beside it (the loader is unchanged).
 */
import type { PageRuntime } from './loader.ts';
import { setWidgetRefresh } from './refresh.ts';

/** One self-fetching widget taking part in refreshes. */
export interface RefreshMember {
  /** The fetch made for `generation` settled (answer or failure). */
  settled(generation: number): void;
  /** The widget stopped fetching or unmounted: refreshes no longer wait for it. */
  leave(): void;
}

export interface RefreshSignal {
  /** 0 until the first refresh; +1 per refresh. */
  generation(): number;
  /** Called after each bump (useSyncExternalStore). */
  subscribe(cb: () => void): () => void;
  /** A widget with a fetch on joins; refreshes started from now on wait for it. */
  join(): RefreshMember;
  /** Next generation; resolves when every member joined before the call has settled it or left. */
  bump(): Promise<void>;
}

interface Member {
  /** Highest generation settled. */
  done: number;
}

interface Wait {
  generation: number;
  pending: Set<Member>;
  resolve: () => void;
}

export function createRefreshSignal(): RefreshSignal {
  let generation = 0;
  const listeners = new Set<() => void>();
  const members = new Set<Member>();
  const waits = new Set<Wait>();

  const release = (m: Member, upTo: number): void => {
    for (const w of [...waits]) {
      if (w.generation > upTo || !w.pending.delete(m)) continue;
      if (w.pending.size === 0) {
        waits.delete(w);
        w.resolve();
      }
    }
  };

  return {
    generation: () => generation,
    subscribe(cb) {
      listeners.add(cb);
      return () => {
        listeners.delete(cb);
      };
    },
    join() {
      const m: Member = { done: -1 };
      members.add(m);
      return {
        settled(g) {
          if (!members.has(m)) return;
          if (g > m.done) m.done = g;
          release(m, g);
        },
        leave() {
          members.delete(m);
          release(m, Infinity);
        },
      };
    },
    bump() {
      generation += 1;
      const done =
        members.size === 0
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              waits.add({ generation, pending: new Set(members), resolve });
            });
      for (const cb of [...listeners]) cb();
      return done;
    },
  };
}

const signals = new WeakMap<PageRuntime, RefreshSignal>();

/** The refresh signal of a page (created on first use, and from then on bumped by `refreshPage`). */
export function refreshSignalOf(runtime: PageRuntime): RefreshSignal {
  let s = signals.get(runtime);
  if (!s) {
    const created = createRefreshSignal();
    signals.set(runtime, created);
    setWidgetRefresh(runtime, () => created.bump());
    s = created;
  }
  return s;
}
