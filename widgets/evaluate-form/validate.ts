/**
 * The validation bridge of the order forms (evaluate, refund, return shipment): the rules judged by
 * src/validation (the same rules the server may run), messages from a namespace of ours (`ns:key`)
 * or the validation namespace, and the first failing field's message.
 */
import { type FieldRules, firstFormError, formErrors, i18n, type Translate } from '../../src/sdk/index.ts';

/** `ns:key` of one of our namespaces, else a key of the validation namespace (or literal text). */
export const translateRule: Translate = (key, vars) => {
  const options = { defaultValue: key, ...vars };
  if (/^[a-z][\w-]*:[\w.]+$/i.test(key)) return String(i18n.t(key, options));
  return String(i18n.t(key, { ...options, ns: 'validation' }));
};

/** The message of the first field (declaration order) with an error, or null. */
export const firstError = firstFormError;

/** Runs `rules` on `values` as the forms do and answers the first message, or null when all pass. */
export async function firstFailure(rules: FieldRules, values: Record<string, unknown>): Promise<string | null> {
  return firstFormError(rules, formErrors(rules, values, translateRule));
}
