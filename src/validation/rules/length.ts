import type { RuleDefinition } from '../types.ts';
import { charLength, parseRange } from '../values.ts';
import { LENGTH_RANGE } from '../argSchemas.ts';
import { optional } from '../optional.ts';

/** NiuShop's `string`: length in characters within [min, max]. */
export const length: RuleDefinition = {
  name: 'length',
  messageKey: 'length',
  argSchema: LENGTH_RANGE,
  test: optional((value, arg) => {
    const range = parseRange(arg);
    if (range === null) return false;
    const n = charLength(value);
    return n >= range[0] && n <= range[1];
  }),
  vars: (arg) => {
    const range = parseRange(arg);
    return range === null ? {} : { min: range[0], max: range[1] };
  },
};
