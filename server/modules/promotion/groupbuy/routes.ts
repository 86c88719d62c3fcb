import { defineRoutes } from '../../../http/routes.ts';
import { promotionOrderRoutes } from '../orderRoutes.ts';
import { GROUPBUY, groupbuyDetail, groupbuyInfo, groupbuyInfoOf, groupbuyLists, groupbuyOrderInput, groupbuyPage, groupbuySkus } from './service.ts';

/** NiuShop's groupbuy addon paths (/groupbuy/api/…). */
export default defineRoutes('groupbuy', (api) => {
  api.route('/groupbuy/api/goods/page', { params: 'groupbuy#/$defs/GroupbuyPageRequest' }, (ctx) => groupbuyPage(ctx.db, ctx.params, ctx.services.now(), ctx.lang));
  api.route('/groupbuy/api/goods/lists', { params: 'groupbuy#/$defs/GroupbuyListsRequest' }, (ctx) => groupbuyLists(ctx.db, ctx.params, ctx.services.now(), ctx.lang));
  api.route('/groupbuy/api/goods/detail', { auth: 'optional', params: 'groupbuy#/$defs/GroupbuyDetailRequest' }, (ctx) => groupbuyDetail(ctx.db, ctx.lang, ctx.params, ctx.services.now()));
  api.route('/groupbuy/api/goods/info', { params: 'groupbuy#/$defs/GroupbuyInfoRequest' }, (ctx) => groupbuyInfo(ctx.db, ctx.params, ctx.services.now()));
  api.route('/groupbuy/api/goods/goodsSku', { params: 'groupbuy#/$defs/GroupbuySkuRequest' }, (ctx) => groupbuySkus(ctx.db, ctx.params, ctx.services.now()));
  promotionOrderRoutes(api, {
    type: GROUPBUY,
    prefix: '/groupbuy/api/ordercreate',
    schemas: { payment: 'groupbuy#/$defs/GroupbuyPaymentRequest', calculate: 'order#/$defs/OrderCalculateRequest', create: 'order#/$defs/OrderCreateRequest' },
    input: (db, params) => groupbuyOrderInput(db, params),
    info: (db, input, now) => groupbuyInfoOf(db, input, now),
  });
});
