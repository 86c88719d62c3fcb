/**
 * The validation bridge of the profile forms: declared rules judged by src/validation, the first
 * failing rule's message (a key of the `validation` namespace, `ns:key` of another one, or text).
 */
import { type FieldRules, firstFormError, formErrors, i18n, type RuleDeclaration, type Translate } from '../../src/sdk/index.ts';

export type LooseRules = Record<string, ReadonlyArray<{ rule: string; arg?: unknown; message?: string }>> | undefined;

export const translateRule: Translate = (key, vars) => {
  const options = { defaultValue: key, ...vars };
  if (/^[a-z][\w-]*:[\w.]+$/i.test(key)) return String(i18n.t(key, options));
  return String(i18n.t(key, { ...options, ns: 'validation' }));
};

/** The declared rules as FieldRules (only `fields`, in declaration order, when given). */
export function pickRules(rules: LooseRules | FieldRules, fields?: readonly string[]): FieldRules {
  const out: Record<string, readonly RuleDeclaration[]> = {};
  if (!rules || typeof rules !== 'object') return out;
  for (const [field, list] of Object.entries(rules)) {
    if (!Array.isArray(list)) continue;
    if (fields && !fields.includes(field)) continue;
    Object.defineProperty(out, field, { value: list as readonly RuleDeclaration[], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * The new-password rules of the register config: the minimum length raised to pwd_len (never
 * under 6) and a rule per required character class.
 */
export function passwordRules(
  rules: FieldRules,
  config: Record<string, unknown>,
  byClass: Record<string, { rule: string; arg?: unknown; message?: string }> | undefined,
  field = 'new_password',
): FieldRules {
  const list = rules[field];
  if (!list) return rules;
  const min = Math.max(6, Math.trunc(Number(config.pwd_len) || 0));
  const wanted = String(config.pwd_complexity ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const extra: RuleDeclaration[] = [];
  for (const name of wanted) {
    const r = byClass && Object.prototype.hasOwnProperty.call(byClass, name) ? byClass[name] : undefined;
    if (r && typeof r.rule === 'string') extra.push(r as RuleDeclaration);
  }
  const adjusted = list.map((r) => (r.rule === 'lengthMin' ? { ...r, arg: Math.max(min, Math.trunc(Number(r.arg) || 0)) } : r));
  const out: Record<string, readonly RuleDeclaration[]> = {};
  for (const [f, l] of Object.entries(rules)) out[f] = f === field ? [...adjusted, ...extra] : l;
  return out;
}

/** The message of the first field (declaration order) that has one, or null. */
export const firstError = firstFormError;

/** Runs the rules as the form does and returns the first failing rule's message, or null. */
export async function validateFirst(rules: FieldRules, values: Record<string, unknown>): Promise<string | null> {
  return firstFormError(rules, formErrors(rules, values, translateRule));
}

/** Digits only, at most `max`. */
export function digits(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max);
}
