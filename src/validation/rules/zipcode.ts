import type { RuleDefinition } from '../types.ts';
import { toText } from '../values.ts';
import { optional } from '../optional.ts';

/** A postal code: exactly 6 digits. */
export const zipcode: RuleDefinition = {
  name: 'zipcode',
  messageKey: 'zipcode',
  test: optional((value) => /^\d{6}$/.test(toText(value))),
};
