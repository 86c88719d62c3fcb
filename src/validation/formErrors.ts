// The form side of the rules: every field's first failing rule, as one translated message per field.
// Pure (no React), so forms, their tests and anything else judge values the same way; the server
// runs the same rules through check.ts.
import { checkField, failureMessageKey } from './check.ts';
import type { FieldLabels } from './check.ts';
import type { FieldRules, FormValues } from './types.ts';
import { fieldValue } from './values.ts';

/** Translates a key of the `validation` namespace (or a literal message) with its variables. */
export type Translate = (key: string, vars: Readonly<Record<string, unknown>>) => string;

/** Field → message; fields that pass are absent. */
export type FormErrors = Record<string, string>;

/**
 * Each field's first failing rule (fields in declaration order, rules in order), translated; {}
 * when every field passes. Blank text, undefined and null are empty alike.
 */
export function formErrors(fieldRules: FieldRules, values: FormValues, translate: Translate, labels?: FieldLabels): FormErrors {
  const out: FormErrors = {};
  for (const [field, rules] of Object.entries(fieldRules)) {
    const found = checkField(field, fieldValue(values, field), rules, values, labels);
    // defineProperty: a field named "__proto__" (from JSON) stays a field instead of a prototype.
    if (found) Object.defineProperty(out, field, { value: translate(failureMessageKey(found), found.vars), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The message of the first field (declaration order) with an error, or null. */
export function firstFormError(fieldRules: FieldRules, errors: Readonly<Record<string, unknown>>): string | null {
  for (const field of Object.keys(fieldRules)) {
    const e = errors[field];
    if (typeof e === 'string' && e) return e;
  }
  return null;
}
