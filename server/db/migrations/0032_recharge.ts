import { sql, type Kysely } from 'kysely';

/**
 * Recharge (issue 16, NiuShop memberrecharge addon): packages (`member_recharge`: face value credited
 * to the stored balance, price paid, gift points, growth and coupon types; status 1 on sale, 2 off)
 * and recharge orders (`member_recharge_order`: status 1 unpaid, 2 paid, -1 closed by the
 * `memberrecharge.autoClose` due job at `auto_close_time`; NiuShop deleted unpaid orders, we keep
 * them closed). Package and order names keep their other languages in `i18n`. Money is integer fen,
 * times unix seconds; valid on PostgreSQL 15 and PGlite. Column types: server/db/tables/wallet.ts.
 */
const NOW = 'extract(epoch from now())::bigint';
const I18N = `i18n jsonb not null default '{}'::jsonb`;

const statements: string[] = [
  `create table member_recharge (
    recharge_id serial primary key,
    recharge_name varchar(100) not null,
    cover_img varchar(255) not null default '',
    face_value integer not null check (face_value > 0),
    buy_price integer not null check (buy_price > 0),
    point integer not null default 0 check (point >= 0),
    growth integer not null default 0 check (growth >= 0),
    coupon_id varchar(255) not null default '',
    sale_num integer not null default 0,
    status smallint not null default 1 check (status in (1, 2)),
    ${I18N},
    create_time bigint not null default ${NOW},
    update_time bigint not null default 0
  )`,
  `create table member_recharge_order (
    order_id serial primary key,
    order_no varchar(50) not null unique,
    out_trade_no varchar(50) not null,
    member_id integer not null,
    nickname varchar(255) not null default '',
    member_img varchar(255) not null default '',
    recharge_id integer not null default 0,
    recharge_name varchar(100) not null,
    cover_img varchar(255) not null default '',
    face_value integer not null check (face_value > 0),
    buy_price integer not null check (buy_price > 0),
    point integer not null default 0,
    growth integer not null default 0,
    coupon_id varchar(255) not null default '',
    price integer not null default 0,
    pay_type varchar(55) not null default '',
    pay_status smallint not null default 0,
    status smallint not null default 1 check (status in (-1, 1, 2)),
    order_from varchar(55) not null default '',
    order_from_name varchar(55) not null default '',
    store_id integer not null default 0,
    ${I18N},
    create_time bigint not null default ${NOW},
    pay_time bigint not null default 0,
    auto_close_time bigint not null default 0,
    close_time bigint not null default 0
  )`,
  `create index member_recharge_order_member_idx on member_recharge_order (member_id, status, create_time desc)`,
  `create index member_recharge_order_due_idx on member_recharge_order (status, auto_close_time)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['member_recharge_order', 'member_recharge']) await sql.raw(`drop table if exists ${t}`).execute(db);
}
