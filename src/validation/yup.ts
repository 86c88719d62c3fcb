// The formik bridge: field rules → one yup object schema. Kept apart from check.ts so yup lands
// only in the lazily loaded chunks of forms.
import { mixed, object } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import { checkField, failureMessageKey } from './check.ts';
import type { FieldLabels } from './check.ts';
import type { FieldRules, FormValues } from './types.ts';

/** Translates a key of the `validation` namespace (or a literal message) with its variables. */
export type Translate = (key: string, vars: Readonly<Record<string, unknown>>) => string;

export interface ToYupOptions {
  /** Labels for {{label}}; the field name otherwise. */
  readonly labels?: FieldLabels;
}

/**
 * One yup test per field that runs the field's rules in order and reports only the first failing
 * rule's translated message, so formik shows exactly one message per field.
 * Note formik turns '' into undefined before validating; both count as empty here.
 */
export function toYupSchema(fieldRules: FieldRules, translate: Translate, options: ToYupOptions = {}): ObjectSchema<AnyObject> {
  const shape: Record<string, ReturnType<typeof mixed>> = {};
  for (const [field, rules] of Object.entries(fieldRules)) {
    const fieldSchema = mixed().test({
      name: 'rules',
      test(value, context) {
        const parent = (context.parent ?? {}) as FormValues;
        const found = checkField(field, value, rules, parent, options.labels);
        return found === null ? true : context.createError({ message: translate(failureMessageKey(found), found.vars) });
      },
    });
    // defineProperty: a field named "__proto__" (from JSON) stays a field instead of a prototype.
    Object.defineProperty(shape, field, { value: fieldSchema, enumerable: true, writable: true, configurable: true });
  }
  return object(shape);
}
