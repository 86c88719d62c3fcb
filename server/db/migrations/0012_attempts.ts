import { sql, type Kysely } from 'kysely';

/**
 * Attempt limits across addresses and accounts (server/modules/member/attempts.ts): the failures of
 * `member_auth_fail` are counted per subject over every address and per address over every subject,
 * so each count gets its own index. Valid on PostgreSQL 15 and PGlite.
 */
const statements: string[] = [
  `create index member_auth_fail_subject_idx on member_auth_fail (scope, subject, create_time)`,
  `create index member_auth_fail_ip_idx on member_auth_fail (scope, ip, create_time)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['member_auth_fail_ip_idx', 'member_auth_fail_subject_idx']) await sql.raw(`drop index if exists ${name}`).execute(db);
}
