import { sql, type Kysely } from 'kysely';

/**
 * Diy publishing (server/modules/diy/publish.ts): a published page keeps the merchant's original
 * NiuShop document (`source`, sanitised) beside our validated page (`value`); every version keeps
 * both, its title, and — for a rollback — the version whose content it restored. Valid on
 * PostgreSQL 15 and PGlite. Column types for Kysely: server/modules/diy/queries.ts.
 */
const statements: string[] = [
  // NULL when the page was published in our format (or seeded/inserted before publishing existed).
  `alter table diy_view add column source jsonb`,
  `alter table diy_view_version add column source jsonb`,
  `alter table diy_view_version add column title varchar(255) not null default ''`,
  // Set on a rollback: the version whose content this version restored.
  `alter table diy_view_version add column restored_from integer`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const text of [
    'alter table diy_view_version drop column if exists restored_from',
    'alter table diy_view_version drop column if exists title',
    'alter table diy_view_version drop column if exists source',
    'alter table diy_view drop column if exists source',
  ]) {
    await sql.raw(text).execute(db);
  }
}
