import { defineRoutes } from '../../http/routes.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { refundService } from './service.ts';
import { agreeRefund, approveRefund, refuseRefund } from './seller.ts';
import { devOnly } from '../../http/devOnly.ts';
import { dispatchRefund } from '../pay/refunds.ts';

interface IdsParams {
  order_goods_ids?: string;
  order_goods_id?: number;
}
/** `order_goods_ids` "1,2,3" (or a single `order_goods_id`) → ids; at most 50. */
function idsOf(p: IdsParams): number[] {
  const raw = p.order_goods_ids !== undefined ? String(p.order_goods_ids) : p.order_goods_id !== undefined ? String(p.order_goods_id) : '';
  if (!raw) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'order_goods_ids' });
  const parts = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0 || parts.length > 50 || parts.some((s) => !/^\d{1,9}$/.test(s) || Number(s) === 0)) {
    throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'order_goods_ids' });
  }
  return [...new Set(parts.map(Number))];
}

export default defineRoutes('refund', (api) => {
  api.route('/api/orderrefund/refundData', { auth: 'required', params: 'refund#/$defs/RefundOneRequest' }, async (ctx) => {
    const d = await refundService.data(ctx.db, ctx.lang, ctx.member.member_id, [ctx.params.order_goods_id]);
    return { ...d, order_goods_info: d.order_goods_info[0] };
  });
  api.route('/api/orderrefund/refundDataBatch', { auth: 'required', params: 'refund#/$defs/RefundIdsRequest' }, (ctx) =>
    refundService.data(ctx.db, ctx.lang, ctx.member.member_id, idsOf(ctx.params)),
  );
  api.route('/api/orderrefund/refund', { auth: 'required', params: 'refund#/$defs/RefundApplyRequest' }, (ctx) =>
    refundService.apply(ctx.db, ctx.lang, ctx.member.member_id, { ...ctx.params, ids: idsOf(ctx.params) }, ctx.services.now()),
  );
  api.route('/api/orderrefund/cancel', { auth: 'required', params: 'refund#/$defs/RefundOneRequest' }, (ctx) =>
    refundService.cancel(ctx.db, ctx.member.member_id, ctx.params.order_goods_id, ctx.services.now()),
  );
  api.route('/api/orderrefund/delivery', { auth: 'required', params: 'refund#/$defs/RefundDeliveryRequest' }, (ctx) =>
    refundService.delivery(ctx.db, ctx.lang, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
  api.route('/api/orderrefund/detail', { auth: 'required', params: 'refund#/$defs/RefundOneRequest' }, (ctx) =>
    refundService.detail(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.order_goods_id),
  );
  api.route('/api/orderrefund/lists', { auth: 'required', params: 'refund#/$defs/RefundListsRequest' }, (ctx) =>
    refundService.lists(ctx.db, ctx.lang, ctx.member.member_id, ctx.params),
  );

  // Development: the merchant's side of an after-sales case, which has no screen yet (refused in production).
  api.route('/dev/refund/agree', { ignoreSiteClose: true, params: 'refund#/$defs/RefundOneRequest' }, async (ctx) => {
    devOnly(ctx);
    const status = await ctx.db.transaction().execute((trx) => agreeRefund(trx, ctx.params.order_goods_id, { now: ctx.services.now() }));
    return { refund_status: status };
  });
  api.route('/dev/refund/refuse', { ignoreSiteClose: true, params: 'refund#/$defs/DevRefundRefuseRequest' }, async (ctx) => {
    devOnly(ctx);
    await ctx.db.transaction().execute((trx) => refuseRefund(trx, ctx.params.order_goods_id, ctx.params.reason ?? '', { now: ctx.services.now() }));
    return 1;
  });
  api.route('/dev/refund/approve', { ignoreSiteClose: true, params: 'refund#/$defs/RefundOneRequest' }, async (ctx) => {
    devOnly(ctx);
    const now = ctx.services.now();
    const result = await ctx.db.transaction().execute((trx) => approveRefund(trx, ctx.params.order_goods_id, { now }));
    // The gateway's share is sent at once; when that fails the pay.refund due job sends it again.
    if (result.gateway_refund_id) await dispatchRefund(ctx.db, result.gateway_refund_id, now).catch(() => undefined);
    return result;
  });
});
