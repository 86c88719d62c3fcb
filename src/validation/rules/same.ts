import type { RuleDefinition } from '../types.ts';
import { sameValue } from '../values.ts';
import { COMPARE_WITH } from '../argSchemas.ts';
import { compareTarget, compareVars } from '../compare.ts';

/**
 * Equal to another field or a literal ('6' equals 6). Not skipped when empty: a blank
 * confirmation of a filled-in password is a mismatch the user expects to see.
 */
export const same: RuleDefinition = {
  name: 'same',
  messageKey: 'same',
  argSchema: COMPARE_WITH,
  test: (value, arg, values) => sameValue(value, compareTarget(arg, values)),
  vars: compareVars,
};
