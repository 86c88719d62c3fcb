/**
 * The merchant's side of seckill (no back office yet: /dev/promotion/seckill/* and the seed call it):
 * daily slots and activities. An activity names one goods, its window, its slots, the limit period
 * and each sku's seckill price, stock and per-member limit; the same goods may not be in two
 * activities that are not over, share a slot and overlap in dates.
 */
import { ApiError, Code } from '../../../http/errors.ts';
import type { Db } from '../../cart/sku.ts';
import { idList } from '../../goods/stock.ts';
import { SeckillStatus } from './queries.ts';

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

export interface NewSlot {
  name: string;
  /** seconds since midnight, China time */
  start: number;
  end: number;
}

export async function addSeckillSlot(db: Db, t: NewSlot, now: number): Promise<number> {
  if (!Number.isInteger(t.start) || !Number.isInteger(t.end) || t.start < 0 || t.end > 86400 || t.end <= t.start) throw err('INVALID_PARAM', { name: 'seckill_start_time' });
  const r = await db
    .insertInto('promotion_seckill_time')
    .values({ name: t.name.slice(0, 50), seckill_start_time: t.start, seckill_end_time: t.end, create_time: now, modify_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export interface NewSeckill {
  seckill_name: string;
  goods_id: number;
  start_time: number;
  end_time: number;
  slot_ids: number[];
  limit_period?: 'day' | 'activity';
  remark?: string;
  sort?: number;
  /** fen; stock and max_buy in pieces (0 = no limit) */
  skus: Array<{ sku_id: number; seckill_price: number; stock: number; max_buy?: number }>;
}

export async function addSeckill(db: Db, a: NewSeckill, now: number): Promise<number> {
  if (!a.skus.length) throw err('INVALID_PARAM', { name: 'skus' });
  if (!(a.end_time > a.start_time)) throw err('INVALID_PARAM', { name: 'end_time' });
  const slotIds = [...new Set(a.slot_ids)];
  const slots = slotIds.length ? await db.selectFrom('promotion_seckill_time').select('id').where('id', 'in', slotIds).execute() : [];
  if (!slotIds.length || slots.length !== slotIds.length) throw err('INVALID_PARAM', { name: 'seckill_time_id' });
  const goods = await db.selectFrom('goods').select(['goods_id', 'goods_name', 'goods_image']).where('goods_id', '=', a.goods_id).where('is_delete', '=', 0).executeTakeFirst();
  if (!goods) throw err('GOODS_NOT_EXIST');
  const skuIds = a.skus.map((k) => k.sku_id);
  const skus = await db.selectFrom('goods_sku').select(['sku_id', 'sku_name', 'sku_image', 'discount_price']).where('goods_id', '=', a.goods_id).where('sku_id', 'in', skuIds).execute();
  if (skus.length !== new Set(skuIds).size) throw err('INVALID_PARAM', { name: 'sku_id' });
  for (const k of a.skus) {
    if (![k.seckill_price, k.stock, k.max_buy ?? 0].every((n) => Number.isSafeInteger(n) && n >= 0)) throw err('INVALID_PARAM', { name: 'skus' });
  }
  // one not-ended activity per goods and slot over overlapping dates
  const others = await db
    .selectFrom('promotion_seckill')
    .select(['seckill_time_id'])
    .where('goods_id', '=', a.goods_id)
    .where('status', '<>', SeckillStatus.CLOSED)
    .where('end_time', '>', Math.max(now, a.start_time))
    .where('start_time', '<', a.end_time)
    .execute();
  if (others.some((o) => idList(o.seckill_time_id).some((id) => slotIds.includes(id)))) throw err('SECKILL_GOODS_REPEAT');

  const write = async (trx: Db) => {
    const s = await trx
      .insertInto('promotion_seckill')
      .values({
        seckill_name: a.seckill_name.slice(0, 255),
        status: SeckillStatus.RUNNING,
        remark: (a.remark ?? '').slice(0, 1000),
        start_time: a.start_time,
        end_time: a.end_time,
        sort: a.sort ?? 0,
        goods_id: goods.goods_id,
        goods_name: goods.goods_name,
        goods_image: goods.goods_image,
        seckill_price: Math.min(...a.skus.map((k) => k.seckill_price)),
        seckill_time_id: `,${slotIds.sort((x, y) => x - y).join(',')},`,
        goods_stock: a.skus.reduce((n, k) => n + k.stock, 0),
        limit_period: a.limit_period ?? 'day',
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('promotion_seckill_goods')
      .values(
        a.skus.map((k) => {
          const sku = skus.find((x) => x.sku_id === k.sku_id)!;
          return { seckill_id: s.id, goods_id: goods.goods_id, sku_id: k.sku_id, sku_name: sku.sku_name, sku_image: sku.sku_image, seckill_price: k.seckill_price, price: sku.discount_price, stock: k.stock, max_buy: k.max_buy ?? 0 };
        }),
      )
      .execute();
    return s.id;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** The merchant closes an activity (-1): it stops selling at once. */
export async function closeSeckill(db: Db, id: number): Promise<boolean> {
  const r = await db.updateTable('promotion_seckill').set({ status: SeckillStatus.CLOSED }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
