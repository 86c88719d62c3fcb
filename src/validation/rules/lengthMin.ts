import type { RuleDefinition } from '../types.ts';
import { charLength, parseCount } from '../values.ts';
import { COUNT } from '../argSchemas.ts';
import { optional } from '../optional.ts';

/** At least `arg` characters (or items). */
export const lengthMin: RuleDefinition = {
  name: 'lengthMin',
  messageKey: 'lengthMin',
  argSchema: COUNT,
  test: optional((value, arg) => {
    const min = parseCount(arg);
    return min !== undefined && charLength(value) >= min;
  }),
  vars: (arg) => ({ min: parseCount(arg) }),
};
