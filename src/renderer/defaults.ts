/**
 * Default props from a widget's props.schema.json, without ajv (the browser carries no ajv).
 *
 * Rules (a subset of what ajv's `useDefaults` would fill for an empty object):
 * - a property with `default` takes a deep copy of it;
 * - an object property without `default` but with properties that have defaults becomes an
 *   object of those defaults (recursively);
 * - anything else is left out.
 * Only the schema's own `properties` are read (no `$ref`, `allOf`, …): widget props schemas keep
 * their defaults on plain properties.
 */

type JsonSchemaLike = {
  type?: unknown;
  default?: unknown;
  properties?: Record<string, unknown>;
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as T;
  if (isObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) out[k] = clone(v[k]);
    return out as T;
  }
  return v;
}

function valueFor(schema: unknown): { has: boolean; value?: unknown } {
  if (!isObject(schema)) return { has: false };
  const s = schema as JsonSchemaLike;
  if ('default' in s) return { has: true, value: clone(s.default) };
  if (isObject(s.properties)) {
    const obj = defaultsFromSchema(s);
    if (Object.keys(obj).length > 0) return { has: true, value: obj };
  }
  return { has: false };
}

export function defaultsFromSchema<P = Record<string, unknown>>(schema: unknown): P {
  const out: Record<string, unknown> = {};
  if (!isObject(schema)) return out as P;
  const props = (schema as JsonSchemaLike).properties;
  if (!isObject(props)) return out as P;
  for (const key of Object.keys(props)) {
    const r = valueFor(props[key]);
    if (r.has) out[key] = r.value;
  }
  return out as P;
}
