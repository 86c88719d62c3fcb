import { sql, type Kysely } from 'kysely';

/**
 * Paid member cards (issue 16, NiuShop supermember addon): cards are `member_level` rows with
 * level_type 1 (price per period in charge_rule); this adds the recommended flag and the merchant
 * text in other languages (`i18n`) to member_level, the card orders (`member_level_order`: order_status
 * 0 waiting for payment, 1 paid, -1 closed by the `supermember.autoClose` due job; order_type 1 buy,
 * 2 renewal) and the level history (`member_level_records`: change_type buy, renew, expire) that
 * decides the opening gifts (first time only) and the fallback when a card runs out. Cards running
 * out are found through a partial index on member.level_expire_time. Money is integer fen, times
 * unix seconds; valid on PostgreSQL 15 and PGlite. Column types: server/db/tables/wallet.ts.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `alter table member_level add column is_recommend smallint not null default 0`,
  `alter table member_level add column i18n jsonb not null default '{}'::jsonb`,
  `create index member_card_expire_idx on member (level_expire_time) where member_level_type = 1`,
  `create table member_level_order (
    order_id serial primary key,
    order_no varchar(50) not null unique,
    out_trade_no varchar(50) not null,
    member_id integer not null,
    nickname varchar(255) not null default '',
    headimg varchar(255) not null default '',
    level_id integer not null,
    level_name varchar(50) not null,
    order_type smallint not null check (order_type in (1, 2)),
    charge_type smallint not null default 0,
    period_unit varchar(10) not null check (period_unit in ('week', 'month', 'quarter', 'year')),
    buy_num integer not null default 1,
    order_money integer not null check (order_money > 0),
    pay_type varchar(55) not null default '',
    pay_status smallint not null default 0,
    order_status smallint not null default 0 check (order_status in (-1, 0, 1)),
    expire_time bigint not null default 0,
    create_time bigint not null default ${NOW},
    pay_time bigint not null default 0,
    auto_close_time bigint not null default 0,
    close_time bigint not null default 0
  )`,
  `create index member_level_order_member_idx on member_level_order (member_id, create_time desc)`,
  `create index member_level_order_due_idx on member_level_order (order_status, auto_close_time)`,
  `create table member_level_records (
    id serial primary key,
    member_id integer not null,
    before_level_id integer not null default 0,
    before_level_name varchar(50) not null default '',
    before_level_type smallint not null default 0,
    before_expire_time bigint not null default 0,
    after_level_id integer not null default 0,
    after_level_name varchar(50) not null default '',
    after_level_type smallint not null default 0,
    after_expire_time bigint not null default 0,
    change_type varchar(20) not null,
    order_id integer not null default 0,
    change_time bigint not null default ${NOW}
  )`,
  `create index member_level_records_member_idx on member_level_records (member_id, id desc)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['member_level_records', 'member_level_order']) await sql.raw(`drop table if exists ${t}`).execute(db);
  await sql.raw('drop index if exists member_card_expire_idx').execute(db);
  await sql.raw('alter table member_level drop column if exists i18n').execute(db);
  await sql.raw('alter table member_level drop column if exists is_recommend').execute(db);
}
