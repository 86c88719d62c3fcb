// A form's values and its rules: the few things the form widgets took from formik (values, set one
// or all, validate on submit), without formik and yup (~22 kB of every form page's first load).
// Messages come from formErrors.ts, the rules from check.ts: the server judges with the same rules.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldLabels } from './check.ts';
import { formErrors, type FormErrors, type Translate } from './formErrors.ts';
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
  /** Sets one field (formik's signature; the third argument is accepted and ignored: no validation while typing). */
  setFieldValue(field: keyof V & string, value: unknown, validate?: boolean): void;
  setValues(values: V, validate?: boolean): void;
  /** Every field's first failing rule, over the latest values (also those set in the same task). */
  validateForm(): Promise<FormErrors>;
}

export function useRulesForm<V extends object>({ initialValues, rules, translate, labels, enableReinitialize = false }: RulesFormOptions<V>): RulesForm<V> {
  const [values, setState] = useState<V>(initialValues);
  // The latest values, for a validation right after a change (before the re-render).
  const latest = useRef(initialValues);
  const set = useCallback((next: V) => {
    latest.current = next;
    setState(next);
  }, []);

  // New initial values (by value) start the form again.
  const initialKey = enableReinitialize ? JSON.stringify(initialValues) : '';
  const started = useRef(initialKey);
  useEffect(() => {
    if (started.current === initialKey) return;
    started.current = initialKey;
    set(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initialValues are compared by value (initialKey)
  }, [initialKey, set]);

  return useMemo(
    () => ({
      values,
      setFieldValue: (field, value) => set({ ...latest.current, [field]: value }),
      setValues: (next) => set(next),
      validateForm: () => Promise.resolve(formErrors(rules, latest.current as Record<string, unknown>, translate, labels)),
    }),
    [values, set, rules, translate, labels],
  );
}
