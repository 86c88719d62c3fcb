import { defineRoutes } from '../../http/routes.ts';
import { freeLevels, levelInfo } from './service.ts';

export default defineRoutes('level', (api) => {
  /** Free levels on sale, ordered by growth threshold (NiuShop: no token); names and remarks in the request's language. */
  api.route('/api/memberlevel/lists', {}, async (ctx) => (await freeLevels(ctx.db)).map((r) => levelInfo(r, ctx.lang)));
});
