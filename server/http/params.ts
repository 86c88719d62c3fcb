import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { repoRoot } from '../config.ts';
import { ApiError, Code } from './errors.ts';

export type Params = Record<string, unknown>;

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
    ajv.addSchema(schema, (schema.$id as string | undefined) ?? API_ID + file);
  }
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
  try {
    return JSON.parse(v) as T;
  } catch {
    throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name });
  }
}
