import { createContext, useContext } from 'react';
import type { PageRuntime } from './loader.ts';
import type { PageCapabilities } from '../actions/types.ts';
import type { RenderScope } from './types.ts';

export interface PageContextValue {
  runtime: PageRuntime;
  /** What actions may do to the page (refresh, setState, popups). */
  caps: PageCapabilities;
}

export const PageContext = createContext<PageContextValue | null>(null);

export interface ScopeContextValue {
  /** The full scope for bindings at this point of the tree. */
  scope: RenderScope;
  /** Roots added by enclosing slots (`item`, `index`, `form`), merged over the page's. */
  local: Partial<RenderScope>;
}

export const ScopeContext = createContext<ScopeContextValue>({
  scope: { data: {}, state: {}, query: {}, member: null, site: null, cart: null },
  local: {},
});

/** The page this component renders in (null outside a page, e.g. a widget test). */
export function usePageContext(): PageContextValue | null {
  return useContext(PageContext);
}

/** The binding scope at this point of the tree. */
export function useRenderScope(): RenderScope {
  return useContext(ScopeContext).scope;
}
