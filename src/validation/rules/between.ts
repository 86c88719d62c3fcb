import type { RuleDefinition } from '../types.ts';
import { NUMBER_RANGE } from '../argSchemas.ts';
import { optional } from '../optional.ts';
import { inRange, rangeVars } from '../range.ts';

/** A number (whole or decimal) within [min, max], inclusive. */
export const between: RuleDefinition = {
  name: 'between',
  messageKey: 'between',
  argSchema: NUMBER_RANGE,
  test: optional((value, arg) => inRange(value, arg)),
  vars: rangeVars,
};
