import { sql, type Kysely } from 'kysely';

/**
 * Account cancellation (issue 16, NiuShop membercancel addon): one application per member at a time
 * (status 0 pending, 1 approved: the member is anonymised and deleted, -1 refused with a reason; a
 * refused one is reused by the next application). `member_json` keeps the asset figures at the time
 * of the application, not personal data. Times are unix seconds; valid on PostgreSQL 15 and PGlite.
 * Column types: server/db/tables/wallet.ts.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table member_cancel (
    id serial primary key,
    member_id integer not null,
    username varchar(255) not null default '',
    mobile varchar(20) not null default '',
    nickname varchar(255) not null default '',
    status smallint not null default 0 check (status in (-1, 0, 1)),
    audit_uid integer not null default 0,
    audit_username varchar(255) not null default '',
    reason varchar(255) not null default '',
    audit_time bigint not null default 0,
    create_time bigint not null default ${NOW},
    member_json jsonb not null default '{}'::jsonb
  )`,
  `create unique index member_cancel_live_uq on member_cancel (member_id) where status in (0, 1)`,
  `create index member_cancel_member_idx on member_cancel (member_id, id desc)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table if exists member_cancel').execute(db);
}
