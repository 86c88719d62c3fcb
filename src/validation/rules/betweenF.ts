import type { RuleDefinition } from '../types.ts';
import { NUMBER_RANGE } from '../argSchemas.ts';
import { optional } from '../optional.ts';
import { inRange, rangeVars } from '../range.ts';

/**
 * A decimal number within [min, max]. NiuShop's pattern demanded a fractional part ("5" failed,
 * "5.0" passed); nobody typing an amount expects that, so whole numbers pass too.
 */
export const betweenF: RuleDefinition = {
  name: 'betweenF',
  messageKey: 'betweenF',
  argSchema: NUMBER_RANGE,
  test: optional((value, arg) => inRange(value, arg)),
  vars: rangeVars,
};
