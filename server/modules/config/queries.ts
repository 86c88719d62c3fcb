import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Any Kysely handle over our database: the root or a transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

/** NiuShop's config row as `/api/register/config`, `/api/diyview/bottomNav` … answer it. */
export interface ConfigRow<T = Record<string, unknown>> {
  site_id: number;
  app_module: string;
  config_key: string;
  value: T;
  config_desc: string;
  is_use: number;
  create_time: number;
  modify_time: number;
}

/** Site config keys of the member area (rows of sys_config). */
export const ConfigKey = {
  SHOP_STATUS: 'SHOP_STATUS_CONFIG',
  STYLE: 'SHOP_STYLE_CONFIG',
  BOTTOM_NAV: 'DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG',
  ADDONS: 'ADDON_IS_EXIST',
  DEFAULT_IMG: 'DEFAULT_IMAGE',
  COPYRIGHT: 'COPYRIGHT',
  SITE_INFO: 'SITE_INFO',
  SERVICER: 'SERVICER_CONFIG',
  STORE: 'STORE_CONFIG',
  MAP: 'MAP_CONFIG',
  WECHAT: 'WECHAT_CONFIG',
  CAPTCHA: 'CAPTCHA_CONFIG',
  REGISTER: 'REGISTER_CONFIG',
  AGREEMENT_SERVICE: 'REGISTER_AGREEMENT_SERVICE',
  AGREEMENT_PRIVACY: 'REGISTER_AGREEMENT_PRIVACY',
  REGISTER_REWARD: 'MEMBER_REGISTER_REWARD_CONFIG',
  /** Service hours of the contact page, by language. */
  SHOP_CONTACT: 'SHOP_CONTACT_CONFIG',
} as const;

export async function getConfigRow<T = Record<string, unknown>>(db: Db, key: string): Promise<ConfigRow<T> | null> {
  const row = await db.selectFrom('sys_config').selectAll().where('config_key', '=', key).executeTakeFirst();
  if (!row) return null;
  return {
    site_id: 1,
    app_module: 'shop',
    config_key: row.config_key,
    value: row.value as T,
    config_desc: row.config_desc,
    is_use: Number(row.is_use),
    create_time: Number(row.create_time),
    modify_time: Number(row.modify_time),
  };
}

/** The value of a config row merged over `fallback` (missing rows and missing fields fall back). */
export async function getConfig<T extends object>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', key).executeTakeFirst();
  return configFrom(row?.value, fallback);
}

/** A stored config value merged over `fallback`, as getConfig merges it (for values read with getConfigs). */
export function configFrom<T extends object>(value: unknown, fallback: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ...fallback };
  return { ...fallback, ...(value as Partial<T>) };
}

/** Several config values in one query, by key. */
export async function getConfigs(db: Db, keys: readonly string[]): Promise<Map<string, { value: unknown; is_use: number }>> {
  const rows = await db.selectFrom('sys_config').select(['config_key', 'value', 'is_use']).where('config_key', 'in', [...keys]).execute();
  return new Map(rows.map((r) => [r.config_key, { value: r.value, is_use: Number(r.is_use) }]));
}

/** Writes (inserts or replaces) a config row's value. */
export async function setConfig(db: Db, key: string, value: unknown, opts: { desc?: string; is_use?: number; now?: number } = {}): Promise<void> {
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  const json = JSON.stringify(value) as never;
  await db
    .insertInto('sys_config')
    .values({ config_key: key, value: json, config_desc: opts.desc ?? '', is_use: opts.is_use ?? 1, create_time: now, modify_time: now })
    .onConflict((oc) =>
      oc.column('config_key').doUpdateSet({ value: json, modify_time: now, ...(opts.is_use === undefined ? {} : { is_use: opts.is_use }), ...(opts.desc === undefined ? {} : { config_desc: opts.desc }) }),
    )
    .execute();
}
