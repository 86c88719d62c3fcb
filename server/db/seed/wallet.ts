import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { repoRoot } from '../../config.ts';
import type { Database } from '../schema.ts';
import type { Seed } from './types.ts';
import { setConfig } from '../../modules/config/queries.ts';
import { WITHDRAW_CONFIG_KEY, type WithdrawConfigValue } from '../../modules/memberwithdraw/config.ts';
import { RECHARGE_CONFIG_KEY, type RechargeConfigValue } from '../../modules/memberrecharge/config.ts';
import { toFen } from '../../lib/money.ts';

interface Fixture {
  withdraw: { is_use: number; value: WithdrawConfigValue };
  recharge: { is_use: number; value: RechargeConfigValue };
  recharge_packages: Array<{ recharge_name: string; en: string; face_value: string; buy_price: string; point: number; growth: number; coupon_id: string }>;
}

export function loadWalletFixture(): Fixture {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'wallet.json'), 'utf8')) as Fixture;
}

/**
 * Demo data of issue 16 (fixtures/seed/wallet.json): the withdrawal and recharge settings, the
 * recharge packages (listed newest first, so the fixture's first is made last). The addon flags
 * (memberwithdraw …) are left as the member seed has them, so no page changes until its client lands.
 */
export const walletSeed: Seed = {
  name: 'wallet',
  async run(db: Kysely<Database>) {
    const f = loadWalletFixture();
    const now = Math.floor(Date.now() / 1000);
    await setConfig(db, WITHDRAW_CONFIG_KEY, f.withdraw.value, { desc: 'member withdrawal', is_use: f.withdraw.is_use });
    await setConfig(db, RECHARGE_CONFIG_KEY, f.recharge.value, { desc: 'member recharge', is_use: f.recharge.is_use });
    for (const [i, p] of [...f.recharge_packages.entries()].reverse()) {
      await db
        .insertInto('member_recharge')
        .values({
          recharge_name: p.recharge_name,
          face_value: toFen(p.face_value),
          buy_price: toFen(p.buy_price),
          point: p.point,
          growth: p.growth,
          coupon_id: p.coupon_id,
          i18n: JSON.stringify({ 'en-us': { recharge_name: p.en } }),
          create_time: now - 60 * (i + 1),
        })
        .execute();
    }
  },
};
