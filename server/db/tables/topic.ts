import type { Generated } from 'kysely';

/**
 * Tables of the topic area (NiuShop's `topic` addon, 专题活动); migration 0007_topic creates them.
 * Money is integer fen, times unix seconds.
 */

/**
 * One topic. `status` is NiuShop's (1 not started, 2 running, 3 ended); with no cron here it is
 * only an upper bound: 3 closes a topic early, otherwise the time window decides (see
 * modules/topic/queries.ts `effectiveStatus`).
 */
export interface PromotionTopicTable {
  topic_id: Generated<number>;
  site_id: Generated<number>;
  topic_name: string;
  /** banner image path (upload/topic/…) */
  topic_adv: Generated<string>;
  remark: Generated<string>;
  start_time: number;
  end_time: number;
  status: Generated<number>;
  /** page background of the topic's goods (#rrggbb) */
  bg_color: Generated<string>;
  create_time: Generated<number>;
  modify_time: Generated<number>;
}

/** A sku sold at a topic price while its topic runs (one row per topic and sku). */
export interface PromotionTopicGoodsTable {
  /** the topic goods id (`topic_goods_id` of /topic/api/ordercreate/payment) */
  id: Generated<number>;
  topic_id: number;
  goods_id: number;
  sku_id: number;
  /** fen, >= 0 */
  topic_price: number;
  /** 1 = the sku shown for its goods in the topic's goods list (NiuShop's `default`) */
  is_default: Generated<number>;
}

export interface TopicTables {
  promotion_topic: PromotionTopicTable;
  promotion_topic_goods: PromotionTopicGoodsTable;
}
