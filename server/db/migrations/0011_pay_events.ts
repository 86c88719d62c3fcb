import { sql, type Kysely } from 'kysely';

/**
 * Payments that are not orders (server/modules/pay/events.ts): every pay row names the event whose
 * handler runs when it is paid (`event`, NiuShop's names: `OrderPayNotify`, later
 * `MemberrechargeOrderPayNotify`, …), so the column loses its default and `relate_id` is read
 * together with it. Money going back through a gateway: `pay_refund` (one row per refund, unique per
 * source and key, so a repeat records nothing twice; status 0 waiting for the gateway's result,
 * 1 refunded, -1 refused by the gateway, 2 to be returned offline by the merchant) with its trail in
 * `pay_refund_log`. The development gateway's own books (what a real gateway keeps on its side):
 * `devpay_trade` (payments it collected) and `devpay_refund` (refunds it made, once per refund_no).
 * Money is integer fen, times unix seconds; valid on PostgreSQL 15 and PGlite.
 * Column types for Kysely: server/db/tables/trade.ts and server/db/tables/payment.ts.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `alter table pay alter column event drop default`,
  `drop index if exists pay_relate_idx`,
  `create index pay_event_relate_idx on pay (event, relate_id)`,

  `create table pay_refund (
    id serial primary key,
    refund_no varchar(50) not null unique,
    source varchar(30) not null,
    source_key varchar(100) not null,
    pay_type varchar(55) not null,
    out_trade_no varchar(50) not null,
    trade_no varchar(100) not null default '',
    member_id integer not null default 0,
    refund_fee integer not null check (refund_fee > 0),
    total_fee integer not null default 0,
    reason varchar(255) not null default '',
    status smallint not null default 0 check (status in (-1, 0, 1, 2)),
    attempts integer not null default 0,
    next_try_time bigint not null default 0,
    sending smallint not null default 0,
    last_error varchar(255) not null default '',
    create_time bigint not null default ${NOW},
    finish_time bigint not null default 0,
    unique (source, source_key)
  )`,
  `create index pay_refund_due_idx on pay_refund (status, next_try_time)`,
  `create index pay_refund_trade_idx on pay_refund (out_trade_no)`,
  `create table pay_refund_log (
    id serial primary key,
    refund_id integer not null references pay_refund (id) on delete cascade,
    action varchar(30) not null,
    detail varchar(500) not null default '',
    create_time bigint not null default ${NOW}
  )`,
  `create index pay_refund_log_refund_idx on pay_refund_log (refund_id, id)`,

  `create table devpay_trade (
    trade_no varchar(100) primary key,
    out_trade_no varchar(50) not null,
    total_fee integer not null check (total_fee >= 0),
    refunded_fee integer not null default 0 check (refunded_fee >= 0 and refunded_fee <= total_fee),
    create_time bigint not null default ${NOW}
  )`,
  `create table devpay_refund (
    refund_no varchar(50) primary key,
    trade_no varchar(100) not null,
    refund_fee integer not null,
    status varchar(20) not null,
    reason varchar(255) not null default '',
    create_time bigint not null default ${NOW}
  )`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['devpay_refund', 'devpay_trade', 'pay_refund_log', 'pay_refund']) await sql.raw(`drop table if exists ${t}`).execute(db);
  await sql.raw(`drop index if exists pay_event_relate_idx`).execute(db);
  await sql.raw(`create index if not exists pay_relate_idx on pay (relate_id)`).execute(db);
  await sql.raw(`alter table pay alter column event set default 'OrderPayNotify'`).execute(db);
}
