import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The token secret is made once and kept in the shared database so every instance agrees. */
export async function ensureTokenSecret(db: Kysely<Database>): Promise<string> {
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('sys_config')
    .values({ config_key: 'API_TOKEN_SECRET', value: JSON.stringify({ secret: fresh }) as never, config_desc: 'member token signing secret' })
    .onConflict((oc) => oc.column('config_key').doNothing())
    .execute();
  const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', 'API_TOKEN_SECRET').executeTakeFirstOrThrow();
  return String((row.value as { secret: string }).secret);
}

/** The open check of one instance, plus the shop's own closing message (what -3 answers). */
export interface SiteStatusReader {
  (appType: string): Promise<boolean>;
  /**
   * The merchant's closing message (`close_message` of SHOP_STATUS_CONFIG: a text, or one per
   * language `{"zh-cn": …, "en-us": …}`) in `lang`, as last read; '' when none is set.
   */
  closeMessage(lang: string): string;
}

/**
 * Whether the shop is open for a client type (NiuShop's shop_h5_status / shop_weapp_status /
 * shop_pc_status in SHOP_STATUS_CONFIG). Read at most every 2 s per instance: a closed shop
 * takes effect everywhere within that time without a query per request, and so does reopening
 * (`>=`: with 0 every call reads, even two in the same millisecond).
 */
export function siteStatusReader(db: Kysely<Database>, ttlMs = 2000): SiteStatusReader {
  let cached: { at: number; value: Record<string, unknown> } | null = null;
  const reader = (async (appType: string) => {
    if (!cached || Date.now() - cached.at >= ttlMs) {
      const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', 'SHOP_STATUS_CONFIG').executeTakeFirst();
      cached = { at: Date.now(), value: (row?.value as Record<string, unknown> | undefined) ?? {} };
    }
    const key = appType === 'weapp' ? 'shop_weapp_status' : appType === 'pc' ? 'shop_pc_status' : 'shop_h5_status';
    const v = cached.value[key];
    return v === undefined || Number(v) === 1;
  }) as SiteStatusReader;
  reader.closeMessage = (lang: string) => {
    const m = cached?.value.close_message;
    if (typeof m === 'string') return m.slice(0, 500);
    if (m && typeof m === 'object') {
      const byLang = m as Record<string, unknown>;
      const text = byLang[lang] ?? byLang['zh-cn'];
      return typeof text === 'string' ? text.slice(0, 500) : '';
    }
    return '';
  };
  return reader;
}

export const unixNow = sql<number>`extract(epoch from now())::bigint`;
