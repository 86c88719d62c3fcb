import type { RuleDefinition } from '../types.ts';
import { isEmpty, toNumber } from '../values.ts';

/** Filled in and not zero (NiuShop's notnull): for pickers where 0 means "nothing chosen". */
export const notnull: RuleDefinition = {
  name: 'notnull',
  messageKey: 'notnull',
  test: (value) => !isEmpty(value) && value !== false && toNumber(value) !== 0,
};
