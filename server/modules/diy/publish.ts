/**
 * Publishing merchant diy pages (the /admin/diy/* API): publish, list, versions, rollback.
 *
 * Storage (diy_view, one row per page name, and diy_view_version, every version):
 * - `value` is our page (schemas/page.schema.json), validated, sanitised, defaults filled: what
 *   our client renders (`/api/diyview/info` answers it as `schema`, or as `value` for pages
 *   published in our format).
 * - `source` is the merchant's NiuShop document (`{global, value}`, sanitised the same way; NULL
 *   for pages published in our format): what NiuShop clients get as `value` from
 *   `/api/diyview/info`, so they keep working with the shape they know.
 * - A rollback re-publishes an old version's document (checked again, since widgets and rules may
 *   have changed) as a new version whose `restored_from` names the old one.
 * Nothing is stored when any problem is found; the answer lists them all by JSON path.
 */
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';
import { writeDiyImages } from './images.ts';
import { findPage, findVersion, listPages, listVersions, previousVersion, storeVersion, type PageRow, type VersionRow } from './queries.ts';
import { prepareDocument, type DocumentFormat, type PublishLimits, type Translate } from './validate.ts';
import type { Problem } from './paths.ts';

export interface PublishEnv {
  t: Translate;
  now: number;
  limits?: Partial<PublishLimits>;
  /**
   * The server's data directory: when given, NiuShop static image paths (`addon/…`, `public/…`,
   * images.ts) are rewritten to local images made under it, so published samples load without 404s.
   */
  dataDir?: string;
}

export interface PublishInput {
  name: string;
  title?: string;
  /** NiuShop `{global, value}` (or its `{name, title, value}` row) or our page; object or JSON text. */
  document: unknown;
  note?: string;
}

export interface PublishResult {
  id: number;
  name: string;
  title: string;
  version: number;
  format: DocumentFormat;
  nodes: number;
  /** Things changed without refusing the page (rich text sanitised, ids cleaned up). */
  warnings: Problem[];
  /** Widget types this build does not have: stored with a warning each, not shown by the shop. */
  unknown_types: string[];
  restored_from?: number;
}

/** `data` of a refusal: every problem with its JSON path. */
export interface Rejection {
  errors: Problem[];
  warnings: Problem[];
  unknown_types: string[];
}

async function checkAndStore(db: Db, name: string, document: unknown, env: PublishEnv, store: { title?: string; note: string; restoredFrom: number | null }, reject: (count: number) => [string, Record<string, string | number>]): Promise<PublishResult> {
  const p = prepareDocument(document, { name, t: env.t, localiseImages: Boolean(env.dataDir), ...(env.limits ? { limits: env.limits } : {}) });
  if (!p.ok || !p.page || !p.format) {
    const [key, vars] = reject(p.errors.length);
    const data: Rejection = { errors: p.errors, warnings: p.warnings, unknown_types: p.unknownTypes };
    throw new ApiError(Code.ERROR, key, vars, data);
  }
  const title = (store.title?.trim() || p.title || name).slice(0, 255);
  // The images exist before the page that shows them does.
  if (env.dataDir && p.images.length) await writeDiyImages(env.dataDir, p.images);
  const saved = await storeVersion(db, {
    name,
    title,
    page: p.page as unknown as Record<string, unknown>,
    source: p.source,
    note: store.note,
    restoredFrom: store.restoredFrom,
    now: env.now,
  });
  return { id: saved.id, name, title, version: saved.version, format: p.format, nodes: p.nodes, warnings: p.warnings, unknown_types: p.unknownTypes };
}

/** Validates and stores a document as the next version of page `name`. */
export async function publish(db: Db, input: PublishInput, env: PublishEnv): Promise<PublishResult> {
  return checkAndStore(db, input.name, input.document, env, { ...(input.title ? { title: input.title } : {}), note: input.note?.trim() || 'publish', restoredFrom: null }, (count) => ['DIYPUB_REJECTED', { count }]);
}

export async function list(db: Db): Promise<PageRow[]> {
  return listPages(db);
}

export interface VersionsResult {
  name: string;
  title: string;
  current: number;
  list: Array<VersionRow & { current: boolean }>;
}

export async function versions(db: Db, name: string): Promise<VersionsResult> {
  const page = await findPage(db, name);
  if (!page) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PAGE', { name });
  const current = Number(page.version);
  const rows = await listVersions(db, page.id);
  return { name: page.name, title: page.title, current, list: rows.map((r) => ({ ...r, current: r.version === current })) };
}

/**
 * Makes an old version current again, as a new version (`restored_from` = the old one). Without
 * `version`, the version before the current one.
 */
export async function rollback(db: Db, input: { name: string; version?: number }, env: PublishEnv): Promise<PublishResult> {
  const page = await findPage(db, input.name);
  if (!page) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PAGE', { name: input.name });
  const current = Number(page.version);
  const target = input.version ?? (await previousVersion(db, page.id, current));
  if (target === null) throw new ApiError(Code.ERROR, 'DIYPUB_NO_PREVIOUS', { name: input.name });
  if (target === current) throw new ApiError(Code.ERROR, 'DIYPUB_SAME_VERSION', { version: target });
  const old = await findVersion(db, page.id, target);
  if (!old) throw new ApiError(Code.ERROR, 'DIYPUB_NO_VERSION', { name: input.name, version: target });
  const result = await checkAndStore(db, input.name, old.source ?? old.value, env, { title: old.title || page.title, note: `rollback to v${target}`, restoredFrom: target }, (count) => [
    'DIYPUB_ROLLBACK_REJECTED',
    { version: target, count },
  ]);
  return { ...result, restored_from: target };
}
