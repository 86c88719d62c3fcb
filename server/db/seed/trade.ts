import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.ts';
import type { Seed } from './types.ts';

interface TradeFixture {
  config: Record<string, { desc: string; value: Record<string, unknown> }>;
}

/**
 * Trade settings from fixtures/seed/trade.json: order timers, points cash-off, local delivery fee,
 * balance payment and the offline payment accounts. (The development gateway's secret is made per
 * installation at start, see modules/pay/gateway.ts.)
 */
export const tradeSeed: Seed = {
  name: 'trade',
  async run(db) {
    const f = JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'trade.json'), 'utf8')) as TradeFixture;
    for (const [key, c] of Object.entries(f.config)) {
      await db
        .insertInto('sys_config')
        .values({ config_key: key, value: JSON.stringify(c.value) as never, config_desc: c.desc })
        .onConflict((oc) => oc.column('config_key').doNothing())
        .execute();
    }
  },
};
