import { sql } from 'kysely';
import { defineRoutes } from '../../http/routes.ts';

export default defineRoutes('system', (api) => {
  /** Liveness and database reachability, for load balancers. */
  api.route('/health', { ignoreSiteClose: true }, async (ctx) => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok', db: ctx.services.dbKind };
  });
  api.route('/api/config/time', {}, (ctx) => ctx.services.now());
});
