import type { RuleDefinition } from '../types.ts';
import { isEmpty } from '../values.ts';

/** Filled in: not undefined, null, blank text or an empty array. 0 and false count as filled in. */
export const required: RuleDefinition = {
  name: 'required',
  messageKey: 'required',
  test: (value) => !isEmpty(value),
};
