import { sql, type Kysely } from 'kysely';

/**
 * Admin sign-in (server/modules/admin): the admin's password (scrypt, '' until one is set) and
 * their sessions. A session id is random and kept only as its sha256 (`session_hash`); a session
 * ends at `expire_time` (slid forward while used) and at the latest `create_time` + the absolute
 * lifetime (server/modules/admin/session.ts). Valid on PostgreSQL 15 and PGlite.
 * Column types for Kysely: server/db/tables/member.ts (admin) and server/db/tables/studio.ts.
 */
const statements: string[] = [
  `alter table admin add column password_hash varchar(255) not null default ''`,
  `alter table admin add column password_time bigint not null default 0`,
  `create table admin_session (
    session_hash varchar(64) primary key,
    admin_id integer not null references admin (admin_id) on delete cascade,
    ip varchar(64) not null default '',
    user_agent varchar(255) not null default '',
    create_time bigint not null,
    expire_time bigint not null
  )`,
  `create index admin_session_admin_idx on admin_session (admin_id)`,
  `create index admin_session_expire_idx on admin_session (expire_time)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const text of ['drop table if exists admin_session', 'alter table admin drop column if exists password_time', 'alter table admin drop column if exists password_hash']) {
    await sql.raw(text).execute(db);
  }
}
