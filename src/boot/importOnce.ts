/**
 * A chunk the app imports later (the built-in actions, the widget table, the route tables, the
 * text loaders), imported once: every call gets the same promise while it is in flight or done;
 * a failed import (offline, a new deployment) is forgotten, so the next call tries again.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    }));
}
