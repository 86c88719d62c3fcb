import { defineRoutes } from '../../http/routes.ts';
import { promotionZoneConfig } from './zone.ts';

/** The promotions' shared endpoints (the zone pages' style). */
export default defineRoutes('promotion', (api) => {
  api.route<{ name: string }>('/api/config/promotionZoneConfig', { params: 'promotion#/$defs/PromotionZoneConfigRequest' }, (ctx) => promotionZoneConfig(ctx.db, ctx.params.name));
});
