/** The merchant's side of bargain (no back office yet: /dev/promotion/bargain/add and the seed). */
import { ApiError, Code } from '../../../http/errors.ts';
import type { Db } from '../../cart/sku.ts';
import { BargainStatus } from './launch.ts';

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

export interface NewBargain {
  bargain_name: string;
  goods_id: number;
  /** 0 buy at any current price, 1 only at the floor */
  buy_type?: 0 | 1;
  /** 0 fixed cuts, 1 random cuts */
  bargain_type?: 0 | 1;
  /** helps needed to reach the floor */
  bargain_num: number;
  /** hours a launch lasts */
  bargain_time: number;
  start_time: number;
  end_time: number;
  is_own?: 0 | 1;
  help_bargain_num?: number;
  remark?: string;
  /** fen; price defaults to the sku's selling price */
  skus: Array<{ sku_id: number; price?: number; floor_price: number; first_bargain_price?: number; bargain_stock: number }>;
}

export async function addBargain(db: Db, a: NewBargain, now: number): Promise<{ bargain_id: number; ids: number[] }> {
  if (!a.skus.length) throw err('INVALID_PARAM', { name: 'skus' });
  if (!(a.end_time > a.start_time)) throw err('INVALID_PARAM', { name: 'end_time' });
  if (!Number.isSafeInteger(a.bargain_num) || a.bargain_num < 1) throw err('INVALID_PARAM', { name: 'bargain_num' });
  if (!Number.isSafeInteger(a.bargain_time) || a.bargain_time < 1) throw err('INVALID_PARAM', { name: 'bargain_time' });
  const skus = await db.selectFrom('goods_sku').select(['sku_id', 'discount_price']).where('goods_id', '=', a.goods_id).where('sku_id', 'in', a.skus.map((k) => k.sku_id)).execute();
  if (skus.length !== new Set(a.skus.map((k) => k.sku_id)).size) throw err('INVALID_PARAM', { name: 'sku_id' });
  const rows = a.skus.map((k) => {
    const price = k.price ?? skus.find((x) => x.sku_id === k.sku_id)!.discount_price;
    if (!(price > k.floor_price) || k.floor_price < 0 || k.bargain_stock < 0 || (k.first_bargain_price ?? 0) < 0) throw err('INVALID_PARAM', { name: 'floor_price' });
    return { ...k, price };
  });
  const write = async (trx: Db) => {
    const b = await trx
      .insertInto('promotion_bargain')
      .values({ bargain_name: a.bargain_name.slice(0, 255), goods_id: a.goods_id, buy_type: a.buy_type ?? 0, bargain_type: a.bargain_type ?? 1, bargain_num: a.bargain_num, bargain_time: a.bargain_time, remark: (a.remark ?? '').slice(0, 1000), start_time: a.start_time, end_time: a.end_time, status: BargainStatus.RUNNING, is_own: a.is_own ?? 0, help_bargain_num: a.help_bargain_num ?? 0, create_time: now })
      .returning('bargain_id')
      .executeTakeFirstOrThrow();
    const goods = await trx
      .insertInto('promotion_bargain_goods')
      .values(rows.map((k) => ({ bargain_id: b.bargain_id, goods_id: a.goods_id, sku_id: k.sku_id, price: k.price, floor_price: k.floor_price, first_bargain_price: k.first_bargain_price ?? 0, bargain_stock: k.bargain_stock })))
      .returning('id')
      .execute();
    return { bargain_id: b.bargain_id, ids: goods.map((g) => g.id) };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
