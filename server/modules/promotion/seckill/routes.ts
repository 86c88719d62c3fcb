import { defineRoutes } from '../../../http/routes.ts';
import { promotionOrderRoutes } from '../orderRoutes.ts';
import { SECKILL } from './queries.ts';
import { seckillEarly } from './early.ts';
import { seckillDetail, seckillGoodsLists, seckillGoodsPage, seckillGoodsSkus, seckillInfo, seckillInfoOf, seckillLists, seckillOrderInput } from './service.ts';

/** NiuShop's seckill addon paths (/seckill/api/…); every answer carries the server's `current_time` for countdowns. */
export default defineRoutes('seckill', (api) => {
  api.route('/seckill/api/seckill/lists', { params: 'seckill#/$defs/SeckillListsRequest' }, (ctx) => seckillLists(ctx.db, ctx.services.now()));
  api.route('/seckill/api/seckillgoods/page', { params: 'seckill#/$defs/SeckillGoodsPageRequest' }, (ctx) => seckillGoodsPage(ctx.db, ctx.params, ctx.services.now(), ctx.lang));
  api.route('/seckill/api/seckillgoods/lists', { params: 'seckill#/$defs/SeckillGoodsListsRequest' }, (ctx) => seckillGoodsLists(ctx.db, ctx.params, ctx.services.now(), ctx.lang));
  api.route('/seckill/api/seckillgoods/detail', { auth: 'optional', params: 'seckill#/$defs/SeckillDetailRequest' }, (ctx) =>
    seckillDetail(ctx.db, ctx.lang, ctx.params, ctx.member?.member_id ?? null, ctx.services.now()),
  );
  api.route('/seckill/api/seckillgoods/info', { auth: 'optional', params: 'seckill#/$defs/SeckillInfoRequest' }, (ctx) =>
    seckillInfo(ctx.db, ctx.params, ctx.member?.member_id ?? null, ctx.services.now()),
  );
  api.route('/seckill/api/seckillgoods/goodsSku', { auth: 'optional', params: 'seckill#/$defs/SeckillGoodsSkuRequest' }, (ctx) =>
    seckillGoodsSkus(ctx.db, ctx.params, ctx.member?.member_id ?? null, ctx.services.now()),
  );

  promotionOrderRoutes(api, {
    type: SECKILL,
    prefix: '/seckill/api/ordercreate',
    schemas: { payment: 'seckill#/$defs/SeckillPaymentRequest', calculate: 'seckill#/$defs/SeckillCalculateRequest', create: 'seckill#/$defs/SeckillCreateRequest' },
    input: (db, params) => seckillOrderInput(db, params),
    info: (db, input, now) => seckillInfoOf(db, input, now),
    early: seckillEarly,
  });
});
