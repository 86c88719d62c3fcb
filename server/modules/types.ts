import type { RouteModule } from '../http/routes.ts';
import type { Services } from '../http/services.ts';

/** One server area: its routes, and optionally set-up run once at start (adapters, timers). */
export interface ServerModule {
  routes: RouteModule;
  init?: (services: Services) => Promise<void> | void;
}
