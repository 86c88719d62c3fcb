import { sql, type Kysely } from 'kysely';

/**
 * Withdrawal accounts of members (issue 16, NiuShop `member_bank_account`): bank card, Alipay or
 * WeChat change (`wechatpay`, paid to the member's openid, so no account number is kept). A member
 * has at most one default account (partial unique index), the one added or edited last. Times are
 * unix seconds; valid on PostgreSQL 15 and PGlite. Column types: server/db/tables/wallet.ts.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table member_bank_account (
    id serial primary key,
    member_id integer not null,
    realname varchar(50) not null,
    mobile varchar(20) not null,
    withdraw_type varchar(20) not null check (withdraw_type in ('bank', 'alipay', 'wechatpay')),
    branch_bank_name varchar(50) not null default '',
    bank_account varchar(50) not null default '',
    is_default smallint not null default 0,
    create_time bigint not null default ${NOW},
    modify_time bigint not null default 0
  )`,
  `create index member_bank_account_member_idx on member_bank_account (member_id, create_time)`,
  `create unique index member_bank_account_default_uq on member_bank_account (member_id) where is_default = 1`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table if exists member_bank_account').execute(db);
}
