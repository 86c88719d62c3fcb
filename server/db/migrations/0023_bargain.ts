import { sql, type Kysely } from 'kysely';

/**
 * Bargain (NiuShop's `bargain` addon, 砍价, niushop-promotions.md §4): activities of one goods
 * (`promotion_bargain`: buy at any price or only at the floor, fixed or random cuts, helpers
 * needed, hours a launch lasts, whether the launcher cuts first, helps per member per activity;
 * `status` keeps only the merchant's close, 3), their skus (`promotion_bargain_goods`: start price,
 * floor, first cut, bargain stock), launches (`promotion_bargain_launch`, one per member per
 * activity: status 0 running, 1 floor reached, 2 failed; `order_id` the order bought with it, -1
 * while one is being created) and helps (`promotion_bargain_record`, one per member per launch).
 * Money is integer fen, times unix seconds; valid on PostgreSQL 15 and PGlite.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table promotion_bargain (
    bargain_id serial primary key,
    bargain_name varchar(255) not null,
    goods_id integer not null,
    buy_type smallint not null default 0 check (buy_type in (0, 1)),
    bargain_type smallint not null default 1 check (bargain_type in (0, 1)),
    bargain_num integer not null check (bargain_num >= 1),
    bargain_time integer not null check (bargain_time >= 1),
    remark varchar(1000) not null default '',
    start_time bigint not null,
    end_time bigint not null,
    status smallint not null default 1 check (status in (0, 1, 2, 3)),
    is_own smallint not null default 0 check (is_own in (0, 1)),
    help_bargain_num integer not null default 0 check (help_bargain_num >= 0),
    sale_num integer not null default 0,
    join_num integer not null default 0,
    browse_num integer not null default 0,
    share_num integer not null default 0,
    create_time bigint not null default ${NOW},
    check (end_time > start_time)
  )`,
  `create index promotion_bargain_window_idx on promotion_bargain (end_time, start_time)`,
  `create table promotion_bargain_goods (
    id serial primary key,
    bargain_id integer not null references promotion_bargain (bargain_id) on delete cascade,
    goods_id integer not null,
    sku_id integer not null,
    price integer not null check (price >= 0),
    floor_price integer not null check (floor_price >= 0),
    first_bargain_price integer not null default 0 check (first_bargain_price >= 0),
    bargain_stock integer not null default 0 check (bargain_stock >= 0),
    sale_num integer not null default 0,
    join_num integer not null default 0,
    unique (bargain_id, sku_id),
    check (price > floor_price)
  )`,
  `create table promotion_bargain_launch (
    launch_id serial primary key,
    bargain_id integer not null references promotion_bargain (bargain_id) on delete cascade,
    bargain_goods_id integer not null,
    goods_id integer not null,
    sku_id integer not null,
    sku_name varchar(400) not null default '',
    sku_image varchar(2000) not null default '',
    price integer not null,
    floor_price integer not null,
    first_bargain_price integer not null default 0,
    buy_type smallint not null default 0,
    bargain_type smallint not null default 1,
    is_own smallint not null default 0,
    need_num integer not null,
    curr_num integer not null default 0,
    curr_price integer not null,
    start_time bigint not null,
    end_time bigint not null,
    status smallint not null default 0 check (status in (0, 1, 2)),
    member_id integer not null,
    nickname varchar(255) not null default '',
    headimg varchar(255) not null default '',
    order_id integer not null default 0,
    unique (bargain_id, member_id),
    check (curr_price >= floor_price)
  )`,
  `create index promotion_bargain_launch_due_idx on promotion_bargain_launch (end_time, launch_id) where status = 0`,
  `create index promotion_bargain_launch_member_idx on promotion_bargain_launch (member_id, status)`,
  `create index promotion_bargain_launch_order_idx on promotion_bargain_launch (order_id) where order_id > 0`,
  `create table promotion_bargain_record (
    id serial primary key,
    launch_id integer not null references promotion_bargain_launch (launch_id) on delete cascade,
    member_id integer not null,
    nickname varchar(255) not null default '',
    headimg varchar(255) not null default '',
    money integer not null check (money > 0),
    bargain_time bigint not null,
    unique (launch_id, member_id)
  )`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['promotion_bargain_record', 'promotion_bargain_launch', 'promotion_bargain_goods', 'promotion_bargain']) await sql.raw(`drop table if exists ${t}`).execute(db);
}
