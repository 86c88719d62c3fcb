import type { Selectable } from 'kysely';
import type { OrderGoodsTable, OrderTable } from '../../db/tables/trade.ts';
import type { Db } from '../account/ledger.ts';
import { IN_PROGRESS, RefundStatus } from './status.ts';

type OrderRow = Pick<Selectable<OrderTable>, 'order_id' | 'order_status' | 'order_money' | 'delivery_money' | 'invoice_money' | 'invoice_delivery_money'>;
type GoodsRow = Pick<Selectable<OrderGoodsTable>, 'order_goods_id' | 'real_goods_money' | 'refund_status' | 'refund_apply_money' | 'refund_real_money'>;

/** Statuses whose money is spoken for: running cases (apply money) and finished ones (real money). */
const HOLDS_MONEY: readonly number[] = [...IN_PROGRESS, RefundStatus.COMPLETE];

/**
 * What an item refunds (fen), NiuShop's getOrderRefundMoney with two guards:
 * - the item's real paid share (`real_goods_money`: goods money less its promotion, coupon and points
 *   shares, as the order area split them);
 * - plus, when it is the last item of the order not under after-sales, the invoice money and — only if
 *   the order has not been shipped (status 1 or 2) — the delivery money;
 * - never more than the order's paid total (order_money) less what other items already hold.
 */
export function refundMoneyOf(order: OrderRow, goods: GoodsRow[], order_goods_id: number): number {
  const item = goods.find((g) => g.order_goods_id === order_goods_id);
  if (!item) return 0;
  const others = goods.filter((g) => g.order_goods_id !== order_goods_id);
  let money = Math.max(0, item.real_goods_money);
  const last = others.every((g) => g.refund_status !== RefundStatus.NONE && g.refund_status !== RefundStatus.REFUSED && g.refund_status !== RefundStatus.CLOSED);
  if (last) {
    money += order.invoice_money + order.invoice_delivery_money;
    if (order.order_status === 1 || order.order_status === 2) money += order.delivery_money;
  }
  const held = others
    .filter((g) => HOLDS_MONEY.includes(g.refund_status))
    .reduce((sum, g) => sum + (g.refund_status === RefundStatus.COMPLETE ? g.refund_real_money : g.refund_apply_money), 0);
  return Math.max(0, Math.min(money, order.order_money - held));
}

export async function orderAndGoods(db: Db, order_id: number) {
  const order = await db.selectFrom('order').selectAll().where('order_id', '=', order_id).executeTakeFirst();
  const goods = await db.selectFrom('order_goods').selectAll().where('order_id', '=', order_id).orderBy('order_goods_id').execute();
  return { order, goods };
}
