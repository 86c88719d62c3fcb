/**
 * Renders a loaded page's node tree with the page scope (data, state, query, member, site, cart).
 * It does not load anything: see `PageView` (loads, then renders) and `createPageRuntime`.
 */
import { useEffect, useMemo, type ReactElement } from 'react';
import { PageContext, ScopeContext, type PageContextValue, type ScopeContextValue } from './context.ts';
import { useGlobalScope, type GlobalScope } from './globals.ts';
import { hydrateBusyWhenIdle } from './hydrationGates.ts';
import type { PageRuntime } from './loader.ts';
import { NodeList } from './Node.tsx';
import { usePageStore } from './pageStore.ts';
import { pageCaps } from './refresh.ts';
import type { RenderScope } from './types.ts';

export interface PageRendererProps {
  runtime: PageRuntime;
  /** Override the global roots (tests, previews); default: the stores. */
  globals?: GlobalScope;
}

export function PageRenderer({ runtime, globals }: PageRendererProps): ReactElement {
  const data = usePageStore(runtime.store, (s) => s.data);
  const state = usePageStore(runtime.store, (s) => s.state);
  const live = useGlobalScope();
  const g = globals ?? live;

  // Widgets below the fold still waiting for data hydrate once the rest has (hydrationGates.ts).
  useEffect(() => hydrateBusyWhenIdle(runtime), [runtime]);

  // caps.refresh() without a source: the whole page, its self-fetching widgets included.
  const page = useMemo<PageContextValue>(() => ({ runtime, caps: pageCaps(runtime) }), [runtime]);

  const scopeValue = useMemo<ScopeContextValue>(() => {
    const scope: RenderScope = { data, state, query: runtime.query, member: g.member, site: g.site, cart: g.cart };
    return { scope, local: {} };
  }, [data, state, runtime.query, g.member, g.site, g.cart]);

  return (
    <PageContext.Provider value={page}>
      <ScopeContext.Provider value={scopeValue}>
        <NodeList nodes={runtime.schema.content} path="$.content" boundaries />
      </ScopeContext.Provider>
    </PageContext.Provider>
  );
}
