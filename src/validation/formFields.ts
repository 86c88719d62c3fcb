// The merchant's custom forms (NiuShop's form addon: `json_data` fields) in the shared checker's
// terms. The form page and the server both call `checkFormValues`, so a submitted form is judged
// identically on both sides. Pure: no React or i18next.
import { check } from './check.ts';
import type { CheckFailure, FieldRules, RuleDeclaration } from './types.ts';

/** One field of a form as the merchant's editor stores it. */
export interface FormFieldDef {
  id?: string;
  /** ONE_LINE_TEXT, MANY_LINE_TEXT, ID_CARD, MOBILE, SELECT, CHECKBOX, RADIO, IMG, DATE, DATE_LIMIT, TIME, TIME_LIMIT, CITY */
  name: string;
  controller?: string;
  title?: string;
  value: Record<string, unknown>;
}

/** The key of a field's value: its id, else its position ("f1", "f2", …). */
export const fieldKey = (f: FormFieldDef, index: number): string => (typeof f.id === 'string' && f.id ? f.id : `f${index + 1}`);

const MULTI = new Set(['CHECKBOX', 'IMG']);
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const range = (one: string) => `^${one.slice(1, -1)} - ${one.slice(1, -1)}$`;
const MAX_TEXT = 500;
/**
 * A picture path as the upload road writes it (server/modules/upload/service.ts `saveImage`):
 * `upload/<kind>/<yyyymmdd>/<name>.<ext>`. Picture fields take nothing else (another host, an internal
 * address, another scheme); the server's `requireOwnUploads` (server/modules/upload/owned.ts, the same shape) then looks it up among
 * the member's uploads.
 */
const UPLOAD_PATH = /^upload\/[\w-]+\/\d{8}\/[\w-]+\.(jpe?g|png|gif|webp)$/;

function options(f: FormFieldDef): string[] {
  const o = f.value.options;
  return Array.isArray(o) ? o.filter((x): x is string => typeof x === 'string') : [];
}

/** The rules of one field (message keys of the `validation` namespace). */
export function fieldRules(f: FormFieldDef): RuleDeclaration[] {
  const required = f.value.required === true || f.value.required === 1 || f.value.required === '1';
  const out: RuleDeclaration[] = [];
  const need = (message: string) => required && out.push({ rule: 'required', message });
  switch (f.name) {
    case 'ID_CARD':
      need('formRequired');
      out.push({ rule: 'regex', arg: '^(\\d{15}|\\d{17}[\\dXx])$', message: 'formIdCardInvalid' });
      break;
    case 'MOBILE':
      need('formRequired');
      out.push({ rule: 'phoneno', message: 'formMobileInvalid' });
      break;
    case 'SELECT':
    case 'RADIO':
      need('formSelectRequired');
      if (options(f).length) out.push({ rule: 'in', arg: options(f), message: 'formOptionInvalid' });
      break;
    case 'CHECKBOX':
      need('formCheckboxRequired');
      if (options(f).length) out.push({ rule: 'in', arg: options(f), message: 'formOptionInvalid' });
      break;
    case 'IMG': {
      need('formImageRequired');
      const max = Math.min(Math.max(Number(f.value.max_count) || 3, 1), 9);
      out.push({ rule: 'lengthMax', arg: max, message: 'formImageTooMany' });
      break;
    }
    case 'DATE':
      need('formSelectRequired');
      out.push({ rule: 'regex', arg: DATE, message: 'formDateInvalid' });
      break;
    case 'TIME':
      need('formSelectRequired');
      out.push({ rule: 'regex', arg: TIME, message: 'formDateInvalid' });
      break;
    case 'DATE_LIMIT':
      need('formSelectRequired');
      out.push({ rule: 'regex', arg: range(DATE), message: 'formDateInvalid' });
      break;
    case 'TIME_LIMIT':
      need('formSelectRequired');
      out.push({ rule: 'regex', arg: range(TIME), message: 'formDateInvalid' });
      break;
    case 'CITY':
      need('formSelectRequired');
      out.push({ rule: 'lengthMax', arg: 100, message: 'formTooLong' });
      break;
    default:
      need('formRequired');
      out.push({ rule: 'lengthMax', arg: MAX_TEXT, message: 'formTooLong' });
  }
  return out;
}

/** Every field's rules and label (its title), by field key. */
export function formRules(fields: readonly FormFieldDef[]): { rules: FieldRules; labels: Record<string, string>; order: string[] } {
  const rules: Record<string, RuleDeclaration[]> = {};
  const labels: Record<string, string> = {};
  const order: string[] = [];
  fields.forEach((f, i) => {
    const key = fieldKey(f, i);
    rules[key] = fieldRules(f);
    labels[key] = String(f.value.title ?? f.title ?? key);
    order.push(key);
  });
  return { rules, labels, order };
}

/** A field's value as the rules see it: multiple choices and pictures as arrays of items. */
export function normalizeValue(f: FormFieldDef, v: unknown): unknown {
  if (MULTI.has(f.name)) {
    if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter(Boolean);
    if (typeof v === 'string') return v.split(',').map((x) => x.trim()).filter(Boolean);
    return [];
  }
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/**
 * The first problem of a filled-in form (fields in order, rules in order), or null. `values` by
 * field key. A date or time range must not end before it starts.
 */
export function checkFormValues(fields: readonly FormFieldDef[], values: Readonly<Record<string, unknown>>): CheckFailure | null {
  const { rules, labels, order } = formRules(fields);
  const normalized: Record<string, unknown> = {};
  fields.forEach((f, i) => {
    const key = fieldKey(f, i);
    normalized[key] = normalizeValue(f, values[key]);
  });
  const found = check(normalized, rules, order, labels);
  if (found) return found;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    const key = fieldKey(f, i);
    if (f.name === 'IMG') {
      const items = normalized[key] as string[];
      // Only this shop's upload paths (the server then checks the member's own upload_file rows).
      if (items.some((p) => !UPLOAD_PATH.test(p))) return { field: key, rule: 'picture', messageKey: 'formImageInvalid', vars: { field: key, label: labels[key] ?? key } };
      continue;
    }
    if (f.name !== 'DATE_LIMIT' && f.name !== 'TIME_LIMIT') continue;
    const v = normalized[key];
    if (typeof v !== 'string' || !v) continue;
    const [start, end] = v.split(' - ');
    const bad = f.name === 'DATE_LIMIT' ? (end ?? '') < (start ?? '') : (end ?? '') <= (start ?? '');
    if (bad) return { field: key, rule: 'range', messageKey: f.name === 'DATE_LIMIT' ? 'formDateRange' : 'formTimeRange', vars: { field: key, label: labels[key] ?? key } };
  }
  return null;
}
