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
import { CARD_AGREEMENT_KEY } from '../../modules/supermember/service.ts';
import { sanitizeRichText } from '../../modules/diy/richtext.ts';
import { CANCEL_AGREEMENT_KEY, CANCEL_CONFIG_KEY } from '../../modules/membercancel/service.ts';
import { ConfigKey } from '../../modules/config/queries.ts';

interface Fixture {
  withdraw: { is_use: number; value: WithdrawConfigValue };
  recharge: { is_use: number; value: RechargeConfigValue };
  recharge_packages: Array<{ recharge_name: string; en: string; face_value: string; buy_price: string; point: number; growth: number; coupon_id: string }>;
  cards: Array<{
    level_name: string;
    en: string;
    remark: string;
    en_remark: string;
    charge_rule: Record<string, string>;
    charge_type: number;
    consume_discount: number;
    is_free_shipping: number;
    point_feedback: number;
    send_point: number;
    send_balance: string;
    send_coupon: string;
    is_recommend: number;
    bg_color: string;
    level_text_color: string;
  }>;
  card_agreement: Record<string, { title: string; content: string }>;
  cancel: { is_enable: number; is_audit: number };
  cancel_agreement: Record<string, { title: string; content: string }>;
  contact: Record<string, { service_hours: string }>;
}

export function loadWalletFixture(): Fixture {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'fixtures', 'seed', 'wallet.json'), 'utf8')) as Fixture;
}

/**
 * Demo data of issue 16 (fixtures/seed/wallet.json): the withdrawal and recharge settings, the
 * recharge packages (listed newest first, so the fixture's first is made last), two paid member
 * cards (member levels of level_type 1) and the card agreement, the cancellation settings and
 * agreement, the contact page's service hours. The addon flags (memberwithdraw, memberrecharge,
 * supermember, membercancel: all on) are the member seed's (fixtures/seed/member.json).
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
    let sort = 100;
    for (const c of f.cards) {
      const { en, en_remark, charge_rule, send_balance, ...card } = c;
      await db
        .insertInto('member_level')
        .values({ ...card, level_type: 1, growth: 0, charge_rule: JSON.stringify(charge_rule), send_balance: toFen(send_balance), sort: sort++, i18n: JSON.stringify({ 'en-us': { level_name: en, remark: en_remark } }) })
        .execute();
    }
    const doc = (d: Fixture['card_agreement']) => Object.fromEntries(Object.entries(d).map(([lang, v]) => [lang, { title: v.title, content: sanitizeRichText(v.content).html }]));
    await setConfig(db, CARD_AGREEMENT_KEY, doc(f.card_agreement), { desc: 'member card agreement' });
    await setConfig(db, CANCEL_CONFIG_KEY, f.cancel, { desc: 'account cancellation' });
    await setConfig(db, CANCEL_AGREEMENT_KEY, doc(f.cancel_agreement), { desc: 'account cancellation agreement' });
    await setConfig(db, ConfigKey.SHOP_CONTACT, f.contact, { desc: 'contact page: service hours by language' });
  },
};
