import { translate } from '../../i18n/index.ts';
import { fenToYuan } from '../../lib/money.ts';
import { payTypeName } from '../pay/payType.ts';
import { registerPayEvent } from '../pay/events.ts';
import { OrderStatus, OrderType, paidStatusOf, statusName } from './status.ts';
import { newPickupCode, orderLog } from './util.ts';
import { emitOrderEvent } from './hooks.ts';

/** NiuShop's event name for order payments (the pay rows of every order, whatever its promotion). */
export const ORDER_PAY_EVENT = 'OrderPayNotify';

/**
 * Orders as a pay event: payable while the order waits for payment on this pay number; paid → the
 * order goes to 1 (wait send) or, for store pickup, 2 (wait pickup, with a pickup code), with the
 * pay type and an order log row.
 */
export const orderPayEvent = registerPayEvent({
  name: ORDER_PAY_EVENT,

  async isPayable(trx, pay) {
    const order = await trx.selectFrom('order').select(['order_status', 'out_trade_no']).where('order_id', '=', pay.relate_id).forUpdate().executeTakeFirst();
    return !!order && order.order_status === OrderStatus.WAIT_PAY && order.out_trade_no === pay.out_trade_no;
  },

  async onPaid(trx, pay, ctx) {
    const order = await trx.selectFrom('order').select(['order_id', 'order_type', 'promotion_type']).where('order_id', '=', pay.relate_id).executeTakeFirstOrThrow();
    const status = paidStatusOf(order.order_type);
    const name = statusName('zh-cn', order.order_type, status);
    await trx
      .updateTable('order')
      .set({
        order_status: status,
        order_status_name: name,
        pay_status: 2,
        pay_time: ctx.now,
        pay_type: ctx.pay_type,
        pay_type_name: payTypeName(ctx.pay_type),
        is_enable_refund: 1,
        ...(order.order_type === OrderType.STORE ? { delivery_code: newPickupCode() } : {}),
      })
      .where('order_id', '=', order.order_id)
      .execute();
    await orderLog(trx, {
      order_id: order.order_id,
      action: `${translate('zh-cn', 'ORDER_LOG_PAY')}（${payTypeName(ctx.pay_type)}）`,
      action_key: 'pay',
      action_way: ctx.action_way,
      uid: ctx.uid,
      order_status: status,
      order_status_name: name,
      now: ctx.now,
    });
    await emitOrderEvent(trx, 'paid', { order_id: order.order_id, promotion_type: order.promotion_type, now: ctx.now });
  },

  resultPath: (_db, pay) => `/pages/order/detail?order_id=${pay.relate_id}`,

  async onBalancePart(trx, pay, taken) {
    await trx
      .updateTable('order')
      .set((eb) => ({ balance_money: eb('balance_money', '+', taken), pay_money: pay.pay_money }))
      .where('order_id', '=', pay.relate_id)
      .execute();
  },

  async onReissue(trx, old, fresh) {
    await trx.updateTable('order').set({ out_trade_no: fresh }).where('order_id', '=', old.relate_id).execute();
  },

  async onOffline(trx, pay, pending, now) {
    if (!pending) {
      await trx.updateTable('order').set({ pay_status: 0 }).where('order_id', '=', pay.relate_id).where('order_status', '=', OrderStatus.WAIT_PAY).execute();
      return;
    }
    const o = await trx.selectFrom('order').select(['order_id', 'order_status', 'order_status_name']).where('order_id', '=', pay.relate_id).executeTakeFirstOrThrow();
    await trx.updateTable('order').set({ pay_status: 1, pay_type: 'offlinepay', pay_type_name: translate('zh-cn', 'PAY_TYPE_OFFLINEPAY') }).where('order_id', '=', o.order_id).execute();
    await orderLog(trx, { order_id: o.order_id, action: translate('zh-cn', 'ORDER_LOG_OFFLINEPAY'), action_key: 'offlinepay', action_way: 1, uid: pay.member_id, order_status: o.order_status, order_status_name: o.order_status_name, now });
  },

  async info(db, pay) {
    const order = await db.selectFrom('order').select(['order_id', 'order_no', 'order_type', 'order_status', 'auto_close_time', 'order_money']).where('order_id', '=', pay.relate_id).executeTakeFirst();
    return {
      order_id: order?.order_id ?? 0,
      order_no: order?.order_no ?? '',
      order_type: order?.order_type ?? 0,
      order_status: order?.order_status ?? 0,
      order_money: fenToYuan(order?.order_money ?? 0),
      auto_close_time: order?.auto_close_time ?? 0,
    };
  },
});
