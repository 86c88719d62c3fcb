/**
 * The one catch-all route: finds the route in the manifest, sets the document title, enforces
 * login and addon flags, and renders the route's page (a system page schema, a merchant diy
 * page, or the honest not-available page) inside the page chrome (nav bar, pull-to-refresh,
 * tab bar, back-to-top). A route (or whether it has a page schema) not known before the route
 * tables are in (src/routes/tables.ts) shows the loading cover until they are.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { evaluate } from '../bindings/index.ts';
import type { PageRuntime } from '../renderer/loader.ts';
import { PageView } from '../renderer/PageView.tsx';
import { refreshPage } from '../renderer/refresh.ts';
import { usePromise } from '../renderer/usePromise.ts';
import type { PageMeta, PageSchema } from '../renderer/types.ts';
import { DIY_ROUTE_ID, findRoute, knowsRoute } from '../routes/manifest.ts';
import { resolveRoutePage } from '../routes/resolve.ts';
import { hasRouteTables, loadRouteTables, subscribeRouteTables } from '../routes/tables.ts';
import { loginPath, normalizePath, queryOf } from '../routes/paths.ts';
import { useCart, useIsLoggedIn, useSite } from '../stores/hooks.ts';
import { getActionEnv } from '../actions/env.ts';
import { PageFrame } from '../shell/Layout.tsx';
import { LoadingCover } from '../shell/LoadingCover.tsx';
import { NavBar } from '../shell/NavBar.tsx';
import { PageGlobals } from '../shell/PageGlobals.tsx';
import { BACK_TO_TOP_AFTER } from '../shell/backToTopAfter.ts';
import { PullToRefresh } from '../shell/PullToRefresh.tsx';
import { TabBar, type TabBarConfig } from '../shell/TabBar.tsx';
import { useShellText } from '../shell/text.ts';
import { NotAvailable } from '../pages/not-available/NotAvailable.tsx';
import { hasPageSchema } from '../renderer/pages.ts';
import { NotFound } from './NotFound.tsx';
import { RouteBoundary } from './RouteError.tsx';
import { canGoBack } from './navigation.ts';
import { useRouteTitle } from './routeTitle.ts';
import { diyFor, inlinedPageFor, peekRuntime, runtimeFor, schemaFor, type InlinedPage } from './pageCache.ts';

export { DIY_ROUTE_ID, diyNameOf } from '../routes/manifest.ts';

function resolveTitle(template: string | undefined, runtime: PageRuntime | null): string | undefined {
  if (!template || !runtime) return undefined;
  try {
    const v = evaluate(template, runtime.scope());
    return typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined;
  } catch {
    return undefined;
  }
}

const noopSubscribe = () => () => {};

const serverFalse = () => false;
const clientCanGoBack = () => canGoBack();

const LazyBackToTop = lazy(() => import('../shell/BackToTop.tsx').then((m) => ({ default: m.BackToTop })));

/** The window has been scrolled past `after` (false on the server and while hydrating). */
function subscribeScroll(cb: () => void): () => void {
  addEventListener('scroll', cb, { passive: true });
  return () => removeEventListener('scroll', cb);
}
const scrolledFar = () => window.scrollY > BACK_TO_TOP_AFTER;

/** The back-to-top button (a chunk of its own), fetched once the page is scrolled far enough to show it. */
function BackToTop(): ReactElement | null {
  const far = useSyncExternalStore(subscribeScroll, scrolledFar, serverFalse);
  // Once fetched it stays (it hides itself near the top).
  const [wanted, setWanted] = useState(false);
  if (far && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyBackToTop />
    </Suspense>
  ) : null;
}

/** The page meta title resolved against the page's data, following it as data arrives. */
function usePageTitle(runtime: PageRuntime | null): string | undefined {
  const template = runtime?.schema.meta?.title;
  const subscribe = runtime ? runtime.store.subscribe : noopSubscribe;
  const get = () => resolveTitle(template, runtime);
  return useSyncExternalStore(subscribe, get, get);
}

function routeNormalize(path: string): string {
  const r = findRoute(path);
  return r ? r.path : normalizePath(path);
}

interface BodyProps {
  entryKey: string;
  query: Record<string, string>;
  onRuntime: (runtime: PageRuntime | null) => void;
  inlined?: InlinedPage;
  title: string | undefined;
}

function SchemaBody({ schema, entryKey, query, onRuntime, inlined }: BodyProps & { schema: PageSchema }): ReactElement {
  const [runtime] = useState(() =>
    runtimeFor(entryKey, schema, query, inlined && inlined.schema === schema ? { initialData: inlined.data } : undefined),
  );
  return <PageView schema={schema} runtime={runtime} onRuntime={onRuntime} fallback={<LoadingCover />} notFound={<NotFound />} />;
}

function SystemPage({ pageId, ...rest }: BodyProps & { pageId: string }): ReactElement {
  const state = usePromise(schemaFor(pageId));
  if (state.status === 'pending') return <LoadingCover />;
  if (state.status !== 'fulfilled' || !state.value) return <NotAvailable title={rest.title} />;
  return <SchemaBody schema={state.value} {...rest} />;
}

/** Waits for the route tables (loading them): the loading cover, or the route error when they fail. */
function TablesWait(): ReactElement {
  const [load] = useState(loadRouteTables);
  const state = usePromise(load);
  if (state.status === 'fulfilled' && !state.value) throw new Error('the route tables failed to load');
  return <LoadingCover />;
}

