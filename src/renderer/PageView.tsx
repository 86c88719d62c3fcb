/**
 * A page from its schema: creates the runtime, runs the critical round (data ∥ widget chunks ∥
 * namespaces), renders, then loads the deferred sources and runs the page's `on.load` actions.
 * When the page is shown again (./pageShow.ts) it runs its `on.show` actions.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { runActions } from '../actions/index.ts';
import { readGlobals, type GlobalScope } from './globals.ts';
import { createPageRuntime, type LoaderEnv, type PageRuntime } from './loader.ts';
import { PageRenderer } from './PageRenderer.tsx';
import { usePageStore } from './pageStore.ts';
import { pageCaps } from './refresh.ts';
import { useShownAgain } from './pageShow.ts';
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

/** Runs one of the page's own events (`on.load`, `on.show`); an absent one does nothing. */
function runPageEvent(runtime: PageRuntime, event: 'load' | 'show'): void {
  const actions = runtime.schema.on?.[event];
  if (!actions) return;
  void runActions(actions, {
    scope: runtime.scope(),
    page: pageCaps(runtime),
    origin: `page "${runtime.schema.id}" on ${event}`,
  });
}

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
    if (phase === 'ready') void runtime.startDeferred();
  }, [phase, runtime]);

  // The first time: `on.load`; a page kept for back navigation does not load twice, it shows again.
  useShownAgain(runtime, phase === 'ready', runPageEvent);

  if (phase !== 'ready') return <>{fallback}</>;
  if (refused) return <>{notFound}</>;
  return <PageRenderer runtime={runtime} globals={globals} />;
}
