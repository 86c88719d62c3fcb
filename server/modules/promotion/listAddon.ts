/**
 * `promotion_addon` of goods list rows (niushop-promotions.md §0.2: NiuShop keeps
 * `{"seckill": 12, "groupbuy": 5, "bargain": 9}` on the goods while an activity runs, and its lists
 * show a tag per key). Here it is read from the activities' own rows at the time of asking (an
 * activity's status comes from its times), for a page of goods at once: three queries, whatever
 * the page size. Nothing in it is member-specific, so the list answer that carries it stays one
 * public cached value (server/modules/goods/routes.ts: at most the cache's TTL late, like stock).
 * Imports only leaf modules: the goods catalogue calls it.
 */
import type { Db } from '../cart/sku.ts';
import { SeckillStatus } from './seckill/queries.ts';

/** Stored statuses that end an activity early (groupbuy/service.ts GroupbuyStatus.ENDED, bargain/launch.ts BargainStatus.CLOSED). */
const GROUPBUY_ENDED = 3;
const BARGAIN_CLOSED = 3;

export type PromotionAddon = Partial<Record<'seckill' | 'groupbuy' | 'bargain', number>>;

/** goods id → its running promotions (type → activity id), only goods that have one. */
export async function promotionAddonOf(db: Db, goodsIds: readonly number[], now: number): Promise<Map<number, PromotionAddon>> {
  const out = new Map<number, PromotionAddon>();
  const ids = [...new Set(goodsIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!ids.length) return out;
  const [seckill, groupbuy, bargain] = await Promise.all([
    db
      .selectFrom('promotion_seckill')
      .select(['goods_id', 'id'])
      .where('goods_id', 'in', ids)
      .where('status', '<>', SeckillStatus.CLOSED)
      .where('start_time', '<=', now)
      .where('end_time', '>', now)
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('promotion_groupbuy')
      .select(['goods_id', 'groupbuy_id as id'])
      .where('goods_id', 'in', ids)
      .where('status', '<>', GROUPBUY_ENDED)
      .where('start_time', '<=', now)
      .where('end_time', '>', now)
      .orderBy('groupbuy_id')
      .execute(),
    db
      .selectFrom('promotion_bargain_goods as bg')
      .innerJoin('promotion_bargain as b', 'b.bargain_id', 'bg.bargain_id')
      .select(['bg.goods_id', 'b.bargain_id as id'])
      .where('bg.goods_id', 'in', ids)
      .where('b.status', '<>', BARGAIN_CLOSED)
      .where('b.start_time', '<=', now)
      .where('b.end_time', '>', now)
      .orderBy('b.bargain_id')
      .execute(),
  ]);
  // the last row of a goods wins: the first seckill by sort (as the detail strip picks it), the newest groupbuy and bargain
  const put = (type: keyof PromotionAddon, rows: Array<{ goods_id: number; id: number }>) => {
    for (const r of rows) out.set(r.goods_id, { ...out.get(r.goods_id), [type]: r.id });
  };
  put('seckill', seckill);
  put('groupbuy', groupbuy);
  put('bargain', bargain);
  return out;
}
