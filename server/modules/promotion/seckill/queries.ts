/** Kysely reads of the seckill area (promotion_seckill_time, promotion_seckill, promotion_seckill_goods). */
import { sql, type Selectable } from 'kysely';
import type { PromotionSeckillGoodsTable, PromotionSeckillTable, PromotionSeckillTimeTable } from '../../../db/tables/promotion.ts';
import type { Db } from '../../cart/sku.ts';

export type SeckillRow = Selectable<PromotionSeckillTable>;
export type SeckillGoodsRow = Selectable<PromotionSeckillGoodsTable>;
export type SeckillTimeRow = Selectable<PromotionSeckillTimeTable>;

export const SECKILL = 'seckill';

/** NiuShop's seckill status: 0 not started, 1 running, 2 ended, -1 closed by the merchant. */
export const SeckillStatus = { NOT_STARTED: 0, RUNNING: 1, ENDED: 2, CLOSED: -1 } as const;

/** Every daily slot, earliest first. */
export function allSlots(db: Db): Promise<SeckillTimeRow[]> {
  return db.selectFrom('promotion_seckill_time').selectAll().orderBy('seckill_start_time').orderBy('id').execute();
}

export function seckillById(db: Db, id: number): Promise<SeckillRow | undefined> {
  return db.selectFrom('promotion_seckill').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The activity's skus, in sku order. */
export function seckillSkus(db: Db, seckillId: number): Promise<SeckillGoodsRow[]> {
  return db.selectFrom('promotion_seckill_goods').selectAll().where('seckill_id', '=', seckillId).orderBy('sku_id').execute();
}

/**
 * The activity and some of its skus in one read, with each sku's sale stock and whether the goods is
 * on sale (the order calculator's quote).
 */
export function seckillLines(db: Db, seckillId: number, skuIds: number[]) {
  return db
    .selectFrom('promotion_seckill_goods as sg')
    .innerJoin('promotion_seckill as s', 's.id', 'sg.seckill_id')
    .select([
      'sg.id',
      'sg.sku_id',
      'sg.seckill_price',
      'sg.stock',
      'sg.max_buy',
      's.id as seckill_id',
      's.seckill_name',
      's.status',
      's.start_time',
      's.end_time',
      's.seckill_time_id',
      's.goods_stock',
      's.limit_period',
    ])
    .where('sg.seckill_id', '=', seckillId)
    .where('sg.sku_id', 'in', skuIds.length ? skuIds : [0])
    .execute();
}

/** A row of `seckillLines`. */
export type SeckillLine = Awaited<ReturnType<typeof seckillLines>>[number];

/**
 * Activities not closed whose date window overlaps [from, to), with their goods on sale; `slotId`
 * narrows to the activities of one slot. Ordered as NiuShop lists them: sort, then newest goods.
 */
export function activitiesOverlapping(db: Db, from: number, to: number, slotId?: number) {
  let q = db
    .selectFrom('promotion_seckill as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .where('s.status', '<>', SeckillStatus.CLOSED)
    .where('s.start_time', '<', to)
    .where('s.end_time', '>', from)
    .where('g.goods_state', '=', 1)
    .where('g.is_delete', '=', 0);
  if (slotId !== undefined) q = q.where('s.seckill_time_id', 'like', `%,${slotId},%`);
  return q;
}

/** Stock a shopper can buy per activity: min(activity stock, Σ min(seckill stock, sale stock)). */
export async function buyableStock(db: Db, seckillIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!seckillIds.length) return out;
  const rows = await db
    .selectFrom('promotion_seckill_goods as sg')
    .innerJoin('goods_sku as k', 'k.sku_id', 'sg.sku_id')
    .select(['sg.seckill_id', sql<number>`sum(least(sg.stock, k.stock))`.as('n')])
    .where('sg.seckill_id', 'in', seckillIds)
    .groupBy('sg.seckill_id')
    .execute();
  for (const r of rows) out.set(r.seckill_id, Number(r.n));
  return out;
}
