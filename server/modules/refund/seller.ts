import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate } from '../../i18n/index.ts';
import { fenToYuan } from '../../lib/money.ts';
import { changeAccount, refundToBalance } from '../account/ledger.ts';
import { releaseStock } from '../goods/stock.ts';
import { returnCoupon } from '../coupon/usable.ts';
import { statusName } from '../order/status.ts';
import { orderLog } from '../order/util.ts';
import { emitOrderEvent } from '../order/hooks.ts';
import { PayType } from '../pay/payType.ts';
import { requestGatewayRefund } from '../pay/refunds.ts';
import { refundLog, syncOrderRefundState } from './service.ts';
import { IN_PROGRESS, RefundStatus, RefundType, refundStatusAction, refundStatusName } from './status.ts';

type Trx = Transaction<Database>;

/** Who acts for the shop (the log's operator). */
export interface SellerOptions {
  now?: number;
  uid?: number;
  username?: string;
}

export interface RefundResult {
  order_goods_id: number;
  order_id: number;
  /** fen refunded in all */
  refund_money: number;
  /** fen back to the member's stored / cash balance */
  to_balance: number;
  to_balance_money: number;
  /** fen owed back through the original payment route (gateway / offline) */
  to_gateway: number;
  /** the pay_refund row sending it (0 when no paid gateway transaction was found) */
  gateway_refund_id: number;
  /** points back */
  point: number;
  stock_returned: boolean;
  order_closed: boolean;
}

const nowOf = (o: SellerOptions) => o.now ?? Math.floor(Date.now() / 1000);

/** Locks the order, then the item (the lock order every writer of both uses). */
async function lockItem(trx: Trx, order_goods_id: number) {
  const ref = await trx.selectFrom('order_goods').select('order_id').where('order_goods_id', '=', order_goods_id).executeTakeFirst();
  if (!ref) throw new ApiError(Code.ERROR, 'REFUND_GOODS_NOT_FOUND');
  const order = await trx.selectFrom('order').selectAll().where('order_id', '=', ref.order_id).forUpdate().executeTakeFirstOrThrow();
  const item = await trx.selectFrom('order_goods').selectAll().where('order_goods_id', '=', order_goods_id).forUpdate().executeTakeFirstOrThrow();
  return { order, item };
}

/**
 * Seller agrees to an application (status 1): refund-only goes to 2 (待转账), return-and-refund to
 * 4 (the buyer sends the goods back, then `/api/orderrefund/delivery`).
 */
export async function agreeRefund(trx: Trx, order_goods_id: number, opts: SellerOptions = {}): Promise<number> {
  const { order, item } = await lockItem(trx, order_goods_id);
  if (item.refund_status !== RefundStatus.APPLY) throw new ApiError(Code.ERROR, 'REFUND_STATUS_CHANGED');
  const st = item.refund_type === RefundType.RETURN_REFUND ? RefundStatus.WAIT_DELIVERY : RefundStatus.CONFIRM;
  await trx
    .updateTable('order_goods')
    .set({ refund_status: st, refund_status_name: refundStatusName('zh-cn', st), refund_status_action: refundStatusAction('zh-cn', st), refund_action_time: nowOf(opts) })
    .where('order_goods_id', '=', order_goods_id)
    .execute();
  await refundLog(trx, { order_goods_id, order_id: order.order_id, member_id: order.member_id, refund_status: st, action_key: 'REFUND_LOG_AGREE', action_way: 2, action_userid: opts.uid ?? 0, username: opts.username ?? '', now: nowOf(opts) });
  return st;
}

/** Seller refuses (from 1 or 5): status -1; the buyer may apply again. */
export async function refuseRefund(trx: Trx, order_goods_id: number, reason: string, opts: SellerOptions = {}): Promise<void> {
  const { order, item } = await lockItem(trx, order_goods_id);
  if (item.refund_status !== RefundStatus.APPLY && item.refund_status !== RefundStatus.WAIT_TAKE_DELIVERY) throw new ApiError(Code.ERROR, 'REFUND_STATUS_CHANGED');
  const st = RefundStatus.REFUSED;
  await trx
    .updateTable('order_goods')
    .set({ refund_status: st, refund_status_name: refundStatusName('zh-cn', st), refund_status_action: refundStatusAction('zh-cn', st), refund_refuse_reason: reason.slice(0, 255), refund_action_time: nowOf(opts) })
    .where('order_goods_id', '=', order_goods_id)
    .execute();
  await refundLog(trx, { order_goods_id, order_id: order.order_id, member_id: order.member_id, refund_status: st, action_key: 'REFUND_LOG_REFUSE', action_way: 2, action_userid: opts.uid ?? 0, username: opts.username ?? '', desc: reason, now: nowOf(opts) });
  await syncOrderRefundState(trx, order.order_id);
}

