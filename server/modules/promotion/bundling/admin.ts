/** The merchant's side of bundling (no back office yet: /dev/promotion/bundling/add and the seed). */
import { ApiError, Code } from '../../../http/errors.ts';
import type { Db } from '../../cart/sku.ts';

const err = (key: string, vars?: Record<string, string | number>) => new ApiError(Code.ERROR, key, vars);

export interface NewBundle {
  bl_name: string;
  /** fen */
  bl_price: number;
  sku_ids: number[];
  /** 1 the shop pays the delivery (free), 2 the buyer pays */
  shipping_fee_type?: 1 | 2;
  status?: 0 | 1;
}

export async function addBundle(db: Db, a: NewBundle, now: number): Promise<number> {
  const ids = [...new Set(a.sku_ids)];
  if (ids.length < 1 || ids.length > 20) throw err('INVALID_PARAM', { name: 'sku_ids' });
  if (!Number.isSafeInteger(a.bl_price) || a.bl_price < 0) throw err('INVALID_PARAM', { name: 'bl_price' });
  const skus = await db.selectFrom('goods_sku').select(['sku_id', 'goods_id', 'sku_name', 'sku_image', 'discount_price']).where('sku_id', 'in', ids).execute();
  if (skus.length !== ids.length) throw err('INVALID_PARAM', { name: 'sku_ids' });
  const goodsMoney = skus.reduce((n, k) => n + k.discount_price, 0);
  const b = await db
    .insertInto('promotion_bundling')
    .values({ bl_name: a.bl_name.slice(0, 255), bl_price: a.bl_price, goods_money: goodsMoney, shipping_fee_type: a.shipping_fee_type ?? 2, status: a.status ?? 1, update_time: now })
    .returning('bl_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('promotion_bundling_goods')
    .values(ids.map((id) => {
      const k = skus.find((x) => x.sku_id === id)!;
      return { bl_id: b.bl_id, goods_id: k.goods_id, sku_id: k.sku_id, sku_name: k.sku_name, sku_image: k.sku_image, price: k.discount_price, promotion_price: goodsMoney > 0 ? Math.floor((a.bl_price * k.discount_price) / goodsMoney) : 0 };
    }))
    .execute();
  return b.bl_id;
}

export async function setBundleStatus(db: Db, blId: number, status: 0 | 1): Promise<boolean> {
  const r = await db.updateTable('promotion_bundling').set({ status }).where('bl_id', '=', blId).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
