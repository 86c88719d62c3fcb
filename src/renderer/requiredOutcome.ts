/** Loaded only when a source fails on a page with `meta.requires` (./requires.ts), off the first load. */
import type { PageStoreState } from './pageStore.ts';
import { requiredRefused } from './requires.ts';
import type { PageSchema } from './types.ts';

/**
 * Resolves once every required source has answered (or was skipped), with whether one was refused;
 * at once (false) for a page without requirements. Lets a failure of another source be told only
 * when the page is not about to show the not-found state anyway.
 */
export function requiredOutcome(schema: PageSchema, store: { getState(): PageStoreState; subscribe(fn: () => void): () => void }): Promise<boolean> {
  const names = schema.meta?.requires;
  if (!Array.isArray(names) || names.length === 0) return Promise.resolve(false);
  const settled = (): boolean => names.every((n) => !['idle', 'loading'].includes(store.getState().sources[n]?.status ?? 'idle'));
  return new Promise((resolve) => {
    const check = (): boolean => {
      if (!settled()) return false;
      resolve(requiredRefused(schema, store.getState().sources));
      return true;
    };
    if (check()) return;
    const stop = store.subscribe(() => {
      if (check()) stop();
    });
  });
}
