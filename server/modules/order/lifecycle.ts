import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate } from '../../i18n/index.ts';
import { changeAccount, refundToBalance } from '../account/ledger.ts';
import { releaseStock, returnCouponOf } from './deps.ts';
import { OrderStatus, OrderType, PayStatus, statusName } from './status.ts';
import { orderLog } from './util.ts';
import { ORDER_PAY_EVENT } from './payEvent.ts';
import { sweep, type DueJob } from '../../jobs/index.ts';
import { emitOrderEvent } from './hooks.ts';
import { eventTimeConfig } from './calc.ts';

type Trx = Transaction<Database>;

/** How long a create / pay idempotency key keeps its answer. */
export const IDEMPOTENCY_KEEP_SEC = 7 * 86400;

export interface CloseOptions {
  now: number;
  /** stored reason (zh), e.g. 买家取消 / 超时未支付 */
  cause: string;
  /** 1 buyer, 2 seller, 3 system */
  action_way: number;
  uid: number;
}

/**
 * Closes an unpaid order (status 0) in the caller's transaction: locks the order row, gives the sale
 * stock back, returns the coupon, the points and the balance taken for it, closes its pay rows (-2)
 * and a pending offline voucher (3). Answers false (changing nothing) when the order is no longer
 * unpaid — paid, already closed — so a member close racing a payment or the sweep is harmless.
 */
