import type { RuleDefinition } from '../types.ts';
import { isIntegerValue } from '../values.ts';
import { NUMBER_RANGE } from '../argSchemas.ts';
import { optional } from '../optional.ts';
import { inRange, rangeVars } from '../range.ts';

/** A whole number within [min, max], inclusive. */
export const betweenD: RuleDefinition = {
  name: 'betweenD',
  messageKey: 'betweenD',
  argSchema: NUMBER_RANGE,
  test: optional((value, arg) => isIntegerValue(value) && inRange(value, arg)),
  vars: rangeVars,
};
