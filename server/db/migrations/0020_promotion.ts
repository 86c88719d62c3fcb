import { sql, type Kysely } from 'kysely';

/**
 * The promotion engine (server/modules/order/promotion.ts), shared by every promotion:
 * - `promotion_member_quota`: what a member bought of a promotion's item in a period, taken by one
 *   conditional upsert before anything else of the order (`num + n <= max`), given back when the
 *   order closes unpaid or the line is refunded. `period` is '' for the whole activity or the
 *   China date ('2026-11-27') for per-day limits. `item_id` is the promotion's own item (a seckill
 *   sku row, …; 0 = the whole activity).
 * - `promotion_stock_ledger`: one row per change of a promotion's own stock (seckill stock, bargain
 *   stock…), with the order that caused it.
 * - Order completion: partial indexes for the take-delivery (shipped, 3) and completion (received,
 *   4) sweeps of the due jobs (order.autoTakeDelivery, order.autoComplete).
 * Valid on PostgreSQL 15 and PGlite.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table promotion_member_quota (
    promotion_type varchar(30) not null,
    promotion_id integer not null,
    item_id integer not null,
    member_id integer not null,
    period varchar(10) not null default '',
    num integer not null default 0 check (num >= 0),
    primary key (promotion_type, promotion_id, item_id, member_id, period)
  )`,
  `create table promotion_stock_ledger (
    id bigserial primary key,
    promotion_type varchar(30) not null,
    promotion_id integer not null,
    item_id integer not null,
    delta integer not null,
    reason varchar(30) not null,
    order_id integer not null default 0,
    create_time bigint not null default ${NOW}
  )`,
  `create index promotion_stock_ledger_item_idx on promotion_stock_ledger (promotion_type, promotion_id, item_id)`,
  `create index promotion_stock_ledger_order_idx on promotion_stock_ledger (order_id)`,
  `create index order_shipped_due_idx on "order" (delivery_time, order_id) where order_status = 3`,
  `create index order_received_due_idx on "order" (sign_time, order_id) where order_status = 4`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop index if exists order_received_due_idx').execute(db);
  await sql.raw('drop index if exists order_shipped_due_idx').execute(db);
  await sql.raw('drop table if exists promotion_stock_ledger').execute(db);
  await sql.raw('drop table if exists promotion_member_quota').execute(db);
}
