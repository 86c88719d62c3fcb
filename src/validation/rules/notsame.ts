import type { RuleDefinition } from '../types.ts';
import { sameValue } from '../values.ts';
import { COMPARE_WITH } from '../argSchemas.ts';
import { compareTarget, compareVars } from '../compare.ts';
import { optional } from '../optional.ts';

/** Different from another field or a literal (new password vs old, new mobile vs current). */
export const notsame: RuleDefinition = {
  name: 'notsame',
  messageKey: 'notsame',
  argSchema: COMPARE_WITH,
  test: optional((value, arg, values) => !sameValue(value, compareTarget(arg, values))),
  vars: compareVars,
};
