/**
 * The merchant studio's pages (/admin/api/diy/pages/*): the list with status, last publish and
 * versions; making, duplicating, renaming and deleting pages (not the system ones); drafts kept on
 * the server; publishing a draft through exactly the checks of publish.ts; a readable diff between
 * two versions.
 *
 * A page made in the studio has a row before its first publish (`status` 0, version 0): the shop
 * does not see it (/api/diyview/info answers not found) until it is published. Drafts are stored
 * as the merchant left them (any JSON object up to the publishing size limit, unchecked: work in
 * progress may be invalid); only publishing checks.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';
import { diffDocuments, type DiffResult } from './diff.ts';
import { publish, type PublishEnv, type PublishResult } from './publish.ts';
import { findPage, findVersion, previousVersion, SYSTEM_PAGES, withPublish } from './queries.ts';
import { PUBLISH_LIMITS, type Translate } from './validate.ts';

type Json = Record<string, unknown>;

/** What a page is to the merchant. */
export type PageKind = 'home' | 'category' | 'member' | 'store' | 'custom' | 'topic';

const KIND_OF_SYSTEM: Readonly<Record<string, PageKind>> = {
  DIY_VIEW_INDEX: 'home',
  DIY_VIEW_GOODS_CATEGORY: 'category',
  DIY_VIEW_MEMBER_INDEX: 'member',
  DIY_STORE: 'store',
};
/** System pages the list always shows (made on their first draft when the shop has none). */
const LISTED_SYSTEM = ['DIY_VIEW_INDEX', 'DIY_VIEW_GOODS_CATEGORY', 'DIY_VIEW_MEMBER_INDEX'] as const;
/** Row `type` and `type_name` of the pages merchants make. */
const MADE_TYPES = { custom: ['DIY_PAGE', '微页面'], topic: ['DIY_TOPIC', '专题页'] } as const;

export const isSystemPage = (name: string): boolean => name in SYSTEM_PAGES;
const kindOf = (name: string, type: string): PageKind => KIND_OF_SYSTEM[name] ?? (type === 'DIY_TOPIC' ? 'topic' : 'custom');

export interface StudioPage {
  /** 0 for a system page the shop has no row for yet. */
  id: number;
  name: string;
  title: string;
  kind: PageKind;
  system: boolean;
  /** 'published': the shop shows it; 'unpublished': made in the studio, never published. */
  status: 'published' | 'unpublished';
  version: number;
  versions: number;
  /** When the current version was published (0: never). */
  last_publish: number;
  has_draft: boolean;
  draft_time: number;
}

const ORDER: Readonly<Record<PageKind, number>> = { home: 0, category: 1, member: 2, store: 3, custom: 4, topic: 5 };

export async function listStudioPages(db: Db): Promise<StudioPage[]> {
  const rows = await withPublish(db)
    .selectFrom('diy_view')
    .select(['id', 'name', 'title', 'type', 'version', 'status', 'draft_time'])
    .select(sql<boolean>`draft is not null`.as('has_draft'))
    .select(sql<number>`(select count(*) from diy_view_version v where v.diy_id = diy_view.id)`.as('versions'))
    .select(sql<number>`coalesce((select v.create_time from diy_view_version v where v.diy_id = diy_view.id and v.version = diy_view.version), 0)`.as('last_publish'))
    .execute();
  const pages: StudioPage[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    kind: kindOf(r.name, r.type),
    system: isSystemPage(r.name),
    status: Number(r.status) === 1 ? 'published' : 'unpublished',
    version: Number(r.version),
    versions: Number(r.versions),
    last_publish: Number(r.last_publish),
    has_draft: Boolean(r.has_draft),
    draft_time: Number(r.draft_time),
  }));
  for (const name of LISTED_SYSTEM) {
    if (pages.some((p) => p.name === name)) continue;
    pages.push({ id: 0, name, title: SYSTEM_PAGES[name] ?? name, kind: kindOf(name, name), system: true, status: 'unpublished', version: 0, versions: 0, last_publish: 0, has_draft: false, draft_time: 0 });
  }
  return pages.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || b.id - a.id);
}

// --- documents --------------------------------------------------------------------------------------

/** A document sent as JSON text or an object, as the object; code -1 with the publishing messages otherwise. */
export function readDocument(input: unknown): Json {
  let doc = input;
  if (typeof doc === 'string') {
    if (Buffer.byteLength(doc, 'utf8') > PUBLISH_LIMITS.bytes) throw new ApiError(Code.ERROR, 'DIYPUB_TOO_LARGE', { bytes: Buffer.byteLength(doc, 'utf8'), limit: PUBLISH_LIMITS.bytes });
    try {
      doc = JSON.parse(doc) as unknown;
    } catch {
      throw new ApiError(Code.ERROR, 'DIYPUB_NOT_JSON');
    }
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new ApiError(Code.ERROR, 'DIYPUB_NOT_DOCUMENT');
  const json = JSON.stringify(doc);
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > PUBLISH_LIMITS.bytes) throw new ApiError(Code.ERROR, 'DIYPUB_TOO_LARGE', { bytes, limit: PUBLISH_LIMITS.bytes });
  // PostgreSQL's jsonb refuses NUL characters (a broken surrogate is written out as an escape by JSON.stringify).
  if (json.includes('\\u0000')) throw new ApiError(Code.ERROR, 'DIYPUB_BAD_CHARS');
  return doc as Json;
}

