import type { RuleDefinition } from '../types.ts';
import { toText } from '../values.ts';
import { optional } from '../optional.ts';

// NiuShop's pattern, case-insensitive, with each repetition unambiguous (no backtracking blow-up)
// and a letters-only top-level domain. 254 characters is the longest address SMTP allows.
const EMAIL = /^[a-z0-9](?:[._+-]?[a-z0-9])*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const email: RuleDefinition = {
  name: 'email',
  messageKey: 'email',
  test: optional((value) => {
    const text = toText(value);
    return text.length <= 254 && EMAIL.test(text);
  }),
};
