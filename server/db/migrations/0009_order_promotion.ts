import { sql, type Kysely } from 'kysely';

/**
 * The promotion an order was bought under, as NiuShop's `order` row keeps it
 * (niushop-promotions.md §0.2): `promotion_type` ('' for a normal order, 'topic', later 'seckill',
 * 'pintuan', …), `promotion_type_name` (its name when the order was made, zh-cn like the other
 * stored names; answers name it in the reader's language), `promotion_status_name` (the activity's
 * own progress, e.g. pintuan's 拼团中; '' when it has none) and `promotion_id` (the activity's id in
 * its own tables, 0 for a normal order). Orders made before this migration are normal orders.
 * Valid on PostgreSQL 15 and PGlite. Column types for Kysely: server/db/tables/trade.ts.
 */
const statements: string[] = [
  `alter table "order" add column promotion_type varchar(255) not null default ''`,
  `alter table "order" add column promotion_type_name varchar(255) not null default ''`,
  `alter table "order" add column promotion_status_name varchar(255) not null default ''`,
  `alter table "order" add column promotion_id integer not null default 0`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['promotion_id', 'promotion_status_name', 'promotion_type_name', 'promotion_type']) {
    await sql.raw(`alter table "order" drop column if exists ${column}`).execute(db);
  }
}