export async function closeOrder(trx: Trx, orderId: number, opts: CloseOptions): Promise<boolean> {
  const o = await trx
    .selectFrom('order')
    .select(['order_id', 'order_no', 'member_id', 'order_type', 'order_status', 'out_trade_no', 'coupon_id', 'use_point', 'promotion_type'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!o || o.order_status !== OrderStatus.WAIT_PAY) return false;

  // The promotion gives its own stock back first: the same lock order as create (promotion rows, then skus).
  await emitOrderEvent(trx, 'closed', { order_id: orderId, promotion_type: o.promotion_type, now: opts.now });
  const goods = await trx.selectFrom('order_goods').select(['sku_id', 'goods_id', 'num']).where('order_id', '=', orderId).orderBy('sku_id').execute();
  await releaseStock(trx, goods.map((g) => ({ sku_id: g.sku_id, num: g.num })));
  if (goods.length) {
    await trx
      .insertInto('stock_ledger')
      .values(goods.map((g) => ({ sku_id: g.sku_id, goods_id: g.goods_id, delta: g.num, reason: 'order_close', order_id: orderId, create_time: opts.now })))
      .execute();
  }
  if (o.coupon_id) await returnCouponOf(trx, o.coupon_id, opts.now);
  if (o.use_point > 0) {
    await changeAccount(trx, { member_id: o.member_id, account_type: 'point', delta: o.use_point, from_type: 'refund', remark: `订单${o.order_no}关闭返还积分`, related_id: orderId });
  }
  const pay = await trx.selectFrom('pay').select(['balance', 'balance_money']).where('out_trade_no', '=', o.out_trade_no).executeTakeFirst();
  if (pay && pay.balance + pay.balance_money > 0) {
    await refundToBalance(trx, o.member_id, { balance: pay.balance, balance_money: pay.balance_money }, { from_type: 'refund', remark: `订单${o.order_no}关闭返还余额`, related_id: orderId });
  }
  const orderPays = (db: Trx) => db.selectFrom('pay').select('out_trade_no').where('event', '=', ORDER_PAY_EVENT).where('relate_id', '=', orderId);
  await trx.updateTable('pay').set({ pay_status: PayStatus.CLOSED }).where('event', '=', ORDER_PAY_EVENT).where('relate_id', '=', orderId).where('pay_status', 'in', [PayStatus.WAIT, PayStatus.DOING]).execute();
  await trx
    .updateTable('offline_pay')
    .set({ status: 3, update_time: opts.now })
    .where('out_trade_no', 'in', orderPays(trx))
    .where('status', 'in', [0, 2])
    .execute();
  const name = statusName('zh-cn', o.order_type, OrderStatus.CLOSED);
  await trx
    .updateTable('order')
    .set({ order_status: OrderStatus.CLOSED, order_status_name: name, close_time: opts.now, close_cause: opts.cause.slice(0, 255), is_enable_refund: 0 })
    .where('order_id', '=', orderId)
    .execute();
  await orderLog(trx, { order_id: orderId, action: `${translate('zh-cn', 'ORDER_LOG_CLOSE')}：${opts.cause}`, action_key: 'close', action_way: opts.action_way, uid: opts.uid, order_status: OrderStatus.CLOSED, order_status_name: name, now: opts.now });
  return true;
}

/**
 * The auto-close job: closes every unpaid order whose auto_close_time has passed. Orders with an
 * offline voucher waiting for audit (pay_status 1) are left open. After each sweep it forgets
 * expired order_keys and idempotency answers older than IDEMPOTENCY_KEEP_SEC.
 */
export const autoCloseJob: DueJob = {
  name: 'order.autoClose',
  next: (trx, now, after) =>
    trx
      .selectFrom('order')
      .select('order_id as id')
      .where('order_status', '=', OrderStatus.WAIT_PAY)
      .where('pay_status', '=', 0)
      .where('auto_close_time', '>', 0)
      .where('auto_close_time', '<=', now)
      .where('order_id', '>', after)
      .orderBy('order_id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst(),
  run: (trx, id, now) => closeOrder(trx, id, { now, cause: translate('zh-cn', 'ORDER_CLOSE_CAUSE_TIMEOUT'), action_way: 3, uid: 0 }),
  async after(db, now) {
    await db.deleteFrom('order_calc').where('expire_time', '<', now).execute();
    await db.deleteFrom('sys_idempotency').where('scope', 'in', ['order_create', 'pay']).where('create_time', '<', now - IDEMPOTENCY_KEEP_SEC).execute();
  },
};

/** Runs the auto-close job now; answers how many orders it closed. */
export function closeExpiredOrders(db: Kysely<Database>, now: number, limit?: number): Promise<number> {
  return sweep(db, autoCloseJob, now, limit);
}

async function lockOrder(trx: Trx, orderId: number) {
  const o = await trx.selectFrom('order').select(['order_id', 'member_id', 'order_type', 'order_status', 'promotion_type', 'is_lock']).where('order_id', '=', orderId).forUpdate().executeTakeFirst();
  if (!o) throw new ApiError(Code.ERROR, 'ORDER_NOT_FOUND');
  return o;
}

/** Development / admin: ships a paid express or local order (1 → 3) with a made-up waybill number. */
export async function shipOrder(trx: Trx, orderId: number, now: number): Promise<void> {
  const o = await lockOrder(trx, orderId);
  if (o.order_status !== OrderStatus.WAIT_SEND || o.order_type === OrderType.STORE) throw new ApiError(Code.ERROR, 'ORDER_STATUS_CHANGED');
  const name = statusName('zh-cn', o.order_type, OrderStatus.SHIPPED);
  await trx
    .updateTable('order')
    .set({ order_status: OrderStatus.SHIPPED, order_status_name: name, delivery_status: 1, delivery_status_name: translate('zh-cn', 'ORDER_GOODS_DELIVERY_1'), delivery_time: now })
    .where('order_id', '=', orderId)
    .execute();
  await trx
    .updateTable('order_goods')
    .set({ delivery_status: 1, delivery_status_name: translate('zh-cn', 'ORDER_GOODS_DELIVERY_1'), delivery_no: sql<string>`'DEV' || lpad(cast(order_id as text), 8, '0')` })
    .where('order_id', '=', orderId)
    .where('refund_status', '=', 0)
    .execute();
  await orderLog(trx, { order_id: orderId, action: translate('zh-cn', 'ORDER_LOG_SHIP'), action_key: 'ship', action_way: 2, uid: 0, order_status: OrderStatus.SHIPPED, order_status_name: name, now });
}

/** Development / admin: the store hands a pickup order over (2 → 4). */
export async function pickupOrder(trx: Trx, orderId: number, now: number): Promise<void> {
  const o = await lockOrder(trx, orderId);
  if (o.order_status !== OrderStatus.WAIT_PICKUP) throw new ApiError(Code.ERROR, 'ORDER_STATUS_CHANGED');
  await received(trx, o, now, 2, 'ORDER_LOG_PICKUP');
}

/** The member confirms receipt of a shipped order (3 → 4); the order becomes evaluable. */
export async function takeDelivery(trx: Trx, memberId: number, orderId: number, now: number): Promise<void> {
  const o = await lockOrder(trx, orderId);
  if (o.member_id !== memberId) throw new ApiError(Code.ERROR, 'ORDER_NOT_FOUND');
  if (o.order_status !== OrderStatus.SHIPPED) throw new ApiError(Code.ERROR, 'ORDER_STATUS_CHANGED');
  await received(trx, o, now, 1, 'ORDER_LOG_TAKE_DELIVERY');
}

async function received(trx: Trx, o: { order_id: number; member_id: number; order_type: number }, now: number, way: number, logKey: string): Promise<void> {
  const name = statusName('zh-cn', o.order_type, OrderStatus.RECEIVED);
  await trx
    .updateTable('order')
    .set({ order_status: OrderStatus.RECEIVED, order_status_name: name, sign_time: now, delivery_status: 2, delivery_status_name: translate('zh-cn', 'ORDER_GOODS_DELIVERY_2'), is_evaluate: 1, evaluate_status_name: translate('zh-cn', 'ORDER_EVALUATE_0') })
    .where('order_id', '=', o.order_id)
    .execute();
  await trx
    .updateTable('order_goods')
    .set({ delivery_status: 2, delivery_status_name: translate('zh-cn', 'ORDER_GOODS_DELIVERY_2'), is_evaluate: 1 })
    .where('order_id', '=', o.order_id)
    .execute();
  await orderLog(trx, { order_id: o.order_id, action: translate('zh-cn', logKey), action_key: 'take_delivery', action_way: way, uid: way === 1 ? o.member_id : 0, order_status: OrderStatus.RECEIVED, order_status_name: name, now });
}

// ---- reaching "completed": automatic take-delivery and completion (shop settings ORDER_EVENT_TIME_CONFIG) ----

const DAY = 86400;

/** Whole days of a setting (0: at the next sweep; negative: the timer is off). */
const days = (v: unknown, fallback: number): number => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.floor(n) : fallback;
};

/**
 * The member's receipt is confirmed by the system `auto_take_delivery` days (default 14) after
 * shipping: a shipped order (3) becomes received (4). An order under after-sales (`is_lock`) waits.
 */
export const autoTakeDeliveryJob: DueJob = {
  name: 'order.autoTakeDelivery',
  async next(trx, now, after) {
    const d = days((await eventTimeConfig(trx)).auto_take_delivery, 14);
    if (d < 0) return undefined;
    return trx
      .selectFrom('order')
      .select('order_id as id')
      .where('order_status', '=', OrderStatus.SHIPPED)
      .where('delivery_time', '<=', now - d * DAY)
      .where('is_lock', '=', 0)
      .where('order_id', '>', after)
      .orderBy('order_id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  },
  async run(trx, id, now) {
    const o = await lockOrder(trx, id);
    if (o.order_status !== OrderStatus.SHIPPED || o.is_lock) return false;
    await received(trx, o, now, 3, 'ORDER_LOG_AUTO_TAKE_DELIVERY');
    return true;
  },
};

/**
 * A received order (4, picked up or delivered) completes `auto_complete` days (default 7) after
 * receipt: status 10 (已完成), finish_time, an order log row and the 'completed' event (the
 * order's promotion and listeners such as distribution commission hear it). An order under
 * after-sales (`is_lock`) waits.
 */
export const autoCompleteJob: DueJob = {
  name: 'order.autoComplete',
  async next(trx, now, after) {
    const d = days((await eventTimeConfig(trx)).auto_complete, 7);
    if (d < 0) return undefined;
    return trx
      .selectFrom('order')
      .select('order_id as id')
      .where('order_status', '=', OrderStatus.RECEIVED)
      .where('sign_time', '<=', now - d * DAY)
      .where('is_lock', '=', 0)
      .where('order_id', '>', after)
      .orderBy('order_id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  },
  run: (trx, id, now) => completeOrder(trx, id, now),
};

/** Completes a received order (4 → 10) in the caller's transaction; false when it is not received or under after-sales. */
export async function completeOrder(trx: Trx, orderId: number, now: number): Promise<boolean> {
  const o = await lockOrder(trx, orderId);
  if (o.order_status !== OrderStatus.RECEIVED || o.is_lock) return false;
  const name = statusName('zh-cn', o.order_type, OrderStatus.FINISHED);
  await trx.updateTable('order').set({ order_status: OrderStatus.FINISHED, order_status_name: name, finish_time: now }).where('order_id', '=', orderId).execute();
  await orderLog(trx, { order_id: orderId, action: translate('zh-cn', 'ORDER_LOG_COMPLETE'), action_key: 'complete', action_way: 3, uid: 0, order_status: OrderStatus.FINISHED, order_status_name: name, now });
  await emitOrderEvent(trx, 'completed', { order_id: orderId, promotion_type: o.promotion_type, now });
  return true;
}
