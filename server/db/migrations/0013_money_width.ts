import { sql, type Kysely } from 'kysely';

/**
 * Money columns wide enough for every sum they hold. An order is capped by its business maximum
 * (ORDER_MAX_FEN in server/modules/order/calc.ts, 9,999,999.99 yuan), so an order's integer fen
 * columns hold any order; a member's accounts are sums of many orders, recharges and rewards with no
 * such cap, so they become bigint (int8 decodes to a JavaScript number on both back ends, exact up to
 * 2^53). Valid on PostgreSQL 15 and PGlite.
 */
const COLUMNS = ['point', 'balance', 'balance_money', 'growth'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const c of COLUMNS) await sql.raw(`alter table member alter column ${c} type bigint`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const c of COLUMNS) await sql.raw(`alter table member alter column ${c} type integer`).execute(db);
}
