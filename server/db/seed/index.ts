import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { ServerConfig } from '../../config.ts';
import { seeds } from './list.ts';

/**
 * Demo data from fixtures/, applied once: each area's seed runs in order inside one transaction,
 * and a marker row in sys_config records that the shop is seeded.
 */
export async function seedIfEmpty(db: Kysely<Database>, config: ServerConfig, opts: { images?: boolean } = {}): Promise<boolean> {
  const done = await db.selectFrom('sys_config').select('config_key').where('config_key', '=', 'SEED_DONE').executeTakeFirst();
  if (done) return false;
  await db.transaction().execute(async (trx) => {
    for (const seed of seeds) await seed.run(trx, { config, images: opts.images ?? true });
    await trx.insertInto('sys_config').values({ config_key: 'SEED_DONE', value: JSON.stringify({ at: Date.now() }) as never, config_desc: 'demo data seeded' }).execute();
  });
  return true;
}
