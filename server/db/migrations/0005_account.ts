import { sql, type Kysely } from 'kysely';

/**
 * Account area: the member ledger (points, balances, growth), the China area tree, delivery
 * addresses, member levels, sign-in days and the refund log. Money is integer fen, times unix
 * seconds; valid on PostgreSQL 15 and PGlite.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  // One row per change of member.point / balance / balance_money / growth (changeAccount).
  `create table member_account (
    id bigserial primary key,
    member_id integer not null,
    account_type varchar(20) not null check (account_type in ('point', 'balance', 'balance_money', 'growth')),
    account_data bigint not null,
    from_type varchar(50) not null default '',
    type_name varchar(50) not null default '',
    type_tag varchar(255) not null default '',
    remark varchar(255) not null default '',
    related_id integer not null default 0,
    create_time bigint not null default ${NOW}
  )`,
  `create index member_account_member_type_time_idx on member_account (member_id, account_type, create_time desc, id desc)`,
  `create index member_account_member_time_idx on member_account (member_id, create_time desc, id desc)`,

  // Administrative divisions: id = the official code (province 2 digits, city 4, district 6).
  `create table area (
    id integer primary key,
    pid integer not null default 0,
    name varchar(50) not null,
    shortname varchar(30) not null default '',
    longitude varchar(30) not null default '',
    latitude varchar(30) not null default '',
    level smallint not null check (level between 1 and 4),
    sort integer not null default 0,
    status smallint not null default 1
  )`,
  `create index area_pid_idx on area (pid, sort, id)`,

  `create table member_address (
    id serial primary key,
    member_id integer not null,
    site_id integer not null default 0,
    name varchar(50) not null,
    mobile varchar(20) not null,
    telephone varchar(30) not null default '',
    province_id integer not null default 0,
    city_id integer not null default 0,
    district_id integer not null default 0,
    community_id integer not null default 0,
    address varchar(255) not null default '',
    full_address varchar(255) not null default '',
    longitude varchar(30) not null default '',
    latitude varchar(30) not null default '',
    is_default smallint not null default 0,
    type smallint not null default 1,
    create_time bigint not null default ${NOW},
    modify_time bigint not null default ${NOW}
  )`,
  `create index member_address_member_idx on member_address (member_id, type, is_default desc, id desc)`,
  // At most one default address per member and address type.
  `create unique index member_address_one_default_idx on member_address (member_id, type) where is_default = 1`,

  `create table member_level (
    level_id serial primary key,
    level_name varchar(50) not null,
    level_type smallint not null default 0,
    growth integer not null default 0,
    consume_discount integer not null default 100 check (consume_discount between 1 and 100),
    is_free_shipping smallint not null default 0,
    point_feedback integer not null default 0,
    send_point integer not null default 0,
    send_balance integer not null default 0,
    send_coupon varchar(255) not null default '',
    remark varchar(255) not null default '',
    bg_color varchar(50) not null default '#333',
    level_text_color varchar(50) not null default '#ffffff',
    level_picture varchar(255) not null default '',
    charge_rule text not null default '',
    charge_type smallint not null default 0,
    is_default smallint not null default 0,
    status smallint not null default 1,
    sort integer not null default 0,
    create_time bigint not null default ${NOW}
  )`,
  `create index member_level_growth_idx on member_level (level_type, status, growth)`,

  // One row per member and calendar day (Asia/Shanghai): the unique key makes sign-in once a day.
  `create table member_signin (
    id serial primary key,
    member_id integer not null,
    sign_date varchar(10) not null,
    days_series integer not null default 1,
    point integer not null default 0,
    growth integer not null default 0,
    create_time bigint not null default ${NOW},
    unique (member_id, sign_date)
  )`,

  `create table order_refund_log (
    id serial primary key,
    order_goods_id integer not null,
    order_id integer not null default 0,
    member_id integer not null default 0,
    refund_status smallint not null default 0,
    refund_status_name varchar(50) not null default '',
    action varchar(255) not null default '',
    action_way smallint not null default 1,
    action_userid integer not null default 0,
    username varchar(100) not null default '',
    "desc" text not null default '',
    create_time bigint not null default ${NOW}
  )`,
  `create index order_refund_log_goods_idx on order_refund_log (order_goods_id, id)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['order_refund_log', 'member_signin', 'member_level', 'member_address', 'area', 'member_account']) {
    await sql.raw(`drop table if exists ${t}`).execute(db);
  }
}
