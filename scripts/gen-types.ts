/**
 * Generates TypeScript types from our JSON Schemas (json-schema-to-typescript).
 *
 *   npm run gen         write every generated file, remove generated files whose source is gone
 *   npm run gen:check   generate in memory; exit 1 listing stale / missing / extra files
 *
 * Sources and outputs:
 *   schemas/**\/*.json (except schemas/api/)  → src/types/generated/<path without .schema.json>.ts
 *   schemas/api/<area>.json                   → src/types/generated/api/<area>.ts, one exported type per
 *                                               `$defs`/`definitions` entry, plus `<Area>Api` naming them all
 *                                             → src/types/generated/api/index.ts, `ApiSchemas`: every `<Area>Api`
 *                                               by area (route params typed by schema name, server/http/routes.ts)
 *   widgets/<type>/props.schema.json          → widgets/<type>/props.gen.ts, exported `<Type>Props` and
 *                                               `defaults` (the schema's defaults as src/renderer/defaults.ts
 *                                               reads them: components import these, never the schema),
 *                                               read with its `$ref`s into src/diy/common.schema.json
 *                                               inlined (src/diy/schemaRefs.ts), so the common diy fields
 *                                               and their defaults come out in every widget that names them
 *
 * `$ref`s between our files resolve from disk: relative paths and https://shop.local/schemas/… ids. A
 * missing target (or any URL outside our files) becomes `unknown` with a warning, never a network call.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import type { Options } from 'json-schema-to-typescript';
import { defaultsFromSchema } from '../src/renderer/defaults.ts';
import { inlineCommonRefs } from '../src/diy/schemaRefs.ts';

type JSONSchema4 = Parameters<typeof compile>[0];

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `$id`s of our schemas live: https://shop.local/schemas/x.schema.json ↔ schemas/x.schema.json. */
const ID_BASE = 'https://shop.local/';
const GENERATED_DIR = 'src/types/generated';
/** The common diy fields widgets' props schemas point at (src/diy/schemaRefs.ts). */
const COMMON_SCHEMA = 'src/diy/common.schema.json';

export interface GeneratedFile {
  /** Output path, relative to the repo root, with forward slashes. */
  path: string;
  /** Source schema path, relative to the repo root. */
  source: string;
  content: string;
}

export interface GenCheckResult {
  ok: boolean;
  /** Files that exist but differ from what the schemas produce. */
  stale: string[];
  /** Files the schemas produce that do not exist. */
  missing: string[];
  /** Generated-looking files with no source any more. */
  extra: string[];
  /** Warnings raised while generating (e.g. a missing `$ref` target). */
  warnings: string[];
}

interface Job {
  source: string;
  output: string;
  /** The source as the generator reads it (a widget's schema with the common diy fields inlined). */
  prepare?: (schema: JSONSchema4) => JSONSchema4;
  build: (schema: JSONSchema4) => { schema: JSONSchema4; name: string };
  /** Code added after the types (a widget's defaults), from the source schema and the type's name. */
  append?: (schema: JSONSchema4, name: string) => string;
}

const toPosix = (p: string): string => p.split(path.sep).join('/');

function pascalCase(s: string): string {
  return s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** Files under `dir` (recursively), repo-relative, sorted. */
function listFiles(root: string, dir: string, accept: (rel: string) => boolean): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const rel = toPosix(path.relative(root, full));
        if (accept(rel)) out.push(rel);
      }
    }
  };
  walk(abs);
  return out.sort();
}

function readJson(file: string): JSONSchema4 {
  return JSON.parse(readFileSync(file, 'utf8')) as JSONSchema4;
}

