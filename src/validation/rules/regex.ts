import { compilePattern } from '../pattern.ts';
import type { RuleDefinition } from '../types.ts';
import { toText } from '../values.ts';
import { PATTERN } from '../argSchemas.ts';
import { optional } from '../optional.ts';

/**
 * NiuShop's `reg`: the value matches the pattern (not anchored unless the pattern says so).
 * A pattern that is too long, invalid or prone to catastrophic backtracking makes the rule fail.
 */
export const regex: RuleDefinition = {
  name: 'regex',
  messageKey: 'regex',
  argSchema: PATTERN,
  test: optional((value, arg) => compilePattern(arg)?.test(toText(value)) ?? false),
};
