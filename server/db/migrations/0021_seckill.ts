import { sql, type Kysely } from 'kysely';

/**
 * Seckill (NiuShop's `seckill` addon, niushop-promotions.md §1): daily time slots (seconds since
 * midnight, China time), activities (one row per goods, a date window, its slots as ",1,3,", the
 * activity's stock, the per-member limit period: 'day' or 'activity') and their skus (seckill
 * price, seckill stock, per-member limit `max_buy`, 0 = none). `status` keeps only the merchant's
 * close (-1); otherwise the status is computed from the times when read. Stock columns never go
 * below zero (CHECK), changed only by conditional updates in the order transaction.
 * Money is integer fen, times unix seconds; valid on PostgreSQL 15 and PGlite.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table promotion_seckill_time (
    id serial primary key,
    name varchar(50) not null default '',
    seckill_start_time integer not null check (seckill_start_time >= 0 and seckill_start_time < 86400),
    seckill_end_time integer not null check (seckill_end_time > 0 and seckill_end_time <= 86400),
    create_time bigint not null default ${NOW},
    modify_time bigint not null default ${NOW},
    check (seckill_end_time > seckill_start_time)
  )`,
  `create table promotion_seckill (
    id serial primary key,
    seckill_name varchar(255) not null,
    status smallint not null default 1 check (status in (-1, 0, 1, 2)),
    remark varchar(1000) not null default '',
    start_time bigint not null,
    end_time bigint not null,
    sort integer not null default 0,
    goods_id integer not null,
    goods_name varchar(400) not null default '',
    goods_image varchar(2000) not null default '',
    seckill_price integer not null default 0 check (seckill_price >= 0),
    seckill_time_id varchar(255) not null default '',
    goods_stock integer not null default 0 check (goods_stock >= 0),
    sale_num integer not null default 0 check (sale_num >= 0),
    limit_period varchar(10) not null default 'day' check (limit_period in ('day', 'activity')),
    create_time bigint not null default ${NOW},
    check (end_time > start_time)
  )`,
  `create index promotion_seckill_window_idx on promotion_seckill (end_time, start_time)`,
  `create index promotion_seckill_goods_id_idx on promotion_seckill (goods_id)`,
  `create table promotion_seckill_goods (
    id serial primary key,
    seckill_id integer not null references promotion_seckill (id) on delete cascade,
    goods_id integer not null,
    sku_id integer not null,
    sku_name varchar(400) not null default '',
    sku_image varchar(2000) not null default '',
    seckill_price integer not null check (seckill_price >= 0),
    price integer not null default 0,
    stock integer not null default 0 check (stock >= 0),
    sale_num integer not null default 0 check (sale_num >= 0),
    max_buy integer not null default 0 check (max_buy >= 0),
    unique (seckill_id, sku_id)
  )`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table if exists promotion_seckill_goods').execute(db);
  await sql.raw('drop table if exists promotion_seckill').execute(db);
  await sql.raw('drop table if exists promotion_seckill_time').execute(db);
}
