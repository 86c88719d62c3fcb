/**
 * Renders a loaded page's node tree with the page scope (data, state, query, member, site, cart).
 * It does not load anything: see `PageView` (loads, then renders) and `createPageRuntime`.
 */
import { useEffect, useMemo, type ReactElement } from 'react';
import { PageContext, type PageContextValue } from './context.ts';
import type { GlobalScope } from './globals.ts';
import { hydrateBusyWhenIdle } from './hydrationGates.ts';
import type { PageRuntime } from './loader.ts';
import { NodeList } from './Node.tsx';
import { GlobalsOverride } from './pageScope.tsx';
import { pageCaps } from './refresh.ts';

export interface PageRendererProps {
  runtime: PageRuntime;
  /** Override the global roots (tests, previews); default: the stores. */
  globals?: GlobalScope;
}

export function PageRenderer({ runtime, globals }: PageRendererProps): ReactElement {
  // Widgets below the fold still waiting for data hydrate once the rest has (hydrationGates.ts).
  useEffect(() => hydrateBusyWhenIdle(runtime), [runtime]);

  // caps.refresh() without a source: the whole page, its self-fetching widgets included.
  const page = useMemo<PageContextValue>(() => ({ runtime, caps: pageCaps(runtime) }), [runtime]);

  return (
    <PageContext.Provider value={page}>
      {/* The scope is read inside each node's boundary (pageScope.tsx): a data or state change never reaches a boundary still waiting as server markup. */}
      <GlobalsOverride.Provider value={globals}>
        <NodeList nodes={runtime.schema.content} path="$.content" boundaries />
      </GlobalsOverride.Provider>
    </PageContext.Provider>
  );
}
