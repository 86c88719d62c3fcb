/**
 * The validation bridge of every form widget (account, address, order forms): the rules declared
 * in the page schema, judged by src/validation (the same rules the server runs; formik holds the
 * values through useRulesForm), messages from a namespace of ours (`ns:key`) or the validation
 * namespace, and the first failing field's message.
 */
import type { FieldRules, RuleDeclaration } from '../../validation/types.ts';
import { i18n } from '../../i18n/instance.ts';
import { firstFormError, formErrors, type Translate } from '../../validation/formErrors.ts';

/** Rule declarations as they arrive in props (generated types are mutable, loose objects). */
export type LooseFieldRules = Record<string, ReadonlyArray<{ rule: string; arg?: unknown; message?: string }>> | undefined;

/**
 * A rule message: a key of the `validation` namespace, `ns:key` of another namespace, or literal
 * text (shown as it is when no such key exists).
 */
export const translateRule: Translate = (key, vars) => {
  const options = { defaultValue: key, ...vars };
  if (/^[a-z][\w-]*:[\w.]+$/i.test(key)) return String(i18n.t(key, options));
  return String(i18n.t(key, { ...options, ns: 'validation' }));
};

/** The declared rules as FieldRules, keeping only `fields` (in declaration order) when given. */
export function pickRules(rules: LooseFieldRules, fields?: readonly string[]): FieldRules {
  const out: Record<string, readonly RuleDeclaration[]> = {};
  if (!rules || typeof rules !== 'object') return out;
  for (const [field, list] of Object.entries(rules)) {
    if (!Array.isArray(list)) continue;
    if (fields && !fields.includes(field)) continue;
    Object.defineProperty(out, field, { value: list as readonly RuleDeclaration[], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The rules without those of the image captcha (`captcha_code`) while the captcha is off. */
export function captchaRules(rules: FieldRules, captchaOn: boolean, field = 'captcha_code'): FieldRules {
  if (captchaOn || !(field in rules)) return rules;
  return pickRules(rules as LooseFieldRules, Object.keys(rules).filter((f) => f !== field));
}

/** The message of the first field (declaration order) with an error, or null. */
export const firstError = firstFormError;

/**
 * Runs the rules on `values` exactly as the forms do (useRulesForm) and returns the first failing
 * rule's message, or null when everything passes.
 */
export async function validateFirst(rules: FieldRules, values: Record<string, unknown>): Promise<string | null> {
  return firstFormError(rules, formErrors(rules, values, translateRule));
}
