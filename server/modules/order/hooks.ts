import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Params } from '../../http/params.ts';
import type { Lang } from '../../i18n/index.ts';
import { ledgerTakes, promotionHook, type PromotionOrder } from './promotion.ts';

/** What an order-create hook sees: the new order, its goods lines and the create request's parameters. */
export interface OrderCreated {
  order_id: number;
  member_id: number;
  params: Params;
  lines: ReadonlyArray<{ order_goods_id: number; goods_id: number; sku_id: number }>;
  now: number;
  lang: Lang;
}

export type OrderCreateHook = (trx: Transaction<Database>, order: OrderCreated) => Promise<void>;

const hooks: OrderCreateHook[] = [];

/**
 * Steps other areas add to order creation, inside its transaction (the forms filled at checkout…):
 * a hook that throws an ApiError refuses the order and nothing is written. Registered once at import.
 */
export function onOrderCreate(hook: OrderCreateHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runOrderCreateHooks(trx: Transaction<Database>, order: OrderCreated): Promise<void> {
  for (const hook of hooks) await hook(trx, order);
}

// ---- the order's life: paid, closed, refunded, completed --------------------------------------------

export type OrderEventName = 'paid' | 'closed' | 'refunded' | 'completed';

/** What a listener of the order's life hears (inside the transaction that made the change). */
export interface OrderEvent {
  order: PromotionOrder;
  now: number;
  /** 'refunded': the refunded line and whether its sale stock came back */
  refund?: { order_goods_id: number; stock_returned: boolean };
}

export type OrderEventHook = (trx: Transaction<Database>, event: OrderEvent) => Promise<void>;

const listeners: Record<OrderEventName, OrderEventHook[]> = { paid: [], closed: [], refunded: [], completed: [] };

/**
 * Listens to the order's life (e.g. distribution commission settles on 'completed'); runs inside
 * the transaction of the change, so a throw rolls it back. The order's promotion (order/promotion.ts)
 * hears the same events first through its own hook. Registered once at import.
 */
export function onOrderEvent(name: OrderEventName, hook: OrderEventHook): void {
  if (!listeners[name].includes(hook)) listeners[name].push(hook);
}

/**
 * Tells the order's promotion and the listeners that the order was paid, closed (unpaid), had a
 * line refunded or completed. `promotion_type` is the order row's (the caller has read it): a normal
 * order with no listener costs no query.
 */
export async function emitOrderEvent(
  trx: Transaction<Database>,
  name: OrderEventName,
  e: { order_id: number; promotion_type: string; now: number; refund?: { order_goods_id: number; stock_returned: boolean } },
): Promise<void> {
  const hook = promotionHook(e.promotion_type);
  const handles = hook && hook[name];
  if (!handles && !listeners[name].length) return;
  const order = await loadPromotionOrder(trx, e.order_id);
  if (!order) return;
  if (hook) {
    if (name === 'closed' && hook.closed) {
      await ledgerTakes(trx, hook.type, order.promotion_id, await hook.closed(trx, order, e.now), 1, 'order_close', order.order_id, e.now);
    } else if (name === 'refunded' && hook.refunded && e.refund) {
      const line = order.lines.find((l) => l.order_goods_id === e.refund!.order_goods_id);
      if (line) await ledgerTakes(trx, hook.type, order.promotion_id, await hook.refunded(trx, order, { ...line, stock_returned: e.refund.stock_returned }, e.now), 1, 'order_refund', order.order_id, e.now);
    } else if (name === 'paid' && hook.paid) await hook.paid(trx, order, e.now);
    else if (name === 'completed' && hook.completed) await hook.completed(trx, order, e.now);
  }
  for (const l of listeners[name]) await l(trx, { order, now: e.now, ...(e.refund ? { refund: e.refund } : {}) });
}

async function loadPromotionOrder(trx: Transaction<Database>, orderId: number): Promise<PromotionOrder | null> {
  const o = await trx.selectFrom('order').select(['order_id', 'member_id', 'promotion_type', 'promotion_id', 'create_time']).where('order_id', '=', orderId).executeTakeFirst();
  if (!o) return null;
  const lines = await trx.selectFrom('order_goods').select(['order_goods_id', 'sku_id', 'goods_id', 'num', 'goods_money']).where('order_id', '=', orderId).orderBy('order_goods_id').execute();
  return { order_id: o.order_id, member_id: o.member_id, promotion_type: o.promotion_type, promotion_id: o.promotion_id, create_time: Number(o.create_time), lines };
}
