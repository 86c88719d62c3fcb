import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { repoRoot } from '../../config.ts';
import type { Database } from '../schema.ts';
import type { Seed } from './types.ts';
import { setConfig } from '../../modules/config/queries.ts';
import { WITHDRAW_CONFIG_KEY, type WithdrawConfigValue } from '../../modules/memberwithdraw/config.ts';

interface Fixture {
  withdraw: { is_use: number; value: WithdrawConfigValue };
}

export function loadWalletFixture(): Fixture {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'wallet.json'), 'utf8')) as Fixture;
}

/**
 * Demo data of issue 16 (fixtures/seed/wallet.json): the withdrawal settings. The addon flags
 * (memberwithdraw …) are left as the member seed has them, so no page changes until its client lands.
 */
export const walletSeed: Seed = {
  name: 'wallet',
  async run(db: Kysely<Database>) {
    const f = loadWalletFixture();
    await setConfig(db, WITHDRAW_CONFIG_KEY, f.withdraw.value, { desc: 'member withdrawal', is_use: f.withdraw.is_use });
  },
};
