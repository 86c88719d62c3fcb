import { sql, type Kysely } from 'kysely';

/**
 * The member pay code (NiuShop's `pay_balance`; server/modules/pay/payCode.ts): an 18-digit auth code
 * and a 4-digit dynamic code a member shows a cashier, valid for two minutes. One row per member at a
 * time (making a new one deletes the member's older ones); `status` and `out_trade_no` are the cashier
 * side's (NiuShop writes them without creating them). Valid on PostgreSQL 15 and PGlite. Column types
 * for Kysely: server/db/tables/payment.ts.
 */
const statements: string[] = [
  `create table pay_balance (
    id serial primary key,
    site_id integer not null default 1,
    auth_code varchar(18) not null check (auth_code ~ '^[0-9]{18}$'),
    member_id integer not null references member (member_id) on delete cascade,
    dynamic_code varchar(4) not null check (dynamic_code ~ '^[0-9]{4}$'),
    status smallint not null default 0,
    out_trade_no varchar(50) not null default '',
    pay_time bigint not null default 0,
    create_time bigint not null,
    expire_time bigint not null
  )`,
  `create unique index pay_balance_auth_code_uq on pay_balance (auth_code)`,
  `create index pay_balance_member_idx on pay_balance (member_id)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table if exists pay_balance').execute(db);
}