/**
 * A merchant diy page by name (or the diy route's number). A document that is not there: the diy
 * route (a merchant's custom page, any name a link may carry) is not found; a route's own diy page
 * (home, category, member centre) is not available.
 */
function DiyPage({ name, id, missing, ...rest }: BodyProps & { name?: string; id?: number; missing: 'not-found' | 'not-available' }): ReactElement {
  const state = usePromise(diyFor(rest.entryKey, name ?? { id: id ?? 0 }));
  if (state.status === 'pending') return <LoadingCover />;
  if (state.status !== 'fulfilled' || !state.value) return missing === 'not-found' ? <NotFound /> : <NotAvailable title={rest.title} />;
  return <SchemaBody schema={state.value} {...rest} />;
}

/** One page instance per history entry: everything below resets when the entry changes. */
export function RouteEntry(): ReactElement {
  const location = useLocation();
  return (
    <RouteBoundary key={location.key}>
      <RoutePage />
    </RouteBoundary>
  );
}

export function RoutePage(): ReactElement {
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const site = useSite();
  const { cartNumber } = useCart();
  const t = useShellText();
  const [runtime, setRuntime] = useState<PageRuntime | null>(null);
  // Read once per entry (RouteEntry remounts this per entry); false on the server.
  const hasHistory = useSyncExternalStore(noopSubscribe, clientCanGoBack, serverFalse);

  // Re-rendered when the route tables arrive: what was not known before is then.
  useSyncExternalStore(subscribeRouteTables, hasRouteTables, hasRouteTables);
  const route = findRoute(location.pathname);
  const waiting = !route && !knowsRoute(location.pathname);
  const path = location.pathname + location.search;
  const entryKey = location.key;
  const query = useMemo(() => queryOf(location.search), [location.search]);
  const routeTitle = useRouteTitle(route);
  const routeName = route ? routeTitle : waiting ? undefined : t('notFoundTitle');
  // The entry's runtime: reported by the page once mounted, or already prepared (the server's
  // inlined first page, a kept page), so the first render (and the server's) has its meta.
  const current = runtime ?? peekRuntime(entryKey) ?? null;
  const metaTitle = usePageTitle(current);
  const title = metaTitle ?? routeName;
  const meta: PageMeta = current?.schema.meta ?? {};
  const isTab = route?.tab !== undefined;

  const onRuntime = useCallback((rt: PageRuntime | null) => setRuntime(rt), []);

  useEffect(() => {
    if (typeof document !== 'undefined' && title) document.title = title;
  }, [title]);

  // --- what the route shows ---------------------------------------------------------------
  let body: ReactElement;
  if (waiting) {
    body = <TablesWait />;
  } else if (!route) {
    body = <NotFound />;
  } else if (route.login && !loggedIn) {
    return <Navigate to={loginPath(path)} replace />;
  } else {
    // The server's page, when it is this path's (the server names the path it inlined it for).
    const candidate = inlinedPageFor(entryKey);
    const inlined = candidate?.path !== undefined && normalizePath(candidate.path) === normalizePath(location.pathname) ? candidate : undefined;
    const common: BodyProps = { entryKey, query, onRuntime, inlined, title: routeName };
    // What the route shows, decided as the server's first view decides it (src/routes/resolve.ts).
    const shown = resolveRoutePage(route, query, { addons: site.initStatus ? site.addonIsExist : null, hasSchema: hasPageSchema });
    if (shown.kind === 'unavailable') body = <NotAvailable title={routeName} />;
    else if (inlined) body = <SchemaBody schema={inlined.schema} {...common} />;
    else if (shown.kind === 'system') body = <SystemPage pageId={shown.pageId} {...common} />;
    else if (shown.kind === 'diy') body = <DiyPage name={shown.name} id={shown.id} missing={route.id === DIY_ROUTE_ID ? 'not-found' : 'not-available'} {...common} />;
    else if (shown.kind === 'unknown') body = <TablesWait />;
    else body = <NotFound />;
  }

  const nav = meta.navBar ?? {};
  const showNav = nav.show !== false;
  const back = nav.back ?? (hasHistory && !isTab);
  const pullRefresh = Boolean(route?.pullRefresh || meta.pullRefresh) && current !== null;
  const scroll = route?.scroll !== false && meta.scroll !== false;
  const tabbed = isTab || meta.tabBar === true;

  return (
    <PageFrame tabbed={tabbed} scroll={scroll} background={meta.background} backgroundImage={meta.backgroundImage}>
      {showNav ? (
        <NavBar
          title={title}
          back={back}
          onBack={() => getActionEnv().navigator.back(1)}
          background={nav.background}
          textColor={nav.textColor}
          align={nav.align}
          nav={nav}
        />
      ) : null}
      <PageGlobals meta={meta} pageId={current?.schema.id} title={title} />
      <div className="sh-page-body">
        <PullToRefresh enabled={pullRefresh} onRefresh={() => (current ? refreshPage(current) : undefined)}>
          {body}
        </PullToRefresh>
      </div>
      {tabbed ? (
        <TabBar
          config={site.tabBar as TabBarConfig | null}
          currentPath={path}
          cartNumber={cartNumber}
          normalize={routeNormalize}
          onSwitch={(url) => getActionEnv().navigator.switchTab(url)}
        />
      ) : null}
      {scroll ? <BackToTop /> : null}
    </PageFrame>
  );
}
