/**
 * The fields of a merchant's form (NiuShop's ns-form over a form's `json_data`): text, textarea, ID
 * card, mobile, select, checkbox, radio, pictures, date, time and their ranges, city. Values live in
 * formik (useRulesForm) under each field's key; `verify()` runs the field rules (formik + the yup
 * bridge over src/validation/formFields.ts), then the whole-form checks both sides share
 * (`checkFormValues`: ranges, picture paths), shows each field's message at the field and answers
 * the first one, so the server refuses nothing the page let through. `data()` gives the fields with
 * their values as NiuShop sends them (`[{id, name, title, val}]`). The custom form page and the
 * checkout's order and goods forms use it; the texts are the `content` namespace's (a widget that
 * shows it lists `content` and `validation`).
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { firstFormError } from '../../validation/formErrors.ts';
import { checkFormValues, fieldKey, formRules, type FormFieldDef } from '../../validation/formFields.ts';
import { useRulesForm } from '../../validation/useRulesForm.ts';
import { ImageUploader } from './ImageUploader.tsx';
import { translateRule } from './validate.ts';
import './schema-form.css';

type Values = Record<string, string | string[]>;

/** One field as it is sent: NiuShop's submitted item (`id`, `name`, `title`, `val`). */
export interface FilledField {
  id: string;
  name: string;
  title: string;
  val: string;
}

export interface SchemaFormHandle {
  /** Judges every field, shows each one's first message at it; answers the first message, or null when all pass. */
  verify(): Promise<string | null>;
  /** The fields with their values (multiple choices and pictures joined by commas). */
  data(): FilledField[];
}

