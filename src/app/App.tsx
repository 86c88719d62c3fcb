/**
 * The app: a data router under /h5 with one catch-all route (RoutePage), the frame (width capped
 * at 960 px), toast and modal hosts, scroll restoration; the navigator and the UI hooks are
 * registered into the API client and the actions when the router is created.
 */
import type { ReactElement } from 'react';
import { createBrowserRouter, createMemoryRouter, Outlet, RouterProvider, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { setUiHooks } from '../data/ui.ts';
import { FeedbackHost } from '../shell/Feedback.tsx';
import { showModal, showToast } from '../shell/feedback.ts';
import { AppFrame } from '../shell/Layout.tsx';
import { installNavigator, type AppRouter } from './navigation.ts';
import { RouteEntry } from './RoutePage.tsx';
import { RouteError } from './RouteError.tsx';

export const BASENAME = '/h5';

function AppShell(): ReactElement {
  return (
    <AppFrame>
      <Outlet />
      <FeedbackHost />
      <ScrollRestoration />
    </AppFrame>
  );
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [{ path: '*', element: <RouteEntry />, errorElement: <RouteError /> }],
  },
];

/** The client's toast and modal go to the shell's hosts. */
export function installUiHooks(): void {
  setUiHooks({
    toast: (text, ms) => showToast(text, ms),
    modal: (o) => showModal({ title: o.title, content: o.content, showCancel: o.showCancel }),
  });
}

export interface CreateRouterOptions {
  /** A memory router at these entries (tests), e.g. ['/h5/pages/goods/cart']. */
  initialEntries?: string[];
}

/** Create the router and register navigator + UI hooks for it. */
export function createAppRouter(options: CreateRouterOptions = {}): AppRouter {
  const router = options.initialEntries
    ? (createMemoryRouter(appRoutes, { basename: BASENAME, initialEntries: options.initialEntries }) as unknown as AppRouter)
    : createBrowserRouter(appRoutes, { basename: BASENAME });
  installNavigator(router);
  installUiHooks();
  return router;
}

export function App({ router }: { router: AppRouter }): ReactElement {
  return <RouterProvider router={router} />;
}
