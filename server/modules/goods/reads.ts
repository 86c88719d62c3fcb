import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Lang } from '../../i18n/index.ts';
import { Tag } from '../../cache/index.ts';
import { goodsCouponTypes } from '../coupon/service.ts';
import { enabledExpressType } from '../delivery/freight.ts';
import { assertSkuOnSale, skuDetailBase, skuRow, skuRowsOfGoods } from './catalog.ts';
import * as svc from './service.ts';
import { idList } from './stock.ts';

/**
 * Loaders of public (guest-visible) catalogue answers, the values the instance's cache keeps.
 * None of them takes a member: what they return is the same for everyone who asks.
 */
type Db = Kysely<Database>;

export type DetailBase = Record<string, unknown> & { goods_id: number };
export type SkuBy = { sku_id: number } | { goods_id: number };

/** Tags of an answer about one goods (null: nothing to tag). */
export const goodsTags = (goodsId: number | null | undefined): string[] => (goodsId ? [Tag.goods(goodsId)] : []);

/** `goods_sku_detail` without the member's fields (is_collect, coupon_list); null when not on sale. */
export async function detailBase(db: Db, lang: Lang, by: SkuBy): Promise<DetailBase | null> {
  const r = await skuRow(db, by, lang);
  if (!assertSkuOnSale(r)) return null;
  const [goods_service, evaluate_list, evaluate_count, evaluate_config, express_type, config] = await Promise.all([
    svc.goodsServices(db, idList(r.goods_service_ids)),
    svc.latestEvaluations(db, r.goods_id, 3),
    svc.evaluateCount(db, r.goods_id),
    svc.evaluateConfig(db),
    r.goods_class === 1 ? enabledExpressType(db, lang, r.support_trade_type) : Promise.resolve({}),
    svc.configValue(db, 'GOODS_DETAIL_CONFIG', { nav_bar_switch: 0, introduction_color: '#303133' }),
  ]);
  return { ...skuDetailBase(r), goods_id: r.goods_id, goods_service, evaluate_list, evaluate_count, evaluate_config, express_type, config };
}

/** The whole `/api/goodssku/detail` answer as a guest gets it (no favourite, claimable coupons). */
export async function guestDetail(db: Db, lang: Lang, by: SkuBy, nowSec: number): Promise<{ goods_sku_detail: DetailBase | null }> {
  const base = await detailBase(db, lang, by);
  if (!base) return { goods_sku_detail: null };
  const coupon_list = await goodsCouponTypes(db, base.goods_id, lang, null, nowSec, true);
  return { goods_sku_detail: { ...base, is_collect: 0, coupon_list } };
}

/** The on-sale skus of a goods (none when the goods is not on sale), one query. */
export async function skusOfGoods(db: Db, goodsId: number, lang?: Lang): Promise<Record<string, unknown>[]> {
  const rows = await skuRowsOfGoods(db, goodsId, lang);
  return rows.filter(assertSkuOnSale).map((r) => skuDetailBase(r));
}

/** One sku's `skuDetailBase`, null when it is not on sale. */
export async function skuInfo(db: Db, skuId: number, lang?: Lang): Promise<Record<string, unknown> | null> {
  const r = await skuRow(db, { sku_id: skuId }, lang);
  return assertSkuOnSale(r) ? skuDetailBase(r) : null;
}
