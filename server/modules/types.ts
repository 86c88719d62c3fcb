import type { RouteModule } from '../http/routes.ts';
import type { Services } from '../http/services.ts';
import type { DueJob } from '../jobs/index.ts';
import type { FastifyInstance } from 'fastify';

/** One server area: its routes, optionally set-up run once at start (adapters), and its timers as due-job sweeps. */
export interface ServerModule {
  routes: RouteModule;
  init?: (services: Services) => Promise<void> | void;
  /** The area's timers (server/jobs): swept by every instance, run on demand by `/dev/jobs/run`. */
  jobs?: DueJob[];
  /** Raw fastify routes that are not API calls (the chat's WebSocket), registered after `init`. */
  plugin?: (app: FastifyInstance, services: Services) => Promise<void>;
}
