import { check } from '../../../src/validation/check.ts';
import type { FieldRules } from '../../../src/validation/types.ts';
import { ApiError, Code } from '../../http/errors.ts';

/**
 * The withdrawal-account form (`/pages_tool/member/account_edit`) in the shared checker's terms
 * (src/validation), so the page and the server judge it the same way. Bank name and account number
 * depend on the type; `accountFormRules(type)` gives the list for one type. Message keys are the
 * front end's (validation namespace); the server answers with its own keys (SERVER_KEY).
 */
export const WITHDRAW_TYPES = ['bank', 'alipay', 'wechatpay'] as const;

export function accountFormRules(type: string): FieldRules {
  return {
    realname: [{ rule: 'required', message: 'realnameRequired' }, { rule: 'lengthMax', arg: 30 }],
    mobile: [{ rule: 'required', message: 'mobileRequired' }, { rule: 'phoneno', message: 'mobileInvalid' }],
    withdraw_type: [{ rule: 'required', message: 'withdrawTypeRequired' }, { rule: 'in', arg: WITHDRAW_TYPES.join(','), message: 'withdrawTypeRequired' }],
    ...(type === 'bank' ? { branch_bank_name: [{ rule: 'required', message: 'bankNameRequired' }, { rule: 'lengthMax', arg: 50 }] } : {}),
    ...(type === 'bank' || type === 'alipay' ? { bank_account: [{ rule: 'required', message: 'bankAccountRequired' }, { rule: 'lengthMax', arg: 50 }] } : {}),
  };
}

const SERVER_KEY: Record<string, string> = {
  realnameRequired: 'BANK_ACCOUNT_REALNAME_REQUIRED',
  mobileRequired: 'BANK_ACCOUNT_MOBILE_REQUIRED',
  mobileInvalid: 'BANK_ACCOUNT_MOBILE_INVALID',
  withdrawTypeRequired: 'BANK_ACCOUNT_TYPE_REQUIRED',
  bankNameRequired: 'BANK_ACCOUNT_BANK_NAME_REQUIRED',
  bankAccountRequired: 'BANK_ACCOUNT_NUMBER_REQUIRED',
};

/** Throws the first failing rule as an ApiError (code -1, message in the request's language). */
export function checkAccountForm(values: Record<string, unknown>): void {
  const found = check(values, accountFormRules(String(values.withdraw_type ?? '')));
  if (!found) return;
  const key = (found.message && SERVER_KEY[found.message]) ?? (found.rule === 'lengthMax' ? 'PARAM_TOO_LONG' : 'INVALID_PARAM');
  throw new ApiError(Code.ERROR, key, { name: found.field }, { field: found.field, rule: found.rule });
}
