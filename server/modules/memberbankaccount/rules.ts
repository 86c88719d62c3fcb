import { check } from '../../../src/validation/check.ts';
import { withdrawAccountRules } from '../../../src/validation/withdrawAccountForm.ts';
import { ApiError, Code } from '../../http/errors.ts';

/**
 * The withdrawal-account form's rules live in src/validation/withdrawAccountForm.ts, shared with the
 * page; their message keys are the front end's (validation namespace) and the server answers with
 * its own keys (SERVER_KEY).
 */

const SERVER_KEY: Record<string, string> = {
  realnameRequired: 'BANK_ACCOUNT_REALNAME_REQUIRED',
  mobileRequired: 'BANK_ACCOUNT_MOBILE_REQUIRED',
  mobileInvalid: 'BANK_ACCOUNT_MOBILE_INVALID',
  accountTypeRequired: 'BANK_ACCOUNT_TYPE_REQUIRED',
  bankNameRequired: 'BANK_ACCOUNT_BANK_NAME_REQUIRED',
  withdrawalAccountRequired: 'BANK_ACCOUNT_NUMBER_REQUIRED',
};

/** Throws the first failing rule as an ApiError (code -1, message in the request's language). */
export function checkAccountForm(values: Record<string, unknown>): void {
  const found = check(values, withdrawAccountRules(String(values.withdraw_type ?? '')));
  if (!found) return;
  const key = (found.message && SERVER_KEY[found.message]) ?? (found.rule === 'lengthMax' ? 'PARAM_TOO_LONG' : 'INVALID_PARAM');
  throw new ApiError(Code.ERROR, key, { name: found.field }, { field: found.field, rule: found.rule });
}
