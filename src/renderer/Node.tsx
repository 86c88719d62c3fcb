/**
 * One node of a page: `visible`, bindings in props, slots, events, the widget's lazy component,
 * and an error boundary so one broken widget never blanks the page.
 */
import { Component, Fragment, memo, Suspense, useCallback, useContext, useMemo, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { evaluate, resolveDeep } from '../bindings/index.ts';
import { runActions } from '../actions/index.ts';
import { PageContext, ScopeContext, type ScopeContextValue } from './context.ts';
import { PageScope } from './pageScope.tsx';
import { hydrationGate } from './hydrationGates.ts';
import { StaticIsland } from './StaticIsland.tsx';
import { staticIsland } from './staticIslands.ts';
import { getLoadedWidget, getWidget, hasWidgetTable, loadWidget, waitForWidgetTable } from './registry.ts';
import { isDev, report, reportWarning } from './report.ts';
import { childPath, isPlainObject, nodeDefect } from './structure.ts';
import { usePromise } from './usePromise.ts';
import type { PageNode, RenderScope, WidgetModule } from './types.ts';

/** Whether a node's `visible` lets it render. Missing → visible; a string is a binding. */
export function isVisible(visible: unknown, scope: RenderScope): boolean {
  if (visible === undefined || visible === null) return true;
  if (typeof visible === 'boolean') return visible;
  if (typeof visible === 'string') {
    const expr = visible.includes('${') ? visible : '${' + visible + '}';
    try {
      return Boolean(evaluate(expr, scope));
    } catch {
      return false;
    }
  }
  return true;
}

// --- error boundary ----------------------------------------------------------------------------

interface BoundaryProps {
  node: PageNode;
  path: string;
  children?: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  node: PageNode | null;
}

export class NodeBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, node: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A new node document (e.g. after a refresh of a diy page) gets a fresh chance.
    if (state.node !== props.node) return { node: props.node, error: state.node === null ? state.error : null };
    return null;
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    const { node, path } = this.props;
    report(`node:${path}`, `widget "${node.type}" (node "${node.id}" at ${path}) threw: ${error.message}`, error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isDev()) return null;
    const { node, path } = this.props;
    return (
      <div className="rn-error" role="alert" data-node-id={node.id}>
        {`⚠ ${node.type} #${node.id} (${path})\n${error.message}`}
      </div>
    );
  }
}

// --- widget ------------------------------------------------------------------------------------

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = WidgetModule<any>;

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

function LoadedWidget({ node, path, module }: { node: PageNode; path: string; module: AnyModule }): ReactElement {
  const { scope, local } = useContext(ScopeContext);
  const page = useContext(PageContext);
  const Widget = module.default;

  const props = useMemo(() => {
    const raw = isPlainObject(node.props) ? node.props : EMPTY;
    const resolved = resolveDeep(raw, scope) as Record<string, unknown>;
    const out: Record<string, unknown> = { ...(module.defaults ?? {}) };
    for (const [k, v] of Object.entries(resolved ?? {})) if (v !== undefined) out[k] = v;
    return out;
  }, [node.props, scope, module]);

  const emit = useCallback(
    async (event: string, payload?: unknown): Promise<void> => {
      const handlers = isPlainObject(node.on) ? node.on[event] : undefined;
      if (handlers === undefined) return;
      // Latest page data/state at the moment of the event, plus the slot roots (item, index).
      const base = page ? page.runtime.scope() : scope;
      await runActions(handlers, {
        scope: { ...base, ...local, event: payload },
        page: page?.caps,
        origin: `node "${node.id}" on ${event}`,
      });
    },
    [node, page, scope, local],
  );

  const renderSlot = useCallback(
    (name: string, extraScope?: Partial<RenderScope>): ReactNode => {
      const children = isPlainObject(node.slots) ? node.slots[name] : undefined;
      if (!Array.isArray(children) || children.length === 0) return null;
      const list = <NodeList nodes={children} path={childPath(childPath(path, 'slots'), name)} />;
      return extraScope ? <SlotScope extra={extraScope}>{list}</SlotScope> : list;
    },
    [node.slots, path],
  );

  return <Widget props={props} node={node} emit={emit} renderSlot={renderSlot} />;
}

