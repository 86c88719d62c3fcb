import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { rechargeConfigRow } from './config.ts';
import { createRechargeOrder, packageInfo, packagePage, rechargeOrderPage } from './service.ts';

const P = schemaRef('memberrecharge');

/** Recharge (memberrecharge addon): packages, orders, records. */
export default defineRoutes('memberrecharge', (api) => {
  api.route('/memberrecharge/api/memberrecharge/config', { params: P('EmptyRequest') }, (ctx) => rechargeConfigRow(ctx.db));
  api.route('/memberrecharge/api/memberrecharge/page', { params: P('RechargePageRequest') }, (ctx) => packagePage(ctx.db, ctx.params, ctx.lang));
  api.route('/memberrecharge/api/memberrecharge/info', { params: P('RechargeInfoRequest') }, (ctx) => packageInfo(ctx.db, ctx.params.recharge_id, ctx.lang));
  api.route('/memberrecharge/api/ordercreate/create', { auth: 'required', params: P('RechargeCreateRequest') }, (ctx) =>
    createRechargeOrder(ctx.db, ctx.member.member_id, ctx.params, { appType: ctx.appType, storeId: ctx.storeId, now: ctx.services.now() }),
  );
  api.route('/memberrecharge/api/order/page', { auth: 'required', params: P('RechargePageRequest') }, (ctx) =>
    rechargeOrderPage(ctx.db, ctx.member.member_id, ctx.params, ctx.lang),
  );
});
