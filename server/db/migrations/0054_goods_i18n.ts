import { sql, type Kysely } from 'kysely';

/**
 * Merchant texts of the catalogue in other languages (issue 18, docs/merchant-texts.md): `i18n` on
 * goods (`{"en-us": {"goods_name": …, "unit": …}}`), goods_sku (`sku_name`) and goods_category
 * (`category_name`, `short_name`), the column shape member_level and the content tables have. The
 * row's own fields stay the shop's default language (zh-cn); NiuShop rows without translations keep
 * `{}` and read as before. Valid on PostgreSQL 15 and PGlite. Column types: server/db/tables/catalogue.ts.
 */
const I18N = `i18n jsonb not null default '{}'::jsonb`;
const tables = ['goods', 'goods_sku', 'goods_category'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const t of tables) await sql.raw(`alter table ${t} add column ${I18N}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of tables) await sql.raw(`alter table ${t} drop column if exists i18n`).execute(db);
}
