// A component's settings form, generated from its props schema (fields.ts) with formik and yup
// (yupSchema.ts). Valid values go to the editor at once; the publish's problems show at their field.
import { Formik, useField, useFormikContext, getIn } from 'formik';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fieldLabel, optionLabel, useStudioTexts } from '../i18n.ts';
import type { Field } from './fields.ts';
import { CategoryField, GoodsField } from './pickers.tsx';
import { ColorField, IconField, ImageField, LinkField } from './widgets.tsx';
import { objectSchema } from './yupSchema.ts';

type Values = Record<string, unknown>;

export interface SchemaFormProps {
  /** The form's identity (a node id): another one starts a new form. */
  formKey: string;
  fields: Field[];
  values: Values;
  onChange(values: Values): void;
  /** Problems the server reported, by field path (`list.0.link.wap_url`). */
  problems?: Record<string, string>;
  /** Labels of this form's own before the shared field table's (`fields.<scope>.labels`, `.options`): the page settings. */
  scope?: string;
}

/** The form's label scope (SchemaFormProps.scope). */
const Scope = createContext<string | undefined>(undefined);

const idOf = (path: string) => `f-${path.replace(/\W/g, '-')}`;

function Problem({ path, problems, exact = false }: { path: string; problems: Record<string, string>; exact?: boolean }) {
  const { t } = useStudioTexts();
  const { errors } = useFormikContext<Values>();
  const local = getIn(errors, path) as unknown;
  const server = Object.entries(problems).find(([p]) => p === path || (!exact && p.startsWith(`${path}.`)))?.[1];
  const message = typeof local === 'string' ? local : server;
  if (!message) return null;
  return (
    <span className="st-error st-field-error" role="alert" id={`${idOf(path)}-error`}>
      {server === message && <span className="st-sr">{t('editor.problemAt')} </span>}
      {message}
    </span>
  );
}

function Input({ field, path }: { field: Field; path: string }) {
  const scope = useContext(Scope);
  const [f, , helpers] = useField<unknown>(path);
  const id = idOf(path);
  const text = f.value === undefined || f.value === null ? '' : String(f.value);
  switch (field.kind) {
    case 'color':
      return <ColorField name={path} id={id} />;
    case 'image':
      return <ImageField name={path} id={id} />;
    case 'link':
      return <LinkField name={path} id={id} />;
    case 'goods':
      return <GoodsField name={path} id={id} />;
    case 'category':
      return <CategoryField name={path} id={id} />;
    case 'icon':
      return <IconField name={path} id={id} />;
    case 'boolean':
      return <Switch id={id} on={isOn(f.value)} onChange={(on) => void helpers.setValue(flagOf(on, f.value, field.loose))} />;
    case 'select': {
      const options = field.options ?? [];
      const known = options.some((o) => String(o) === text);
      return (
        <select id={id} value={text} onChange={(e) => void helpers.setValue(options.find((o) => String(o) === e.target.value) ?? e.target.value)}>
          {!known && <option value={text}>{text}</option>}
          {options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {optionLabel(field.key, o, scope)}
            </option>
          ))}
        </select>
      );
    }
    case 'number':
      return <input id={id} type="number" value={text} min={field.minimum} max={field.maximum} step={field.integer ? 1 : 'any'} onChange={(e) => void helpers.setValue(e.target.value === '' ? undefined : Number(e.target.value))} />;
    case 'textarea':
      return <textarea id={id} value={text} rows={4} onChange={(e) => void helpers.setValue(e.target.value)} />;
    case 'numtext':
      return <input id={id} type="number" value={text} min={field.minimum} max={field.maximum} step="any" onChange={(e) => void helpers.setValue(/^-?\d+(\.\d+)?$/.test(e.target.value) ? Number(e.target.value) : e.target.value)} />;
    default:
      return <input id={id} type="text" value={text} onChange={(e) => void helpers.setValue(e.target.value)} />;
  }
}

/** NiuShop's flags come as true, 1, "1" (and "true"); off as false, 0, "0", "". */
const isOn = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
/** The flag in the shape it came in (a loose field's number stays a number), a boolean otherwise. */
function flagOf(on: boolean, was: unknown, loose?: boolean): unknown {
  if (!loose) return on;
  if (typeof was === 'number') return on ? 1 : 0;
  if (typeof was === 'string' && was !== 'true' && was !== 'false') return on ? '1' : '0';
  return on;
}

/** A switch: a checkbox with the switch role (Space toggles it), its state in words beside it. */
function Switch({ id, on, onChange }: { id: string; on: boolean; onChange(on: boolean): void }) {
  const { t } = useStudioTexts();
  return (
    <span className="st-switch">
      <input id={id} type="checkbox" role="switch" checked={on} aria-checked={on} onChange={(e) => onChange(e.target.checked)} />
      <span aria-hidden="true">{t(on ? 'fields.boolean.on' : 'fields.boolean.off')}</span>
    </span>
  );
}

