import { sql, type Kysely } from 'kysely';

/**
 * Ledger remarks that follow the reader's language (server/modules/account/remarks.ts): beside the
 * zh-cn text in `remark`, a row keeps the message key of its remark (`remark_key`, an
 * ACCOUNT_REMARK_* key; '' for free text) and the key's variables (`remark_vars`). Rows written
 * before this migration have no key and show their stored text. Valid on PostgreSQL 15 and PGlite.
 * Column types for Kysely: server/db/tables/account.ts.
 */
const statements: string[] = [
  `alter table member_account add column remark_key varchar(64) not null default ''`,
  `alter table member_account add column remark_vars jsonb not null default '{}'::jsonb`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['remark_vars', 'remark_key']) {
    await sql.raw(`alter table member_account drop column if exists ${column}`).execute(db);
  }
}
