import { sql, type Kysely } from 'kysely';

/**
 * Topic area (NiuShop's `topic` addon): topics and their skus at topic prices. Money is integer fen,
 * times unix seconds; valid on PostgreSQL 15 and PGlite. Goods and skus belong to the catalogue
 * area, so there is no foreign key to them: reads join and skip rows whose goods are gone.
 */
const NOW = 'extract(epoch from now())::bigint';

const statements: string[] = [
  `create table promotion_topic (
    topic_id serial primary key,
    site_id integer not null default 1,
    topic_name varchar(255) not null,
    topic_adv varchar(255) not null default '',
    remark varchar(1000) not null default '',
    start_time bigint not null,
    end_time bigint not null,
    status smallint not null default 1 check (status in (1, 2, 3)),
    bg_color varchar(30) not null default '#ffffff',
    create_time bigint not null default ${NOW},
    modify_time bigint not null default ${NOW},
    check (end_time > start_time)
  )`,
  `create index promotion_topic_window_idx on promotion_topic (end_time, start_time)`,

  `create table promotion_topic_goods (
    id serial primary key,
    topic_id integer not null references promotion_topic (topic_id) on delete cascade,
    goods_id integer not null,
    sku_id integer not null,
    topic_price integer not null check (topic_price >= 0),
    is_default smallint not null default 0 check (is_default in (0, 1)),
    unique (topic_id, sku_id)
  )`,
  `create index promotion_topic_goods_list_idx on promotion_topic_goods (topic_id, is_default, goods_id)`,
  `create index promotion_topic_goods_goods_idx on promotion_topic_goods (goods_id)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const text of statements) await sql.raw(text).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table if exists promotion_topic_goods').execute(db);
  await sql.raw('drop table if exists promotion_topic').execute(db);
}
