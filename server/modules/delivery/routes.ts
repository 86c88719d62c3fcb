import { defineRoutes } from '../../http/routes.ts';
import { enabledExpressType } from './freight.ts';

export default defineRoutes('delivery', (api) => {
  /** Enabled delivery types `{express:{name, icon, desc}, store:{…}}` (NiuShop ExpressConfig::getEnabledExpressType). */
  api.route('/api/config/enabledExpressType', {}, (ctx) => enabledExpressType(ctx.db, ctx.lang));
});
