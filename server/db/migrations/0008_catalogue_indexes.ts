import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the catalogue reads (issue 6), found with EXPLAIN ANALYZE on PostgreSQL with the
 * seed copied up to 51,000 goods / 154,000 skus (server/modules/goods/catalog.ts `goodsList`):
 *
 * - Every goods list counts its goods (`count(*)` of on-sale goods joined to their default sku).
 *   Without an index that was two sequential scans of `goods` (large rows: goods_content) and
 *   `goods_sku`: 130-340 ms per page, with or without a category. `goods_on_sale_idx` (partial,
 *   covering sku_id and goods_id) turns it into index-only scans joined to the sku primary key:
 *   13-35 ms, and makes "price ascending" lists walk skus in price order (260 → 15 ms).
 * - The diy goods components (home page lists) order in-stock goods first:
 *   `(goods_stock > 0) desc` then the component's order. Without a matching index every call
 *   sorted all on-sale goods: 280-400 ms; with them a few index entries are read: 1-4 ms
 *   (default, sales and newest orders; "price" orders by a sku column and cannot use one).
 *
 * All are partial on `goods_state = 1 and is_delete = 0`, the condition of every shopper read.
 * Valid on PostgreSQL 15 and PGlite.
 */
const ON_SALE = 'where goods_state = 1 and is_delete = 0';

const indexes: Array<[name: string, definition: string]> = [
  ['goods_on_sale_idx', `on goods (sku_id) include (goods_id) ${ON_SALE}`],
  ['goods_in_stock_sort_idx', `on goods ((goods_stock > 0) desc, sort, create_time desc, goods_id desc) ${ON_SALE}`],
  ['goods_in_stock_sales_idx', `on goods ((goods_stock > 0) desc, (sale_num + virtual_sale) desc, goods_id desc) ${ON_SALE}`],
  ['goods_in_stock_new_idx', `on goods ((goods_stock > 0) desc, create_time desc, goods_id desc) ${ON_SALE}`],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of indexes) await sql.raw(`create index ${name} ${definition}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...indexes].reverse()) await sql.raw(`drop index if exists ${name}`).execute(db);
}
