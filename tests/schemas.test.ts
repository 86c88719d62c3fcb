/**
 * Every JSON Schema under schemas/ compiles in ajv strict mode with all our schemas loaded (so `$ref`s between
 * files resolve), and every data file we keep validates against the schema it belongs to:
 *   fixtures/pages/**, src/pages/**\/*.page.json → page schema
 *   a `$schema` property in a fixture names its schema (a https://shop.local/ id or a relative path)
 *   anything else under fixtures/ (diy documents, seed data) must parse as JSON
 *   src/routes/routes.json → route-manifest schema; NiuShop's default bottom nav → tab-bar schema
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import type { AnySchemaObject, ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { MERCHANT_TEXT } from '../src/studio/form/fields.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ID_BASE = 'https://shop.local/';
const PAGE_ID = `${ID_BASE}schemas/page.schema.json`;
const ROUTE_MANIFEST_ID = `${ID_BASE}schemas/route-manifest.schema.json`;
const TAB_BAR_ID = `${ID_BASE}schemas/tab-bar.schema.json`;
/** NiuShop's default diy_bottom_nav, kept beside the repository (../shared from the repo root). */
const BOTTOM_NAV_SAMPLE = path.resolve(ROOT, '../shared/reference/diy-samples/bottom-nav-default.json');

const rel = (abs: string): string => path.relative(ROOT, abs).split(path.sep).join('/');

function listJson(dir: string, accept: (relPath: string) => boolean = (p) => p.endsWith('.json')): string[] {
  const abs = path.join(ROOT, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile() && accept(rel(full))) out.push(rel(full));
    }
  };
  walk(abs);
  return out.sort();
}

function readJson(relPath: string): unknown {
  return JSON.parse(readFileSync(path.join(ROOT, relPath), 'utf8'));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function explain(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('\n');
}

// ---- load every schema once --------------------------------------------------------------------------------

interface LoadedSchema {
  file: string;
  /** `$id`, or https://shop.local/<file> when the schema has none (ajv then resolves its relative refs from it). */
  key: string;
  schema: AnySchemaObject;
}

const schemaFiles = listJson('schemas');
const parseErrors = new Map<string, string>();
const loaded: LoadedSchema[] = [];
for (const file of schemaFiles) {
  try {
    const schema = readJson(file);
    if (!isObject(schema)) throw new Error('not a JSON object');
    const key = typeof schema.$id === 'string' ? schema.$id : `${ID_BASE}${file}`;
    loaded.push({ file, key, schema: schema as AnySchemaObject });
  } catch (err) {
    parseErrors.set(file, String(err));
  }
}

function makeAjv(): { ajv: Ajv; addErrors: Map<string, string> } {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  // The studio's mark of a merchant text (the tab bar's labels, docs/merchant-texts.md).
  ajv.addKeyword({ keyword: MERCHANT_TEXT, metaSchema: { type: 'boolean' } });
  const addErrors = new Map<string, string>();
  for (const s of loaded) {
    try {
      if (typeof s.schema.$id === 'string') ajv.addSchema(s.schema);
      else ajv.addSchema(s.schema, s.key);
    } catch (err) {
      addErrors.set(s.file, String(err));
    }
  }
  return { ajv, addErrors };
}

const { ajv, addErrors } = makeAjv();

/** Every `$ref` in a schema document (outside data keywords such as `default` and `enum`). */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) refsOf(item, out);
  } else if (isObject(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else if (k !== 'default' && k !== 'enum' && k !== 'const' && k !== 'examples') refsOf(v, out);
    }
  }
  return out;
}

function compiled(key: string): ValidateFunction {
  const validate = ajv.getSchema(key);
  if (!validate) throw new Error(`schema ${key} is not loaded`);
  return validate;
}

// ---- schemas ----------------------------------------------------------------------------------------------

describe('schemas/', () => {
  it('has the schemas the conventions name', () => {
    for (const f of ['page', 'node', 'route-manifest', 'tab-bar']) {
      expect(schemaFiles, `schemas/${f}.schema.json`).toContain(`schemas/${f}.schema.json`);
    }
  });

  it('every file parses as a JSON object', () => {
    expect(Object.fromEntries(parseErrors)).toEqual({});
  });

  it('every schema can be added (valid against its meta-schema, unique $id)', () => {
    expect(Object.fromEntries(addErrors)).toEqual({});
  });

  it('every $id matches the file location (https://shop.local/<path>), so ajv and npm run gen resolve refs alike', () => {
    const wrong = loaded
      .filter((s) => typeof s.schema.$id === 'string' && s.schema.$id !== `${ID_BASE}${s.file}`)
      .map((s) => `${s.file}: ${String(s.schema.$id)}`);
    expect(wrong).toEqual([]);
  });

  it('every $ref between our files points at a schema that exists', () => {
    const keys = new Set(loaded.map((s) => s.key));
    const missing: string[] = [];
    for (const s of loaded) {
      for (const ref of refsOf(s.schema)) {
        if (ref.startsWith('#')) continue;
        const target = new URL(ref, s.key);
        target.hash = '';
        const url = target.href;
        if (url.startsWith('http://json-schema.org/')) continue;
        if (!keys.has(url)) missing.push(`${s.file} → ${ref}`);
      }
    }
    expect(missing).toEqual([]);
  });

  describe.each(loaded.map((s) => [s.file, s] as const))('%s', (_file, s) => {
    it('compiles in ajv strict mode', () => {
      expect(() => compiled(s.key)).not.toThrow();
    });
  });
});

