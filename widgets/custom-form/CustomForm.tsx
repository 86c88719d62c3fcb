/**
 * The merchant's custom form (NiuShop's ns-form over `json_data`). Values live in formik
 * (useRulesForm) under each field's key; on submit the field rules run (formik + the yup bridge),
 * then the whole-form checks both sides share (`checkFormValues`: ranges, pictures), so the server
 * refuses nothing the page let through. One idempotency key per filled form: a repeated tap or a
 * retry stores it once.
 */
import { useMemo, useRef, useState, type ReactElement } from 'react';
import {
  call,
  checkFormValues,
  EmptyState,
  fieldKey,
  firstFormError,
  formRules,
  ImageUploader,
  isSuccess,
  newIdempotencyKey,
  toast,
  toastFailure,
  translateRule,
  useRulesForm,
  useTexts,
  type FormFieldDef,
  type WidgetProps,
} from '../../src/sdk/index.ts';
import { defaults, type CustomFormProps } from './props.gen.ts';
import './custom-form.css';

export type { CustomFormProps };
export { defaults };

type Values = Record<string, string | string[]>;

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

function fieldsOf(form: unknown): FormFieldDef[] {
  const data = form && typeof form === 'object' ? (form as { json_data?: unknown }).json_data : undefined;
  return Array.isArray(data) ? (data.filter((f) => f && typeof f === 'object' && typeof (f as FormFieldDef).name === 'string' && (f as FormFieldDef).value && typeof (f as FormFieldDef).value === 'object') as FormFieldDef[]) : [];
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

export default function CustomForm({ props, node, emit }: WidgetProps<CustomFormProps>): ReactElement {
  const { t } = useTexts('content');
  const fields = useMemo(() => fieldsOf(props.form), [props.form]);
  const formId = Number((props.form as { id?: unknown } | null)?.id) || 0;
  const { rules, labels } = useMemo(() => formRules(fields), [fields]);
  const initialValues = useMemo(() => Object.fromEntries(fields.map((f, i) => [fieldKey(f, i), initialValue(f)])) as Values, [fields]);
  const form = useRulesForm<Values>({ initialValues, rules, labels, translate: translateRule, enableReinitialize: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);
  const key = useRef(newIdempotencyKey('form'));

  if (done) return <div className="cf" data-node-id={node.id}><EmptyState text={t('formSubmitted')} /></div>;
  if (!fields.length || !formId) {
    return <div className="cf" data-node-id={node.id} aria-busy={props.loading || undefined}>{props.loading ? null : <EmptyState text={t('formNone')} />}</div>;
  }

  const set = (k: string, v: string | string[]) => {
    form.setFieldValue(k, v);
    if (errors[k]) setErrors((e) => ({ ...e, [k]: '' }));
  };

  const submit = async () => {
    if (busy || uploading) return;
    // Every field's first failing rule is shown at once (formik + the yup bridge over the shared
    // rules), then the whole-form checks (ranges, picture paths) for the fields that passed.
    const found: Record<string, string> = { ...(await form.validateForm()) };
    if (!firstFormError(rules, found)) {
      const more = checkFormValues(fields, form.values);
      if (more) found[more.field] = translateRule(more.message ?? more.messageKey, more.vars);
    }
    const message = firstFormError(rules, found);
    if (message) {
      setErrors(found);
      toast(message);
      return;
    }
    setBusy(true);
    const data = fields.map((f, i) => {
      const v = form.values[fieldKey(f, i)];
      return { id: fieldKey(f, i), name: f.name, title: str(f.value.title), val: Array.isArray(v) ? v.join(',') : (v ?? '') };
    });
    const res = await call<number | { id: number }>('form.create', { form_id: formId, form_data: JSON.stringify(data), idempotency_key: key.current });
    setBusy(false);
    if (res && isSuccess(res)) {
      toast(t('formSubmitted'));
      setDone(true);
      void emit('submitted', { id: typeof res.data === 'object' && res.data ? res.data.id : res.data });
    } else toastFailure(res);
  };

  const control = (f: FormFieldDef, k: string, id: string): ReactElement => {
    const v = form.values[k];
    const text = typeof v === 'string' ? v : '';
    const list = Array.isArray(v) ? v : [];
    const placeholder = str(f.value.placeholder);
    const range = (kind: 'date' | 'time') => {
      const [a = '', b = ''] = text ? text.split(' - ') : [];
      const put = (x: string, y: string) => set(k, x || y ? `${x} - ${y}` : '');
      return (
        <span className="cf-range">
          <input id={id} type={kind} aria-label={`${labels[k]} ${t('formStart')}`} value={a} onChange={(e) => put(e.target.value, b)} />
          <span aria-hidden="true">-</span>
          <input type={kind} aria-label={`${labels[k]} ${t('formEnd')}`} value={b} onChange={(e) => put(a, e.target.value)} />
        </span>
      );
    };
    switch (f.name) {
      case 'MANY_LINE_TEXT':
        return <textarea id={id} rows={3} placeholder={placeholder} value={text} onChange={(e) => set(k, e.target.value)} />;
      case 'MOBILE':
        return <input id={id} type="tel" inputMode="numeric" maxLength={11} placeholder={placeholder} value={text} onChange={(e) => set(k, e.target.value)} />;
      case 'SELECT':
        return (
          <select id={id} value={text} onChange={(e) => set(k, e.target.value)}>
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
          <span className="cf-choices" role={multi ? 'group' : 'radiogroup'} aria-labelledby={`${id}-label`}>
            {optionsOf(f).map((o) => {
              const on = multi ? list.includes(o) : text === o;
              return (
                <button key={o} type="button" role={multi ? 'checkbox' : 'radio'} aria-checked={on} className={on ? 'cf-choice cf-choice--on' : 'cf-choice'} onClick={() => set(k, multi ? (on ? list.filter((x) => x !== o) : [...list, o]) : o)}>
                  {o}
                </button>
              );
            })}
          </span>
        );
      }
      case 'IMG':
        return <ImageUploader api="upload.evaluateimg" value={list} max={Math.min(Math.max(Number(f.value.max_count) || 3, 1), 9)} onChange={(paths) => set(k, paths)} onBusy={setUploading} label={t('formUpload')} removeLabel={t('formRemove')} />;
      case 'DATE':
        return <input id={id} type="date" value={text} onChange={(e) => set(k, e.target.value)} />;
      case 'TIME':
        return <input id={id} type="time" value={text} onChange={(e) => set(k, e.target.value)} />;
      case 'DATE_LIMIT':
        return range('date');
      case 'TIME_LIMIT':
        return range('time');
      default:
        return <input id={id} type="text" placeholder={placeholder} value={text} onChange={(e) => set(k, e.target.value)} />;
    }
  };

  return (
    <form
      className="cf"
      data-node-id={node.id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="cf-fields">
        {fields.map((f, i) => {
          const k = fieldKey(f, i);
          const id = `cf-${node.id}-${i}`;
          return (
            <div key={k} className="cf-field" data-testid="form-field">
              <label id={`${id}-label`} htmlFor={GROUPS.has(f.name) ? undefined : id} className="cf-label">
                {isOn(f.value.required) ? <span className="cf-req" aria-hidden="true">*</span> : null}
                {labels[k]}
              </label>
              {control(f, k, id)}
              {errors[k] ? <span className="cf-error" role="alert">{errors[k]}</span> : null}
            </div>
          );
        })}
      </div>
      <button type="submit" className="cf-submit" disabled={busy || uploading}>
        {t('formSubmit')}
      </button>
    </form>
  );
}
