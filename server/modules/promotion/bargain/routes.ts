import type { ApiContext } from '../../../http/context.ts';
import { defineRoutes, schemaRef } from '../../../http/routes.ts';
import { promotionOrderRoutes } from '../orderRoutes.ts';
import type { Random } from './cut.ts';
import { bargainOrderInput } from './hook.ts';
import { BARGAIN, helpBargain, launchBargain } from './launch.ts';
import { bargainDetail, bargainGoodsDetail, bargainGoodsLists, bargainGoodsPage, bargainGoodsSkus, bargainInfoOf, bargainingList, countVisit, helpRecords, launchInfo, launchPage } from './reads.ts';

declare module '../../../http/services.ts' {
  interface Services {
    /** Bargain cuts' random source (uniform in [0, 1)); tests replace it to make cuts deterministic. */
    bargainRandom?: Random;
  }
}

const P = schemaRef('bargain');
const random = (ctx: ApiContext<unknown>): Random => ctx.services.bargainRandom ?? Math.random;
const memberOf = (ctx: ApiContext<unknown>) => ctx.member?.member_id ?? null;

/** NiuShop's bargain addon paths (/bargain/api/…). */
export default defineRoutes('bargain', (api) => {
  api.route('/bargain/api/goods/page', { auth: 'optional', params: P('BargainGoodsPageRequest') }, (ctx) => bargainGoodsPage(ctx.db, ctx.params, memberOf(ctx), ctx.services.now(), ctx.lang));
  api.route('/bargain/api/goods/lists', { auth: 'optional', params: P('BargainGoodsListsRequest') }, (ctx) => bargainGoodsLists(ctx.db, ctx.params, memberOf(ctx), ctx.services.now(), ctx.lang));
  api.route('/bargain/api/goods/bargainingList', { auth: 'required', params: P('EmptyRequest') }, (ctx) => bargainingList(ctx.db, ctx.member.member_id, ctx.services.now()));
  api.route('/bargain/api/goods/detail', { params: P('BargainGoodsDetailRequest') }, (ctx) => bargainGoodsDetail(ctx.db, ctx.lang, ctx.params, ctx.services.now()));
  api.route('/bargain/api/goods/goodsSku', { params: P('BargainGoodsSkuRequest') }, (ctx) => bargainGoodsSkus(ctx.db, ctx.params, ctx.services.now()));

  api.route('/bargain/api/bargain/detail', { auth: 'optional', params: P('BargainDetailRequest') }, (ctx) => bargainDetail(ctx.db, ctx.lang, ctx.params, memberOf(ctx), ctx.services.now()));
  api.route('/bargain/api/bargain/info', { auth: 'optional', params: P('BargainLaunchIdRequest') }, (ctx) => launchInfo(ctx.db, ctx.params, memberOf(ctx), ctx.services.now()));
  api.route('/bargain/api/bargain/launch', { auth: 'required', params: P('BargainLaunchRequest') }, (ctx) =>
    launchBargain(ctx.db, ctx.member.member_id, ctx.params.id, ctx.services.now(), random(ctx)),
  );
  api.route('/bargain/api/bargain/bargain', { auth: 'required', params: P('BargainLaunchRequest') }, (ctx) =>
    helpBargain(ctx.db, ctx.member.member_id, ctx.params.id, ctx.services.now(), random(ctx)),
  );
  api.route('/bargain/api/bargain/record', { params: P('BargainRecordRequest') }, (ctx) => helpRecords(ctx.db, ctx.params));
  api.route('/bargain/api/bargain/launchPage', { auth: 'required', params: P('BargainLaunchPageRequest') }, (ctx) => launchPage(ctx.db, ctx.params, ctx.member.member_id, ctx.services.now()));
  api.route('/bargain/api/bargain/browse', { params: P('BargainIdRequest') }, (ctx) => countVisit(ctx.db, ctx.params, 'browse_num'));
  api.route('/bargain/api/bargain/share', { params: P('BargainIdRequest') }, (ctx) => countVisit(ctx.db, ctx.params, 'share_num'));

  promotionOrderRoutes(api, {
    type: BARGAIN,
    prefix: '/bargain/api/ordercreate',
    schemas: { payment: P('BargainPaymentRequest'), calculate: 'order#/$defs/OrderCalculateRequest', create: 'order#/$defs/OrderCreateRequest' },
    input: (db, params, memberId) => bargainOrderInput(db, params, memberId),
    info: (db, input, now, memberId) => bargainInfoOf(db, input, memberId, now),
  });
});