// ---- data files -------------------------------------------------------------------------------------------

/** Which schema a data file must satisfy: an ajv key, 'meta' (it is itself a schema), or null (parse only). */
function schemaFor(file: string, data: unknown): string | 'meta' | null {
  if (isObject(data) && typeof data.$schema === 'string') {
    const named = data.$schema;
    if (/^https?:\/\/json-schema\.org\//.test(named)) return 'meta';
    if (named.startsWith(ID_BASE)) return named.replace(/#.*$/, '');
    if (!/^[a-z][a-z0-9+.-]*:/i.test(named)) {
      const target = rel(path.resolve(path.dirname(path.join(ROOT, file)), named.replace(/#.*$/, '')));
      return `${ID_BASE}${target}`;
    }
    return named;
  }
  if (file.startsWith('fixtures/pages/') || file.startsWith('src/pages/')) return PAGE_ID;
  return null;
}

const dataFiles = [
  ...listJson('fixtures'),
  ...listJson('src/pages', (p) => p.endsWith('.page.json')),
];

describe('fixtures and page documents', () => {
  it('are discovered (fixtures/**.json, src/pages/**.page.json)', () => {
    expect(Array.isArray(dataFiles)).toBe(true);
  });

  describe.each(dataFiles.map((f) => [f] as const))('%s', (file) => {
    it('parses and validates against its schema', () => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      let data: unknown;
      expect(() => {
        data = JSON.parse(text);
      }, `${file} must be JSON`).not.toThrow();
      const target = schemaFor(file, data);
      if (target === null) return;
      if (target === 'meta') {
        expect(ajv.validateSchema(data as AnySchemaObject), explain(ajv.errors)).toBe(true);
        return;
      }
      const validate = ajv.getSchema(target);
      expect(validate, `${file} names schema ${target}, which is not one of ours`).toBeDefined();
      // `$schema` is an annotation for editors, not part of the document
      const doc = isObject(data) && '$schema' in data ? Object.fromEntries(Object.entries(data).filter(([k]) => k !== '$schema')) : data;
      const ok = validate!(doc);
      expect(ok, `${file}\n${explain(validate!.errors)}`).toBe(true);
    });
  });
});

describe('route manifest', () => {
  it('src/routes/routes.json validates against route-manifest.schema.json', () => {
    const validate = compiled(ROUTE_MANIFEST_ID);
    const ok = validate(readJson('src/routes/routes.json'));
    expect(ok, explain(validate.errors)).toBe(true);
  });

  it('rejects what it should', () => {
    const validate = compiled(ROUTE_MANIFEST_ID);
    const good = {
      id: 'pages/goods/detail',
      path: '/pages/goods/detail',
      title: { 'zh-cn': '商品详情', 'en-us': 'Goods Detail' },
      pullRefresh: false,
      scroll: true,
      login: false,
      page: null,
    };
    expect(validate({ routes: [good] }), explain(validate.errors)).toBe(true);
    expect(validate({ routes: [{ ...good, page: 'pages/goods/detail' }] })).toBe(true);
    expect(validate({ routes: [{ ...good, tab: 4 }] })).toBe(false);
    expect(validate({ routes: [{ ...good, path: '/h5/pages/goods/detail?x=1' }] })).toBe(false);
    expect(validate({ routes: [{ ...good, title: { 'zh-cn': '商品详情' } }] })).toBe(false);
    expect(validate({ routes: [{ ...good, addon: 'nosuchaddon' }] })).toBe(false);
    expect(validate({ routes: [{ ...good, extra: 1 }] })).toBe(false);
  });
});

describe('tab bar', () => {
  const sample = JSON.parse(readFileSync(BOTTOM_NAV_SAMPLE, 'utf8')) as { value: Record<string, unknown> };

  it("NiuShop's default bottom nav (reference diy-samples) validates against tab-bar.schema.json", () => {
    const validate = compiled(TAB_BAR_ID);
    const ok = validate(sample.value);
    expect(ok, explain(validate.errors)).toBe(true);
  });

  it("the schema's defaults are NiuShop's defaults", () => {
    const schema = loaded.find((s) => s.key === TAB_BAR_ID)!.schema;
    const props = schema.properties as Record<string, { default?: unknown }>;
    for (const [key, value] of Object.entries(sample.value)) {
      expect(props[key]?.default, key).toEqual(value);
    }
    // an object built from the defaults is itself valid
    const fromDefaults = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, p.default]));
    const validate = compiled(TAB_BAR_ID);
    expect(validate(fromDefaults), explain(validate.errors)).toBe(true);
  });

  it('tolerates the loose data NiuShop stores, rejects nonsense', () => {
    const validate = compiled(TAB_BAR_ID);
    const item = { text: '主页', link: { name: 'INDEX', wap_url: '/pages/index/index' }, imgWidth: 40, imgHeight: '40' };
    expect(validate({ type: '1', bulge: 1, list: [item, { ...item, link: [] }] }), explain(validate.errors)).toBe(true);
    expect(validate({ type: 4, list: [] })).toBe(false);
    expect(validate({ theme: 'dark', list: [] })).toBe(false);
    expect(validate({ list: [{ ...item, imgWidth: 'wide' }] })).toBe(false);
    expect(validate({ list: [{ ...item, icon_type: 'svg' }] })).toBe(false);
    expect(validate({ type: 1 })).toBe(false);
  });
});
