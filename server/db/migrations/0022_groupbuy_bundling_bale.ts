import { sql, type Kysely } from 'kysely';

/**
 * Groupbuy, bundling and bale (NiuShop's `groupbuy`, `bundling` and `bale` addons,
 * niushop-promotions.md §3, §7, §8):
 * - `promotion_groupbuy`: one goods at one group price for all its skus, with a minimum quantity per
 *   order (`buy_num`), a window, `sell_num` counted on payment; `status` keeps only the merchant's
 *   close (3), otherwise the times decide.
 * - `promotion_bundling` + `promotion_bundling_goods`: a package of skus at a package price; open (1)
 *   or closed (0); `shipping_fee_type` 1 = the shop pays the delivery (free), 2 = the buyer pays.
 * - `promotion_bale`: any `num` pieces of its skus for `price`, inside a window; `shipping_fee_type`
 *   0 = the shop pays the delivery (free), 1 = the buyer pays (NiuShop's admin labels); `status`
 *   keeps only the merchant's close (2).
 * Money is integer fen, times unix seconds; valid on PostgreSQL 15 and PGlite.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table promotion_groupbuy (
    groupbuy_id serial primary key,
    goods_id integer not null,
    goods_name varchar(400) not null default '',
    goods_image varchar(2000) not null default '',
    goods_price integer not null default 0,
    groupbuy_price integer not null check (groupbuy_price >= 0),
    buy_num integer not null default 1 check (buy_num >= 1),
    start_time bigint not null,
    end_time bigint not null,
    sell_num integer not null default 0 check (sell_num >= 0),
    status smallint not null default 2 check (status in (1, 2, 3)),
    rule varchar(2000) not null default '',
    create_time bigint not null default ${NOW},
    check (end_time > start_time)
  )`,
  `create index promotion_groupbuy_window_idx on promotion_groupbuy (end_time, start_time)`,
  `create index promotion_groupbuy_goods_idx on promotion_groupbuy (goods_id)`,

  `create table promotion_bundling (
    bl_id serial primary key,
    bl_name varchar(255) not null,
    bl_price integer not null check (bl_price >= 0),
    goods_money integer not null default 0,
    shipping_fee_type smallint not null default 2 check (shipping_fee_type in (1, 2)),
    status smallint not null default 1 check (status in (0, 1)),
    update_time bigint not null default ${NOW}
  )`,
  `create table promotion_bundling_goods (
    id serial primary key,
    bl_id integer not null references promotion_bundling (bl_id) on delete cascade,
    goods_id integer not null,
    sku_id integer not null,
    sku_name varchar(400) not null default '',
    sku_image varchar(2000) not null default '',
    price integer not null default 0,
    promotion_price integer not null default 0,
    unique (bl_id, sku_id)
  )`,
  `create index promotion_bundling_goods_sku_idx on promotion_bundling_goods (sku_id)`,

  `create table promotion_bale (
    bale_id serial primary key,
    name varchar(255) not null,
    num integer not null check (num >= 1),
    price integer not null check (price >= 0),
    goods_ids varchar(2000) not null default '',
    sku_ids varchar(4000) not null default '',
    start_time bigint not null,
    end_time bigint not null,
    shipping_fee_type smallint not null default 0 check (shipping_fee_type in (0, 1)),
    status smallint not null default 1 check (status in (0, 1, 2)),
    create_time bigint not null default ${NOW},
    check (end_time > start_time)
  )`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['promotion_bale', 'promotion_bundling_goods', 'promotion_bundling', 'promotion_groupbuy']) await sql.raw(`drop table if exists ${t}`).execute(db);
}
