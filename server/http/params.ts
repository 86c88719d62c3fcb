import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { repoRoot } from '../config.ts';
import { ApiError, Code } from './errors.ts';

export type Params = Record<string, unknown>;

/** The largest id (and any integer a column holds): PostgreSQL's `integer`. */
export const MAX_INT = 2147483647;

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

/**
 * Request shapes live in schemas/api/<area>.json under `$defs`. A route names one as
 * "<area>#/$defs/<Name>". Parameters arrive as strings (query or form), so ajv coerces types
 * and fills defaults; unknown parameters are kept (NiuShop clients send extra ones).
 */
const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: false, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);

const apiDir = path.join(repoRoot, 'schemas', 'api');
const API_ID = 'https://shop.local/schemas/api/';
if (fs.existsSync(apiDir)) {
  for (const file of fs.readdirSync(apiDir).filter((f) => f.endsWith('.json'))) {
    const schema = JSON.parse(fs.readFileSync(path.join(apiDir, file), 'utf8')) as Record<string, unknown>;
    boundNumbers(schema);
    ajv.addSchema(schema, (schema.$id as string | undefined) ?? API_ID + file);
  }
}

/**
 * Every number a request schema names without bounds gets PostgreSQL's integer range (ids use
 * common.json's `Id`, which says so itself): 2147483648, 1e20 or 1e308 are refused at the edge
 * naming the parameter, never in a query.
 */
function boundNumbers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const x of node) boundNumbers(x);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  const types = Array.isArray(o.type) ? (o.type as unknown[]) : [o.type];
  if ((types.includes('integer') || types.includes('number')) && o.enum === undefined && o.const === undefined) {
    if (o.maximum === undefined && o.exclusiveMaximum === undefined) o.maximum = MAX_INT;
    if (o.minimum === undefined && o.exclusiveMinimum === undefined) o.minimum = -MAX_INT - 1;
  }
  for (const v of Object.values(o)) boundNumbers(v);
}

const cache = new Map<string, ValidateFunction>();

export function paramValidator(ref: string | object): ValidateFunction {
  if (typeof ref === 'object') return ajv.compile(ref);
  const hit = cache.get(ref);
  if (hit) return hit;
  const [area, pointer] = ref.split('#');
  const id = `${API_ID}${area}.json#${pointer ?? ''}`;
  const fn = ajv.getSchema(id);
  if (!fn) throw new Error(`unknown request schema ${ref} (looked for ${id})`);
  cache.set(ref, fn);
  return fn;
}

/** Turns the first ajv error into a message naming the parameter. */
export function paramError(err: ErrorObject | undefined): ApiError {
  if (!err) return new ApiError(Code.ERROR, 'MALFORMED_REQUEST');
  const fromPath = err.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  if (err.keyword === 'required') {
    return new ApiError(Code.ERROR, 'MISSING_PARAM', { name: String((err.params as { missingProperty: string }).missingProperty) });
  }
  const name = fromPath || 'params';
  if (err.keyword === 'maxLength' || err.keyword === 'maxItems') return new ApiError(Code.ERROR, 'PARAM_TOO_LONG', { name });
  if (err.keyword === 'minimum' || err.keyword === 'maximum' || err.keyword === 'exclusiveMinimum' || err.keyword === 'exclusiveMaximum') {
    return new ApiError(Code.ERROR, 'PARAM_OUT_OF_RANGE', { name });
  }
  if (err.keyword === 'minLength') return new ApiError(Code.ERROR, 'MISSING_PARAM', { name });
  return new ApiError(Code.ERROR, 'INVALID_PARAM', { name });
}

/** Empty strings mean "not given" for optional parameters, as PHP's input() treats them. */
export function dropEmpty(params: Params): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) if (v !== '' && v !== undefined && v !== null) out[k] = v;
  return out;
}

/** Parses a parameter that NiuShop sends as a JSON string (delivery, member_address, goods_evaluate …). */
export function jsonParam<T>(params: Params, name: string, fallback: T): T {
  const v = params[name];
  if (v === undefined || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name });
  }
  // What the JSON holds meets the same edge as plain parameters: clean text, numbers within int4.
  const bad = hostileValue(parsed, 0);
  if (bad) throw new ApiError(Code.ERROR, bad === 'range' ? 'PARAM_OUT_OF_RANGE' : 'INVALID_PARAM', { name });
  return parsed as T;
}

/** A database id: a whole number from 1 to MAX_INT (anything else names no row). */
export function isId(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_INT;
}

/** NUL (refused by PostgreSQL) or a lone UTF-16 surrogate (no character at all). */
// eslint-disable-next-line no-control-regex
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isBadText(s: string): boolean {
  return BAD_TEXT.test(s);
}

function hostileValue(v: unknown, depth: number): 'text' | 'range' | null {
  if (typeof v === 'string') return isBadText(v) ? 'text' : null;
  if (typeof v === 'number') return !Number.isFinite(v) || Math.abs(v) > MAX_INT ? 'range' : null;
  if (depth > 20) return 'text';
  if (Array.isArray(v)) {
    for (const x of v) {
      const bad = hostileValue(x, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (isBadText(k)) return 'text';
      const bad = hostileValue(x, depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

/**
 * The first parameter (name) whose text cannot reach the database: NUL bytes or lone surrogates in a
 * value or a name, at any depth (arrays of repeated names, JSON bodies). Checked once for every API
 * call before its schema, so no handler sees such text.
 */
export function hostileTextParam(params: Params): string | null {
  for (const [k, v] of Object.entries(params)) {
    if (isBadText(k)) return 'params';
    if (typeof v === 'number' || v === null || v === undefined || typeof v === 'boolean') continue;
    if (hostileValue(v, 0) === 'text') return k;
  }
  return null;
}

/**
 * The first id parameter (`id`, `…_id`, `…_ids` comma lists), declared in a schema or not, holding a
 * number no row can have (past MAX_INT, an exponent, a fraction): handlers that read an undeclared id
 * never pass one to a query.
 */
export function outOfRangeIdParam(params: Params): string | null {
  for (const [k, v] of Object.entries(params)) {
    if (!/^(id|ids|\w+_ids?)$/i.test(k) || OPAQUE_IDS.has(k)) continue;
    for (const x of Array.isArray(v) ? v : [v]) {
      if (typeof x === 'number' ? !Number.isFinite(x) || Math.abs(x) > MAX_INT : typeof x === 'string' && x.split(',').some((t) => badIdToken(t.trim()))) return k;
    }
  }
  return null;
}

/** Ids that are the client's own strings, not rows. */
const OPAQUE_IDS = new Set(['captcha_id', 'client_id', 'client_msg_id']);

function badIdToken(t: string): boolean {
  if (t === '') return false;
  if (/^-?\d+$/.test(t)) return t.replace(/^-?0*/, '').length > 10 || Math.abs(Number(t)) > MAX_INT;
  // Numbers in other spellings (1e20, 1e308, Infinity, 0x…): a number, but not an id.
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) || /^[-+]?infinity$/i.test(t);
}
