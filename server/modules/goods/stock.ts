import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { catalogueChanged } from '../../cache/index.ts';

export interface StockLine {
  sku_id: number;
  num: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Same sku twice → one line; invalid quantities are a programming error of the caller. */
function merge(lines: StockLine[]): StockLine[] {
  const m = new Map<number, number>();
  for (const l of lines) {
    if (!Number.isInteger(l.sku_id) || l.sku_id <= 0 || !Number.isInteger(l.num) || l.num <= 0) {
      throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'num' });
    }
    m.set(l.sku_id, (m.get(l.sku_id) ?? 0) + l.num);
  }
  return [...m.entries()].sort((a, b) => a[0] - b[0]).map(([sku_id, num]) => ({ sku_id, num }));
}

function inTransaction<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}

/**
 * Takes sale stock for an order: all lines or none. Rows are locked in sku_id order (then goods in
 * goods_id order) so concurrent orders cannot deadlock on PostgreSQL; the check happens on the
 * locked rows before anything is written, and the update repeats the `stock >= n` condition (with
 * the table's CHECK (stock >= 0) as the last guard). Keeps goods.goods_stock and the sales counters
 * of goods and sku in step. Throws ApiError STOCK_NOT_ENOUGH naming the goods (and spec) that is
 * short. Call it inside the order transaction; given a plain Kysely it opens its own.
 */
export async function reserveStock(trx: Db, lines: StockLine[]): Promise<void> {
  const wanted = merge(lines);
  if (wanted.length === 0) return;
  await inTransaction(trx, async (t) => {
    const ids = wanted.map((l) => l.sku_id);
    const rows = await t
      .selectFrom('goods_sku as s')
      .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
      .select(['s.sku_id', 's.goods_id', 's.stock', 's.sku_name', 'g.goods_name'])
      .where('s.sku_id', 'in', ids)
      .orderBy('s.sku_id')
      .forUpdate('s')
      .execute();
    const byId = new Map(rows.map((r) => [r.sku_id, r]));
    for (const l of wanted) {
      const r = byId.get(l.sku_id);
      if (!r) throw new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
      if (r.stock < l.num) throw new ApiError(Code.ERROR, 'STOCK_NOT_ENOUGH', { name: r.sku_name || r.goods_name });
    }
    const perGoods = new Map<number, number>();
    for (const l of wanted) {
      const res = await t
        .updateTable('goods_sku')
        .set((eb) => ({ stock: eb('stock', '-', l.num), sale_num: eb('sale_num', '+', l.num) }))
        .where('sku_id', '=', l.sku_id)
        .where('stock', '>=', l.num)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) {
        const r = byId.get(l.sku_id)!;
        throw new ApiError(Code.ERROR, 'STOCK_NOT_ENOUGH', { name: r.sku_name || r.goods_name });
      }
      const goodsId = byId.get(l.sku_id)!.goods_id;
      perGoods.set(goodsId, (perGoods.get(goodsId) ?? 0) + l.num);
    }
    for (const [goodsId, num] of [...perGoods.entries()].sort((a, b) => a[0] - b[0])) {
      await t
        .updateTable('goods')
        .set((eb) => ({ goods_stock: sql<number>`greatest(0, ${eb.ref('goods_stock')} - ${num})`, sale_num: eb('sale_num', '+', num) }))
        .where('goods_id', '=', goodsId)
        .execute();
    }
    // This process's cached answers about these goods go now; loads in the next 2 s are not kept
    // (the caller's transaction may not have committed yet): see server/cache/ttl.ts.
    catalogueChanged(perGoods.keys());
  });
}

/**
 * Gives sale stock back (order closed / cancelled before shipping): the inverse of reserveStock,
 * in the same lock order. Unknown skus (deleted since) are skipped.
 */
export async function releaseStock(trx: Db, lines: StockLine[]): Promise<void> {
  const wanted = merge(lines);
  if (wanted.length === 0) return;
  await inTransaction(trx, async (t) => {
    const perGoods = new Map<number, number>();
    for (const l of wanted) {
      const row = await t
        .updateTable('goods_sku')
        .set((eb) => ({ stock: eb('stock', '+', l.num), sale_num: sql<number>`greatest(0, ${eb.ref('sale_num')} - ${l.num})` }))
        .where('sku_id', '=', l.sku_id)
        .returning('goods_id')
        .executeTakeFirst();
      if (row) perGoods.set(row.goods_id, (perGoods.get(row.goods_id) ?? 0) + l.num);
    }
    for (const [goodsId, num] of [...perGoods.entries()].sort((a, b) => a[0] - b[0])) {
      await t
        .updateTable('goods')
        .set((eb) => ({ goods_stock: eb('goods_stock', '+', num), sale_num: sql<number>`greatest(0, ${eb.ref('sale_num')} - ${num})` }))
        .where('goods_id', '=', goodsId)
        .execute();
    }
    catalogueChanged(perGoods.keys());
  });
}

/** What the order calculator needs about a sku (money in fen). */
export interface SkuForOrder {
  sku_id: number;
  goods_id: number;
  sku_name: string;
  goods_name: string;
  sku_no: string;
  sku_image: string;
  goods_image: string;
  /** JSON string, as NiuShop sends it */
  sku_spec_format: string;
  price: number;
  market_price: number;
  cost_price: number;
  discount_price: number;
  stock: number;
  /** grams */
  weight: number;
  volume: string;
  /** 1 on sale and not deleted */
  goods_state: number;
  is_delete: number;
  max_buy: number;
  min_buy: number;
  is_limit: number;
  /** 1 per order, 2 lifetime */
  limit_type: number;
  is_free_shipping: number;
  shipping_template: number;
  goods_class: number;
  goods_class_name: string;
  /** e.g. "express,store" */
  support_trade_type: string;
  unit: string;
  /** category ids of every level (for coupon scopes) */
  category_ids: number[];
  brand_id: number;
}

/** Skus by id (missing ids are simply absent from the map). */
export async function skuForOrder(db: Db, sku_ids: number[]): Promise<Map<number, SkuForOrder>> {
  const ids = [...new Set(sku_ids.filter((n) => Number.isInteger(n) && n > 0))];
  const out = new Map<number, SkuForOrder>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select([
      's.sku_id',
      's.goods_id',
      's.sku_name',
      'g.goods_name',
      's.sku_no',
      's.sku_image',
      'g.goods_image',
      's.sku_spec_format',
      's.price',
      's.market_price',
      's.cost_price',
      's.discount_price',
      's.stock',
      's.weight',
      's.volume',
      'g.goods_state',
      'g.is_delete',
      'g.max_buy',
      'g.min_buy',
      'g.is_limit',
      'g.limit_type',
      'g.is_free_shipping',
      'g.shipping_template',
      'g.goods_class',
      'g.goods_class_name',
      'g.support_trade_type',
      'g.unit',
      'g.category_id',
      'g.brand_id',
    ])
    .where('s.sku_id', 'in', ids)
    .execute();
  for (const r of rows) {
    out.set(r.sku_id, {
      ...r,
      goods_image: r.goods_image.split(',')[0] ?? '',
      sku_spec_format: JSON.stringify(r.sku_spec_format ?? []),
      volume: String(r.volume),
      goods_state: r.is_delete ? 0 : r.goods_state,
      category_ids: idList(r.category_id),
    });
  }
  return out;
}

/** ",1,5,12," → [1, 5, 12] */
export function idList(s: string | null | undefined): number[] {
  if (!s) return [];
  return s
    .split(',')
    .map((x) => Number(x))
    .filter((n) => Number.isInteger(n) && n > 0);
}
