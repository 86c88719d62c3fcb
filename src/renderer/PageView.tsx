/**
 * A page from its schema: creates the runtime, runs the critical round (data ∥ widget chunks ∥
 * namespaces), renders, then loads the deferred sources and runs the page's `on.load` actions.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { runActions } from '../actions/index.ts';
import { readGlobals, type GlobalScope } from './globals.ts';
import { createPageRuntime, type LoaderEnv, type PageRuntime } from './loader.ts';
import { PageRenderer } from './PageRenderer.tsx';
import { usePageStore } from './pageStore.ts';
import { pageCaps } from './refresh.ts';
import { requiredRefused } from './requires.ts';
import type { PageSchema } from './types.ts';

export interface PageViewProps {
  schema: PageSchema;
  query?: Record<string, string>;
  /** Shown until the critical round settled. */
  fallback?: ReactNode;
  /** Shown instead of the page when a source of `meta.requires` was refused (./requires.ts). */
  notFound?: ReactNode;
  /** Receives the runtime (pull-to-refresh, the app's title) and null on unmount. */
  onRuntime?: (runtime: PageRuntime | null) => void;
  /** Loader overrides (tests, previews, server-inlined data). */
  env?: Partial<LoaderEnv>;
  /** A runtime prepared ahead (e.g. before hydration); used instead of creating one. */
  runtime?: PageRuntime;
  /** Override the global roots for rendering (tests, previews). */
  globals?: GlobalScope;
}

/** Runtimes whose `on.load` ran: a page kept for back navigation does not load twice. */
const loadedOnce = new WeakSet<PageRuntime>();

export function PageView({ schema, query, fallback = null, notFound = null, onRuntime, env, runtime: prepared, globals }: PageViewProps): ReactElement {
  const [runtime] = useState<PageRuntime>(
    () => prepared ?? createPageRuntime(schema, { globals: readGlobals, query: query ?? {}, ...env }),
  );
  const phase = usePageStore(runtime.store, (s) => s.phase);
  const refused = usePageStore(runtime.store, (s) => requiredRefused(runtime.schema, s.sources));

  useEffect(() => {
    onRuntime?.(runtime);
    return () => onRuntime?.(null);
  }, [runtime, onRuntime]);

  useEffect(() => {
    void runtime.start();
  }, [runtime]);

  useEffect(() => {
    if (phase !== 'ready') return;
    void runtime.startDeferred();
    const load = runtime.schema.on?.load;
    if (load && !loadedOnce.has(runtime)) {
      loadedOnce.add(runtime);
      void runActions(load, {
        scope: runtime.scope(),
        page: pageCaps(runtime),
        origin: `page "${runtime.schema.id}" on load`,
      });
    }
  }, [phase, runtime]);

  if (phase !== 'ready') return <>{fallback}</>;
  if (refused) return <>{notFound}</>;
  return <PageRenderer runtime={runtime} globals={globals} />;
}
