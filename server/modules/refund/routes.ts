import { defineRoutes } from '../../http/routes.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { refundService } from './service.ts';

interface IdsParams {
  order_goods_ids?: string;
  order_goods_id?: number;
}
interface ApplyParams extends IdsParams {
  refund_type: number;
  refund_reason?: string;
  refund_remark?: string;
  refund_images?: string;
}
interface OneParams {
  order_goods_id: number;
}
interface DeliveryParams extends OneParams {
  refund_delivery_name?: string;
  refund_delivery_no?: string;
  refund_delivery_remark?: string;
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
  api.route<OneParams>('/api/orderrefund/refundData', { auth: 'required', params: 'refund#/$defs/RefundOneRequest' }, async (ctx) => {
    const d = await refundService.data(ctx.db, ctx.lang, ctx.member.member_id, [ctx.params.order_goods_id]);
    return { ...d, order_goods_info: d.order_goods_info[0] };
  });
  api.route<IdsParams>('/api/orderrefund/refundDataBatch', { auth: 'required', params: 'refund#/$defs/RefundIdsRequest' }, (ctx) =>
    refundService.data(ctx.db, ctx.lang, ctx.member.member_id, idsOf(ctx.params)),
  );
  api.route<ApplyParams>('/api/orderrefund/refund', { auth: 'required', params: 'refund#/$defs/RefundApplyRequest' }, (ctx) =>
    refundService.apply(ctx.db, ctx.lang, ctx.member.member_id, { ...ctx.params, ids: idsOf(ctx.params) }, ctx.services.now()),
  );
  api.route<OneParams>('/api/orderrefund/cancel', { auth: 'required', params: 'refund#/$defs/RefundOneRequest' }, (ctx) =>
    refundService.cancel(ctx.db, ctx.member.member_id, ctx.params.order_goods_id, ctx.services.now()),
  );
  api.route<DeliveryParams>('/api/orderrefund/delivery', { auth: 'required', params: 'refund#/$defs/RefundDeliveryRequest' }, (ctx) =>
    refundService.delivery(ctx.db, ctx.lang, ctx.member.member_id, ctx.params, ctx.services.now()),
  );
  api.route<OneParams>('/api/orderrefund/detail', { auth: 'required', params: 'refund#/$defs/RefundOneRequest' }, (ctx) =>
    refundService.detail(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.order_goods_id),
  );
  api.route<{ page?: number; page_size?: number }>('/api/orderrefund/lists', { auth: 'required', params: 'refund#/$defs/RefundListsRequest' }, (ctx) =>
    refundService.lists(ctx.db, ctx.lang, ctx.member.member_id, ctx.params),
  );
});
