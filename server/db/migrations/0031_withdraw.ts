import { sql, type Kysely } from 'kysely';

/**
 * Balance withdrawal (issue 16, NiuShop `member_withdraw` + `pay_transfer`). A withdrawal debits the
 * member's withdrawable balance when it is made; status 0 pending → 1 approved → 3 transferring →
 * 2 paid, or -1 refused (from 0 or 1) / -2 transfer failed (from 3), the last two giving the money
 * back once. `pay_transfer` is money sent out through a transfer provider (one row per source row:
 * unique (source, relate_id)), retried by the `transfer.send` due job until the provider's signed
 * result arrives (0 waiting, 1 paid, -1 failed). `devtransfer_payout` is the development provider's
 * own books (once per transfer_no), what a real provider keeps on its side. Money is integer fen,
 * times unix seconds; valid on PostgreSQL 15 and PGlite. Column types: server/db/tables/wallet.ts.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table member_withdraw (
    id serial primary key,
    withdraw_no varchar(50) not null unique,
    member_id integer not null,
    transfer_type varchar(20) not null check (transfer_type in ('bank', 'alipay', 'wechatpay')),
    realname varchar(50) not null default '',
    mobile varchar(20) not null default '',
    bank_name varchar(50) not null default '',
    account_number varchar(100) not null default '',
    applet_type smallint not null default 0,
    apply_money integer not null check (apply_money > 0),
    rate integer not null default 0 check (rate between 0 and 100),
    service_money integer not null default 0 check (service_money >= 0),
    money integer not null check (money > 0),
    status smallint not null default 0 check (status in (-2, -1, 0, 1, 2, 3)),
    apply_time bigint not null default ${NOW},
    audit_time bigint not null default 0,
    transfer_time bigint not null default 0,
    payment_time bigint not null default 0,
    refuse_reason varchar(255) not null default '',
    fail_reason varchar(255) not null default '',
    certificate varchar(255) not null default '',
    certificate_remark varchar(255) not null default '',
    transfer_id integer not null default 0
  )`,
  `create index member_withdraw_member_idx on member_withdraw (member_id, apply_time desc, id desc)`,
  `create index member_withdraw_status_idx on member_withdraw (member_id, status)`,

  `create table pay_transfer (
    id serial primary key,
    transfer_no varchar(50) not null unique,
    source varchar(30) not null,
    relate_id integer not null,
    member_id integer not null default 0,
    transfer_type varchar(20) not null,
    realname varchar(50) not null default '',
    account_number varchar(100) not null default '',
    bank_name varchar(50) not null default '',
    amount integer not null check (amount > 0),
    status smallint not null default 0 check (status in (-1, 0, 1)),
    attempts integer not null default 0,
    next_try_time bigint not null default 0,
    sending smallint not null default 0,
    last_error varchar(255) not null default '',
    provider_no varchar(100) not null default '',
    result_reason varchar(255) not null default '',
    create_time bigint not null default ${NOW},
    finish_time bigint not null default 0,
    unique (source, relate_id)
  )`,
  `create index pay_transfer_due_idx on pay_transfer (status, next_try_time)`,

  `create table devtransfer_payout (
    transfer_no varchar(50) primary key,
    payout_no varchar(100) not null unique,
    transfer_type varchar(20) not null,
    account_number varchar(100) not null default '',
    amount integer not null check (amount > 0),
    status varchar(10) not null,
    reason varchar(100) not null default '',
    create_time bigint not null default ${NOW}
  )`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['devtransfer_payout', 'pay_transfer', 'member_withdraw']) await sql.raw(`drop table if exists ${t}`).execute(db);
}
