/**
 * A bench's database: a temporary DATA_DIR (PGlite) or a fresh PostgreSQL database, migrated and
 * seeded with the shop's own code before the server starts, then adjusted by the bench (stock,
 * extra members, diy pages) with plain SQL. Removed at clean-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import type { Database } from '../../server/db/schema.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import type { Backend } from './cli.ts';
import { onCleanup } from './cleanup.ts';
import { createDatabase } from './pg.ts';

export type Db = Kysely<Database>;

export interface DataSet {
  backend: Backend;
  /** DATA_DIR of the server (uploads, lock, server.log; the PGlite files for pglite). */
  dataDir: string;
  /** DATABASE_URL for pg; undefined for PGlite. */
  databaseUrl: string | undefined;
  /** Opens the database in this process. PGlite: only while no server has it open (dir lock). */
  withDb<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export interface PrepareOptions {
  backend: Backend;
  /** A short name for the temp dir / database. */
  label: string;
  /** Render the demo product pictures (browser benches need them; API benches do not). */
  images?: boolean;
  /** Changes made after migrating and seeding, before any server starts. */
  mutate?: (db: Db) => Promise<void>;
}

export async function prepareData(opts: PrepareOptions): Promise<DataSet> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${opts.label}-`));
  const removeDir = onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (opts.backend === 'pg') {
    const created = await createDatabase(opts.label);
    databaseUrl = created.url;
    dropDb = created.drop;
  }
  const withDb = async <T>(fn: (db: Db) => Promise<T>): Promise<T> => {
    const dbh = await openDatabase({ url: databaseUrl, dataDir, poolSize: 2 });
    try {
      return await fn(dbh.db);
    } finally {
      await dbh.close();
    }
  };
  const started = Date.now();
  await withDb(async (db) => {
    const config = { ...loadConfig({ SHOP_MODE: 'test' }), dataDir, databaseUrl };
    await seedIfEmpty(db, config, { images: opts.images ?? false });
    if (opts.mutate) await opts.mutate(db);
  });
  console.log(`[bench] ${opts.backend} database ready in ${((Date.now() - started) / 1000).toFixed(1)} s${opts.images ? ' (with pictures)' : ''}`);
  const dispose = onCleanup(async () => {
    await dropDb?.();
    await removeDir();
  });
  return { backend: opts.backend, dataDir, databaseUrl, withDb, dispose };
}

// ---------------------------------------------------------------------------------------------
// Plain-SQL helpers (the table shapes are the migrations'; no dependence on other areas' code).

export async function tableExists(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return (rows[0]?.n ?? 0) > 0;
}

export interface SkuRow {
  sku_id: number;
  goods_id: number;
  stock: number;
  goods_name: string;
}

/**
 * On-sale physical skus anyone may buy any number of (no purchase limits), by sku id.
 * `minStock` filters out sold-out skus.
 */
export async function buyableSkus(db: Db, limit: number, minStock = 1): Promise<SkuRow[]> {
  const { rows } = await sql<SkuRow>`
    select s.sku_id, s.goods_id, s.stock, g.goods_name
    from goods_sku s join goods g on g.goods_id = s.goods_id
    where g.goods_state = 1 and g.is_delete = 0 and g.goods_class = 1
      and g.max_buy = 0 and g.min_buy <= 1 and g.is_limit = 0 and g.sale_channel in ('all', 'online')
      and g.support_trade_type like '%express%' and s.stock >= ${minStock}
    order by s.sku_id
    limit ${limit}`.execute(db);
  return rows;
}

/** The sku the catalogue seed keeps at exactly 10 units for the contention bench, if any. */
export async function seededTenUnitSku(db: Db): Promise<SkuRow | undefined> {
  const { rows } = await sql<SkuRow>`
    select s.sku_id, s.goods_id, s.stock, g.goods_name
    from goods_sku s join goods g on g.goods_id = s.goods_id
    where g.goods_state = 1 and g.is_delete = 0 and s.stock = 10 and g.goods_name like ${'%10%'}
      and (select count(*) from goods_sku o where o.goods_id = g.goods_id) = 1
    order by s.sku_id
    limit 1`.execute(db);
  return rows[0];
}

/** Sets the stock of skus and keeps goods.goods_stock the sum of its skus. */
export async function setStock(db: Db, skuIds: number[], stock: number): Promise<void> {
  if (skuIds.length === 0) return;
  await sql`update goods_sku set stock = ${stock}, real_stock = ${stock} where sku_id in (${sql.join(skuIds)})`.execute(db);
  await sql`update goods g set goods_stock = (select coalesce(sum(s.stock), 0) from goods_sku s where s.goods_id = g.goods_id)
    where g.goods_id in (select goods_id from goods_sku where sku_id in (${sql.join(skuIds)}))`.execute(db);
}

export async function skuStock(db: Db, skuId: number): Promise<number | undefined> {
  const { rows } = await sql<{ stock: number }>`select stock from goods_sku where sku_id = ${skuId}`.execute(db);
  return rows[0]?.stock;
}

/** Orders (and their quantity) holding a sku. */
export async function ordersForSku(db: Db, skuId: number): Promise<{ orders: number; units: number }> {
  const { rows } = await sql<{ orders: number; units: number }>`
    select count(distinct order_id)::int as orders, coalesce(sum(num), 0)::int as units from order_goods where sku_id = ${skuId}`.execute(db);
  return rows[0] ?? { orders: 0, units: 0 };
}
