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

/** The stock_ledger row each taken line gets, written by the same statement that takes the stock. */
export interface StockLedgerRef {
  order_id: number;
  reason: string;
  create_time: number;
}

/** STOCK_NOT_ENOUGH naming the goods (and spec) that is short, or GOODS_NOT_EXIST. */
async function shortage(t: Transaction<Database>, skuId: number): Promise<ApiError> {
  const r = await t
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select(['s.sku_name', 'g.goods_name'])
    .where('s.sku_id', '=', skuId)
    .executeTakeFirst();
  return r ? new ApiError(Code.ERROR, 'STOCK_NOT_ENOUGH', { name: r.sku_name || r.goods_name }) : new ApiError(Code.ERROR, 'GOODS_NOT_EXIST');
}

/**
 * Takes sale stock for an order: all lines or none. Each sku falls by one conditional update
 * (`stock >= n`, with the table's CHECK (stock >= 0) as the last guard), the skus in sku_id order,
 * then their goods in goods_id order (goods.goods_stock and the sales counters kept in step), so
 * concurrent orders cannot deadlock on PostgreSQL. A line that is short (or a sku that is gone)
 * throws ApiError STOCK_NOT_ENOUGH naming the goods (GOODS_NOT_EXIST): the caller's transaction
 * rolls back what was taken. With `ledger`, each line's stock_ledger row is written by the same
 * statement. One line (the usual order) is one statement: sku, goods and ledger row together.
 *
 * These rows are the hottest an order touches (every order of a goods updates its goods row), and
 * their locks are held until commit: the order calls this last, after its own inserts, so they are
 * held for as short a time as possible. Call it inside the order transaction; given a plain Kysely
 * it opens its own.
 */
export async function reserveStock(trx: Db, lines: StockLine[], ledger?: StockLedgerRef): Promise<void> {
  const wanted = merge(lines);
  if (wanted.length === 0) return;
  await inTransaction(trx, async (t) => {
    const perGoods = new Map<number, number>();
    if (wanted.length === 1) {
      const { sku_id, num } = wanted[0]!;
      const ledgerCte = ledger
        ? sql`, l as (insert into stock_ledger (sku_id, goods_id, delta, reason, order_id, create_time)
            select sku_id, goods_id, ${-num}::int, ${ledger.reason}::varchar, ${ledger.order_id}::int, ${ledger.create_time}::bigint from s returning id)`
        : sql``;
      const r = await sql<{ goods_id: number }>`
        with s as (
          update goods_sku set stock = stock - ${num}, sale_num = sale_num + ${num}
          where sku_id = ${sku_id} and stock >= ${num} returning sku_id, goods_id),
        g as (
          update goods set goods_stock = greatest(0, goods_stock - ${num}), sale_num = sale_num + ${num}
          where goods_id = (select goods_id from s) returning goods_id)${ledgerCte}
        select goods_id from s`.execute(t);
      const row = r.rows[0];
      if (!row) throw await shortage(t, sku_id);
      perGoods.set(Number(row.goods_id), num);
    } else {
      const taken: { sku_id: number; goods_id: number; num: number }[] = [];
      for (const l of wanted) {
        const row = await t
          .updateTable('goods_sku')
          .set((eb) => ({ stock: eb('stock', '-', l.num), sale_num: eb('sale_num', '+', l.num) }))
          .where('sku_id', '=', l.sku_id)
          .where('stock', '>=', l.num)
          .returning('goods_id')
          .executeTakeFirst();
        if (!row) throw await shortage(t, l.sku_id);
        taken.push({ sku_id: l.sku_id, goods_id: row.goods_id, num: l.num });
        perGoods.set(row.goods_id, (perGoods.get(row.goods_id) ?? 0) + l.num);
      }
      for (const [goodsId, num] of [...perGoods.entries()].sort((a, b) => a[0] - b[0])) {
        await t
          .updateTable('goods')
          .set((eb) => ({ goods_stock: sql<number>`greatest(0, ${eb.ref('goods_stock')} - ${num})`, sale_num: eb('sale_num', '+', num) }))
          .where('goods_id', '=', goodsId)
          .execute();
      }
      if (ledger) {
        await t
          .insertInto('stock_ledger')
          .values(taken.map((l) => ({ sku_id: l.sku_id, goods_id: l.goods_id, delta: -l.num, reason: ledger.reason, order_id: ledger.order_id, create_time: ledger.create_time })))
          .execute();
      }
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
