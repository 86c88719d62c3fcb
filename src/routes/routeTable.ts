/**
 * The route manifest's data: every route of routes.json (validated against
 * schemas/route-manifest.schema.json by tests/schemas.test.ts), with the fields the browser build
 * leaves out filled back. Read whole by the server, scripts and tests (./full.ts); in the browser
 * it is part of the route tables' chunk (./tableChunk.ts), not of the first load, and the app
 * looks routes up through ./manifest.ts. Titles are included where routes.json is read as it is;
 * the browser build has none (vite.config.ts `routes-compact`; ./titles.ts has them).
 */
import manifestJson from './routes.json';
import type { Route, RouteManifest } from '../types/generated/route-manifest.ts';
import { isTabRoute, withDefaults, type AppRoute, type TabRoute } from './routeShape.ts';

/** The whole manifest, as in routes.json (titles: see above). */
export const manifest: RouteManifest = { ...(manifestJson as RouteManifest), routes: (manifestJson as RouteManifest).routes.map(withDefaults) };

/** Every route, in manifest order. */
export const routes: readonly Route[] = manifest.routes;

/** The four tab routes, ordered by tab index (0 home, 1 category, 2 cart, 3 member centre). */
export const tabRoutes: readonly TabRoute[] = (routes as readonly AppRoute[]).filter(isTabRoute).sort((a, b) => a.tab - b.tab);
