export { App, createAppRouter, installScrollRestoration, installUiHooks, BASENAME, type CreateRouterOptions } from './App.tsx';
export { RoutePage, RouteEntry, diyNameOf, DIY_ROUTE_ID } from './RoutePage.tsx';
export { NotFound } from './NotFound.tsx';
export { installNavigator, createNavigator, canGoBack, type AppRouter } from './navigation.ts';
export { setDiyAdapter, diyToSchema, type DiyAdapter } from './diy.ts';
export { prepareInitialPage, clearPages, resetPageCache, peekRuntime, sameStoreAsServer } from './pageCache.ts';
export { createHistoryRouter, type AppRouterState, type AppNavigateOptions } from './router.ts';
export { useRouteTitle } from './routeTitle.ts';
export { RouteBoundary, RouteError } from './RouteError.tsx';
