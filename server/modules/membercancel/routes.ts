import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { documentRow } from '../config/document.ts';
import { devOnly } from '../../http/devOnly.ts';
import { CANCEL_AGREEMENT_KEY, accountInfo, applyCancel, approveCancel, cancelConfig, cancelInfo, refuseCancel, withdrawCancel } from './service.ts';

const P = schemaRef('membercancel');
const out = (r: { id: number; member_id: number; status: number; reason: string; audit_time: number }) => ({ id: r.id, member_id: r.member_id, status: r.status, reason: r.reason, audit_time: Number(r.audit_time) });

/** Account cancellation (membercancel addon) and the merchant's audit as development helpers. */
export default defineRoutes('membercancel', (api) => {
  api.route('/membercancel/api/membercancel/config', { params: P('EmptyRequest') }, (ctx) => cancelConfig(ctx.db));
  api.route('/membercancel/api/membercancel/agreement', { params: P('EmptyRequest') }, (ctx) => documentRow(ctx.db, CANCEL_AGREEMENT_KEY, ctx.lang));
  api.route('/membercancel/api/membercancel/info', { auth: 'required', params: P('EmptyRequest') }, (ctx) => cancelInfo(ctx.db, ctx.member.member_id));
  api.route('/membercancel/api/membercancel/accountInfo', { auth: 'required', params: P('EmptyRequest') }, (ctx) => accountInfo(ctx.db, ctx.member.member_id));
  api.route('/membercancel/api/membercancel/apply', { auth: 'required', params: P('EmptyRequest') }, (ctx) => applyCancel(ctx.db, ctx.member.member_id, ctx.services.now()));
  api.route('/membercancel/api/membercancel/cancelApply', { auth: 'required', params: P('EmptyRequest') }, (ctx) => withdrawCancel(ctx.db, ctx.member.member_id));

  /** Development: the merchant approves a pending cancellation (preconditions checked again). */
  api.route('/dev/membercancel/approve', { ignoreSiteClose: true, params: P('CancelIdRequest') }, async (ctx) => {
    devOnly(ctx);
    return out(await approveCancel(ctx.db, ctx.params.id, ctx.services.now()));
  });
  /** Development: the merchant refuses a pending cancellation with a reason. */
  api.route('/dev/membercancel/refuse', { ignoreSiteClose: true, params: P('DevCancelRefuseRequest') }, async (ctx) => {
    devOnly(ctx);
    return out(await refuseCancel(ctx.db, ctx.params.id, ctx.params.reason ?? '', ctx.services.now()));
  });
});
