/** The merchant's side of groupbuy (no back office yet: /dev/promotion/groupbuy/add and the seed): one not-ended groupbuy per goods. */
import { ApiError, Code } from '../../../http/errors.ts';
import type { Db } from '../../cart/sku.ts';
import { GroupbuyStatus } from './service.ts';

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

export interface NewGroupbuy {
  goods_id: number;
  /** fen */
  groupbuy_price: number;
  buy_num: number;
  start_time: number;
  end_time: number;
  rule?: string;
}

export async function addGroupbuy(db: Db, a: NewGroupbuy, now: number): Promise<number> {
  if (!(a.end_time > a.start_time)) throw err('INVALID_PARAM', { name: 'end_time' });
  if (!Number.isSafeInteger(a.groupbuy_price) || a.groupbuy_price < 0) throw err('INVALID_PARAM', { name: 'groupbuy_price' });
  if (!Number.isSafeInteger(a.buy_num) || a.buy_num < 1) throw err('INVALID_PARAM', { name: 'buy_num' });
  const goods = await db.selectFrom('goods').select(['goods_id', 'goods_name', 'goods_image', 'price']).where('goods_id', '=', a.goods_id).where('is_delete', '=', 0).executeTakeFirst();
  if (!goods) throw err('GOODS_NOT_EXIST');
  const clash = await db
    .selectFrom('promotion_groupbuy')
    .select('groupbuy_id')
    .where('goods_id', '=', a.goods_id)
    .where('status', '<>', GroupbuyStatus.ENDED)
    .where('end_time', '>', Math.max(now, a.start_time))
    .where('start_time', '<', a.end_time)
    .executeTakeFirst();
  if (clash) throw err('GROUPBUY_GOODS_REPEAT');
  const r = await db
    .insertInto('promotion_groupbuy')
    .values({ goods_id: goods.goods_id, goods_name: goods.goods_name, goods_image: goods.goods_image, goods_price: goods.price, groupbuy_price: a.groupbuy_price, buy_num: a.buy_num, start_time: a.start_time, end_time: a.end_time, rule: (a.rule ?? '').slice(0, 2000), create_time: now })
    .returning('groupbuy_id')
    .executeTakeFirstOrThrow();
  return r.groupbuy_id;
}
