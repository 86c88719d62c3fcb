import { defineRoutes } from '../../../http/routes.ts';
import { promotionOrderRoutes } from '../orderRoutes.ts';
import { BUNDLING, bundlingDetail, bundlingInfoOf, bundlingLists, bundlingOrderInput } from './service.ts';

/** NiuShop's bundling addon paths (/bundling/api/…). */
export default defineRoutes('bundling', (api) => {
  api.route('/bundling/api/bundling/lists', { params: 'bundling#/$defs/BundlingListsRequest' }, (ctx) => bundlingLists(ctx.db, ctx.params, ctx.lang));
  api.route('/bundling/api/bundling/detail', { params: 'bundling#/$defs/BundlingDetailRequest' }, (ctx) => bundlingDetail(ctx.db, ctx.params, ctx.lang));
  promotionOrderRoutes(api, {
    type: BUNDLING,
    prefix: '/bundling/api/ordercreate',
    schemas: { payment: 'bundling#/$defs/BundlingPaymentRequest', calculate: 'order#/$defs/OrderCalculateRequest', create: 'order#/$defs/OrderCreateRequest' },
    input: (db, params) => bundlingOrderInput(db, params),
    info: (db, input) => bundlingInfoOf(db, input),
  });
});
