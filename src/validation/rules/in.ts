import type { RuleDefinition } from '../types.ts';
import { parseList, toText } from '../values.ts';
import { ALLOWED_VALUES } from '../argSchemas.ts';
import { optional } from '../optional.ts';

/**
 * One of the allowed values, compared as text (so 1 matches '1'). For an array value (a
 * multiple choice) every item must be allowed. NiuShop used indexOf on the string, which also
 * accepted substrings ('1' in "10,20"); we compare whole items.
 */
export const inList: RuleDefinition = {
  name: 'in',
  messageKey: 'in',
  argSchema: ALLOWED_VALUES,
  test: optional((value, arg) => {
    const allowed = parseList(arg);
    if (allowed === null) return false;
    const items = Array.isArray(value) ? value : [value];
    return items.every((item) => allowed.includes(toText(item)));
  }),
};