/** Schema name when it has no title: the file name without `.schema.json` / `.json`. */
function nameFromId(id: string): string | undefined {
  if (!/^[a-z]+:\/\//i.test(id)) return undefined;
  const last = id.replace(/[#?].*$/, '').split('/').pop() ?? '';
  const base = last.replace(/\.schema\.json$|\.json$/, '');
  return base ? pascalCase(base) : undefined;
}

function jobs(root: string): Job[] {
  const out: Job[] = [];
  // schemas/** except api/
  for (const source of listFiles(root, 'schemas', (rel) => rel.endsWith('.json') && !rel.startsWith('schemas/api/'))) {
    const rel = source.slice('schemas/'.length).replace(/\.schema\.json$|\.json$/, '');
    out.push({
      source,
      output: `${GENERATED_DIR}/${rel}.ts`,
      build: (schema) => ({ schema, name: pascalCase(path.basename(rel)) }),
    });
  }
  // schemas/api/*.json: one type per definition
  for (const source of listFiles(root, 'schemas/api', (rel) => rel.endsWith('.json'))) {
    const rel = source.slice('schemas/api/'.length).replace(/\.schema\.json$|\.json$/, '');
    out.push({
      source,
      output: `${GENERATED_DIR}/api/${rel}.ts`,
      build: (schema) => {
        const name = `${pascalCase(path.basename(rel))}Api`;
        const key = schema.$defs !== undefined ? '$defs' : 'definitions';
        const defs = (schema.$defs ?? schema.definitions ?? {}) as Record<string, JSONSchema4>;
        const names = Object.keys(defs);
        const wrapper: JSONSchema4 = {
          title: name,
          description: `Every request and response shape of ${source}, by name.`,
          type: 'object',
          additionalProperties: false,
          required: names,
          properties: Object.fromEntries(names.map((n) => [n, { $ref: `#/${key}/${n}` }])),
          [key]: defs,
        };
        if (schema.$defs !== undefined && schema.definitions !== undefined) wrapper.definitions = schema.definitions;
        return { schema: wrapper, name };
      },
    });
  }
  // widgets/<type>/props.schema.json
  for (const source of listFiles(root, 'widgets', (rel) => /^widgets\/[^/]+\/props\.schema\.json$/.test(rel))) {
    const type = source.split('/')[1]!;
    const name = `${pascalCase(type)}Props`;
    out.push({
      source,
      output: `widgets/${type}/props.gen.ts`,
      prepare: (schema) => {
        const common = path.join(root, COMMON_SCHEMA);
        return existsSync(common) ? inlineCommonRefs(schema, readJson(common) as Record<string, unknown>) : schema;
      },
      build: (schema) => ({ schema: { ...schema, title: name }, name }),
      append: widgetDefaults,
    });
  }
  return out.sort((a, b) => a.output.localeCompare(b.output));
}

/**
 * A widget's defaults as code: what `defaultsFromSchema` reads from the schema at run time, written
 * out once here, so a component imports a few bytes of values instead of its whole schema.
 */
function widgetDefaults(schema: JSONSchema4, name: string): string {
  const values = defaultsFromSchema(schema);
  return [
    '',
    `/** The props' defaults: every \`default\` of the schema (objects of defaulted properties included). */`,
    `export const defaults = ${JSON.stringify(values, null, 2)} as ${name};`,
    '',
  ].join('\n');
}

/** Resolves `$ref` targets from disk; anything we cannot find becomes `unknown` with a warning. */
function makeResolver(root: string, fromSource: string, warn: (message: string) => void) {
  return {
    order: 1,
    canRead: true,
    read(file: { url: string }): JSONSchema4 {
      let url = file.url.replace(/[#?].*$/, '');
      let abs: string | undefined;
      if (url.startsWith(ID_BASE)) abs = path.join(root, decodeURIComponent(url.slice(ID_BASE.length)));
      else if (url.startsWith('file://')) abs = fileURLToPath(url);
      if (abs !== undefined) {
        const inside = !path.relative(root, abs).startsWith('..');
        if (inside && existsSync(abs) && statSync(abs).isFile()) return readJson(abs);
        url = toPosix(path.relative(root, abs));
      }
      warn(`${fromSource}: $ref target ${url} not found; typed as unknown`);
      return { tsType: 'unknown', description: `Unresolved $ref ${url}: typed as unknown until it exists.` };
    },
  };
}

const STYLE: NonNullable<Options['style']> = {
  bracketSpacing: true,
  printWidth: 120,
  semi: true,
  singleQuote: true,
  tabWidth: 2,
  trailingComma: 'all',
  useTabs: false,
  endOfLine: 'lf',
};

async function generateOne(root: string, job: Job, warn: (message: string) => void): Promise<GeneratedFile> {
  const raw = readJson(path.join(root, job.source));
  const source = job.prepare ? job.prepare(raw) : raw;
  const { schema, name } = job.build(source);
  // Before compile, which may annotate the schema objects it is given.
  const extra = job.append?.(source, name) ?? '';
  const code = await compile(schema, name, {
    bannerComment: `/* generated by npm run gen from ${job.source}; do not edit */`,
    // Refs resolve against the source's https://shop.local/ URL (the same base ajv uses via $id), never against
    // the process's cwd or, under happy-dom, window.location; the resolver below maps it back to disk.
    cwd: `${ID_BASE}${path.posix.dirname(job.source)}/`,
    additionalProperties: true, // JSON Schema's own default: an unset additionalProperties allows more keys
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: false,
    enableConstEnums: false,
    unknownAny: true,
    format: true,
    style: STYLE,
    customName: (s, keyNameFromDefinition) =>
      keyNameFromDefinition ?? (s.title === undefined && typeof s.$id === 'string' ? nameFromId(s.$id) : undefined),
    $refOptions: {
      resolve: {
        file: false,
        http: false,
        shop: makeResolver(root, job.source, warn),
      } as never,
    },
  });
  const content = (code.endsWith('\n') ? code : `${code}\n`) + extra;
  return { path: job.output, source: job.source, content };
}

/**
 * src/types/generated/api/index.ts: every area's `<Area>Api` by area name, so a route's schema name
 * ("address#/$defs/AddressPageRequest") types its params (server/http/routes.ts `ParamsOf`).
 */
function apiIndex(files: GeneratedFile[]): GeneratedFile | null {
  const areas = files
    .filter((f) => f.path.startsWith(`${GENERATED_DIR}/api/`) && !f.path.slice(`${GENERATED_DIR}/api/`.length).includes('/'))
    .map((f) => path.posix.basename(f.path, '.ts'));
  if (areas.length === 0) return null;
  const typeOf = (area: string): string => `${pascalCase(area)}Api`;
  const key = (area: string): string => (/^[A-Za-z_$][\w$]*$/.test(area) ? area : `'${area}'`);
  const content = [
    '/* generated by npm run gen from schemas/api; do not edit */',
    '',
    ...areas.map((a) => `import type { ${typeOf(a)} } from './${a}.ts';`),
    '',
    '/** Every request and response shape of schemas/api/, by area (the file name) and name. */',
    'export interface ApiSchemas {',
    ...areas.map((a) => `  ${key(a)}: ${typeOf(a)};`),
    '}',
    '',
  ].join('\n');
  return { path: `${GENERATED_DIR}/api/index.ts`, source: 'schemas/api', content };
}

/** Generates every file in memory (sorted by output path). */
export async function generateAll(
  root: string = REPO_ROOT,
): Promise<{ files: GeneratedFile[]; warnings: string[] }> {
  const warnings: string[] = [];
  const warn = (m: string): void => {
    if (!warnings.includes(m)) warnings.push(m);
  };
  const files: GeneratedFile[] = [];
  for (const job of jobs(root)) files.push(await generateOne(root, job, warn));
  const index = apiIndex(files);
  if (index) files.push(index);
  return { files: files.sort((x, y) => x.path.localeCompare(y.path)), warnings };
}

/** Generated files currently on disk: everything under src/types/generated and widgets/*\/props.gen.ts. */
function existingOutputs(root: string): string[] {
  return [
    ...listFiles(root, GENERATED_DIR, (rel) => rel.endsWith('.ts')),
    ...listFiles(root, 'widgets', (rel) => /^widgets\/[^/]+\/props\.gen\.ts$/.test(rel)),
  ].sort();
}

/** Compares what the schemas produce with the files on disk; writes nothing. */
export async function checkGenerated(root: string = REPO_ROOT): Promise<GenCheckResult> {
  const { files, warnings } = await generateAll(root);
  const stale: string[] = [];
  const missing: string[] = [];
  const wanted = new Set(files.map((f) => f.path));
  for (const f of files) {
    const abs = path.join(root, f.path);
    if (!existsSync(abs)) missing.push(f.path);
    else if (readFileSync(abs, 'utf8') !== f.content) stale.push(f.path);
  }
  const extra = existingOutputs(root).filter((p) => !wanted.has(p));
  return { ok: stale.length + missing.length + extra.length === 0, stale, missing, extra, warnings };
}

/** Writes every generated file (only when changed) and removes outputs whose source is gone. */
export async function writeGenerated(
  root: string = REPO_ROOT,
): Promise<{ written: string[]; removed: string[]; unchanged: number; warnings: string[] }> {
  const { files, warnings } = await generateAll(root);
  const written: string[] = [];
  let unchanged = 0;
  for (const f of files) {
    const abs = path.join(root, f.path);
    if (existsSync(abs) && readFileSync(abs, 'utf8') === f.content) {
      unchanged++;
      continue;
    }
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, f.content);
    written.push(f.path);
  }
  const wanted = new Set(files.map((f) => f.path));
  const removed = existingOutputs(root).filter((p) => !wanted.has(p));
  for (const p of removed) rmSync(path.join(root, p));
  return { written, removed, unchanged, warnings };
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  if (check) {
    const r = await checkGenerated();
    for (const w of r.warnings) console.warn(`warning: ${w}`);
    if (r.ok) {
      console.log('gen:check: generated types are up to date.');
      return 0;
    }
    for (const p of r.stale) console.error(`stale:   ${p}`);
    for (const p of r.missing) console.error(`missing: ${p}`);
    for (const p of r.extra) console.error(`extra:   ${p}`);
    console.error('gen:check: generated types are out of date; run `npm run gen`.');
    return 1;
  }
  const r = await writeGenerated();
  for (const w of r.warnings) console.warn(`warning: ${w}`);
  for (const p of r.written) console.log(`wrote   ${p}`);
  for (const p of r.removed) console.log(`removed ${p}`);
  console.log(`gen: ${r.written.length} written, ${r.removed.length} removed, ${r.unchanged} unchanged.`);
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
