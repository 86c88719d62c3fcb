// same / notsame compare with another field ({field}) or with a literal value.
import type { FormValues, RuleDefinition } from './types.ts';
import { fieldValue } from './values.ts';

export function isFieldRef(arg: unknown): arg is { field: string } {
  return typeof arg === 'object' && arg !== null && !Array.isArray(arg) && typeof (arg as { field?: unknown }).field === 'string';
}

export function compareTarget(arg: unknown, values: FormValues): unknown {
  return isFieldRef(arg) ? fieldValue(values, arg.field) : arg;
}

export const compareVars: NonNullable<RuleDefinition['vars']> = (arg) =>
  isFieldRef(arg) ? { otherField: arg.field } : { value: arg };
