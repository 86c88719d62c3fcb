import { sql, type Kysely } from 'kysely';

/**
 * The shop's picture library (NiuShop's `album` / `album_pic`; server/modules/album): albums and the
 * pictures uploaded into them from the studio. The files are written by the upload road
 * (server/modules/upload/service.ts saveImage: checked, re-encoded, with _BIG/_MID/_SMALL and WebP
 * copies, an `upload_file` row); `album_pic` files them for picking. One default album exists from
 * the start. Valid on PostgreSQL 15 and PGlite. Column types for Kysely: server/db/tables/studio.ts.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table album (
    album_id serial primary key,
    site_id integer not null default 1,
    album_name varchar(50) not null,
    sort integer not null default 0,
    is_default smallint not null default 0 check (is_default in (0, 1)),
    create_time bigint not null default ${NOW}
  )`,
  `create unique index album_default_uq on album (is_default) where is_default = 1`,
  `insert into album (album_name, is_default) values ('默认相册', 1)`,
  `create table album_pic (
    pic_id serial primary key,
    site_id integer not null default 1,
    album_id integer not null references album (album_id),
    pic_name varchar(100) not null default '',
    pic_path varchar(255) not null,
    pic_spec varchar(50) not null default '',
    width integer not null default 0,
    height integer not null default 0,
    size integer not null default 0,
    create_time bigint not null default ${NOW}
  )`,
  `create index album_pic_album_idx on album_pic (album_id, pic_id desc)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table if exists album_pic').execute(db);
  await sql.raw('drop table if exists album').execute(db);
}
