/** The merchant's side of bale (no back office yet: /dev/promotion/bale/add and the seed). */
import { ApiError, Code } from '../../../http/errors.ts';
import type { Db } from '../../cart/sku.ts';
import { BaleStatus } from './service.ts';

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

export interface NewBale {
  name: string;
  /** pieces per set */
  num: number;
  /** fen per set */
  price: number;
  sku_ids: number[];
  start_time: number;
  end_time: number;
  /** 0 the shop pays the delivery (free), 1 the buyer pays */
  shipping_fee_type?: 0 | 1;
}

export async function addBale(db: Db, a: NewBale, now: number): Promise<number> {
  const ids = [...new Set(a.sku_ids)];
  if (!ids.length || ids.length > 200) throw err('INVALID_PARAM', { name: 'sku_ids' });
  if (!Number.isSafeInteger(a.num) || a.num < 1) throw err('INVALID_PARAM', { name: 'num' });
  if (!Number.isSafeInteger(a.price) || a.price < 0) throw err('INVALID_PARAM', { name: 'price' });
  if (!(a.end_time > a.start_time)) throw err('INVALID_PARAM', { name: 'end_time' });
  const skus = await db.selectFrom('goods_sku').select(['sku_id', 'goods_id']).where('sku_id', 'in', ids).execute();
  if (skus.length !== ids.length) throw err('INVALID_PARAM', { name: 'sku_ids' });
  const goodsIds = [...new Set(skus.map((k) => k.goods_id))].sort((x, y) => x - y);
  const r = await db
    .insertInto('promotion_bale')
    .values({ name: a.name.slice(0, 255), num: a.num, price: a.price, goods_ids: `,${goodsIds.join(',')},`, sku_ids: `,${ids.sort((x, y) => x - y).join(',')},`, start_time: a.start_time, end_time: a.end_time, shipping_fee_type: a.shipping_fee_type ?? 0, status: BaleStatus.RUNNING, create_time: now })
    .returning('bale_id')
    .executeTakeFirstOrThrow();
  return r.bale_id;
}
