import { defineRoutes } from '../../../http/routes.ts';
import { promotionOrderRoutes } from '../orderRoutes.ts';
import { BALE, baleDetail, baleInfoOf, baleOrderInput } from './service.ts';

/** NiuShop's bale addon paths (/bale/api/…). */
export default defineRoutes('bale', (api) => {
  api.route('/bale/api/bale/detail', { params: 'bale#/$defs/BaleDetailRequest' }, (ctx) => baleDetail(ctx.db, ctx.params, ctx.services.now(), ctx.lang));
  promotionOrderRoutes(api, {
    type: BALE,
    prefix: '/bale/api/ordercreate',
    schemas: { payment: 'bale#/$defs/BalePaymentRequest', calculate: 'order#/$defs/OrderCalculateRequest', create: 'order#/$defs/OrderCreateRequest' },
    input: (db, params) => baleOrderInput(db, params),
    info: (db, input, now) => baleInfoOf(db, input, now),
  });
});
