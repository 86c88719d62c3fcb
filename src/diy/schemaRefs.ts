/**
 * The common fields of every NiuShop diy component live once, in src/diy/common.schema.json: a
 * widget's props schema names each one it has with a `$ref` into it
 * (`"margin": { "$ref": "../../src/diy/common.schema.json#/properties/margin" }`, and shared
 * definitions as `"link": { "$ref": "../../src/diy/common.schema.json#/definitions/link" }`).
 * Keywords beside such a `$ref` win over the target's (a widget's own `default`, e.g. an addon's
 * `addonName`).
 *
 * Every reader of props schemas reads them through `inlineCommonRefs`: `npm run gen` (types and each
 * widget's defaults), the publish validator (server/modules/diy/schemas.ts), the studio's palette
 * and settings forms, and the widget tests. Inlined rather than left to a `$ref` resolver because a
 * property's `default` is read from the property's own schema: ajv's `useDefaults` and
 * `defaultsFromSchema` never look through a `$ref`, nor do the studio's forms.
 *
 * Pure (no ajv, no fs): runs in the studio, on the server and in scripts alike. The shop's widgets
 * never read it: their defaults are generated into props.gen.ts.
 */
import common from './common.schema.json';

type Obj = Record<string, unknown>;

/** `$id` of src/diy/common.schema.json. */
export const COMMON_SCHEMA_ID: string = common.$id;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at JSON pointer `frag` ('' or '/a/b') of `doc`. */
function at(doc: unknown, frag: string): unknown {
  if (frag === '') return doc;
  if (!frag.startsWith('/')) return undefined;
  let cur: unknown = doc;
  for (const raw of frag.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    cur = isObject(cur) && Object.prototype.hasOwnProperty.call(cur, part) ? cur[part] : undefined;
  }
  return cur;
}

/**
 * `schema` with every `$ref` into `target` (by default src/diy/common.schema.json) replaced by a copy
 * of what it points at, the `$ref`'s sibling keywords laid over it. Refs resolve against the
 * schema's `$id` (relative ones, "../../src/diy/common.schema.json#…") or are the target's `$id`
 * itself; any other `$ref` is left as it is. A pointer the target lacks throws.
 */
export function inlineCommonRefs<T>(schema: T, target: Obj = common as Obj): T {
  const id = String(target.$id);
  const base = isObject(schema) && typeof schema.$id === 'string' ? schema.$id : id;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    const ref = v.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      let url: URL | null;
      try {
        url = new URL(ref, base);
      } catch {
        url = null;
      }
      if (url && `${url.origin}${url.pathname}` === id) {
        const hit = at(target, decodeURIComponent(url.hash.slice(1)));
        if (hit === undefined) throw new Error(`$ref ${ref}: no such place in ${id}`);
        const { $ref: _ref, ...siblings } = v;
        return { ...(walk(hit) as Obj), ...(walk(siblings) as Obj) };
      }
    }
    const out: Obj = {};
    for (const k of Object.keys(v)) out[k] = walk(v[k]);
    return out;
  };
  return walk(schema) as T;
}
