/**
 * The formik + yup bridge of the order forms (evaluate, refund, return shipment): the rules →
 * one yup schema through src/validation (the same rules the server may run), messages from a
 * namespace of ours (`ns:key`) or the validation namespace, and the first failing field's message.
 * Lives in widget chunks only, so formik and yup never reach the entry chunk.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import { type FieldRules, i18n, toYupSchema, type Translate } from '../../src/sdk/index.ts';

/** `ns:key` of one of our namespaces, else a key of the validation namespace (or literal text). */
export const translateRule: Translate = (key, vars) => {
  const options = { defaultValue: key, ...vars };
  if (/^[a-z][\w-]*:[\w.]+$/i.test(key)) return String(i18n.t(key, options));
  return String(i18n.t(key, { ...options, ns: 'validation' }));
};

export function schemaOf(rules: FieldRules) {
  return toYupSchema(rules, translateRule);
}

/** The message of the first field (declaration order) with an error, or null. */
export function firstError(rules: FieldRules, errors: Record<string, unknown>): string | null {
  for (const field of Object.keys(rules)) {
    const e = errors[field];
    if (typeof e === 'string' && e) return e;
  }
  return null;
}

/** Runs `rules` on `values` as formik does and answers the first message, or null when all pass. */
export async function firstFailure(rules: FieldRules, values: Record<string, unknown>): Promise<string | null> {
  try {
    await validateYupSchema(values, schemaOf(rules));
    return null;
  } catch (err) {
    return firstError(rules, yupToFormErrors(err) as Record<string, unknown>);
  }
}