/** The document a page shows now: the NiuShop document it was published from, else our page. */
const publishedDocument = (row: { source: Json | null; value: Json }): Json => row.source ?? row.value;

/** An empty NiuShop document for a new page (the adapter fills every default on publish). */
const blankDocument = (title: string): Json => ({ global: { title }, value: [] });

async function pageRow(db: Db, name: string) {
  const row = await withPublish(db)
    .selectFrom('diy_view')
    .select(['id', 'name', 'title', 'type', 'version', 'status', 'source', 'value', 'draft', 'draft_time'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PAGE', { name });
  return row;
}

function newPageName(): string {
  return `DIY_VIEW_RANDOM_${crypto.randomBytes(8).toString('hex')}`;
}

async function insertPage(db: Db, input: { title: string; kind: 'custom' | 'topic'; draft: Json; now: number }): Promise<{ id: number; name: string }> {
  const [type, typeName] = MADE_TYPES[input.kind];
  const name = newPageName();
  const row = await withPublish(db)
    .insertInto('diy_view')
    .values({
      name,
      title: input.title,
      type,
      type_name: typeName,
      // Not shown before the first publish; the page schema's shape so every reader stays safe.
      value: JSON.stringify({ schemaVersion: 1, id: `diy/${name}`, content: [] }),
      is_default: 1,
      version: 0,
      status: 0,
      draft: JSON.stringify(input.draft),
      draft_time: input.now,
      create_time: input.now,
      modify_time: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}

const cleanTitle = (title: string): string => {
  const t = title.trim().slice(0, 255);
  if (!t) throw new ApiError(Code.ERROR, 'DIY_TITLE_EMPTY');
  return t;
};

/** A new custom or topic page (unpublished) with the given document, or an empty one, as its draft. */
export async function createPage(db: Db, input: { title: string; kind?: 'custom' | 'topic'; document?: unknown }, env: { t: Translate; now: number }) {
  const title = cleanTitle(input.title);
  const draft = input.document === undefined ? blankDocument(title) : readDocument(input.document);
  return insertPage(db, { title, kind: input.kind ?? 'custom', draft, now: env.now });
}

/**
 * A copy of a page as a new unpublished page of the same kind (system pages become custom pages):
 * its draft is the original's draft, else the original's published document.
 */
export async function duplicatePage(db: Db, input: { name: string; title?: string }, env: { t: Translate; now: number }) {
  const row = await pageRow(db, input.name);
  const title = input.title !== undefined ? cleanTitle(input.title) : env.t('DIY_COPY_TITLE', { title: row.title }).slice(0, 255);
  const kind = kindOf(row.name, row.type) === 'topic' ? 'topic' : 'custom';
  return insertPage(db, { title, kind, draft: row.draft ?? publishedDocument(row), now: env.now });
}

export async function renamePage(db: Db, input: { name: string; title: string }): Promise<{ name: string; title: string }> {
  const title = cleanTitle(input.title);
  const done = await withPublish(db).updateTable('diy_view').set({ title }).where('name', '=', input.name).returning('name').executeTakeFirst();
  if (!done) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PAGE', { name: input.name });
  return { name: input.name, title };
}

/** Deletes a page made by the merchant with all its versions; system pages are refused. */
export async function deletePage(db: Db, name: string): Promise<{ name: string }> {
  if (isSystemPage(name)) throw new ApiError(Code.ERROR, 'DIY_SYSTEM_PAGE', { name });
  const done = await db.deleteFrom('diy_view').where('name', '=', name).returning('id').executeTakeFirst();
  if (!done) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PAGE', { name });
  return { name };
}

// --- drafts -----------------------------------------------------------------------------------------

export interface DraftAnswer {
  name: string;
  title: string;
  status: 'published' | 'unpublished';
  version: number;
  /** The draft, else the published document (what the studio opens). */
  document: Json;
  has_draft: boolean;
  draft_time: number;
}

export async function readDraft(db: Db, name: string): Promise<DraftAnswer> {
  const row = await pageRow(db, name).catch(async (err: unknown) => {
    // A system page the shop has no row for opens empty.
    if (!isSystemPage(name)) throw err;
    return null;
  });
  if (!row) return { name, title: SYSTEM_PAGES[name] ?? name, status: 'unpublished', version: 0, document: blankDocument(SYSTEM_PAGES[name] ?? name), has_draft: false, draft_time: 0 };
  return {
    name,
    title: row.title,
    status: Number(row.status) === 1 ? 'published' : 'unpublished',
    version: Number(row.version),
    document: row.draft ?? publishedDocument(row),
    has_draft: row.draft !== null,
    draft_time: Number(row.draft_time),
  };
}

/**
 * Keeps the studio's draft. With `draft_time` (the time of the draft the studio started from),
 * a draft saved since by someone else is not overwritten (code -1, `data.draft_time` = the newer
 * one). A system page the shop has no row for gets one (unpublished).
 */
export async function saveDraft(db: Db, input: { name: string; document: unknown; draft_time?: number }, env: { t: Translate; now: number }): Promise<{ name: string; draft_time: number }> {
  const doc = JSON.stringify(readDocument(input.document));
  const t = withPublish(db);
  // Drafts saved within the same second still get a later time than the one they replace.
  const time = sql<number>`greatest(${env.now}::bigint, diy_view.draft_time + 1)`;
  let q = t.updateTable('diy_view').set({ draft: doc, draft_time: time }).where('name', '=', input.name);
  if (input.draft_time !== undefined) q = q.where('draft_time', '=', input.draft_time);
  const done = await q.returning('draft_time').executeTakeFirst();
  if (done) return { name: input.name, draft_time: Number(done.draft_time) };
  const row = await t.selectFrom('diy_view').select('draft_time').where('name', '=', input.name).executeTakeFirst();
  if (row) throw new ApiError(Code.ERROR, 'DIY_DRAFT_CONFLICT', {}, { draft_time: Number(row.draft_time) });
  if (!isSystemPage(input.name)) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PAGE', { name: input.name });
  const made = await t
    .insertInto('diy_view')
    .values({
      name: input.name,
      title: SYSTEM_PAGES[input.name] ?? input.name,
      type: input.name,
      type_name: SYSTEM_PAGES[input.name] ?? '',
      value: JSON.stringify({ schemaVersion: 1, id: `diy/${input.name}`, content: [] }),
      is_default: 1,
      version: 0,
      status: 0,
      draft: doc,
      draft_time: env.now,
      create_time: env.now,
      modify_time: env.now,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('draft_time')
    .executeTakeFirst();
  if (!made) throw new ApiError(Code.ERROR, 'DIY_DRAFT_CONFLICT', {}, { draft_time: 0 });
  return { name: input.name, draft_time: Number(made.draft_time) };
}

export async function discardDraft(db: Db, name: string): Promise<{ name: string }> {
  const done = await withPublish(db).updateTable('diy_view').set({ draft: null }).where('name', '=', name).returning('id').executeTakeFirst();
  if (!done) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PAGE', { name });
  return { name };
}

/**
 * Publishes the draft (or `document` when given) through publish.ts, so every check and every
 * problem with its path is exactly the publishing API's. The page keeps its title. The draft is
 * dropped once published, unless it was saved again meanwhile.
 */
export async function publishDraft(db: Db, input: { name: string; document?: unknown; note?: string }, env: PublishEnv): Promise<PublishResult> {
  const row = await pageRow(db, input.name).catch((err: unknown) => {
    if (input.document !== undefined && isSystemPage(input.name)) return null;
    throw err;
  });
  const document = input.document ?? row?.draft;
  if (document === undefined || document === null) throw new ApiError(Code.ERROR, 'DIY_NO_DRAFT', { name: input.name });
  const result = await publish(db, { name: input.name, document, ...(row ? { title: row.title } : {}), ...(input.note ? { note: input.note } : {}) }, env);
  if (row && input.document === undefined) {
    await withPublish(db).updateTable('diy_view').set({ draft: null }).where('name', '=', input.name).where('draft_time', '=', Number(row.draft_time)).execute();
  }
  return result;
}

// --- versions ---------------------------------------------------------------------------------------

export interface VersionDiff extends DiffResult {
  name: string;
  from: number;
  to: number;
  /** The page's title at each version. */
  titles: { from: string; to: string };
}

/**
 * What changed from version `from` to version `to` (default: the current version, and the one
 * before it). Compares the merchant's documents (NiuShop's when both versions have one, else our
 * pages).
 */
export async function diffVersions(db: Db, input: { name: string; from?: number; to?: number }): Promise<VersionDiff> {
  const page = await findPage(db, input.name);
  if (!page) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PAGE', { name: input.name });
  const to = input.to ?? Number(page.version);
  const from = input.from ?? (await previousVersion(db, page.id, to));
  if (from === null) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PREVIOUS', { name: input.name });
  const [a, b] = await Promise.all([findVersion(db, page.id, from), findVersion(db, page.id, to)]);
  if (!a) throw new ApiError(Code.ERROR, 'DIYPUB_NO_VERSION', { name: input.name, version: from });
  if (!b) throw new ApiError(Code.ERROR, 'DIYPUB_NO_VERSION', { name: input.name, version: to });
  const both = a.source && b.source;
  const diff = diffDocuments(both ? a.source : a.value, both ? b.source : b.value);
  return { name: input.name, from, to, titles: { from: a.title, to: b.title }, ...diff };
}
