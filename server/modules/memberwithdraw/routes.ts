import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { devOnly } from '../../http/devOnly.ts';
import { withdrawConfigRow } from './config.ts';
import { applyWithdraw, approveWithdraw, refuseWithdraw, transferTypes, transferWithdraw, withdrawDetail, withdrawInfo, withdrawOut, withdrawPage } from './service.ts';

const P = schemaRef('memberwithdraw');

/** Balance withdrawal (`/api/memberwithdraw/*`) and the merchant's steps as development helpers. */
export default defineRoutes('memberwithdraw', (api) => {
  api.route('/api/memberwithdraw/config', { params: P('EmptyRequest') }, (ctx) => withdrawConfigRow(ctx.db));
  api.route('/api/memberwithdraw/info', { auth: 'required', params: P('EmptyRequest') }, (ctx) => withdrawInfo(ctx.db, ctx.member.member_id));
  api.route('/api/memberwithdraw/transferType', { auth: 'required', params: P('EmptyRequest') }, (ctx) => transferTypes(ctx.db, ctx.member.member_id, ctx.lang));
  api.route('/api/memberwithdraw/apply', { auth: 'required', params: P('WithdrawApplyRequest') }, (ctx) =>
    applyWithdraw(ctx.db, ctx.member.member_id, ctx.params, ctx.appType, ctx.services.now()),
  );
  api.route('/api/memberwithdraw/page', { auth: 'required', params: P('WithdrawPageRequest') }, (ctx) =>
    withdrawPage(ctx.db, ctx.member.member_id, ctx.params, ctx.lang),
  );
  api.route('/api/memberwithdraw/detail', { auth: 'required', params: P('WithdrawIdRequest') }, (ctx) => withdrawDetail(ctx.db, ctx.member.member_id, ctx.params.id, ctx.lang));

  /** Development: the merchant approves a pending withdrawal (transferred at once when the shop transfers automatically). */
  api.route('/dev/memberwithdraw/approve', { ignoreSiteClose: true, params: P('WithdrawIdRequest') }, async (ctx) => {
    devOnly(ctx);
    return withdrawOut(await approveWithdraw(ctx.db, ctx.params.id, ctx.services.now()), ctx.lang);
  });
  /** Development: the merchant refuses a pending or approved withdrawal; its money goes back. */
  api.route('/dev/memberwithdraw/refuse', { ignoreSiteClose: true, params: P('DevWithdrawRefuseRequest') }, async (ctx) => {
    devOnly(ctx);
    return withdrawOut(await refuseWithdraw(ctx.db, ctx.params.id, ctx.params.reason ?? '', ctx.services.now()), ctx.lang);
  });
  /** Development: the merchant sends an approved withdrawal through the transfer provider. */
  api.route('/dev/memberwithdraw/transfer', { ignoreSiteClose: true, params: P('WithdrawIdRequest') }, async (ctx) => {
    devOnly(ctx);
    return withdrawOut(await transferWithdraw(ctx.db, ctx.params.id, ctx.services.now()), ctx.lang);
  });
});
