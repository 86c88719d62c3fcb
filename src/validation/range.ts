// Shared by between, betweenD and betweenF.
import type { RuleDefinition } from './types.ts';
import { parseRange, toNumber } from './values.ts';

export function inRange(value: unknown, arg: unknown): boolean {
  const range = parseRange(arg);
  const n = toNumber(value);
  return range !== null && n !== undefined && n >= range[0] && n <= range[1];
}

export const rangeVars: NonNullable<RuleDefinition['vars']> = (arg) => {
  const range = parseRange(arg);
  return range === null ? {} : { min: range[0], max: range[1] };
};
