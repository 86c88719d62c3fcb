/**
 * The page scope (data, state, query, member, site, cart) of one top-level node, read from the
 * page's store inside the node's own Suspense boundary.
 *
 * Why inside: a context value that changes above a boundary React has not hydrated yet reaches
 * that boundary (React cannot know whether its server markup reads the context), and an update
 * that is not a transition then throws the markup away and renders it on the client (React error
 * #421). Store updates are never transitions (useSyncExternalStore), and a widget kept as server
 * markup below the fold (hydrationGates.ts) may wait a long time, so a deferred source arriving
 * (the goods detail's promotions) used to replace every such widget. Read here, an update reaches
 * only the boundaries that are hydrated (they subscribe); one hydrated later hydrates from the
 * first view's state, as the server rendered it (pageStore.ts holdFirstView: else a part reading
 * the new source would not match its markup, React errors #418/#422), and renders the store as
 * it is now right after.
 */
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { PageContext, ScopeContext, type PageContextValue, type ScopeContextValue } from './context.ts';
import { useGlobalScope, type GlobalScope } from './globals.ts';
import { usePageStore } from './pageStore.ts';
import type { RenderScope } from './types.ts';

/** Global roots given to PageRenderer instead of the stores' (tests, previews); stable per page. */
export const GlobalsOverride = createContext<GlobalScope | undefined>(undefined);

/** Provides the page scope to `children` (a top-level node), or leaves the enclosing one outside a page. */
export function PageScope({ children }: { children: ReactNode }): ReactElement {
  const page = useContext(PageContext);
  return page ? <StoreScope runtime={page.runtime}>{children}</StoreScope> : <>{children}</>;
}

function StoreScope({ runtime, children }: { runtime: PageContextValue['runtime']; children: ReactNode }): ReactElement {
  const data = usePageStore(runtime.store, (s) => s.data);
  const state = usePageStore(runtime.store, (s) => s.state);
  const live = useGlobalScope();
  const g = useContext(GlobalsOverride) ?? live;
  const value = useMemo<ScopeContextValue>(() => {
    const scope: RenderScope = { data, state, query: runtime.query, member: g.member, site: g.site, cart: g.cart };
    return { scope, local: {} };
  }, [data, state, runtime.query, g.member, g.site, g.cart]);
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}
