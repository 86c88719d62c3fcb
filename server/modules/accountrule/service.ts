/**
 * `/api/member/accountrule`: how a member earns points, balance and growth, as lines of text in the
 * reader's language, gathered from the rules that are switched on (NiuShop collected them from the
 * addons' MemberAccountRule events): the register gift, sign-in rewards, the spending reward,
 * recharge packages and withdrawal.
 */
import { translate, type Lang } from '../../i18n/index.ts';
import type { Db } from '../account/ledger.ts';
import { consumeConfig } from '../gifts/consume.ts';
import { yuan } from '../goods/format.ts';
import { registerRewardConfig } from '../member/service.ts';
import { rechargeConfig } from '../memberrecharge/config.ts';
import { withdrawConfig } from '../memberwithdraw/config.ts';
import { readSigninConfig } from '../signin/config.ts';
import { localize } from '../content/i18n.ts';
import { toFen } from '../../lib/money.ts';

export interface AccountRules {
  point: string[];
  balance: string[];
  growth: string[];
}

export async function accountRules(db: Db, lang: Lang): Promise<AccountRules> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const out: AccountRules = { point: [], balance: [], growth: [] };

  const reg = await registerRewardConfig(db);
  if (reg.is_use === 1) {
    if (reg.value.point > 0) out.point.push(t('ACCOUNT_RULE_REGISTER_POINT', { n: reg.value.point }));
    if (toFen(reg.value.balance) > 0) out.balance.push(t('ACCOUNT_RULE_REGISTER_BALANCE', { money: reg.value.balance }));
    if (reg.value.growth > 0) out.growth.push(t('ACCOUNT_RULE_REGISTER_GROWTH', { n: reg.value.growth }));
  }

  const signin = await readSigninConfig(db);
  if (signin.is_use === 1) {
    const [daily, ...streaks] = signin.reward;
    if (daily?.point) out.point.push(t('ACCOUNT_RULE_SIGNIN_POINT', { n: daily.point }));
    if (daily?.growth) out.growth.push(t('ACCOUNT_RULE_SIGNIN_GROWTH', { n: daily.growth }));
    for (const r of streaks) {
      if (r.point) out.point.push(t('ACCOUNT_RULE_SIGNIN_STREAK_POINT', { day: r.day, n: r.point }));
      if (r.growth) out.growth.push(t('ACCOUNT_RULE_SIGNIN_STREAK_GROWTH', { day: r.day, n: r.growth }));
    }
  }

  const consume = await consumeConfig(db);
  if (consume.is_use === 1) {
    if (consume.value.return_point_rate > 0) out.point.push(t('ACCOUNT_RULE_CONSUME_POINT', { rate: consume.value.return_point_rate }));
    if (consume.value.return_growth_rate > 0) out.growth.push(t('ACCOUNT_RULE_CONSUME_GROWTH', { rate: consume.value.return_growth_rate }));
  }

  const recharge = await rechargeConfig(db);
  if (recharge.is_use) {
    out.balance.push(t('ACCOUNT_RULE_RECHARGE_BALANCE'));
    const packages = await db.selectFrom('member_recharge').select(['recharge_name', 'buy_price', 'face_value', 'point', 'growth', 'i18n']).where('status', '=', 1).orderBy('buy_price').orderBy('recharge_id').execute();
    for (const p of packages) {
      const name = localize(p, lang).recharge_name;
      if (p.face_value > p.buy_price) out.balance.push(t('ACCOUNT_RULE_RECHARGE_PACKAGE_BALANCE', { name, price: yuan(p.buy_price), money: yuan(p.face_value) }));
      if (p.point > 0) out.point.push(t('ACCOUNT_RULE_RECHARGE_PACKAGE_POINT', { name, n: p.point }));
      if (p.growth > 0) out.growth.push(t('ACCOUNT_RULE_RECHARGE_PACKAGE_GROWTH', { name, n: p.growth }));
    }
  }

  const withdraw = await withdrawConfig(db);
  if (withdraw.is_use) out.balance.push(t('ACCOUNT_RULE_WITHDRAW', { min: yuan(withdraw.min), rate: withdraw.rate }));
  return out;
}
