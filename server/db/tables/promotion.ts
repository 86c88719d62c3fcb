import type { Generated } from 'kysely';

/**
 * Tables of the promotion engine (migration 0020_promotion), shared by every promotion; each
 * promotion's own tables live in its own file (seckill.ts, …).
 */

/** What a member bought of a promotion's item in a period ('' = the whole activity, else a China date). */
export interface PromotionMemberQuotaTable {
  promotion_type: string;
  promotion_id: number;
  /** the promotion's own item (seckill sku row, …); 0 = the activity as a whole */
  item_id: number;
  member_id: number;
  period: Generated<string>;
  num: Generated<number>;
}

/** One change of a promotion's own stock (negative: taken by an order). */
export interface PromotionStockLedgerTable {
  id: Generated<string>;
  promotion_type: string;
  promotion_id: number;
  item_id: number;
  delta: number;
  /** order_create, order_close, order_refund, launch, … */
  reason: string;
  order_id: Generated<number>;
  create_time: Generated<number>;
}

export interface PromotionTables {
  promotion_member_quota: PromotionMemberQuotaTable;
  promotion_stock_ledger: PromotionStockLedgerTable;
}