/**
 * Completes an item's refund (seller side; any running status 1, 2, 4, 5, 6), in the caller's
 * transaction:
 * - the applied money, capped so the order never refunds more than it was paid (order_money);
 * - the balance share goes back through the ledger (changeAccount, from_type refund, related_id =
 *   order id): the order's balance part is returned in proportion (the last refund of the order
 *   returns exactly what is left of it), the stored balance before the cash balance as it was paid;
 *   the rest goes back through the original route: a `pay_refund` of the paying transaction
 *   (requestGatewayRefund, source order_refund, once per item; the caller may `dispatchRefund` after
 *   the commit, else the pay.refund due job sends it), refund_money_type 1;
 * - the points the item used come back (from_type refund);
 * - the sale stock comes back when the item had not been shipped (releaseStock + stock_ledger row);
 * - refund_status 3, a log row, order.refund_money; when every item is refunded the order closes
 *   (status -1, coupon returned, order log).
 */
export async function approveRefund(trx: Trx, order_goods_id: number, opts: SellerOptions = {}): Promise<RefundResult> {
  const now = nowOf(opts);
  const { order, item } = await lockItem(trx, order_goods_id);
  if (!IN_PROGRESS.includes(item.refund_status)) throw new ApiError(Code.ERROR, 'REFUND_STATUS_CHANGED');

  const goods = await trx.selectFrom('order_goods').select(['order_goods_id', 'refund_status', 'refund_real_money']).where('order_id', '=', order.order_id).execute();
  const refunded = goods.filter((g) => g.refund_status === RefundStatus.COMPLETE).reduce((s, g) => s + g.refund_real_money, 0);
  const money = Math.min(item.refund_apply_money, Math.max(0, order.order_money - refunded));
  const closesOrder = goods.every((g) => g.order_goods_id === order_goods_id || g.refund_status === RefundStatus.COMPLETE);

  // Balance share: proportional, the last refund takes what is left of the balance paid.
  const returned = await trx
    .selectFrom('member_account')
    .select(['account_type', sql<string>`coalesce(sum(account_data), 0)`.as('s')])
    .where('member_id', '=', order.member_id)
    .where('from_type', '=', 'refund')
    .where('related_id', '=', order.order_id)
    .where('account_type', 'in', ['balance', 'balance_money'])
    .groupBy('account_type')
    .execute();
  const back = { balance: 0, balance_money: 0 };
  for (const r of returned) back[r.account_type as 'balance' | 'balance_money'] = Number(r.s);
  const balanceLeft = Math.max(0, order.balance_money - back.balance - back.balance_money);
  let toBalanceTotal = order.order_money > 0 ? Math.floor((money * order.balance_money) / order.order_money) : 0;
  if (closesOrder) toBalanceTotal = Math.min(money, balanceLeft);
  toBalanceTotal = Math.min(toBalanceTotal, balanceLeft);
  const pay = await trx.selectFrom('pay').select(['balance', 'balance_money']).where('out_trade_no', '=', order.out_trade_no).executeTakeFirst();
  const storedLeft = Math.max(0, (pay?.balance ?? order.balance_money) - back.balance);
  const split = { balance: Math.min(toBalanceTotal, storedLeft), balance_money: 0 };
  split.balance_money = toBalanceTotal - split.balance;
  const toGateway = money - toBalanceTotal;
  const remark = `订单${order.order_no}退款返还`;
  if (toBalanceTotal > 0) await refundToBalance(trx, order.member_id, split, { from_type: 'refund', remark, related_id: order.order_id });
  // The rest goes back the way it came: the paying gateway transaction (pay_refund, sent by the
  // pay.refund due job until the gateway's signed result arrives), or marked for the merchant when
  // it was paid offline.
  let gatewayRefundId = 0;
  if (toGateway > 0) {
    const paid = await trx
      .selectFrom('pay')
      .select(['pay_type', 'trade_no', 'pay_money', 'out_trade_no'])
      .where('out_trade_no', '=', order.out_trade_no)
      .where('pay_status', '=', 2)
      .executeTakeFirst();
    if (paid && paid.pay_type !== PayType.BALANCE && paid.pay_money > 0) {
      const r = await requestGatewayRefund(trx, {
        source: 'order_refund',
        source_key: String(order_goods_id),
        pay_type: paid.pay_type,
        out_trade_no: paid.out_trade_no,
        trade_no: paid.trade_no,
        member_id: order.member_id,
        refund_fee: Math.min(toGateway, paid.pay_money),
        total_fee: paid.pay_money,
        reason: remark,
        now,
      });
      gatewayRefundId = r.id;
    }
  }
  if (item.use_point > 0) await changeAccount(trx, { member_id: order.member_id, account_type: 'point', delta: item.use_point, from_type: 'refund', remark: `订单${order.order_no}退款返还积分`, related_id: order.order_id });

  const stockBack = item.delivery_status === 0;
  // The promotion hears it first (its own stock back before the sale stock: the lock order of create).
  await emitOrderEvent(trx, 'refunded', { order_id: order.order_id, promotion_type: order.promotion_type, now, refund: { order_goods_id, stock_returned: stockBack } });
  if (stockBack) {
    await releaseStock(trx, [{ sku_id: item.sku_id, num: item.num }]);
    await trx.insertInto('stock_ledger').values({ sku_id: item.sku_id, goods_id: item.goods_id, delta: item.num, reason: 'order_refund', order_id: order.order_id, create_time: now }).execute();
  }

  const st = RefundStatus.COMPLETE;
  await trx
    .updateTable('order_goods')
    .set({
      refund_status: st,
      refund_status_name: refundStatusName('zh-cn', st),
      refund_status_action: refundStatusAction('zh-cn', st),
      refund_real_money: money,
      refund_money_type: toGateway > 0 ? 1 : 3,
      is_refund_stock: stockBack ? 1 : 0,
      refund_time: now,
      refund_action_time: now,
    })
    .where('order_goods_id', '=', order_goods_id)
    .execute();
  const desc = [toBalanceTotal > 0 ? `退回余额${fenToYuan(toBalanceTotal)}元` : '', toGateway > 0 ? `原路退回${fenToYuan(toGateway)}元` : '', item.use_point > 0 ? `退回积分${item.use_point}` : ''].filter(Boolean).join('，');
  await refundLog(trx, { order_goods_id, order_id: order.order_id, member_id: order.member_id, refund_status: st, action_key: 'REFUND_LOG_COMPLETE', action_way: 2, action_userid: opts.uid ?? 0, username: opts.username ?? '', desc, now });
  await trx.updateTable('order').set((eb) => ({ refund_money: eb('refund_money', '+', money) })).where('order_id', '=', order.order_id).execute();

  if (closesOrder) {
    if (order.coupon_id) await returnCoupon(trx, order.coupon_id, now);
    const name = statusName('zh-cn', order.order_type, -1);
    const cause = translate('zh-cn', 'REFUND_ORDER_CLOSE_CAUSE');
    await trx
      .updateTable('order')
      .set({ order_status: -1, order_status_name: name, close_time: now, close_cause: cause, is_enable_refund: 0 })
      .where('order_id', '=', order.order_id)
      .execute();
    await orderLog(trx, { order_id: order.order_id, action: `${translate('zh-cn', 'ORDER_LOG_CLOSE')}：${cause}`, action_key: 'close', action_way: 2, uid: opts.uid ?? 0, order_status: -1, order_status_name: name, now });
  }
  await syncOrderRefundState(trx, order.order_id);
  return {
    order_goods_id,
    order_id: order.order_id,
    refund_money: money,
    to_balance: split.balance,
    to_balance_money: split.balance_money,
    to_gateway: toGateway,
    gateway_refund_id: gatewayRefundId,
    point: item.use_point,
    stock_returned: stockBack,
    order_closed: closesOrder,
  };
}
