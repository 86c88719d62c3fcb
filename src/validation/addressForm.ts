// The address form's rules in the shared checker's terms: the page that edits an address declares
// the same list (widgets/address-form's defaults), and the server judges a saved address with them
// (server/modules/address/rules.ts), so both sides agree. Pure: no React or i18next.
import type { FieldRules } from './types.ts';

/** The `message` keys are the front end's (validation namespace); the server maps them to its own. */
export const ADDRESS_FORM_RULES: FieldRules = {
  name: [{ rule: 'required', message: 'consigneeRequired' }, { rule: 'lengthMax', arg: 30 }],
  mobile: [{ rule: 'required', message: 'mobileRequired' }, { rule: 'phoneno', message: 'mobileInvalid' }],
  telephone: [{ rule: 'regex', arg: '^[0-9][0-9 ()+-]{4,19}$', message: 'telephoneInvalid' }],
  province_id: [{ rule: 'required', message: 'areaRequired' }, { rule: 'int', message: 'areaRequired' }],
  city_id: [{ rule: 'required', message: 'areaRequired' }, { rule: 'int', message: 'areaRequired' }],
  district_id: [{ rule: 'required', message: 'areaRequired' }, { rule: 'int', message: 'areaRequired' }],
  address: [{ rule: 'required', message: 'addressRequired' }, { rule: 'lengthMax', arg: 120 }],
};
