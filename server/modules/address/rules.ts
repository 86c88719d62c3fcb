import { check } from '../../../src/validation/check.ts';
import { ADDRESS_FORM_RULES } from '../../../src/validation/addressForm.ts';
import { ApiError, Code } from '../../http/errors.ts';

/** Front-end message key (or field + rule) → server message key (server/i18n/locales/<lng>/address.json). */
const SERVER_KEY: Record<string, string> = {
  consigneeRequired: 'ADDRESS_NAME_REQUIRED',
  mobileRequired: 'ADDRESS_MOBILE_REQUIRED',
  mobileInvalid: 'ADDRESS_MOBILE_INVALID',
  telephoneInvalid: 'ADDRESS_TELEPHONE_INVALID',
  areaRequired: 'ADDRESS_AREA_REQUIRED',
  addressRequired: 'ADDRESS_DETAIL_REQUIRED',
  'name.lengthMax': 'ADDRESS_NAME_TOO_LONG',
  'address.lengthMax': 'ADDRESS_DETAIL_TOO_LONG',
};

/** Throws the first failing rule as an ApiError (code -1, message in the request language). */
export function checkAddressForm(values: Record<string, unknown>): void {
  const found = check(values, ADDRESS_FORM_RULES);
  if (!found) return;
  const key = (found.message && SERVER_KEY[found.message]) ?? SERVER_KEY[`${found.field}.${found.rule}`] ?? 'INVALID_PARAM';
  const vars: Record<string, string | number> = { name: found.field };
  if (typeof found.vars.max === 'number') vars.max = found.vars.max;
  throw new ApiError(Code.ERROR, key, vars, { field: found.field, rule: found.rule });
}
