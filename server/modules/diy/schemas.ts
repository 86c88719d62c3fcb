/**
 * The validators publishing uses, compiled once per process (ajv, all errors, defaults filled):
 * the page schema (with node, action and actions/*), each action by name, and each widget's
 * props schema (widgets/<type>/props.schema.json, compiled on first use, its `$ref`s into
 * src/diy/common.schema.json inlined first: src/diy/schemaRefs.ts says why). A widget type is known
 * when its folder has both index.ts (the manifest the client registry loads) and props.schema.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { repoRoot } from '../../config.ts';
import { isEndpointName } from '../../../src/data/endpoints.ts';
import { inlineCommonRefs } from '../../../src/diy/schemaRefs.ts';

const SCHEMA_DIR = path.join(repoRoot, 'schemas');
const WIDGET_DIR = path.join(repoRoot, 'widgets');
const ID_BASE = 'https://shop.local/';
export const PAGE_SCHEMA_ID = `${ID_BASE}schemas/page.schema.json`;

function newAjv(): Ajv {
  const a = new Ajv({ allErrors: true, useDefaults: true, strict: false, allowUnionTypes: true, validateSchema: false });
  (addFormats as unknown as (x: Ajv) => void)(a);
  return a;
}

let pageAjv: Ajv | null = null;

/** The ajv holding schemas/*.schema.json and schemas/actions/*.schema.json. */
function schemasAjv(): Ajv {
  if (pageAjv) return pageAjv;
  const a = newAjv();
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'api') walk(full);
      else if (e.isFile() && e.name.endsWith('.schema.json')) {
        const schema = JSON.parse(fs.readFileSync(full, 'utf8')) as AnySchemaObject;
        a.addSchema(schema, schema.$id ?? `${ID_BASE}${path.relative(repoRoot, full).split(path.sep).join('/')}`);
      }
    }
  };
  walk(SCHEMA_DIR);
  pageAjv = a;
  return a;
}

/** schemas/page.schema.json (node and action schemas resolved). */
export function pageValidator(): ValidateFunction {
  const fn = schemasAjv().getSchema(PAGE_SCHEMA_ID);
  if (!fn) throw new Error(`page schema ${PAGE_SCHEMA_ID} not found`);
  return fn;
}

/** schemas/tab-bar.schema.json (diy_bottom_nav). */
export function tabBarValidator(): ValidateFunction {
  const fn = schemasAjv().getSchema(`${ID_BASE}schemas/tab-bar.schema.json`);
  if (!fn) throw new Error('tab bar schema not found');
  return fn;
}

/** The names the action schema accepts (its `action` enum). */
export function actionNames(): string[] {
  const schema = schemasAjv().getSchema(`${ID_BASE}schemas/action.schema.json`)?.schema as { properties?: { action?: { enum?: string[] } } } | undefined;
  return schema?.properties?.action?.enum ?? [];
}

/** The schema of one action (schemas/actions/<name>.schema.json), or null for an unknown action. */
export function actionValidator(name: string): ValidateFunction | null {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name) || !actionNames().includes(name)) return null;
  return schemasAjv().getSchema(`${ID_BASE}schemas/actions/${name}.schema.json`) ?? null;
}

const widgetAjv = newAjv();
const widgetValidators = new Map<string, ValidateFunction>();

/** Whether `type` is a widget of this build (folder with index.ts and props.schema.json). */
export function isKnownWidget(type: string): boolean {
  if (!/^[a-z][a-z0-9-]{0,63}$/.test(type)) return false;
  if (widgetValidators.has(type)) return true;
  const dir = path.join(WIDGET_DIR, type);
  return fs.existsSync(path.join(dir, 'index.ts')) && fs.existsSync(path.join(dir, 'props.schema.json'));
}

/**
 * The props validator of a known widget (defaults filled into the props it checks); null for an
 * unknown type, 'broken' when the widget's schema does not compile (a widget being written).
 */
export function propsValidator(type: string): ValidateFunction | 'broken' | null {
  const hit = widgetValidators.get(type);
  if (hit) return hit;
  if (!isKnownWidget(type)) return null;
  try {
    const schema = JSON.parse(fs.readFileSync(path.join(WIDGET_DIR, type, 'props.schema.json'), 'utf8')) as AnySchemaObject;
    const { $id: _id, ...rest } = inlineCommonRefs(schema);
    const fn = widgetAjv.compile(rest);
    widgetValidators.set(type, fn);
    return fn;
  } catch {
    return 'broken';
  }
}

/** Whether `api` names an endpoint of src/data/endpoints.ts (data sources and request actions). */
export function isRegisteredEndpoint(api: unknown): boolean {
  return isEndpointName(api);
}
