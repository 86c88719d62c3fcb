import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../config/queries.ts';

type Json = Record<string, unknown>;
type NullableJsonColumn = ColumnType<Json | null, string | null | undefined, string | null>;

/**
 * The columns migrations 0006_diy_publish and 0051_diy_studio add to the diy tables (typed here,
 * beside their only users; server/db/tables/member.ts keeps the 0002 columns).
 */
export type DiyPublishColumns = {
  diy_view: {
    /** The NiuShop document as published (sanitised); NULL for pages published in our format. */
    source: NullableJsonColumn;
    /** 0051_diy_studio: 1 published, 0 made in the studio and not published yet. */
    status: ColumnType<number, number | undefined, number>;
    /** 0051_diy_studio: the studio's draft (any document, unchecked), NULL when none. */
    draft: NullableJsonColumn;
    draft_time: ColumnType<number, number | undefined, number>;
  };
  diy_view_version: {
    source: NullableJsonColumn;
    title: ColumnType<string, string | undefined, string>;
    /** For a rollback: the version whose content it restored. */
    restored_from: ColumnType<number | null, number | null | undefined, number | null>;
  };
};

export type PublishDb = Kysely<Database & DiyPublishColumns>;

/** The database handle (root or transaction) with the 0006 columns typed. */
export const withPublish = (db: Db): PublishDb => (db as Kysely<Database>).withTables<DiyPublishColumns>() as unknown as PublishDb;

/** NiuShop's names of the system pages, with their type names; every other page is a custom page. */
export const SYSTEM_PAGES: Readonly<Record<string, string>> = {
  DIY_VIEW_INDEX: '店铺首页',
  DIY_VIEW_GOODS_CATEGORY: '商品分类',
  DIY_VIEW_MEMBER_INDEX: '会员中心',
  DIY_STORE: '门店首页',
};

export interface StoreInput {
  name: string;
  title: string;
  page: Json;
  source: Json | null;
  note: string;
  restoredFrom: number | null;
  now: number;
}

/**
 * Stores a validated page as the current value (version + 1, or version 1 for a new page) and
 * records the version, in one transaction. The upsert is one statement, so two publishers of the
 * same page get consecutive versions.
 */
export async function storeVersion(db: Db, input: StoreInput): Promise<{ id: number; version: number }> {
  const value = JSON.stringify(input.page);
  const source = input.source ? JSON.stringify(input.source) : null;
  return (db as Kysely<Database>).transaction().execute(async (trx) => {
    const t = withPublish(trx);
    const row = await t
      .insertInto('diy_view')
      .values({
        name: input.name,
        title: input.title,
        type: input.name in SYSTEM_PAGES ? input.name : 'DIY_PAGE',
        type_name: SYSTEM_PAGES[input.name] ?? '微页面',
        value,
        source,
        is_default: 1,
        version: 1,
        create_time: input.now,
        modify_time: input.now,
      })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          value: eb.ref('excluded.value'),
          source: eb.ref('excluded.source'),
          modify_time: eb.ref('excluded.modify_time'),
          version: eb('diy_view.version', '+', 1),
          status: 1,
        })),
      )
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    await t
      .insertInto('diy_view_version')
      .values({ diy_id: row.id, version: row.version, value, source, title: input.title, note: input.note.slice(0, 255), restored_from: input.restoredFrom, create_time: input.now })
      .execute();
    return { id: row.id, version: row.version };
  });
}

export interface PageRow {
  id: number;
  name: string;
  title: string;
  type: string;
  version: number;
  modify_time: number;
  versions: number;
  /** 'niushop' when the stored document is (or came from) NiuShop's format, 'page' for ours. */
  format: 'niushop' | 'page';
}

const formatOf = (source: unknown, value: unknown): 'niushop' | 'page' =>
  source == null && value !== null && typeof value === 'object' && 'schemaVersion' in value ? 'page' : 'niushop';

export async function listPages(db: Db): Promise<PageRow[]> {
  const rows = await withPublish(db)
    .selectFrom('diy_view')
    .select(['id', 'name', 'title', 'type', 'version', 'modify_time', 'source', 'value'])
    .select(sql<number>`(select count(*) from diy_view_version v where v.diy_id = diy_view.id)`.as('versions'))
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    type: r.type,
    version: Number(r.version),
    modify_time: Number(r.modify_time),
    versions: Number(r.versions),
    format: formatOf(r.source, r.value),
  }));
}

export async function findPage(db: Db, name: string) {
  return withPublish(db).selectFrom('diy_view').select(['id', 'name', 'title', 'version', 'source', 'value']).where('name', '=', name).executeTakeFirst();
}

export interface VersionRow {
  version: number;
  title: string;
  note: string;
  create_time: number;
  restored_from: number | null;
  format: 'niushop' | 'page';
}

export async function listVersions(db: Db, diyId: number): Promise<VersionRow[]> {
  const rows = await withPublish(db)
    .selectFrom('diy_view_version')
    .select(['version', 'title', 'note', 'create_time', 'restored_from', 'source', 'value'])
    .where('diy_id', '=', diyId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => ({
    version: Number(r.version),
    title: r.title,
    note: r.note,
    create_time: Number(r.create_time),
    restored_from: r.restored_from === null ? null : Number(r.restored_from),
    format: formatOf(r.source, r.value),
  }));
}

export async function findVersion(db: Db, diyId: number, version: number) {
  return withPublish(db).selectFrom('diy_view_version').select(['version', 'title', 'source', 'value']).where('diy_id', '=', diyId).where('version', '=', version).executeTakeFirst();
}

/** The newest version before `version` (the default target of a rollback). */
export async function previousVersion(db: Db, diyId: number, version: number): Promise<number | null> {
  const row = await withPublish(db)
    .selectFrom('diy_view_version')
    .select('version')
    .where('diy_id', '=', diyId)
    .where('version', '<', version)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}
