// A widget's props JSON Schema as the fields of its settings form. Pure: the palette, the form
// and the yup schema read this; a new widget folder gets its form from its schema alone.
//
// Custom field widgets are chosen by schema hints: an explicit `x-studio-widget` ("color",
// "image", "link", "textarea", "icon": a NiuShop icon class, chosen from the ones the shop draws), else a `$ref` to a `link` definition, else the property's name
// (…Color → colour, imageUrl / …Img / icon → picture, link → link); `format: "color"` names a colour too.
// A string the schema marks `x-merchant-text: true` is a merchant text, edited per language side by
// side (its translations in `i18n` beside it, docs/merchant-texts.md).
// Booleans (also NiuShop's loose `true | 1 | "1"` fields whose default is a flag) are switches;
// enums, and the choices NiuShop's editor offers for a shared property (SHARED_OPTIONS), are
// selects. Labels and option labels come from the studio's field table (locales/fields/), keyed by
// property name across widgets, in both languages; a property it lacks shows its schema `title`,
// else its name spelled out.

export type FieldKind = 'text' | 'textarea' | 'number' | 'numtext' | 'boolean' | 'select' | 'color' | 'image' | 'link' | 'goods' | 'category' | 'icon' | 'object' | 'list';

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
  /** text, textarea: a merchant text, given per language (`i18n[lang][key]` beside it). */
  translatable?: boolean;
  /** boolean: the value is NiuShop's loose flag (1/0 or "1"/"0" kept as they came). */
  loose?: boolean;
  /** object: its fields; list: the fields of one item. */
  fields?: Field[];
  maxItems?: number;
  /** list: a new item's value. */
  itemDefault?: unknown;
}

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Props the merchant does not set (the addon gate of a component). */
export const HIDDEN_PROPS: ReadonlySet<string> = new Set(['addonName', 'id', 'componentName', 'componentTitle', 'isDelete']);

/**
 * The choices NiuShop's editor offers for properties the schemas keep open (strings, for the
 * documents NiuShop shops saved): one or more sets per property name; a schema takes the set that
 * holds its default (so `mode` of the rubik cube, whose default is in none, stays a text field).
 */
export const SHARED_OPTIONS: Readonly<Record<string, ReadonlyArray<ReadonlyArray<string | number>>>> = {
  componentAngle: [['round', 'right']],
  elementAngle: [['round', 'right']],
  carouselStyle: [['circle', 'line']],
  indicatorLocation: [['left', 'center', 'right']],
  textAlign: [['left', 'center']],
  nameLineMode: [['single', 'multiple']],
  slideMode: [['scroll', 'slide']],
  goodsMarginType: [['default', 'diy']],
  theme: [['default', 'diy']],
  sortWay: [['default', 'sales', 'price', 'news']],
  sources: [['initial', 'diy'], ['initial', 'category', 'diy']],
  iconSources: [['initial', 'diy']],
  positionWay: [['static', 'fixed']],
  scrollWay: [['upDown', 'horizontal']],
  showStyle: [['fixed', 'singleSlide', 'pageSlide']],
  mode: [['graphic', 'img', 'text']],
  borderStyle: [['solid', 'dashed', 'dotted', 'double']],
  borderType: [[1, 2]],
  searchStyle: [[1, 2, 3]],
  type: [['upload', 'link'], ['default', 'shadow', 'stroke']],
  iconType: [['img', 'icon']],
};
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

/** The keyword marking a merchant text (docs/merchant-texts.md). */
export const MERCHANT_TEXT = 'x-merchant-text';

/** The field widgets a props schema may name with `x-studio-widget` (the widget contract holds schemas to these). */
export const STUDIO_WIDGETS = ['color', 'image', 'link', 'textarea', 'goods', 'category', 'icon'] as const;

/** The custom widget a hint names, if any. */
export function hintOf(key: string, s: Schema): FieldKind | null {
  const explicit = s['x-studio-widget'];
  if ((STUDIO_WIDGETS as readonly unknown[]).includes(explicit)) return explicit as (typeof STUDIO_WIDGETS)[number];
  if (s.format === 'color') return 'color';
  if (typeof s.$ref === 'string' && /\/link$/.test(s.$ref)) return 'link';
  if (key === 'link' || /Link$/.test(key)) return 'link';
  const types = typesOf(s);
  if (!types.includes('string') || types.some((t) => t !== 'string' && t !== 'number')) return null;
  if (types.includes('number') && typeof s.default === 'number') return null;
  if (COLOR.test(key)) return 'color';
  if (IMAGE.test(key)) return 'image';
  return null;
}

function fieldOf(key: string, raw: unknown, root: Schema, depth: number): Field | null {
  const s = resolve(raw, root);
  if (!s) return null;
  const base = { key, label: typeof s.title === 'string' ? s.title : humanize(key), ...(typeof s.description === 'string' ? { description: s.description } : {}) };
  const hint = hintOf(key, s);
  if (s[MERCHANT_TEXT] === true && typesOf(s).includes('string')) {
    const long = hint === 'textarea' || (typeof s.maxLength === 'number' && s.maxLength > 500);
    return { ...base, kind: long ? 'textarea' : 'text', translatable: true, ...(typeof s.maxLength === 'number' ? { maxLength: s.maxLength } : {}) };
  }
  if (hint === 'goods' && typesOf(s).includes('array')) return { ...base, kind: 'goods', ...(typeof s.maxItems === 'number' ? { maxItems: s.maxItems } : {}) };
  if (hint === 'category') return { ...base, kind: 'category' };
  if (hint === 'icon') return { ...base, kind: 'icon', ...(typeof s.maxLength === 'number' ? { maxLength: s.maxLength } : {}) };
  if (hint === 'link' || hint === 'color' || hint === 'image') return { ...base, kind: hint, ...(typeof s.maxLength === 'number' ? { maxLength: s.maxLength } : {}) };
  if (Array.isArray(s.enum)) return { ...base, kind: 'select', options: s.enum as Array<string | number> };
  const types = typesOf(s);
  const sets = SHARED_OPTIONS[key] ?? [];
  // no default: the widest set (a list item's `sources` may be any of them)
  const shared = s.default === undefined ? [...sets].sort((a, b) => b.length - a.length)[0] : sets.find((set) => set.some((o) => String(o) === String(s.default)));
  if (shared && !types.includes('object') && !types.includes('array')) return { ...base, kind: 'select', options: [...shared] };
  if (types.includes('boolean') && (types.length === 1 || typeof s.default === 'boolean' || s.default === 0 || s.default === 1))
    return { ...base, kind: 'boolean', ...(types.length > 1 ? { loose: true } : {}) };
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
  if ((types.includes('number') || types.includes('integer')) && types.includes('string'))
    return typeof s.default === 'string' && !/^-?\d+(\.\d+)?$/.test(s.default) ? { ...base, kind: 'text', ...limits } : { ...base, kind: 'numtext', ...limits };
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
