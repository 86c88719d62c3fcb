/**
 * The tab bar in the studio (/admin/api/diy/bottomnav/*): the published one is the config row
 * DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG (what /api/config/init answers as `diy_bottom_nav`); the
 * studio's draft is kept beside it (DIY_VIEW_SHOP_BOTTOM_NAV_DRAFT) until published. Publishing
 * checks it like a page (validate.ts prepareTabBar) and lists every problem with its path.
 */
import { sql } from 'kysely';
import { invalidateEverywhere, Tag } from '../../cache/index.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { ConfigKey, getConfigRow, setConfig, type Db } from '../config/queries.ts';
import { readDocument } from './studio.ts';
import { prepareTabBar, type Translate } from './validate.ts';
import type { Problem } from './paths.ts';

export const BOTTOM_NAV_DRAFT = 'DIY_VIEW_SHOP_BOTTOM_NAV_DRAFT';

export interface TabBarAnswer {
  /** The published tab bar ({} when the shop has none). */
  value: Record<string, unknown>;
  modify_time: number;
  draft: Record<string, unknown> | null;
  draft_time: number;
}

export async function readTabBar(db: Db): Promise<TabBarAnswer> {
  const [published, draft] = await Promise.all([getConfigRow(db, ConfigKey.BOTTOM_NAV), getConfigRow(db, BOTTOM_NAV_DRAFT)]);
  return { value: published?.value ?? {}, modify_time: published?.modify_time ?? 0, draft: draft?.value ?? null, draft_time: draft?.modify_time ?? 0 };
}

export async function saveTabBarDraft(db: Db, document: unknown, now: number): Promise<{ draft_time: number }> {
  const value = readDocument(document);
  // Saved twice in one second, the second still gets a later time.
  const json = JSON.stringify(value) as never;
  const row = await db
    .insertInto('sys_config')
    .values({ config_key: BOTTOM_NAV_DRAFT, value: json, config_desc: 'bottom navigation (studio draft)', is_use: 1, create_time: now, modify_time: now })
    .onConflict((oc) => oc.column('config_key').doUpdateSet({ value: json, modify_time: sql<number>`greatest(${now}::bigint, sys_config.modify_time + 1)` }))
    .returning('modify_time')
    .executeTakeFirstOrThrow();
  return { draft_time: Number(row.modify_time) };
}

export interface TabBarPublished {
  value: Record<string, unknown>;
  modify_time: number;
  warnings: Problem[];
}

/** Publishes the draft (or `document`): checked, stored as the shop's tab bar, the draft dropped. */
export async function publishTabBar(db: Db, document: unknown, env: { t: Translate; now: number }): Promise<TabBarPublished> {
  const draft = document === undefined ? await getConfigRow(db, BOTTOM_NAV_DRAFT) : null;
  const input = document ?? draft?.value;
  if (input === undefined) throw new ApiError(Code.ERROR, 'DIY_NO_DRAFT', { name: 'diy_bottom_nav' });
  const p = prepareTabBar(input, { t: env.t });
  if (!p.ok || !p.value) throw new ApiError(Code.ERROR, 'DIYPUB_REJECTED', { count: p.errors.length }, { errors: p.errors, warnings: p.warnings, unknown_types: [] });
  await db.transaction().execute(async (trx) => {
    await setConfig(trx, ConfigKey.BOTTOM_NAV, p.value, { desc: 'bottom navigation', now: env.now });
    if (draft) await trx.deleteFrom('sys_config').where('config_key', '=', BOTTOM_NAV_DRAFT).where('modify_time', '=', draft.modify_time).execute();
  });
  // The site config (and the pages' inlined copy of it) shows the new tab bar at once here.
  invalidateEverywhere(Tag.config);
  return { value: p.value, modify_time: env.now, warnings: p.warnings };
}