function ListInput({ field, path, problems }: { field: Field; path: string; problems: Record<string, string> }) {
  const scope = useContext(Scope);
  const { t } = useStudioTexts();
  const [f, , helpers] = useField<unknown[]>(path);
  const items = Array.isArray(f.value) ? f.value : [];
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  return (
    <fieldset className="st-list">
      <legend>{fieldLabel(field.key, field.label, scope)}</legend>
      {items.map((_, i) => (
        <div className="st-list-item" key={i}>
          <FieldsOf fields={field.fields ?? []} prefix={`${path}.${i}`} problems={problems} />
          <button type="button" className="st-danger" onClick={() => void helpers.setValue(items.filter((_x, j) => j !== i))}>
            {t('editor.field.removeItem')} #{i + 1}
          </button>
        </div>
      ))}
      <button type="button" disabled={full} onClick={() => void helpers.setValue([...items, JSON.parse(JSON.stringify(field.itemDefault ?? {})) as unknown])}>
        {t('editor.field.addItem')}
      </button>
      <Problem path={path} problems={problems} exact />
    </fieldset>
  );
}

/** The language a merchant text is given in besides its own (docs/merchant-texts.md). */
const OTHER_LANG = 'en-us';

/**
 * A merchant text side by side: its own value (the default language, zh-cn) and its translation,
 * kept beside it in the same object as `i18n["en-us"][key]`; an empty translation shows the default.
 */
function TextPerLanguage({ field, path, prefix, problems }: { field: Field; path: string; prefix: string; problems: Record<string, string> }) {
  const scope = useContext(Scope);
  const { t } = useStudioTexts();
  const other = `${prefix ? `${prefix}.` : ''}i18n.${OTHER_LANG}.${field.key}`;
  const [own] = useField<unknown>(path);
  const [tr, , helpers] = useField<unknown>(other);
  const label = fieldLabel(field.key, field.label, scope);
  const ownText = own.value === undefined || own.value === null ? '' : String(own.value);
  const trText = typeof tr.value === 'string' ? tr.value : '';
  return (
    <div className="st-langs">
      <div className="st-field" data-field={path}>
        <span className="st-lang-head">
          <label htmlFor={idOf(path)} title={field.description}>
            {label}
          </label>
          <span className="st-lang-tag" aria-hidden="true">
            {t('editor.field.langs.zh-cn')}
          </span>
        </span>
        <Input field={field} path={path} />
        <Problem path={path} problems={problems} />
      </div>
      <div className="st-field" data-field={other}>
        <label htmlFor={idOf(other)} title={t('editor.field.fallback')}>
          {label} <span className="st-lang-tag">{t(`editor.field.langs.${OTHER_LANG}`)}</span>
        </label>
        {field.kind === 'textarea' ? (
          <textarea id={idOf(other)} value={trText} rows={4} placeholder={ownText} maxLength={field.maxLength} onChange={(e) => void helpers.setValue(e.target.value)} />
        ) : (
          <input id={idOf(other)} type="text" value={trText} placeholder={ownText} maxLength={field.maxLength} onChange={(e) => void helpers.setValue(e.target.value)} />
        )}
        <Problem path={other} problems={problems} />
      </div>
    </div>
  );
}

function FieldsOf({ fields, prefix, problems }: { fields: Field[]; prefix: string; problems: Record<string, string> }): ReactNode {
  const scope = useContext(Scope);
  return fields.map((field) => {
    const path = prefix ? `${prefix}.${field.key}` : field.key;
    if (field.translatable) return <TextPerLanguage key={path} field={field} path={path} prefix={prefix} problems={problems} />;
    if (field.kind === 'list') return <ListInput key={path} field={field} path={path} problems={problems} />;
    if (field.kind === 'object')
      return (
        <fieldset key={path} className="st-object">
          <legend>{fieldLabel(field.key, field.label, scope)}</legend>
          <FieldsOf fields={field.fields ?? []} prefix={path} problems={problems} />
        </fieldset>
      );
    return (
      <div key={path} className="st-field" data-field={path}>
        <label htmlFor={idOf(path)} title={field.description}>
          {fieldLabel(field.key, field.label, scope)}
        </label>
        <Input field={field} path={path} />
        <Problem path={path} problems={problems} />
      </div>
    );
  });
}

/** Hands valid values to the editor as they change. */
function Changes({ onChange, validate }: { onChange(values: Values): void; validate(values: Values): boolean }) {
  const { values } = useFormikContext<Values>();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (validate(values)) onChange(values);
  }, [values, onChange, validate]);
  return null;
}

export function SchemaForm({ formKey, fields, values, onChange, problems = {}, scope }: SchemaFormProps) {
  useStudioTexts(); // labels follow the language
  const schema = useMemo(() => objectSchema(fields), [fields]);
  const validate = useMemo(() => (v: Values) => schema.isValidSync(v), [schema]);
  return (
    <Formik key={formKey} initialValues={values} validationSchema={schema} enableReinitialize validateOnChange onSubmit={() => {}}>
      <form className="st-form" onSubmit={(e) => e.preventDefault()} noValidate>
        <Scope.Provider value={scope}>
          <FieldsOf fields={fields} prefix="" problems={problems} />
        </Scope.Provider>
        <Changes onChange={onChange} validate={validate} />
      </form>
    </Formik>
  );
}
