import { ApiError, Code } from '../../http/errors.ts';
import { defineRoutes } from '../../http/routes.ts';
import { devOnly } from '../../http/devOnly.ts';
import { calcOptions, calculate, goodsInput, loadOrderKey, presentCalc, presentCoupons, saveOrderKey } from './calc.ts';
import { createOrder } from './create.ts';
import { closeExpiredOrders, closeOrder, pickupOrder, shipOrder, takeDelivery } from './lifecycle.ts';
import { deleteOrder, evaluateInfo, listOrders, orderDetail, orderNum, orderPackages, ownOrder, transactionAgreement, type ListParams } from './service.ts';
import { OrderStatus } from './status.ts';
import { idempotencyKey } from './util.ts';
import { repayOrder } from '../pay/service.ts';
import { qrImage } from '../../lib/qrcode.ts';
import { h5Base } from '../config/origin.ts';
import { orderForms, withCheckoutForms } from '../form/service.ts';

interface OrderIdParams { order_id: number }


export default defineRoutes('order', (api) => {
  // ---- order creation --------------------------------------------------------------------------------
  api.route('/api/ordercreate/payment', { auth: 'required', params: 'order#/$defs/OrderPaymentRequest' }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const opts = calcOptions(ctx.params, ctx.storeId, ctx.lang);
    const input = await goodsInput(ctx.db, memberId, ctx.params);
    const now = ctx.services.now();
    const key = await saveOrderKey(ctx.db, memberId, input, now);
    // what was filled on goods detail: kept with the cart rows, or carried by buy now (`form_data`)
    const before = { member_id: memberId, cart_ids: input.cart_ids, form_data: ctx.params.form_data };
    return withCheckoutForms(ctx.db, presentCalc(await calculate(ctx.db, memberId, key, input, opts, now), ctx.lang), ctx.lang, before);
  });

  api.route<{ order_key: string }>('/api/ordercreate/calculate', { auth: 'required', params: 'order#/$defs/OrderCalculateRequest' }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const opts = calcOptions(ctx.params, ctx.storeId, ctx.lang);
    const input = await loadOrderKey(ctx.db, memberId, ctx.params.order_key, ctx.services.now());
    return withCheckoutForms(ctx.db, presentCalc(await calculate(ctx.db, memberId, ctx.params.order_key, input, opts, ctx.services.now()), ctx.lang), ctx.lang, { member_id: memberId, cart_ids: input.cart_ids });
  });

  api.route<{ order_key: string }>('/api/ordercreate/getCouponList', { auth: 'required', params: 'order#/$defs/OrderGetCouponListRequest' }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const opts = calcOptions(ctx.params, ctx.storeId, ctx.lang);
    const input = await loadOrderKey(ctx.db, memberId, ctx.params.order_key, ctx.services.now());
    return presentCoupons(await calculate(ctx.db, memberId, ctx.params.order_key, input, { ...opts, coupon_id: 0 }, ctx.services.now()));
  });

  api.route<{ order_key: string }>('/api/ordercreate/create', { auth: 'required', params: 'order#/$defs/OrderCreateRequest' }, (ctx) =>
    createOrder(ctx.services, {
      member_id: ctx.member.member_id,
      order_key: ctx.params.order_key,
      params: ctx.params,
      store_id: ctx.storeId,
      idempotency_key: idempotencyKey(ctx.params, ctx.req),
      app_type: ctx.appType.slice(0, 50),
      ip: ctx.ip,
      lang: ctx.lang,
    }),
  );

  // ---- the member's orders -----------------------------------------------------------------------------
  api.route<ListParams>('/api/order/lists', { auth: 'required', params: 'order#/$defs/OrderListsRequest' }, (ctx) =>
    listOrders(ctx.db, ctx.lang, ctx.member.member_id, ctx.params),
  );
  api.route<OrderIdParams>('/api/order/detail', { auth: 'required', params: 'order#/$defs/OrderIdRequest' }, async (ctx) => {
    const out = await orderDetail(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.order_id);
    // the pickup code as a QR of the verification page (what the store's verifier scans)
    const info = out.code_info as { code: string; qrcode: string } | null;
    if (info) info.qrcode = await qrImage(ctx.config.dataDir, 'verify', `${await h5Base(ctx.db, ctx.config, ctx.req)}/pages_tool/verification/detail?code=${encodeURIComponent(info.code)}`);
    // the forms filled at checkout, as NiuShop's detail shows them (the order's and each line's)
    const lines = (out.order_goods ?? []) as Array<Record<string, unknown> & { order_goods_id: number }>;
    const forms = await orderForms(ctx.db, ctx.params.order_id, lines.map((g) => g.order_goods_id));
    out.form = forms.form;
    for (const g of lines) g.form = forms.goods.get(g.order_goods_id) ?? null;
    return out;
  });
  api.route('/api/order/num', { auth: 'required' }, (ctx) => orderNum(ctx.db, ctx.member.member_id));

  api.route<OrderIdParams>('/api/order/close', { auth: 'required', params: 'order#/$defs/OrderIdRequest' }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const o = await ownOrder(ctx.db, memberId, ctx.params.order_id);
    if (o.order_status !== OrderStatus.WAIT_PAY) throw new ApiError(Code.ERROR, 'ORDER_CLOSE_ONLY_UNPAID');
    const ok = await ctx.db.transaction().execute((trx) =>
      closeOrder(trx, o.order_id, { now: ctx.services.now(), cause: ctx.t('ORDER_CLOSE_CAUSE_BUYER'), action_way: 1, uid: memberId }),
    );
    if (!ok) throw new ApiError(Code.ERROR, 'ORDER_CLOSE_ONLY_UNPAID');
    return 1;
  });

  api.route<OrderIdParams>('/api/order/takeDelivery', { auth: 'required', params: 'order#/$defs/OrderIdRequest' }, async (ctx) => {
    await ownOrder(ctx.db, ctx.member.member_id, ctx.params.order_id);
    await ctx.db.transaction().execute((trx) => takeDelivery(trx, ctx.member.member_id, ctx.params.order_id, ctx.services.now()));
    return 1;
  });

  /** Virtual goods (order type 4) are confirmed used the same way; this shop sells none yet. */
  api.route<OrderIdParams>('/api/order/memberVirtualTakeDelivery', { auth: 'required', params: 'order#/$defs/OrderIdRequest' }, async (ctx) => {
    const o = await ownOrder(ctx.db, ctx.member.member_id, ctx.params.order_id);
    if (o.order_type !== 4) throw new ApiError(Code.ERROR, 'ORDER_STATUS_CHANGED');
    await ctx.db.transaction().execute((trx) => takeDelivery(trx, ctx.member.member_id, o.order_id, ctx.services.now()));
    return 1;
  });
  api.route('/api/order/transactionAgreement', {}, (ctx) => transactionAgreement(ctx.db));

  api.route<OrderIdParams>('/api/order/delete', { auth: 'required', params: 'order#/$defs/OrderIdRequest' }, (ctx) =>
    deleteOrder(ctx.db, ctx.member.member_id, ctx.params.order_id),
  );
  api.route<OrderIdParams>('/api/order/package', { auth: 'required', params: 'order#/$defs/OrderIdRequest' }, (ctx) =>
    orderPackages(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.order_id),
  );
  api.route<OrderIdParams>('/api/order/evluateinfo', { auth: 'required', params: 'order#/$defs/OrderIdRequest' }, (ctx) =>
    evaluateInfo(ctx.db, ctx.lang, ctx.member.member_id, ctx.params.order_id),
  );
  api.route<{ order_ids: string }>('/api/order/pay', { auth: 'required', params: 'order#/$defs/OrderPayRequest' }, (ctx) => {
    const ids = String(ctx.params.order_ids).split(',').map((s) => s.trim()).filter(Boolean);
    if (ids.length !== 1 || !/^\d+$/.test(ids[0]!)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'order_ids' });
    return repayOrder(ctx.services, ctx.member.member_id, Number(ids[0]));
  });

  // ---- development / test helpers (no shipping back office) ---------------------------------------------
  api.route<OrderIdParams>('/dev/order/ship', { ignoreSiteClose: true, params: 'order#/$defs/OrderIdRequest' }, async (ctx) => {
    devOnly(ctx);
    await ctx.db.transaction().execute((trx) => shipOrder(trx, ctx.params.order_id, ctx.services.now()));
    return 1;
  });
  /** Makes an unpaid order due (when order_id is given) and runs the auto-close sweep now; answers how many closed. */
  api.route<{ order_id?: number }>('/dev/order/autoclose', { ignoreSiteClose: true, params: 'order#/$defs/DevOrderAutocloseRequest' }, async (ctx) => {
    devOnly(ctx);
    const now = ctx.services.now();
    if (ctx.params.order_id) await ctx.db.updateTable('order').set({ auto_close_time: now }).where('order_id', '=', ctx.params.order_id).where('order_status', '=', OrderStatus.WAIT_PAY).execute();
    return closeExpiredOrders(ctx.db, now);
  });
  api.route<OrderIdParams>('/dev/order/pickup', { ignoreSiteClose: true, params: 'order#/$defs/OrderIdRequest' }, async (ctx) => {
    devOnly(ctx);
    await ctx.db.transaction().execute((trx) => pickupOrder(trx, ctx.params.order_id, ctx.services.now()));
    return 1;
  });
});
