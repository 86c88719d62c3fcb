import type { RuleDefinition } from '../types.ts';
import { isIntegerValue } from '../values.ts';
import { optional } from '../optional.ts';

/** A whole number, as a number or digits with an optional sign ('12', '-3', '0'). */
export const int: RuleDefinition = {
  name: 'int',
  messageKey: 'int',
  test: optional((value) => isIntegerValue(value)),
};
