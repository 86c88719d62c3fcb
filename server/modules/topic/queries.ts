/** Kysely reads of the topic area (promotion_topic, promotion_topic_goods joined with the catalogue). */
import type { Lang } from '../../i18n/index.ts';
import { goodsTexts } from '../goods/catalog.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../cart/sku.ts';
import type { PromotionTopicTable } from '../../db/tables/topic.ts';

export type TopicRow = Selectable<PromotionTopicTable>;

/** NiuShop's topic status: 1 not started, 2 running, 3 ended. */
export const TopicStatus = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3 } as const;

/**
 * The status a shopper sees at `now`. Without a cron the stored status is only an upper bound:
 * 3 closes a topic early (whatever its window); otherwise the time window decides.
 */
export function effectiveStatus(t: Pick<TopicRow, 'status' | 'start_time' | 'end_time'>, now: number): number {
  if (Number(t.status) === TopicStatus.ENDED) return TopicStatus.ENDED;
  if (now < Number(t.start_time)) return TopicStatus.NOT_STARTED;
  if (now > Number(t.end_time)) return TopicStatus.ENDED;
  return TopicStatus.RUNNING;
}

const topicColumns = ['topic_id', 'site_id', 'topic_name', 'topic_adv', 'remark', 'start_time', 'end_time', 'status', 'bg_color', 'create_time', 'modify_time'] as const;

/** Topics running at `now` (not closed, inside their window), newest first. */
export async function runningTopics(db: Db, now: number, limit: number, offset: number): Promise<{ count: number; list: TopicRow[] }> {
  const base = db.selectFrom('promotion_topic').where('status', '<>', TopicStatus.ENDED).where('start_time', '<=', now).where('end_time', '>=', now);
  const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(n?.n ?? 0);
  if (!count) return { count, list: [] };
  const list = await base.select(topicColumns).orderBy('create_time', 'desc').orderBy('topic_id', 'desc').limit(limit).offset(offset).execute();
  return { count, list };
}

export async function topicById(db: Db, topicId: number): Promise<TopicRow | undefined> {
  return db.selectFrom('promotion_topic').select(topicColumns).where('topic_id', '=', topicId).executeTakeFirst();
}

/** The row of a topic goods id (or of a topic's sku); undefined when unknown. */
export async function topicGoodsRow(db: Db, by: { id: number } | { topic_id: number; sku_id: number }) {
  let q = db.selectFrom('promotion_topic_goods').select(['id', 'topic_id', 'goods_id', 'sku_id', 'topic_price', 'is_default']);
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('topic_id', '=', by.topic_id).where('sku_id', '=', by.sku_id);
  return q.executeTakeFirst();
}

/** The topic's skus of one goods: sku_id → {id, topic_price}. */
export async function topicSkusOfGoods(db: Db, topicId: number, goodsId: number): Promise<Map<number, { id: number; topic_price: number }>> {
  const rows = await db
    .selectFrom('promotion_topic_goods')
    .select(['id', 'sku_id', 'topic_price'])
    .where('topic_id', '=', topicId)
    .where('goods_id', '=', goodsId)
    .orderBy('sku_id')
    .execute();
  return new Map(rows.map((r) => [r.sku_id, { id: r.id, topic_price: r.topic_price }]));
}

/** Topic prices of some skus in a topic: sku_id → topic_price (skus not in the topic are absent). */
export async function topicPrices(db: Db, topicId: number, skuIds: number[]): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const rows = await db.selectFrom('promotion_topic_goods').select(['sku_id', 'topic_price']).where('topic_id', '=', topicId).where('sku_id', 'in', skuIds).execute();
  return new Map(rows.map((r) => [r.sku_id, r.topic_price]));
}

/** One goods per row (its shown sku) of a topic, goods on sale only, in the order they were added. */
export async function topicGoodsList(db: Db, topicId: number, limit: number, offset: number, lang?: Lang) {
  const base = db
    .selectFrom('promotion_topic_goods as tg')
    .innerJoin('goods_sku as s', 's.sku_id', 'tg.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .where('tg.topic_id', '=', topicId)
    .where('tg.is_default', '=', 1)
    .where('g.goods_state', '=', 1)
    .where('g.is_delete', '=', 0);
  const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const count = Number(n?.n ?? 0);
  if (!count) return { count, list: [] };
  const list = await base
    .select([
      'tg.id',
      'tg.topic_id',
      'tg.topic_price',
      's.sku_id',
      's.goods_id',
      's.sku_image',
      's.price',
      's.market_price',
      's.discount_price',
      's.stock',
      'g.goods_image',
      'g.goods_stock',
      'g.sale_num',
      'g.virtual_sale',
      'g.sale_show',
      'g.market_price_show',
      'g.is_free_shipping',
      'g.introduction',
      'g.recommend_way',
      'g.goods_class',
    ])
    .select(goodsTexts(lang))
    .orderBy('tg.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { count, list };
}
