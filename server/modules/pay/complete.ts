import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate } from '../../i18n/index.ts';
import { OrderStatus, PayStatus, OrderType, paidStatusOf, statusName } from '../order/status.ts';
import { newPickupCode, orderLog } from '../order/util.ts';

type Trx = Transaction<Database>;

/** Pay types recorded on orders: NiuShop's OrderPayDict plus our development gateway. */
export const PayType = { BALANCE: 'BALANCE', ONLINE: 'ONLINE_PAY', DEVPAY: 'devpay', OFFLINE: 'offlinepay' } as const;
export const payTypeName = (payType: string, lang: 'zh-cn' | 'en-us' = 'zh-cn'): string => translate(lang, `PAY_TYPE_${payType.toUpperCase()}`);

export interface CompleteOptions {
  pay_type: string;
  now: number;
  /** gateway transaction id (devpay); unique over all pay rows */
  trade_no?: string;
  /** the amount the gateway collected (fen): the row must still ask for exactly this */
  expect_money?: number;
  /** who: 1 buyer, 2 seller (offline approval), 3 system (gateway) */
  action_way?: number;
  uid?: number;
}

/**
 * Marks a pay row paid and its order paid, in the caller's transaction. Only a row still waiting
 * (0) or paying (1) moves, so a repeat changes nothing and answers false. The order goes to 1 (wait
 * send) or, for store pickup, 2 (wait pickup, with a pickup code). Throws when the order is no longer
 * waiting for payment (closed meanwhile), which rolls the whole payment back.
 */
export async function completePayment(trx: Trx, outTradeNo: string, opts: CompleteOptions): Promise<boolean> {
  // Lock order first, then pay (the order every writer of both uses).
  const ref = await trx.selectFrom('pay').select(['relate_id']).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  if (!ref) return false;
  const order = await trx
    .selectFrom('order')
    .select(['order_id', 'order_type', 'order_status', 'out_trade_no'])
    .where('order_id', '=', ref.relate_id)
    .forUpdate()
    .executeTakeFirst();
  const pay = await trx
    .updateTable('pay')
    .set({
      pay_status: PayStatus.PAID,
      pay_time: opts.now,
      pay_type: opts.pay_type,
      ...(opts.trade_no ? { trade_no: opts.trade_no, notify_id: opts.trade_no } : {}),
    })
    .where('out_trade_no', '=', outTradeNo)
    .where('pay_status', 'in', [PayStatus.WAIT, PayStatus.DOING])
    .$if(opts.expect_money !== undefined, (q) => q.where('pay_money', '=', opts.expect_money!))
    .returning(['id', 'relate_id', 'member_id'])
    .executeTakeFirst();
  if (!pay) return false;
  if (!order || order.order_status !== OrderStatus.WAIT_PAY || order.out_trade_no !== outTradeNo) {
    throw new ApiError(Code.ERROR, 'PAY_CLOSED');
  }
  const status = paidStatusOf(order.order_type);
  const name = statusName('zh-cn', order.order_type, status);
  await trx
    .updateTable('order')
    .set({
      order_status: status,
      order_status_name: name,
      pay_status: 2,
      pay_time: opts.now,
      pay_type: opts.pay_type,
      pay_type_name: payTypeName(opts.pay_type),
      is_enable_refund: 1,
      ...(order.order_type === OrderType.STORE ? { delivery_code: newPickupCode() } : {}),
    })
    .where('order_id', '=', order.order_id)
    .execute();
  await trx.updateTable('offline_pay').set({ status: opts.pay_type === PayType.OFFLINE ? 1 : 3, audit_time: opts.now }).where('out_trade_no', '=', outTradeNo).where('status', '=', 0).execute();
  await orderLog(trx, {
    order_id: order.order_id,
    action: `${translate('zh-cn', 'ORDER_LOG_PAY')}（${payTypeName(opts.pay_type)}）`,
    action_key: 'pay',
    action_way: opts.action_way ?? 1,
    uid: opts.uid ?? pay.member_id,
    order_status: status,
    order_status_name: name,
    now: opts.now,
  });
  return true;
}
