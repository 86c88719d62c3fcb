import type { RuleDefinition } from '../types.ts';
import { toText } from '../values.ts';
import { optional } from '../optional.ts';

/** A mainland China mobile number: exactly 11 digits (NiuShop's ^\d{11}$). */
export const phoneno: RuleDefinition = {
  name: 'phoneno',
  messageKey: 'phoneno',
  test: optional((value) => /^\d{11}$/.test(toText(value))),
};
