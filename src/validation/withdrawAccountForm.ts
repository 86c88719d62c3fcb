// The withdrawal-account form (/pages_tool/member/account_edit) in the shared checker's terms: the
// page and the server (server/modules/memberbankaccount/rules.ts) judge an account with the same
// list. Bank name and account number depend on the type. Pure: no React or i18next.
import type { FieldRules } from './types.ts';

/** The account types NiuShop knows: bank card, Alipay, WeChat change (only with an openid). */
export const WITHDRAW_ACCOUNT_TYPES = ['bank', 'alipay', 'wechatpay'] as const;

/** The rules for one type; `message` keys are the front end's (validation namespace). */
export function withdrawAccountRules(type: string): FieldRules {
  return {
    realname: [{ rule: 'required', message: 'realnameRequired' }, { rule: 'lengthMax', arg: 30 }],
    mobile: [{ rule: 'required', message: 'mobileRequired' }, { rule: 'phoneno', message: 'mobileInvalid' }],
    withdraw_type: [{ rule: 'required', message: 'accountTypeRequired' }, { rule: 'in', arg: WITHDRAW_ACCOUNT_TYPES.join(','), message: 'accountTypeRequired' }],
    ...(type === 'bank' ? { branch_bank_name: [{ rule: 'required', message: 'bankNameRequired' }, { rule: 'lengthMax', arg: 50 }] } : {}),
    ...(type === 'bank' || type === 'alipay' ? { bank_account: [{ rule: 'required', message: 'withdrawalAccountRequired' }, { rule: 'lengthMax', arg: 50 }] } : {}),
  };
}
