import { check } from '../../../src/validation/check.ts';
import type { FieldRules } from '../../../src/validation/types.ts';
import { ApiError, Code } from '../../http/errors.ts';

/**
 * The address form's rules, in the shared checker's terms (src/validation): the page that edits an
 * address declares the same list, so the browser and the server judge a form identically. The
 * `message` keys are the front end's (validation namespace); the server answers with its own keys.
 */
export const ADDRESS_FORM_RULES: FieldRules = {
  name: [{ rule: 'required', message: 'consigneeRequired' }, { rule: 'lengthMax', arg: 30 }],
  mobile: [{ rule: 'required', message: 'mobileRequired' }, { rule: 'phoneno', message: 'mobileInvalid' }],
  telephone: [{ rule: 'regex', arg: '^[0-9][0-9 ()+-]{4,19}$', message: 'telephoneInvalid' }],
  province_id: [{ rule: 'required', message: 'areaRequired' }, { rule: 'int', message: 'areaRequired' }],
  city_id: [{ rule: 'required', message: 'areaRequired' }, { rule: 'int', message: 'areaRequired' }],
  district_id: [{ rule: 'required', message: 'areaRequired' }, { rule: 'int', message: 'areaRequired' }],
  address: [{ rule: 'required', message: 'addressRequired' }, { rule: 'lengthMax', arg: 120 }],
};

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
