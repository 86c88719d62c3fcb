import type { Lang } from '../../i18n/index.ts';
import type { AccountType } from '../../db/tables/account.ts';

/** Ledger sources (NiuShop MemberAccount::getFromType plus the addons we run), by account type. */
interface FromType {
  zh: string;
  en: string;
  accounts: AccountType[];
}

export const FROM_TYPES: Record<string, FromType> = {
  register: { zh: '注册', en: 'Registration', accounts: ['point', 'balance', 'growth'] },
  adjust: { zh: '调整', en: 'Adjustment', accounts: ['balance', 'balance_money', 'point', 'growth'] },
  order: { zh: '消费', en: 'Purchase', accounts: ['balance', 'balance_money', 'point'] },
  upgrade: { zh: '升级', en: 'Level upgrade', accounts: ['balance', 'balance_money', 'point', 'growth'] },
  refund: { zh: '退还', en: 'Refund', accounts: ['balance', 'balance_money', 'point'] },
  signin: { zh: '签到', en: 'Sign-in', accounts: ['point', 'growth'] },
  memberconsume: { zh: '消费奖励', en: 'Purchase reward', accounts: ['point', 'growth'] },
  memberrecharge: { zh: '会员充值', en: 'Recharge', accounts: ['balance', 'point', 'growth'] },
  pointexchange: { zh: '积分兑换', en: 'Points exchange', accounts: ['point'] },
  pointexchangerefund: { zh: '积分兑换退还', en: 'Points exchange refund', accounts: ['point'] },
  pointcash: { zh: '积分抵现', en: 'Points deduction', accounts: ['point'] },
  memberlevel: { zh: '开卡', en: 'Member card', accounts: ['balance', 'point'] },
  membercancel: { zh: '账号注销', en: 'Account cancelled', accounts: ['balance', 'balance_money', 'point', 'growth'] },
  withdraw: { zh: '提现', en: 'Withdrawal', accounts: ['balance_money'] },
  withdraw_fail: { zh: '提现失败', en: 'Withdrawal failed', accounts: ['balance_money'] },
  point_expire: { zh: '积分到期', en: 'Points expired', accounts: ['point'] },
  birthdaygift: { zh: '生日有礼', en: 'Birthday gift', accounts: ['balance', 'balance_money', 'point'] },
  scenefestival: { zh: '节日有礼', en: 'Festival gift', accounts: ['balance', 'balance_money', 'point'] },
  memberrecommend: { zh: '邀请奖励', en: 'Invite reward', accounts: ['point', 'balance'] },
  cards: { zh: '刮刮乐', en: 'Scratch card', accounts: ['point', 'balance'] },
  egg: { zh: '砸金蛋', en: 'Golden eggs', accounts: ['point', 'balance'] },
  turntable: { zh: '幸运抽奖', en: 'Lucky wheel', accounts: ['point', 'balance'] },
};

export function fromTypeName(fromType: string, lang: Lang): string {
  const t = FROM_TYPES[fromType];
  if (!t) return fromType;
  return lang === 'en-us' ? t.en : t.zh;
}

/** NiuShop's `fromType` answer: account_type → from_type → {type_name, type_url}. */
export function fromTypeMap(lang: Lang): Record<AccountType, Record<string, { type_name: string; type_url: string }>> {
  const out: Record<AccountType, Record<string, { type_name: string; type_url: string }>> = { point: {}, balance: {}, balance_money: {}, growth: {} };
  for (const [key, t] of Object.entries(FROM_TYPES)) {
    for (const acc of t.accounts) out[acc][key] = { type_name: lang === 'en-us' ? t.en : t.zh, type_url: '' };
  }
  return out;
}
