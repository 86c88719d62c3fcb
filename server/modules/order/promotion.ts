/**
 * The promotion hook of the order calculator (topic, and later seckill, groupbuy, …).
 *
 * A promotion's `/…/api/ordercreate/payment` stores its reference with the goods under the
 * order_key (`input.promotion`). From then on `calculate` (payment, calculate, create alike) asks
 * the promotion's registered hook for the unit prices: the hook reads its own tables at `now`,
 * inside the create transaction too, and throws an ApiError when the promotion cannot be bought
 * (unknown, outside its time window, sku not in it). Promotion orders skip coupons and points
 * cash-off, as NiuShop's promotion calculators do. An order_key is used only by the flow that made
 * it: the core routes refuse a promotion's key and a promotion's routes refuse the others.
 */
import { ApiError, Code } from '../../http/errors.ts';
import type { OrderCalcInput } from '../../db/tables/trade.ts';
import type { Db } from '../cart/sku.ts';

export interface PromotionRef {
  /** the promotion's name (order.promotion_type in NiuShop): 'topic', … */
  type: string;
  /** the activity id in the promotion's own tables */
  id: number;
}

/** The stored goods of an order_key, with the promotion that prices them (absent: a normal order). */
export interface PromotionCalcInput extends OrderCalcInput {
  promotion?: PromotionRef;
}

export interface PromotionHook {
  type: string;
  /**
   * Unit price in fen of every line's sku (each line must get one) under the promotion at `now`;
   * throws ApiError when the promotion cannot be bought now.
   */
  prices(db: Db, ref: PromotionRef, lines: ReadonlyArray<{ sku_id: number; num: number }>, now: number): Promise<Map<number, number>>;
}

const hooks = new Map<string, PromotionHook>();

/** Called once by a promotion module (at import); a second hook for the same type replaces the first. */
export function registerPromotion(hook: PromotionHook): void {
  hooks.set(hook.type, hook);
}

/** The promotion type of stored goods ('' for a normal order). */
export const promotionTypeOf = (input: OrderCalcInput): string => (input as PromotionCalcInput).promotion?.type ?? '';

/** A flow may only use its own order_keys (`flow` '' = the core /api/ordercreate/*). */
export function assertFlow(input: OrderCalcInput, flow: string): void {
  if (promotionTypeOf(input) !== flow) throw new ApiError(Code.ERROR, 'ORDER_KEY_EXPIRED');
}

/** The promotion's unit prices for the stored goods, or null for a normal order. */
export async function promotionPrices(db: Db, input: OrderCalcInput, now: number): Promise<Map<number, number> | null> {
  const ref = (input as PromotionCalcInput).promotion;
  if (!ref) return null;
  const hook = hooks.get(ref.type);
  if (!hook) throw new ApiError(Code.ERROR, 'ORDER_KEY_EXPIRED');
  return hook.prices(db, ref, input.lines, now);
}
