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

/**
 * Whether the shop is open for a client type (NiuShop's shop_h5_status / shop_weapp_status /
 * shop_pc_status in SHOP_STATUS_CONFIG). Read at most every 2 s per instance: a closed shop
 * takes effect everywhere within that time without a query per request.
 */
export function siteStatusReader(db: Kysely<Database>, ttlMs = 2000): (appType: string) => Promise<boolean> {
  let cached: { at: number; value: Record<string, unknown> } | null = null;
  return async (appType: string) => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const row = await db.selectFrom('sys_config').select('value').where('config_key', '=', 'SHOP_STATUS_CONFIG').executeTakeFirst();
      cached = { at: Date.now(), value: (row?.value as Record<string, unknown> | undefined) ?? {} };
    }
    const key = appType === 'weapp' ? 'shop_weapp_status' : appType === 'pc' ? 'shop_pc_status' : 'shop_h5_status';
    const v = cached.value[key];
    return v === undefined || Number(v) === 1;
  };
}

export const unixNow = sql<number>`extract(epoch from now())::bigint`;
