// The fields of a settings form (fields.ts) as one yup schema for formik: the limits of the props
// schema (lengths, ranges, patterns, list sizes), judged as the merchant types; the server checks
// the same schema again on publish.
import { array, mixed, number, object, string, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import { st } from '../i18n.ts';
import type { Field } from './fields.ts';

function fieldSchema(f: Field): Schema | null {
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'color':
    case 'image': {
      let s = string();
      if (f.maxLength !== undefined) s = s.max(f.maxLength, () => st('editor.field.tooLong', { max: f.maxLength }));
      if (f.pattern) s = s.matches(new RegExp(f.pattern), { message: () => st('editor.field.invalid'), excludeEmptyString: true });
      return s;
    }
    case 'number': {
      let s = number().typeError(() => st('editor.field.invalid'));
      if (f.integer) s = s.integer(() => st('editor.field.invalid'));
      if (f.minimum !== undefined) s = s.min(f.minimum, () => st('editor.field.min', { min: f.minimum }));
      if (f.maximum !== undefined) s = s.max(f.maximum, () => st('editor.field.max', { max: f.maximum }));
      return s;
    }
    case 'numtext': {
      let s = mixed();
      if (f.maxLength !== undefined) s = s.test('length', () => st('editor.field.tooLong', { max: f.maxLength }), (v) => v === undefined || v === null || String(v).length <= (f.maxLength ?? Infinity));
      if (f.minimum !== undefined) s = s.test('min', () => st('editor.field.min', { min: f.minimum }), (v) => typeof v !== 'number' || v >= (f.minimum ?? -Infinity));
      if (f.maximum !== undefined) s = s.test('max', () => st('editor.field.max', { max: f.maximum }), (v) => typeof v !== 'number' || v <= (f.maximum ?? Infinity));
      return f.maxLength === undefined && f.minimum === undefined && f.maximum === undefined ? null : s;
    }
    case 'object':
      return objectSchema(f.fields ?? []);
    case 'goods':
      return f.maxItems === undefined ? null : array().max(f.maxItems, () => st('editor.field.max', { max: f.maxItems }));
    case 'list': {
      const s = array().of(objectSchema(f.fields ?? []));
      return f.maxItems === undefined ? s : s.max(f.maxItems, () => st('editor.field.max', { max: f.maxItems }));
    }
    default:
      return null;
  }
}

export function objectSchema(fields: Field[]): ObjectSchema<AnyObject> {
  const shape: Record<string, Schema> = {};
  for (const f of fields) {
    const s = fieldSchema(f);
    if (s) shape[f.key] = s;
  }
  return object(shape);
}
