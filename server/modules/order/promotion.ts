/**
 * The promotion hook of the order calculator (v2): topic, seckill, groupbuy, bargain, bundling,
 * bale and every later promotion meet the order here, and nowhere else.
 *
 * A promotion's `/…/api/ordercreate/payment` stores its reference with the goods under the
 * order_key (`input.promotion`). From then on:
 * - `quote` (payment, calculate and create alike, inside the create transaction too) prices the
 *   lines from the promotion's own tables at `now`: the goods money of every line, free delivery,
 *   whether the promotion's quantity rules replace the goods' own, and a soft `error` the shopper
 *   sees on the confirm page (outside the slot, over the limit…) which refuses the create. It throws
 *   when the reference itself is wrong (unknown activity, sku not in it).
 * - `reserve` runs inside the create transaction before the sale stock is taken: the promotion takes
 *   its own stock and its per-member limits (conditional statements, never below zero, over the
 *   limit refused) and answers what it took; the engine writes one promotion_stock_ledger row per
 *   take once the order exists.
 * - `paid`, `closed` (an unpaid order closed), `refunded` (one paid line refunded) and `completed`
 *   are heard from the order's life (order/hooks.ts `emitOrderEvent`); `closed` and `refunded`
 *   answer what they gave back, ledgered the same way.
 * Promotion prices skip coupons, points cash-off, full-reduction and member price, as NiuShop's
 * promotion calculators do (calc.ts). An order_key is used only by the flow that made it: the core
 * routes refuse a promotion's key and a promotion's routes refuse the others.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { OrderCalcInput } from '../../db/tables/trade.ts';
import type { Db } from '../cart/sku.ts';

type Trx = Transaction<Database>;

export interface PromotionRef {
  /** the promotion's name (order.promotion_type in NiuShop): 'topic', 'seckill', … */
  type: string;
  /** the activity id in the promotion's own tables (order.promotion_id) */
  id: number;
  /** the promotion's own extra reference (a bargain launch, a bundle count…), kept with the order_key */
  data?: Record<string, number>;
}

/** The stored goods of an order_key, with the promotion that prices them (absent: a normal order). */
export interface PromotionCalcInput extends OrderCalcInput {
  promotion?: PromotionRef;
}

export interface QuoteLine {
  sku_id: number;
  num: number;
}

export interface PromotionQuote {
  /** goods money (fen) of each sku's line; every line must get one */
  money: Map<number, number>;
  /** the order pays no delivery fee (a bundle whose shop pays the freight…) */
  free_delivery?: boolean;
  /** the promotion's own quantity rules replace the goods' min/max/lifetime limits */
  own_limits?: boolean;
  /** the promotion cannot be bought as chosen now: the calculation shows it and create refuses */
  error?: ApiError;
}

/** A line of a promotion order, as the hook's reserve and events see it. */
export interface PromotionLine {
  order_goods_id: number;
  sku_id: number;
  goods_id: number;
  num: number;
  /** fen, the line's money before delivery */
  goods_money: number;
}

/** The order a promotion's reserve and events see. */
export interface PromotionOrder {
  order_id: number;
  member_id: number;
  promotion_type: string;
  promotion_id: number;
  /** the order's create time (periods of per-day limits are counted from it) */
  create_time: number;
  lines: PromotionLine[];
}

/** Stock a promotion took or gave back, one ledger row each (`num` > 0). */
export interface PromotionTake {
  item_id: number;
  num: number;
}

export interface PromotionHook {
  type: string;
  quote(db: Db, ref: PromotionRef, lines: readonly QuoteLine[], ctx: { member_id: number; now: number }): Promise<PromotionQuote>;
  /**
   * Inside the create transaction, before the sale stock: takes the promotion's own stock and
   * member limits; throws an ApiError to refuse the order (nothing is written).
   */
  reserve?(trx: Trx, ref: PromotionRef, order: Omit<PromotionOrder, 'order_id' | 'lines'> & { lines: Omit<PromotionLine, 'order_goods_id'>[] }): Promise<PromotionTake[]>;
  /** The order was created (the order id now exists): bind it to the promotion's rows (a bargain launch…). */
  created?(trx: Trx, ref: PromotionRef, order: PromotionOrder): Promise<void>;
  paid?(trx: Trx, order: PromotionOrder, now: number): Promise<void>;
  /** The order closed before it was paid: give back what `reserve` took. */
  closed?(trx: Trx, order: PromotionOrder, now: number): Promise<PromotionTake[]>;
  /** One paid line was refunded; `stock_returned` when its sale stock came back (not shipped). */
  refunded?(trx: Trx, order: PromotionOrder, line: PromotionLine & { stock_returned: boolean }, now: number): Promise<PromotionTake[]>;
  completed?(trx: Trx, order: PromotionOrder, now: number): Promise<void>;
}

const hooks = new Map<string, PromotionHook>();

/** Called once by a promotion module (at import); a second hook for the same type replaces the first. */
export function registerPromotion(hook: PromotionHook): void {
  hooks.set(hook.type, hook);
}

export const promotionHook = (type: string): PromotionHook | undefined => (type ? hooks.get(type) : undefined);

/** The promotion of stored goods (undefined for a normal order). */
export const promotionOf = (input: OrderCalcInput): PromotionRef | undefined => (input as PromotionCalcInput).promotion;

/** The promotion type of stored goods ('' for a normal order). */
export const promotionTypeOf = (input: OrderCalcInput): string => promotionOf(input)?.type ?? '';

/** A flow may only use its own order_keys (`flow` '' = the core /api/ordercreate/*). */
export function assertFlow(input: OrderCalcInput, flow: string): void {
  if (promotionTypeOf(input) !== flow) throw new ApiError(Code.ERROR, 'ORDER_KEY_EXPIRED');
}

/** The promotion's quote for the stored goods, or null for a normal order. */
export async function promotionQuote(db: Db, input: OrderCalcInput, memberId: number, now: number): Promise<PromotionQuote | null> {
  const ref = promotionOf(input);
  if (!ref) return null;
  const hook = hooks.get(ref.type);
  if (!hook) throw new ApiError(Code.ERROR, 'ORDER_KEY_EXPIRED');
  const quote = await hook.quote(db, ref, input.lines, { member_id: memberId, now });
  for (const l of input.lines) if (!quote.money.has(l.sku_id)) throw new ApiError(Code.ERROR, 'CART_SKU_NOT_EXIST');
  return quote;
}

/** Writes one promotion_stock_ledger row per take (negative `sign` for takes, positive for returns). */
export async function ledgerTakes(trx: Trx, type: string, promotionId: number, takes: PromotionTake[], sign: 1 | -1, reason: string, orderId: number, now: number): Promise<void> {
  const rows = takes.filter((t) => t.num > 0);
  if (!rows.length) return;
  await trx
    .insertInto('promotion_stock_ledger')
    .values(rows.map((t) => ({ promotion_type: type, promotion_id: promotionId, item_id: t.item_id, delta: sign * t.num, reason, order_id: orderId, create_time: now })))
    .execute();
}
