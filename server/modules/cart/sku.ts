import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SpecGroup, SpecValue } from '../../db/tables/catalogue.ts';
import type { Lang } from '../../i18n/index.ts';
import { goodsTexts } from '../goods/catalog.ts';
import { textIn } from '../content/i18n.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** What the trade area needs to know about a sku and its goods (money in fen). */
export interface TradeSku {
  sku_id: number;
  goods_id: number;
  sku_name: string;
  sku_no: string;
  sku_spec_format: SpecValue[];
  goods_spec_format: SpecGroup[];
  price: number;
  market_price: number;
  discount_price: number;
  cost_price: number;
  promotion_type: number;
  stock: number;
  sku_image: string;
  weight: number;
  volume: string;
  goods_name: string;
  goods_image: string;
  goods_state: number;
  is_delete: number;
  goods_class: number;
  goods_class_name: string;
  unit: string;
  max_buy: number;
  min_buy: number;
  is_limit: number;
  limit_type: number;
  is_free_shipping: number;
  shipping_template: number;
  support_trade_type: string;
  category_id: string;
}

/** The price a shopper pays for one unit: the sku's current selling price (discount_price). */
export const unitPrice = (sku: TradeSku): number => sku.discount_price;

/** Whether the goods can be bought at all now (on sale and not deleted). */
export const onSale = (sku: TradeSku): boolean => sku.goods_state === 1 && sku.is_delete === 0;

/**
 * Skus by id with their goods; skus that do not exist are simply absent from the map. With `lang`,
 * the goods name, sku name and unit in that language (goods.i18n / goods_sku.i18n, else the shop's own).
 */
export async function loadSkus(db: Db, skuIds: number[], lang?: Lang): Promise<Map<number, TradeSku>> {
  const out = new Map<number, TradeSku>();
  const ids = [...new Set(skuIds)].filter((n) => Number.isInteger(n) && n > 0);
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select([
      's.sku_id',
      's.goods_id',
      's.sku_no',
      's.sku_spec_format',
      's.goods_spec_format',
      's.price',
      's.market_price',
      's.discount_price',
      's.cost_price',
      's.promotion_type',
      's.stock',
      's.sku_image',
      's.weight',
      's.volume',
      'g.goods_image',
      'g.goods_state',
      'g.is_delete',
      'g.goods_class',
      'g.goods_class_name',
      'g.max_buy',
      'g.min_buy',
      'g.is_limit',
      'g.limit_type',
      'g.is_free_shipping',
      'g.shipping_template',
      'g.support_trade_type',
      'g.category_id',
    ])
    .select(goodsTexts(lang))
    .where('s.sku_id', 'in', ids)
    .execute();
  for (const r of rows) out.set(Number(r.sku_id), tradeSkuFrom(r));
  return out;
}

/**
 * The columns of `loadSkus`, in SQL (goods_sku as s, goods as g) for reads that fold it into one
 * statement; the goods name, sku name and unit in `lang` as loadSkus reads them.
 */
export const tradeSkuSqlColumns = (lang?: Lang): RawBuilder<unknown> =>
  sql`s.sku_id, s.goods_id, s.sku_no, s.sku_spec_format, s.goods_spec_format, s.price, s.market_price, s.discount_price, s.cost_price, s.promotion_type, s.stock, s.sku_image, s.weight, s.volume::text as volume, g.goods_image, g.goods_state, g.is_delete, g.goods_class, g.goods_class_name, g.max_buy, g.min_buy, g.is_limit, g.limit_type, g.is_free_shipping, g.shipping_template, g.support_trade_type, g.category_id, ${textIn(lang, 'g', 'goods_name')} as goods_name, ${textIn(lang, 's', 'sku_name')} as sku_name, ${textIn(lang, 'g', 'unit')} as unit`;

/** A sku row of `loadSkus`'s columns as the trade area keeps it. */
export function tradeSkuFrom(r: Record<string, unknown>): TradeSku {
  return {
    ...r,
    sku_id: Number(r.sku_id),
    goods_id: Number(r.goods_id),
    volume: String(r.volume),
    sku_spec_format: Array.isArray(r.sku_spec_format) ? r.sku_spec_format : [],
    goods_spec_format: Array.isArray(r.goods_spec_format) ? r.goods_spec_format : [],
  } as TradeSku;
}

/** The first image of a comma list ('' when none). */
export const firstImage = (list: string): string => list.split(',').map((s) => s.trim()).find(Boolean) ?? '';
