// NiuShop's checker fails every rule on a falsy value. We do not: an empty field fails only
// `required` and `notnull`, so optional fields (the address telephone, say) pass their format
// rules when left blank. Rules that check a format wrap their test in `optional`.
import { isEmpty } from './values.ts';
import type { RuleDefinition } from './types.ts';

export function optional(test: RuleDefinition['test']): RuleDefinition['test'] {
  return (value, arg, values) => isEmpty(value) || test(value, arg, values);
}
