import { sql, type Kysely } from 'kysely';

/**
 * The merchant studio's pages (server/modules/diy/studio.ts): a page made in the studio exists
 * before its first publish (`status` 0: not answered by /api/diyview/info; 1: published), the
 * studio's draft of a page is kept on the server (`draft`, any document as the merchant left it,
 * unchecked; NULL when none) with the time it was saved. (Topic pages are custom pages of `type`
 * DIY_TOPIC; system pages are known by name.) Valid on PostgreSQL 15 and PGlite. Column types for
 * Kysely: server/modules/diy/queries.ts.
 */
const statements: string[] = [
  `alter table diy_view add column status smallint not null default 1 check (status in (0, 1))`,
  `alter table diy_view add column draft jsonb`,
  `alter table diy_view add column draft_time bigint not null default 0`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const text of ['alter table diy_view drop column if exists draft_time', 'alter table diy_view drop column if exists draft', 'alter table diy_view drop column if exists status']) {
    await sql.raw(text).execute(db);
  }
}
