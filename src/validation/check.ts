// The generic checker (spec §5). Pure: no React, i18next or browser globals, so the server
// imports it and judges a form exactly as the page did.
import { getRule } from './rules/index.ts';
import type { CheckFailure, FieldRules, FormValues, RuleDeclaration, RuleDefinition } from './types.ts';
import { fieldValue } from './values.ts';

/** Field labels for the {{label}} variable; the field name is used when absent. */
export type FieldLabels = Readonly<Record<string, string>>;

function ruleOf(declaration: RuleDeclaration, field: string): RuleDefinition {
  const name = (declaration as { rule?: unknown } | null)?.rule;
  const rule = typeof name === 'string' ? getRule(name) : undefined;
  // Page schemas are validated before use, so an unknown rule is a programming error: fail loudly
  // rather than let a field through unchecked.
  if (rule === undefined) throw new TypeError(`unknown validation rule ${JSON.stringify(name)} on field ${field}`);
  return rule;
}

function failure(field: string, declaration: RuleDeclaration, rule: RuleDefinition, labels?: FieldLabels): CheckFailure {
  const vars = { ...rule.vars?.(declaration.arg), field, label: labels?.[field] ?? field };
  return declaration.message === undefined
    ? { field, rule: rule.name, messageKey: rule.messageKey, vars }
    : { field, rule: rule.name, messageKey: rule.messageKey, message: declaration.message, vars };
}

/** The first failing rule of one field's list, or null. `values` gives same/notsame their other field. */
export function checkField(
  field: string,
  value: unknown,
  rules: readonly RuleDeclaration[],
  values: FormValues,
  labels?: FieldLabels,
): CheckFailure | null {
  for (const declaration of rules) {
    const rule = ruleOf(declaration, field);
    if (!rule.test(value, declaration.arg, values)) return failure(field, declaration, rule, labels);
  }
  return null;
}

function fieldOrder(fieldRules: FieldRules, order?: readonly string[]): string[] {
  const declared = Object.keys(fieldRules);
  if (order === undefined) return declared;
  const first = order.filter((field) => Object.prototype.hasOwnProperty.call(fieldRules, field));
  return [...new Set([...first, ...declared])];
}

/**
 * The first failure, fields in declaration order (or `order` first, then the rest), rules in
 * order; null when every field passes.
 */
export function check(values: FormValues, fieldRules: FieldRules, order?: readonly string[], labels?: FieldLabels): CheckFailure | null {
  for (const field of fieldOrder(fieldRules, order)) {
    const found = checkField(field, fieldValue(values, field), fieldRules[field] ?? [], values, labels);
    if (found !== null) return found;
  }
  return null;
}

/** Every failing rule of every field (fields without failures are absent); {} when all pass. */
export function checkAll(
  values: FormValues,
  fieldRules: FieldRules,
  order?: readonly string[],
  labels?: FieldLabels,
): Record<string, CheckFailure[]> {
  const result: Record<string, CheckFailure[]> = {};
  for (const field of fieldOrder(fieldRules, order)) {
    const value = fieldValue(values, field);
    const failures: CheckFailure[] = [];
    for (const declaration of fieldRules[field] ?? []) {
      const rule = ruleOf(declaration, field);
      if (!rule.test(value, declaration.arg, values)) failures.push(failure(field, declaration, rule, labels));
    }
    if (failures.length > 0) Object.defineProperty(result, field, { value: failures, enumerable: true, writable: true, configurable: true });
  }
  return result;
}

/** The key (or literal) to translate for a failure: the declaration's message, else the rule's default. */
export function failureMessageKey(found: CheckFailure): string {
  return found.message ?? found.messageKey;
}

/** i18next namespace of the default messages (src/i18n/locales/<lng>/validation.json). */
export const VALIDATION_NAMESPACE = 'validation';
