import { defineRoutes } from '../../http/routes.ts';
import { freeLevels, levelInfo } from './service.ts';

export default defineRoutes('level', (api) => {
  /** Free levels on sale, ordered by growth threshold (NiuShop: no token). */
  api.route('/api/memberlevel/lists', {}, async (ctx) => (await freeLevels(ctx.db)).map(levelInfo));
});