export interface SchemaFormProps {
  /** The form as the API answers it (`{id, json_data}`), or its field array. */
  form: unknown;
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  /** Told while a picture uploads (a submit waits for it). */
  onBusy?: (busy: boolean) => void;
  className?: string;
  /**
   * Values to start from (what was filled before: on goods detail, in the cart, before a trip to the
   * address list): NiuShop's field array (`[{id, val}]`) or `{key: value}`. Read when the fields are
   * first shown (a new copy of the same form keeps what is typed).
   */
  initial?: unknown;
  /** Told the fields with their values after each change (the page keeps them for the way back). */
  onValues?: (fields: FilledField[]) => void;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const nowTime = () => {
  const d = new Date();
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};
const optionsOf = (f: FormFieldDef): string[] => (Array.isArray(f.value.options) ? f.value.options.filter((o): o is string => typeof o === 'string') : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** Fields whose control is a group (named by aria-labelledby), not one input the label points at. */
const GROUPS = new Set(['RADIO', 'CHECKBOX', 'IMG']);
const isOn = (v: unknown) => v === true || v === 1 || v === '1';

/** The usable fields of a form (`{json_data}`) or of a field array. */
export function schemaFormFields(form: unknown): FormFieldDef[] {
  const data = Array.isArray(form) ? form : form && typeof form === 'object' ? (form as { json_data?: unknown }).json_data : undefined;
  return Array.isArray(data) ? (data.filter((f) => f && typeof f === 'object' && typeof (f as FormFieldDef).name === 'string' && (f as FormFieldDef).value && typeof (f as FormFieldDef).value === 'object') as FormFieldDef[]) : [];
}

/** Earlier values by field key: NiuShop's field array (`id`, else its position; `val`) or an object. */
export function initialValuesOf(fields: readonly FormFieldDef[], raw: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (Array.isArray(raw)) {
    raw.forEach((item, i) => {
      if (!item || typeof item !== 'object') return;
      const it = item as { id?: unknown; val?: unknown };
      const key = typeof it.id === 'string' && it.id ? it.id : fields[i] ? fieldKey(fields[i], i) : '';
      if (key && it.val !== undefined) out[key] = it.val;
    });
  } else if (raw && typeof raw === 'object') {
    Object.assign(out, raw);
  }
  return out;
}

/** An earlier value in the field's own shape (a list for checkboxes and pictures); undefined: none usable. */
function earlierValue(f: FormFieldDef, v: unknown): string | string[] | undefined {
  const multi = f.name === 'CHECKBOX' || f.name === 'IMG';
  if (Array.isArray(v)) return multi ? v.filter((x): x is string => typeof x === 'string' && x !== '') : undefined;
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const text = String(v);
  return multi ? text.split(',').map((x) => x.trim()).filter(Boolean) : text;
}

/** A field's first value: its default, the first option of a radio, today for a current date. */
function initialValue(f: FormFieldDef): string | string[] {
  const v = f.value;
  switch (f.name) {
    case 'CHECKBOX':
    case 'IMG':
      return [];
    case 'RADIO':
      return optionsOf(f)[0] ?? '';
    case 'DATE':
      return isOn(v.is_current) ? today() : isOn(v.is_show_default) ? str(v.default) : '';
    case 'TIME':
      return isOn(v.is_current) ? nowTime() : isOn(v.is_show_default) ? str(v.default) : '';
    default:
      return str(v.default);
  }
}

export const SchemaForm = forwardRef<SchemaFormHandle, SchemaFormProps>(function SchemaForm({ form: source, idPrefix, onBusy, className, initial, onValues }, ref): ReactElement {
  const { t } = useTexts('content');
  // The rule messages' namespace, loaded with the form when no widget of the page listed it.
  useTexts('validation');
  // The same fields in a new answer (the checkout prices again) are the same form: typed values stay.
  const sourceKey = JSON.stringify(schemaFormFields(source));
  const fields = useMemo(() => JSON.parse(sourceKey) as FormFieldDef[], [sourceKey]);
  const { rules, labels } = useMemo(() => formRules(fields), [fields]);
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const initialValues = useMemo(() => {
    const earlier = initialValuesOf(fields, initialRef.current);
    return Object.fromEntries(fields.map((f, i) => [fieldKey(f, i), earlierValue(f, earlier[fieldKey(f, i)]) ?? initialValue(f)])) as Values;
  }, [fields]);
  const form = useRulesForm<Values>({ initialValues, rules, labels, translate: translateRule, enableReinitialize: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const values = useRef(form.values);
  values.current = form.values;
  const filled = useCallback(
    (vals: Values): FilledField[] =>
      fields.map((f, i) => {
        const v = vals[fieldKey(f, i)];
        return { id: fieldKey(f, i), name: f.name, title: str(f.value.title), val: Array.isArray(v) ? v.join(',') : (v ?? '') };
      }),
    [fields],
  );
  const onValuesRef = useRef(onValues);
  onValuesRef.current = onValues;
  const firstValues = useRef(true);
  useEffect(() => {
    // Each change is told (not the values the form starts with).
    if (firstValues.current) {
      firstValues.current = false;
      return;
    }
    onValuesRef.current?.(filled(form.values));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.values]);

  useImperativeHandle(
    ref,
    () => ({
      verify: async () => {
        // Every field's first failing rule at once, then the whole-form checks for the fields that passed.
        const found: Record<string, string> = { ...(await form.validateForm()) };
        if (!firstFormError(rules, found)) {
          const more = checkFormValues(fields, values.current);
          if (more) found[more.field] = translateRule(more.message ?? more.messageKey, more.vars);
        }
        setErrors(found);
        return firstFormError(rules, found) ?? (Object.values(found).find(Boolean) || null);
      },
      data: () => filled(values.current),
    }),
    [form, rules, fields, filled],
  );

  const set = (k: string, v: string | string[]) => {
    form.setFieldValue(k, v);
    if (errors[k]) setErrors((e) => ({ ...e, [k]: '' }));
  };

  const control = (f: FormFieldDef, k: string, id: string): ReactElement => {
    const v = form.values[k];
    const text = typeof v === 'string' ? v : '';
    const list = Array.isArray(v) ? v : [];
    const placeholder = str(f.value.placeholder);
    const invalid = errors[k] ? true : undefined;
    const described = errors[k] ? `${id}-error` : undefined;
    const range = (kind: 'date' | 'time') => {
      const [a = '', b = ''] = text ? text.split(' - ') : [];
      const put = (x: string, y: string) => set(k, x || y ? `${x} - ${y}` : '');
      return (
        <span className="sf-range">
          <input id={id} type={kind} aria-label={`${labels[k]} ${t('formStart')}`} aria-invalid={invalid} value={a} onChange={(e) => put(e.target.value, b)} />
          <span aria-hidden="true">-</span>
          <input type={kind} aria-label={`${labels[k]} ${t('formEnd')}`} aria-invalid={invalid} value={b} onChange={(e) => put(a, e.target.value)} />
        </span>
      );
    };
    const common = { id, 'aria-invalid': invalid, 'aria-describedby': described };
    switch (f.name) {
      case 'MANY_LINE_TEXT':
        return <textarea {...common} rows={3} placeholder={placeholder} value={text} onChange={(e) => set(k, e.target.value)} />;
      case 'MOBILE':
        return <input {...common} type="tel" inputMode="numeric" maxLength={11} placeholder={placeholder} value={text} onChange={(e) => set(k, e.target.value)} />;
      case 'SELECT':
        return (
          <select {...common} value={text} onChange={(e) => set(k, e.target.value)}>
            <option value="">{placeholder || t('formChoose')}</option>
            {optionsOf(f).map((o) => (
              <option key={o} value={o}>{o}</option>
            ))}
          </select>
        );
      case 'RADIO':
      case 'CHECKBOX': {
        const multi = f.name === 'CHECKBOX';
        return (
          <span className="sf-choices" role={multi ? 'group' : 'radiogroup'} aria-labelledby={`${id}-label`} aria-describedby={described}>
            {optionsOf(f).map((o) => {
              const on = multi ? list.includes(o) : text === o;
              return (
                <button key={o} type="button" role={multi ? 'checkbox' : 'radio'} aria-checked={on} className={on ? 'sf-choice sf-choice--on' : 'sf-choice'} onClick={() => set(k, multi ? (on ? list.filter((x) => x !== o) : [...list, o]) : o)}>
                  {o}
                </button>
              );
            })}
          </span>
        );
      }
      case 'IMG':
        return <ImageUploader api="upload.evaluateimg" value={list} max={Math.min(Math.max(Number(f.value.max_count) || 3, 1), 9)} onChange={(paths) => set(k, paths)} onBusy={onBusy} label={t('formUpload')} removeLabel={t('formRemove')} />;
      case 'DATE':
        return <input {...common} type="date" value={text} onChange={(e) => set(k, e.target.value)} />;
      case 'TIME':
        return <input {...common} type="time" value={text} onChange={(e) => set(k, e.target.value)} />;
      case 'DATE_LIMIT':
        return range('date');
      case 'TIME_LIMIT':
        return range('time');
      default:
        return <input {...common} type="text" placeholder={placeholder} value={text} onChange={(e) => set(k, e.target.value)} />;
    }
  };

  return (
    <div className={className ? `sf-fields ${className}` : 'sf-fields'}>
      {fields.map((f, i) => {
        const k = fieldKey(f, i);
        const id = `${idPrefix}-${i}`;
        return (
          <div key={k} className="sf-field" data-testid="form-field">
            <label id={`${id}-label`} htmlFor={GROUPS.has(f.name) ? undefined : id} className="sf-label">
              {isOn(f.value.required) ? <span className="sf-req" aria-hidden="true">*</span> : null}
              {labels[k]}
            </label>
            {control(f, k, id)}
            {errors[k] ? (
              <span id={`${id}-error`} className="sf-error" role="alert">
                {errors[k]}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
});