function SlotScope({ extra, children }: { extra: Partial<RenderScope>; children: ReactNode }): ReactElement {
  const parent = useContext(ScopeContext);
  const value = useMemo<ScopeContextValue>(
    () => ({ scope: { ...parent.scope, ...extra } as RenderScope, local: { ...parent.local, ...extra } }),
    [parent, extra],
  );
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

function PendingWidget({ node, path, promise }: { node: PageNode; path: string; promise: Promise<AnyModule | undefined> }): ReactElement | null {
  const state = usePromise(promise);
  if (state.status !== 'fulfilled' || !state.value) return null;
  return <LoadedWidget node={node} path={path} module={state.value} />;
}

function UnknownWidget({ node, path }: { node: PageNode; path: string }): ReactElement | null {
  const message = `unknown widget type "${node.type}" (node "${node.id}" at ${path})`;
  // A published page may hold components of another build (publishing keeps them with a warning):
  // the shop skips them quietly; a development build shows a marker.
  if (!isDev()) {
    reportWarning(`unknown:${node.type}`, message);
    return null;
  }
  report(`unknown:${node.type}`, message);
  return (
    <div className="rn-unknown" data-node-id={node.id}>
      {`? unknown widget type "${node.type}" #${node.id}`}
    </div>
  );
}

function WidgetHost({ node, path }: { node: PageNode; path: string }): ReactElement | null {
  const page = useContext(PageContext);
  if (!getWidget(node.type)) {
    // Not known yet: its manifest comes with the widget table (a chunk). Suspend until it is in
    // (React 18: a thrown promise), and only then call the type unknown.
    if (!hasWidgetTable()) throw waitForWidgetTable();
    return <UnknownWidget node={node} path={path} />;
  }
  // Server markup waiting to be hydrated: suspend (React keeps the markup) until it is needed.
  const gate = page ? hydrationGate(page.runtime, node.id) : undefined;
  // React 18 has no use(): a thrown promise is how a component suspends.
  if (gate) throw gate;
  const loaded = getLoadedWidget(node.type);
  if (loaded) return <LoadedWidget node={node} path={path} module={loaded} />;
  return <PendingWidget node={node} path={path} promise={loadWidget(node.type)} />;
}

// --- node and lists ----------------------------------------------------------------------------

export function NodeView({ node, path }: { node: PageNode; path: string }): ReactElement | null {
  const { scope } = useContext(ScopeContext);
  const page = useContext(PageContext);
  if (!isVisible(node.visible, scope)) return null;
  // Server markup that needs no code (staticIslands.ts): kept as it is.
  const island = page && TOP_LEVEL.test(path) ? staticIsland(page.runtime, node.id) : undefined;
  return (
    <NodeBoundary node={node} path={path}>
      {island ? <StaticIsland island={island} /> : <WidgetHost node={node} path={path} />}
    </NodeBoundary>
  );
}

const TOP_LEVEL = /^\$\.content\[\d+\]$/;

/**
 * A node as a Suspense boundary of its own, reading the page scope inside it (pageScope.tsx).
 * Memoised: a re-render of the page with the same node must not reach a boundary still waiting as
 * server markup (React would give up hydrating it).
 */
const BoundaryNode = memo(function BoundaryNode({ node, path }: { node: PageNode; path: string }): ReactElement {
  return (
    <Suspense fallback={null}>
      <PageScope>
        <NodeView node={node} path={path} />
      </PageScope>
    </Suspense>
  );
});

/**
 * Render a list of nodes; malformed entries are skipped (reported when the page loaded). With
 * `boundaries` (a page's top level), each node is a Suspense boundary of its own: hydrated
 * separately, and able to wait as server markup (hydrationGates.ts).
 */
export function NodeList({ nodes, path, boundaries = false }: { nodes: unknown; path: string; boundaries?: boolean }): ReactElement | null {
  if (!Array.isArray(nodes)) return null;
  const seen = new Set<string>();
  return (
    <>
      {nodes.map((n: unknown, i) => {
        const at = `${path}[${i}]`;
        const defect = nodeDefect(n);
        if (defect) {
          report(`malformed:${at}`, `node at ${at} skipped: ${defect}`);
          return null;
        }
        const node = n as PageNode;
        const key = seen.has(node.id) ? `${node.id}#${i}` : node.id;
        seen.add(node.id);
        return (
          boundaries ? (
            <BoundaryNode key={key} node={node} path={at} />
          ) : (
            <Fragment key={key}>
              <NodeView node={node} path={at} />
            </Fragment>
          )
        );
      })}
    </>
  );
}
