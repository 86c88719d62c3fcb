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

// ---- seckill (migration 0021_seckill) ----------------------------------------------------------------

/** A daily time slot, seconds since midnight (China time), end exclusive. */
export interface PromotionSeckillTimeTable {
  id: Generated<number>;
  name: Generated<string>;
  seckill_start_time: number;
  seckill_end_time: number;
  create_time: Generated<number>;
  modify_time: Generated<number>;
}

/** A seckill activity of one goods: a date window and its daily slots. */
export interface PromotionSeckillTable {
  id: Generated<number>;
  seckill_name: string;
  /** -1 closed by the merchant; otherwise the times decide (0 not started, 1 running, 2 ended) */
  status: Generated<number>;
  remark: Generated<string>;
  start_time: number;
  end_time: number;
  sort: Generated<number>;
  goods_id: number;
  goods_name: Generated<string>;
  goods_image: Generated<string>;
  /** fen, the lowest sku's (display) */
  seckill_price: Generated<number>;
  /** ",1,3," */
  seckill_time_id: Generated<string>;
  /** the activity's stock (all its skus) */
  goods_stock: Generated<number>;
  sale_num: Generated<number>;
  /** the per-member limit counts per China day ('day') or over the whole activity ('activity') */
  limit_period: Generated<string>;
  create_time: Generated<number>;
}

/** A sku of a seckill activity. */
export interface PromotionSeckillGoodsTable {
  id: Generated<number>;
  seckill_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: Generated<string>;
  sku_image: Generated<string>;
  seckill_price: number;
  /** fen, the sku's own price when added */
  price: Generated<number>;
  /** seckill stock */
  stock: Generated<number>;
  sale_num: Generated<number>;
  /** pieces per member per limit period, 0 = no limit */
  max_buy: Generated<number>;
}

// ---- groupbuy, bundling, bale (migration 0022_groupbuy_bundling_bale) ------------------------------------

/** One goods at a group price (all skus) with a minimum quantity per order. */
export interface PromotionGroupbuyTable {
  groupbuy_id: Generated<number>;
  goods_id: number;
  goods_name: Generated<string>;
  goods_image: Generated<string>;
  /** fen, the goods' price when added */
  goods_price: Generated<number>;
  groupbuy_price: number;
  /** the minimum quantity per order */
  buy_num: Generated<number>;
  start_time: number;
  end_time: number;
  sell_num: Generated<number>;
  /** 3 closed by the merchant; otherwise the times decide (1 not started, 2 running, 3 ended) */
  status: Generated<number>;
  rule: Generated<string>;
  create_time: Generated<number>;
}

/** A package of skus at a package price. */
export interface PromotionBundlingTable {
  bl_id: Generated<number>;
  bl_name: string;
  bl_price: number;
  /** Σ the skus' prices when saved (fen) */
  goods_money: Generated<number>;
  /** 1 the shop pays the delivery (free), 2 the buyer pays */
  shipping_fee_type: Generated<number>;
  /** 1 open, 0 closed */
  status: Generated<number>;
  update_time: Generated<number>;
}

export interface PromotionBundlingGoodsTable {
  id: Generated<number>;
  bl_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: Generated<string>;
  sku_image: Generated<string>;
  price: Generated<number>;
  promotion_price: Generated<number>;
}

/** Any `num` pieces of its skus for `price`. */
export interface PromotionBaleTable {
  bale_id: Generated<number>;
  name: string;
  num: number;
  price: number;
  /** ",1,2," */
  goods_ids: Generated<string>;
  sku_ids: Generated<string>;
  start_time: number;
  end_time: number;
  /** 0 the shop pays the delivery (free), 1 the buyer pays */
  shipping_fee_type: Generated<number>;
  /** 2 closed by the merchant; otherwise the times decide (0 not started, 1 running, 2 ended) */
  status: Generated<number>;
  create_time: Generated<number>;
}

// ---- bargain (migration 0023_bargain) --------------------------------------------------------------------

export interface PromotionBargainTable {
  bargain_id: Generated<number>;
  bargain_name: string;
  goods_id: number;
  /** 0 buy at any current price, 1 only at the floor */
  buy_type: Generated<number>;
  /** 0 fixed cuts, 1 random cuts */
  bargain_type: Generated<number>;
  /** helps needed to reach the floor (the last one cuts the rest) */
  bargain_num: number;
  /** hours a launch lasts */
  bargain_time: number;
  remark: Generated<string>;
  start_time: number;
  end_time: number;
  /** 3 closed by the merchant; otherwise the times decide (0 not started, 1 running, 2 ended) */
  status: Generated<number>;
  /** 1 the launcher makes the first cut */
  is_own: Generated<number>;
  /** helps one member may give in this activity, 0 = no cap */
  help_bargain_num: Generated<number>;
  sale_num: Generated<number>;
  join_num: Generated<number>;
  browse_num: Generated<number>;
  share_num: Generated<number>;
  create_time: Generated<number>;
}

export interface PromotionBargainGoodsTable {
  id: Generated<number>;
  bargain_id: number;
  goods_id: number;
  sku_id: number;
  /** start price, fen */
  price: number;
  floor_price: number;
  /** the first cut, fen (0: computed like the others) */
  first_bargain_price: Generated<number>;
  bargain_stock: Generated<number>;
  sale_num: Generated<number>;
  join_num: Generated<number>;
}

export interface PromotionBargainLaunchTable {
  launch_id: Generated<number>;
  bargain_id: number;
  bargain_goods_id: number;
  goods_id: number;
  sku_id: number;
  sku_name: Generated<string>;
  sku_image: Generated<string>;
  price: number;
  floor_price: number;
  first_bargain_price: Generated<number>;
  buy_type: Generated<number>;
  bargain_type: Generated<number>;
  is_own: Generated<number>;
  need_num: number;
  curr_num: Generated<number>;
  curr_price: number;
  start_time: number;
  end_time: number;
  /** 0 running, 1 floor reached, 2 failed */
  status: Generated<number>;
  member_id: number;
  nickname: Generated<string>;
  headimg: Generated<string>;
  /** the order bought with it (0 none, -1 while one is being created) */
  order_id: Generated<number>;
}

export interface PromotionBargainRecordTable {
  id: Generated<number>;
  launch_id: number;
  member_id: number;
  nickname: Generated<string>;
  headimg: Generated<string>;
  money: number;
  bargain_time: number;
}

export interface PromotionTables {
  promotion_bargain: PromotionBargainTable;
  promotion_bargain_goods: PromotionBargainGoodsTable;
  promotion_bargain_launch: PromotionBargainLaunchTable;
  promotion_bargain_record: PromotionBargainRecordTable;
  promotion_groupbuy: PromotionGroupbuyTable;
  promotion_bundling: PromotionBundlingTable;
  promotion_bundling_goods: PromotionBundlingGoodsTable;
  promotion_bale: PromotionBaleTable;
  promotion_member_quota: PromotionMemberQuotaTable;
  promotion_stock_ledger: PromotionStockLedgerTable;
  promotion_seckill_time: PromotionSeckillTimeTable;
  promotion_seckill: PromotionSeckillTable;
  promotion_seckill_goods: PromotionSeckillGoodsTable;
}
