import type { RuleDefinition } from '../types.ts';
import { charLength, parseCount } from '../values.ts';
import { COUNT } from '../argSchemas.ts';
import { optional } from '../optional.ts';

/** At most `arg` characters (or items). */
export const lengthMax: RuleDefinition = {
  name: 'lengthMax',
  messageKey: 'lengthMax',
  argSchema: COUNT,
  test: optional((value, arg) => {
    const max = parseCount(arg);
    return max !== undefined && charLength(value) <= max;
  }),
  vars: (arg) => ({ max: parseCount(arg) }),
};
