// A widget's props JSON Schema as the fields of its settings form. Pure: the palette, the form
// and the yup schema read this; a new widget folder gets its form from its schema alone.
//
// Custom field widgets are chosen by schema hints: an explicit `x-studio-widget` ("color",
// "image", "link", "textarea"), else a `$ref` to a `link` definition, else the property's name
// (…Color → colour, imageUrl / …Img / icon → picture, link → link).

export type FieldKind = 'text' | 'textarea' | 'number' | 'numtext' | 'boolean' | 'select' | 'color' | 'image' | 'link' | 'object' | 'list';

export interface Field {
  key: string;
  kind: FieldKind;
  label: string;
  description?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  integer?: boolean;
  pattern?: string;
  options?: Array<string | number>;
  /** object: its fields; list: the fields of one item. */
  fields?: Field[];
  maxItems?: number;
  /** list: a new item's value. */
  itemDefault?: unknown;
}

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Props the merchant does not set (the addon gate of a component). */
export const HIDDEN_PROPS: ReadonlySet<string> = new Set(['addonName', 'id', 'componentName', 'componentTitle']);
const MAX_DEPTH = 4;

export const humanize = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

function resolve(schema: unknown, root: Schema): Schema | null {
  if (!isObject(schema)) return null;
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    let at: unknown = root;
    for (const part of ref.slice(2).split('/')) at = isObject(at) ? at[part] : undefined;
    return isObject(at) ? { ...at, ...schema, $ref: ref } : null;
  }
  return schema;
}

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : []);

const COLOR = /colou?r(start|end)?$/i;
const IMAGE = /^(image|img|icon|src|logo)$|(imageUrl|imgUrl|bgUrl|Img|Image|Icon|Logo)$/;

/** The custom widget a hint names, if any. */
export function hintOf(key: string, s: Schema): FieldKind | null {
  const explicit = s['x-studio-widget'];
  if (explicit === 'color' || explicit === 'image' || explicit === 'link' || explicit === 'textarea') return explicit;
  if (typeof s.$ref === 'string' && /\/link$/.test(s.$ref)) return 'link';
  if (key === 'link' || /Link$/.test(key)) return 'link';
  const types = typesOf(s);
  if (types.length !== 1 || types[0] !== 'string') return null;
  if (COLOR.test(key)) return 'color';
  if (IMAGE.test(key)) return 'image';
  return null;
}

function fieldOf(key: string, raw: unknown, root: Schema, depth: number): Field | null {
  const s = resolve(raw, root);
  if (!s) return null;
  const base = { key, label: typeof s.title === 'string' ? s.title : humanize(key), ...(typeof s.description === 'string' ? { description: s.description } : {}) };
  const hint = hintOf(key, s);
  if (hint === 'link' || hint === 'color' || hint === 'image') return { ...base, kind: hint, ...(typeof s.maxLength === 'number' ? { maxLength: s.maxLength } : {}) };
  if (Array.isArray(s.enum)) return { ...base, kind: 'select', options: s.enum as Array<string | number> };
  const types = typesOf(s);
  const limits = {
    ...(typeof s.maxLength === 'number' ? { maxLength: s.maxLength } : {}),
    ...(typeof s.minimum === 'number' ? { minimum: s.minimum } : {}),
    ...(typeof s.maximum === 'number' ? { maximum: s.maximum } : {}),
    ...(typeof s.pattern === 'string' ? { pattern: s.pattern } : {}),
  };
  if (types.includes('object') && isObject(s.properties)) {
    if (depth >= MAX_DEPTH) return null;
    const fields = fieldsOf(s, root, depth + 1);
    return fields.length ? { ...base, kind: 'object', fields } : null;
  }
  if (types.includes('array')) {
    const item = resolve(s.items, root);
    if (!item || !isObject(item.properties) || depth >= MAX_DEPTH) return null;
    const fields = fieldsOf(item, root, depth + 1);
    if (!fields.length) return null;
    const first = Array.isArray(s.default) ? (s.default as unknown[])[0] : undefined;
    return { ...base, kind: 'list', fields, ...(typeof s.maxItems === 'number' ? { maxItems: s.maxItems } : {}), itemDefault: first ?? {} };
  }
  if (types.includes('boolean') && types.length === 1) return { ...base, kind: 'boolean' };
  if ((types.includes('number') || types.includes('integer')) && types.includes('string')) return { ...base, kind: 'numtext', ...limits };
  if (types.includes('number') || types.includes('integer')) return { ...base, kind: 'number', integer: types.includes('integer') && !types.includes('number'), ...limits };
  if (types.includes('string')) return { ...base, kind: hint === 'textarea' || (typeof s.maxLength === 'number' && s.maxLength > 500) ? 'textarea' : 'text', ...limits };
  return null;
}

/** The fields of an object schema (its own `properties`, `$ref`s into its definitions resolved). */
export function fieldsOf(schema: Schema, root: Schema = schema, depth = 0): Field[] {
  const props = isObject(schema.properties) ? schema.properties : {};
  const out: Field[] = [];
  for (const [key, raw] of Object.entries(props)) {
    if (depth === 0 && HIDDEN_PROPS.has(key)) continue;
    const f = fieldOf(key, raw, root, depth);
    if (f) out.push(f);
  }
  return out;
}
