// A form's values and its rules, through formik: values, set one or all, validate on submit.
// formik keeps the state; the rules become one yup schema (yup.ts) that runs our own checker
// (check.ts), so the server judges exactly as the page did. yup is loaded when the shopper first
// types or submits, not with the page: it is not needed to show a form.
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type * as YupBridge from './yup.ts';
import type { FieldLabels } from './check.ts';
import type { FormErrors, Translate } from './formErrors.ts';
import type { FieldRules } from './types.ts';

export interface RulesFormOptions<V extends object> {
  initialValues: V;
  /** The declared rules of the form's fields (declaration order decides the first message). */
  rules: FieldRules;
  translate: Translate;
  labels?: FieldLabels;
  /** Start again from `initialValues` whenever they change (compared by value). */
  enableReinitialize?: boolean;
}

export interface RulesForm<V extends object> {
  values: V;
  /** Sets one field (formik's signature; no validation while typing). */
  setFieldValue(field: keyof V & string, value: unknown, validate?: boolean): void;
  setValues(values: V, validate?: boolean): void;
  /** Every field's first failing rule, over the latest values (also those set in the same task). */
  validateForm(): Promise<FormErrors>;
}

type Bridge = typeof YupBridge;
let bridge: Promise<Bridge> | null = null;
let loaded: Bridge | null = null;
/** Fetches the yup bridge once; forms ask for it on the first keystroke, so a submit rarely waits. */
export function loadFormBridge(): Promise<Bridge> {
  return (bridge ??= import('./yup.ts').then((m) => (loaded = m)));
}

export function useRulesForm<V extends object>({ initialValues, rules, translate, labels, enableReinitialize = false }: RulesFormOptions<V>): RulesForm<V> {
  // formik's own validate hook, over the rules as a yup schema (formik's yup helpers map the result).
  const validate = useCallback(
    async (values: V): Promise<FormErrors> => {
      const { toYupSchema } = loaded ?? (await loadFormBridge());
      try {
        await validateYupSchema(values, toYupSchema(rules, translate, { labels }));
        return {};
      } catch (error) {
        return yupToFormErrors(error) as FormErrors;
      }
    },
    [rules, translate, labels],
  );
  const formik = useFormik<V>({ initialValues, enableReinitialize, validate, validateOnBlur: false, validateOnChange: false, onSubmit: () => undefined });

  // The latest values, for a validation right after a change (before formik's re-render).
  const latest = useRef(formik.values);
  useEffect(() => {
    latest.current = formik.values;
  }, [formik.values]);
  const { setFieldValue, setValues, validateForm } = formik;

  return useMemo(
    () => ({
      values: formik.values,
      setFieldValue: (field, value) => {
        void loadFormBridge();
        latest.current = { ...latest.current, [field]: value };
        void setFieldValue(field, value, false);
      },
      setValues: (next) => {
        latest.current = next;
        void setValues(next, false);
      },
      validateForm: async () => (await validateForm(latest.current)) as FormErrors,
    }),
    [formik.values, setFieldValue, setValues, validateForm],
  );
}
