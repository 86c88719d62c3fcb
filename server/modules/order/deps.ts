/**
 * What the order area uses from the catalogue area (stock, coupons, freight, delivery types), behind
 * one seam so the calculator and the order writes read the same way whatever the helpers' shapes are.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { releaseStock, reserveStock, idList, type StockLine } from '../goods/stock.ts';
import { returnCoupon, useCoupon as markCouponUsed, usableCoupons } from '../coupon/usable.ts';
import { computeFreight, deliveryTypeConfig, deliveryTypeConfigFrom, DELIVERY_TYPE_CONFIG, type FreightAddress as CatalogueAddress } from '../delivery/freight.ts';
import type { Db, TradeSku } from '../cart/sku.ts';

export { reserveStock, releaseStock, deliveryTypeConfig, deliveryTypeConfigFrom, DELIVERY_TYPE_CONFIG, type StockLine };

export interface FreightAddress {
  province_id: number;
  city_id: number;
  district_id: number;
}

/** A member coupon usable on the order, with what it saves on these goods (fen). */
export interface CouponOption {
  coupon_id: number;
  coupon_type_id: number;
  coupon_name: string;
  type: string;
  money: number;
  discount: string;
  discount_limit: number;
  at_least: number;
  start_time: number;
  end_time: number;
  coupon_money: number;
}

export interface PricedLine {
  sku: TradeSku;
  sku_id: number;
  goods_id: number;
  num: number;
  goods_money: number;
}

/** Freight of an express order to an address (fen), or an error key (e.g. out of the delivery area). */
export async function freightFor(db: Db, lines: PricedLine[], address: FreightAddress): Promise<{ money: number; error?: string; vars?: Record<string, string | number> }> {
  try {
    const addr: CatalogueAddress = { province_id: address.province_id, city_id: address.city_id, district_id: address.district_id };
    // The calculator has read the skus already: freight reads only its templates.
    return { money: await computeFreight(db, lines.map((l) => ({ sku_id: l.sku_id, num: l.num, money: l.goods_money, sku: l.sku })), addr) };
  } catch (err) {
    if (err instanceof ApiError) return { money: 0, error: err.key, ...(err.vars ? { vars: err.vars } : {}) };
    throw err;
  }
}

/** The member's coupons usable on these goods now, best saving first. */
export async function couponOptions(db: Db, memberId: number, lines: PricedLine[], now: number): Promise<CouponOption[]> {
  const usable = await usableCoupons(
    db,
    memberId,
    lines.map((l) => ({ goods_id: l.goods_id, money: l.goods_money, category_ids: idList(l.sku.category_id) })),
    now,
  );
  return usable.map((c) => ({
    coupon_id: c.coupon_id,
    coupon_type_id: c.coupon_type_id,
    coupon_name: c.coupon_name,
    type: c.type,
    money: c.money,
    discount: c.discount,
    discount_limit: c.discount_limit,
    at_least: c.at_least,
    start_time: c.start_time,
    end_time: c.end_time,
    coupon_money: c.discount_money,
  }));
}

/** Marks the coupon used by the order (inside the order transaction); throws when it is no longer usable. */
export async function spendCoupon(trx: Transaction<Database>, memberId: number, couponId: number, orderId: number, now: number): Promise<void> {
  await markCouponUsed(trx, couponId, memberId, orderId, now);
}

/** Gives the coupon of a closed order back to the member. */
export async function returnCouponOf(trx: Transaction<Database>, couponId: number, now: number): Promise<void> {
  await returnCoupon(trx, couponId, now);
}
