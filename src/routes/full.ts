/**
 * The route manifest, known whole from the start: the lookups of ./manifest.ts with every route
 * installed, and the data (`manifest`, `routes`, `tabRoutes`). For the server, scripts and tests,
 * which read routes.json as it is (titles included); the browser app imports ./manifest.ts, whose
 * table is a chunk (./tables.ts), never this.
 */
import { installRouteTables } from './tables.ts';
import { routes } from './routeTable.ts';

installRouteTables({ routes });

export * from './manifest.ts';
export { manifest, routes, tabRoutes } from './routeTable.ts';
