/**
 * Everything a diy document goes through before it may be published. Pure (no database): takes the
 * submitted document, answers the page to store or the list of problems.
 *
 *   1. parse (a JSON string or an object), size limit, unwrap NiuShop's `{name, title, value}` row;
 *      the format is ours when the document has `schemaVersion`, NiuShop's when it has `global`
 *      or a `value` array of components;
 *   2. inspect the whole document: nesting depth, array sizes, reserved keys (`__proto__`,
 *      `prototype`, `constructor`), NUL characters and broken surrogates (PostgreSQL refuses them),
 *      every link target (`wap_url` keys) against the shop's routes, every media URL
 *      (`imageUrl`, `src`, …) against unsafe schemes, and rich text (`html` …) sanitised in place;
 *   3. NiuShop documents: the adapter (src/diy/adapter.ts) turns them into our page; whatever it
 *      had to drop or change is a problem too (id clean-ups are only warnings);
 *      our documents: `schemaVersion` migrated to the current one;
 *   4. the page against schemas/page.schema.json, each node's props against its widget's
 *      props.schema.json (defaults filled; an unknown widget type is a warning: the node is kept
 *      unchecked and the shop does not show it), each action against
 *      its own schema, navigate targets and data-source / request endpoint names checked.
 *
 * Problem paths point into the submitted document: `$.content[3].props.list[0].link.wap_url` for
 * ours, `$.value[3].list[0].link.wap_url` for NiuShop's (`$.meta…` where a problem is only
 * visible in the converted page). The first `limits.problems` are listed, the rest counted.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { adaptDiy } from '../../../src/diy/adapter.ts';
import { checkTranslations } from '../../../src/diy/i18n.ts';
import type { PageSchema } from '../../../src/renderer/types.ts';
import { localiseDiyImages, type DiyImage } from './images.ts';
import { isSafeUrlValue, linkProblem, URL_KEY } from './links.ts';
import { at, pointerToPath, ProblemList, type Problem } from './paths.ts';
import { isHtmlKey, sanitizeRichText } from './richtext.ts';
import { actionValidator, isRegisteredEndpoint, pageValidator, propsValidator, tabBarValidator } from './schemas.ts';

export interface PublishLimits {
  /** Largest document, bytes of UTF-8 JSON. */
  bytes: number;
  /** Widgets in the page (all levels). */
  nodes: number;
  /** Widgets nested in slots, levels (a top-level widget is level 1). */
  nodeDepth: number;
  /** Nesting of objects/arrays anywhere in the document. */
  jsonDepth: number;
  /** Nesting inside one widget's props (NiuShop components: inside the component). */
  propsDepth: number;
  /** Items in any array (lists of widgets are limited by `nodes` instead). */
  arrayItems: number;
  /** Characters in any string. */
  stringLength: number;
  /** Problems listed in an answer (the rest are counted). */
  problems: number;
}

export const PUBLISH_LIMITS: Readonly<PublishLimits> = Object.freeze({
  bytes: 512 * 1024,
  nodes: 500,
  nodeDepth: 8,
  jsonDepth: 48,
  propsDepth: 12,
  arrayItems: 200,
  stringLength: 200_000,
  problems: 500,
});

/** The current page schemaVersion, and how older ones become it (none yet: version 1 is the first). */
export const SCHEMA_VERSION = 1;
const MIGRATIONS: Record<number, (page: Record<string, unknown>) => Record<string, unknown>> = {};

export type Translate = (key: string, vars?: Record<string, string | number>) => string;
export type DocumentFormat = 'niushop' | 'page';

export interface PrepareOptions {
  /** Page name (DIY_VIEW_INDEX, DIY_VIEW_RANDOM_…): the adapter names the page `diy/<name>`. */
  name: string;
  /** Messages in the request's language. */
  t: Translate;
  limits?: Partial<PublishLimits>;
  /**
   * Rewrite NiuShop static image paths (`addon/…`, `public/static/…`, `public/uniapp/…`, images.ts)
   * to local `upload/diy/…` images, before the adapter sees them; the images to make come back in
   * `images`.
   */
  localiseImages?: boolean;
}

export interface Prepared {
  ok: boolean;
  format: DocumentFormat | null;
  /** Our page: validated, sanitised, defaults filled (null when the document could not be read). */
  page: PageSchema | null;
  /** The NiuShop document as submitted, sanitised (NiuShop format only). */
  source: Record<string, unknown> | null;
  /** Title found in the document (`global.title`, `meta.title`, the row's `title`), '' when none. */
  title: string;
  errors: Problem[];
  warnings: Problem[];
  /** Widget types the document uses that this build does not have. */
  /** Widget types this build does not have: kept in the page with a warning each, not shown. */
  unknownTypes: string[];
  /** Widgets in the page. */
  nodes: number;
  /** Local images the stored documents now point at (with `localiseImages`); the caller makes them. */
  images: DiyImage[];
}

const RESERVED_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
/** Marks each NiuShop component with its index, to map page paths back to the document. */
const MARK = '__publishIndex';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The page without the nodes whose type this build has no widget for (at every slot level): what
 * the shop shows of a page published with unknown components. The stored page keeps them.
 */
export function dropUnknownWidgets<T>(page: T): T {
  if (!isObject(page) || !Array.isArray(page.content)) return page;
  const clean = (list: unknown[]): unknown[] =>
    list
      .filter((n) => !isObject(n) || typeof n.type !== 'string' || propsValidator(n.type) !== null)
      .map((n) => {
        if (!isObject(n) || !isObject(n.slots)) return n;
        const slots: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(n.slots)) slots[k] = Array.isArray(v) ? clean(v) : v;
        return { ...n, slots };
      });
  return { ...page, content: clean(page.content) } as T;
}
const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** NUL (refused by PostgreSQL jsonb) or a lone UTF-16 surrogate (not valid Unicode). */
function badChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

function short(s: string, max = 80): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

interface Run {
  t: Translate;
  limits: PublishLimits;
  errors: ProblemList;
  warnings: ProblemList;
  unknownTypes: Set<string>;
  /** Set when the document nests deeper than `jsonDepth` (schema validation is then skipped: it recurses). */
  tooDeep: boolean;
}

// --- 2. inspecting the raw document ---------------------------------------------------------------

interface InspectOptions {
  /** Arrays that hold widgets / components (limited by the node count, not `arrayItems`). */
  isNodeList: (path: string) => boolean;
}

/** Keys whose string values are in-app paths a widget navigates to (`detailPath`, `loginPath`; not `iconPath`). */
const isPathKey = (key: string): boolean => key === 'wap_url' || (/[a-z]Path$/.test(key) && !/icon/i.test(key));

/**
 * Walks the document once: depth, array sizes, reserved keys (removed after being reported), bad
 * characters, link targets, media URLs; rich text is sanitised in place (a warning says what went).
 * `key` is the property the value sits under (array items inherit their array's).
 */
function inspect(value: unknown, path: string, depth: number, run: Run, opts: InspectOptions, key = ''): void {
  if (typeof value === 'string') {
    if (badChars(value)) run.errors.add(path, run.t('DIYPUB_BAD_CHARS'));
    else if (value.length > run.limits.stringLength) run.errors.add(path, run.t('DIYPUB_STRING_TOO_LONG', { count: value.length, limit: run.limits.stringLength }));
    else if (key && isPathKey(key)) {
      const problem = linkProblem(value);
      if (problem) run.errors.add(path, run.t(problem, { url: short(value.trim()) }));
    } else if (key && URL_KEY.test(key) && !isSafeUrlValue(value)) {
      run.errors.add(path, run.t('DIYPUB_URL_UNSAFE', { url: short(value.trim()) }));
    }
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= run.limits.jsonDepth) {
    run.errors.add(path, run.t('DIYPUB_TOO_DEEP', { limit: run.limits.jsonDepth }));
    run.tooDeep = true;
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > run.limits.arrayItems && !opts.isNodeList(path)) {
      run.errors.add(path, run.t('DIYPUB_ARRAY_TOO_LONG', { count: value.length, limit: run.limits.arrayItems }));
    }
    value.forEach((item, i) => inspect(item, at(path, i), depth + 1, run, opts, key));
    return;
  }
  const obj = value as Record<string, unknown>;
  for (const k of Object.keys(obj)) {
    const child = at(path, k);
    if (RESERVED_KEYS.has(k)) {
      run.errors.add(child, run.t('DIYPUB_RESERVED_KEY', { key: k }));
      delete obj[k];
      continue;
    }
    if (badChars(k)) {
      run.errors.add(child, run.t('DIYPUB_BAD_CHARS'));
      continue;
    }
    const v = obj[k];
    if (typeof v === 'string' && isHtmlKey(k, v) && !badChars(v) && v.length <= run.limits.stringLength) {
      const clean = sanitizeRichText(v);
      obj[k] = clean.html;
      if (clean.removed.length > 0) run.warnings.add(child, run.t('DIYPUB_RICH_TEXT_SANITISED', { removed: clean.removed.join(', ') }));
    }
    inspect(obj[k], child, depth + 1, run, opts, k);
  }
}

// --- 4. schema validation -------------------------------------------------------------------------

function ajvMessage(e: ErrorObject, t: Translate): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return t('DIYPUB_AJV_REQUIRED');
    case 'type':
      return t('DIYPUB_AJV_TYPE', { type: Array.isArray(p.type) ? p.type.join(' | ') : String(p.type) });
    case 'enum':
      return t('DIYPUB_AJV_ENUM', { values: short((p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', '), 200) });
    case 'const':
      return t('DIYPUB_AJV_CONST', { value: short(JSON.stringify(p.allowedValue) ?? '', 100) });
    case 'maxLength':
      return t('DIYPUB_AJV_MAX_LENGTH', { limit: String(p.limit) });
    case 'minLength':
      return t('DIYPUB_AJV_MIN_LENGTH', { limit: String(p.limit) });
    case 'maxItems':
      return t('DIYPUB_AJV_MAX_ITEMS', { limit: String(p.limit) });
    case 'minItems':
      return t('DIYPUB_AJV_MIN_ITEMS', { limit: String(p.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('DIYPUB_AJV_MAXIMUM', { limit: `${String(p.comparison)} ${String(p.limit)}` });
    case 'minimum':
    case 'exclusiveMinimum':
      return t('DIYPUB_AJV_MINIMUM', { limit: `${String(p.comparison)} ${String(p.limit)}` });
    case 'pattern':
      return t('DIYPUB_AJV_PATTERN');
    case 'format':
      return t('DIYPUB_AJV_FORMAT', { format: String(p.format) });
    case 'additionalProperties':
      return t('DIYPUB_AJV_ADDITIONAL');
    case 'anyOf':
    case 'oneOf':
      return t('DIYPUB_AJV_ANY_OF');
    default:
      return t('DIYPUB_AJV_OTHER', { detail: e.message ?? e.keyword });
  }
}

/** ajv's errors as problems under `base`; errors of branches inside anyOf/oneOf are summed up by the anyOf one. */
function addAjvErrors(errors: ErrorObject[] | null | undefined, base: string, run: Run, mapPath: (p: string) => string, skip?: (e: ErrorObject) => boolean): void {
  for (const e of errors ?? []) {
    if (skip?.(e)) continue;
    if (/\/(anyOf|oneOf)\/\d+\//.test(e.schemaPath)) continue;
    let path = pointerToPath(base, e.instancePath);
    const p = e.params as Record<string, unknown>;
    if (e.keyword === 'required' && typeof p.missingProperty === 'string') path = at(path, p.missingProperty);
    if (e.keyword === 'additionalProperties' && typeof p.additionalProperty === 'string') path = at(path, p.additionalProperty);
    run.errors.add(mapPath(path), ajvMessage(e, run.t));
  }
}

/** An instancePath inside an action of an event map (`…/on/<event>/<n>…`): actions are checked one by one. */
const IN_ACTION = /(^|\/)on\/[^/]+\/\d+(\/|$)/;

function checkActions(on: unknown, path: string, run: Run, mapPath: (p: string) => string): void {
  if (!isObject(on)) return;
  for (const [event, list] of Object.entries(on)) {
    if (!Array.isArray(list)) continue;
    list.forEach((action: unknown, i) => {
      const ap = at(at(at(path, 'on'), event), i);
      if (!isObject(action)) return; // the page schema reports it
      const name = action.action;
      const validate = typeof name === 'string' ? actionValidator(name) : null;
      if (!validate) {
        run.errors.add(mapPath(at(ap, 'action')), run.t('DIYPUB_UNKNOWN_ACTION', { action: short(String(name)) }));
        return;
      }
      if (!validate(action)) addAjvErrors(validate.errors, ap, run, mapPath);
      if (name === 'navigate' && typeof action.to === 'string') {
        const problem = linkProblem(action.to);
        if (problem) run.errors.add(mapPath(at(ap, 'to')), run.t(problem, { url: short(action.to.trim()) }));
      }
      if (name === 'request' && typeof action.api === 'string' && !isRegisteredEndpoint(action.api)) {
        run.errors.add(mapPath(at(ap, 'api')), run.t('DIYPUB_UNKNOWN_API', { api: short(action.api) }));
      }
    });
  }
}

/** Depth of nested objects/arrays inside a value (stops counting past `limit`). */
function nesting(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    deepest = Math.max(deepest, nesting(v, limit - 1));
    if (deepest >= limit) break;
  }
  return deepest + 1;
}

/** The page schema, every node (type, props, actions, slots), page actions and data sources. */
function validatePage(page: Record<string, unknown>, run: Run, mapPath: (p: string) => string, checkPropsDepth: boolean): number {
  const validate: ValidateFunction = pageValidator();
  if (!validate(page)) addAjvErrors(validate.errors, '$', run, mapPath, (e) => IN_ACTION.test(e.instancePath));

  let count = 0;
  const ids = new Set<string>();
  const walk = (list: unknown, path: string, level: number): void => {
    if (!Array.isArray(list)) return;
    list.forEach((node: unknown, i) => {
      const np = at(path, i);
      count++;
      if (!isObject(node)) return; // the page schema reports it
      if (level > run.limits.nodeDepth) {
        run.errors.add(mapPath(np), run.t('DIYPUB_NODE_TOO_DEEP', { limit: run.limits.nodeDepth }));
        return;
      }
      if (typeof node.id === 'string') {
        if (ids.has(node.id)) run.errors.add(mapPath(at(np, 'id')), run.t('DIYPUB_DUPLICATE_ID', { id: short(node.id) }));
        ids.add(node.id);
      }
      if (typeof node.type === 'string') {
        const pv = propsValidator(node.type);
        if (pv === null) {
          // A component of another build or a newer NiuShop (StoreLabel before it had a widget here):
          // kept as it came (its strings, links and rich text were inspected above), a warning, and
          // not shown (the shop's answer leaves it out: dropUnknownWidgets; the renderer skips it).
          run.unknownTypes.add(node.type);
          run.warnings.add(mapPath(at(np, 'type')), run.t('DIYPUB_UNKNOWN_WIDGET_KEPT', { type: short(node.type) }));
          if (checkPropsDepth && isObject(node.props) && nesting(node.props, run.limits.propsDepth + 1) > run.limits.propsDepth) {
            run.errors.add(mapPath(at(np, 'props')), run.t('DIYPUB_TOO_DEEP', { limit: run.limits.propsDepth }));
          }
        } else if (pv === 'broken') {
          run.errors.add(mapPath(at(np, 'type')), run.t('DIYPUB_WIDGET_BROKEN', { type: node.type }));
        } else {
          if (node.props === undefined) node.props = {};
          if (isObject(node.props)) {
            if (checkPropsDepth && nesting(node.props, run.limits.propsDepth + 1) > run.limits.propsDepth) {
              run.errors.add(mapPath(at(np, 'props')), run.t('DIYPUB_TOO_DEEP', { limit: run.limits.propsDepth }));
            } else if (!pv(node.props)) {
              addAjvErrors(pv.errors, at(np, 'props'), run, mapPath);
            }
          }
        }
      }
      checkActions(node.on, np, run, mapPath);
      if (isObject(node.slots)) {
        for (const [slot, children] of Object.entries(node.slots)) walk(children, at(at(np, 'slots'), slot), level + 1);
      }
    });
  };
  walk(page.content, '$.content', 1);
  if (count > run.limits.nodes) run.errors.add(mapPath('$.content'), run.t('DIYPUB_TOO_MANY_NODES', { count, limit: run.limits.nodes }));

  checkActions(page.on, '$', run, mapPath);
  if (isObject(page.data)) {
    for (const [key, source] of Object.entries(page.data)) {
      if (isObject(source) && typeof source.api === 'string' && !isRegisteredEndpoint(source.api)) {
        run.errors.add(mapPath(at(at(at('$', 'data'), key), 'api')), run.t('DIYPUB_UNKNOWN_API', { api: short(source.api) }));
      }
    }
  }
  return count;
}

// --- 1. reading -----------------------------------------------------------------------------------

interface Read {
  doc: Record<string, unknown>;
  format: DocumentFormat;
  rowTitle: string;
}

function read(input: unknown, run: Run): Read | null {
  let doc: unknown = input;
  let bytes: number;
  if (typeof doc === 'string') {
    bytes = Buffer.byteLength(doc, 'utf8');
  } else {
    try {
      bytes = Buffer.byteLength(JSON.stringify(doc) ?? '', 'utf8');
    } catch {
      run.errors.add('$', run.t('DIYPUB_NOT_JSON'));
      return null;
    }
  }
  if (bytes > run.limits.bytes) {
    run.errors.add('$', run.t('DIYPUB_TOO_LARGE', { bytes, limit: run.limits.bytes }));
    return null;
  }
  let rowTitle = '';
  for (let round = 0; round < 3; round++) {
    if (typeof doc === 'string') {
      // The document itself may be JSON text, and a row's `value` may be JSON text again.
      if (round > 0 && !doc.trim().startsWith('{')) break;
      try {
        doc = JSON.parse(doc) as unknown;
      } catch {
        run.errors.add('$', run.t('DIYPUB_NOT_JSON'));
        return null;
      }
      continue;
    }
    if (!isObject(doc)) break;
    // NiuShop's row / template file `{name, title, value: {global, value}}`: the document is its value.
    if (!hasOwn(doc, 'global') && !hasOwn(doc, 'schemaVersion') && (typeof doc.value === 'string' || isObject(doc.value))) {
      if (typeof doc.title === 'string' && !rowTitle) rowTitle = doc.title;
      doc = doc.value;
      continue;
    }
    break;
  }
  if (isObject(doc) && hasOwn(doc, 'schemaVersion')) return { doc, format: 'page', rowTitle };
  if (isObject(doc) && (Array.isArray(doc.value) || isObject(doc.global))) return { doc, format: 'niushop', rowTitle };
  run.errors.add('$', run.t('DIYPUB_NOT_DOCUMENT'));
  return null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, 255) : '');

/** Every `i18n` beside merchant text (src/diy/i18n.ts): known languages, texts of text fields. */
function inspectTranslations(doc: unknown, run: Run): void {
  if (run.tooDeep) return;
  for (const p of checkTranslations(doc, '$', at)) run.errors.add(p.path, run.t(`DIYPUB_I18N_${p.problem.toUpperCase()}`));
}

// --- the pipeline ---------------------------------------------------------------------------------

/** Reads, checks, converts and validates a document; `ok` only when no problem was found. */
export function prepareDocument(input: unknown, opts: PrepareOptions): Prepared {
  const limits: PublishLimits = { ...PUBLISH_LIMITS, ...opts.limits };
  const run: Run = { t: opts.t, limits, errors: new ProblemList(limits.problems), warnings: new ProblemList(limits.problems), unknownTypes: new Set(), tooDeep: false };
  const images = new Map<string, DiyImage>();
  // Only documents that passed the checks so far (a refused one is not stored; a 3000-level one is not walked).
  const localise = <T>(doc: T): T => (opts.localiseImages && run.errors.count === 0 && !run.tooDeep ? localiseDiyImages(doc, images).doc : doc);
  const done = (p: Omit<Prepared, 'ok' | 'errors' | 'warnings' | 'unknownTypes' | 'images'>): Prepared => {
    const errors = [...run.errors.items];
    if (run.errors.dropped > 0) errors.push({ path: '$', message: opts.t('DIYPUB_MORE_PROBLEMS', { count: run.errors.dropped }) });
    const ok = run.errors.count === 0;
    return { ...p, ok, errors, warnings: run.warnings.items, unknownTypes: [...run.unknownTypes].sort(), images: ok ? [...images.values()] : [] };
  };

  const got = read(input, run);
  if (!got) return done({ format: null, page: null, source: null, title: '', nodes: 0 });

  if (got.format === 'page') {
    let doc = got.doc;
    const v = doc.schemaVersion;
    if (v !== SCHEMA_VERSION) {
      if (typeof v === 'number' && Number.isInteger(v) && v < SCHEMA_VERSION && v >= 1) {
        for (let from = v; from < SCHEMA_VERSION; from++) {
          const migrate = MIGRATIONS[from];
          if (migrate) doc = migrate(doc);
        }
        doc.schemaVersion = SCHEMA_VERSION;
      } else {
        run.errors.add('$.schemaVersion', opts.t('DIYPUB_SCHEMA_VERSION', { version: short(JSON.stringify(v) ?? String(v)), current: SCHEMA_VERSION }));
      }
    }
    const NODE_LIST = /^\$\.content(\[\d+\]\.slots\.[A-Za-z_][A-Za-z0-9_]*)?$|\.slots\.[A-Za-z_][A-Za-z0-9_]*$/;
    inspect(doc, '$', 0, run, { isNodeList: (p) => NODE_LIST.test(p) && !p.includes('.props') });
    inspectTranslations(doc, run);
    doc = localise(doc);
    const nodes = run.tooDeep ? 0 : validatePage(doc, run, (p) => p, true);
    const meta = isObject(doc.meta) ? doc.meta : {};
    return done({ format: 'page', page: doc as unknown as PageSchema, source: null, title: text(meta.title) || text(got.rowTitle), nodes });
  }

  // NiuShop: inspect the document itself, then convert it and validate what came out.
  inspect(got.doc, '$', 0, run, { isNodeList: (p) => p === '$.value' });
  inspectTranslations(got.doc, run);
  // After the checks (they name the paths the merchant sent), before the adapter turns the paths
  // into URLs: the stored NiuShop document and our page both point at the local images.
  const source = localise(got.doc);
  const components = Array.isArray(source.value) ? source.value : null;
  const marked = components ? { ...source, value: components.map((c: unknown, j) => (isObject(c) ? { ...c, [MARK]: j } : c)) } : source;
  const { page, issues } = adaptDiy(marked, {
    name: opts.name,
    limits: { bytes: limits.bytes * 2, nodes: limits.nodes, depth: limits.propsDepth, arrayItems: limits.arrayItems, stringLength: limits.stringLength },
  });
  for (const issue of issues) {
    if (run.errors.has(issue.path) || run.warnings.has(issue.path)) continue;
    // Only the id clean-ups are harmless (the node gets a usable, unique id); everything else the
    // adapter drops or changes would publish something other than what the merchant sent.
    if (/^(id |duplicate id)/.test(issue.message)) run.warnings.add(issue.path, opts.t('DIYPUB_ADAPTER', { detail: issue.message }));
    else run.errors.add(issue.path, opts.t('DIYPUB_ADAPTER', { detail: issue.message }));
  }
  const origin: number[] = [];
  for (const node of page.content) {
    const props = node.props as Record<string, unknown> | undefined;
    origin.push(props && typeof props[MARK] === 'number' ? props[MARK] : -1);
    if (props) delete props[MARK];
  }
  const mapPath = (p: string): string => {
    const m = /^\$\.content\[(\d+)\](.*)$/.exec(p);
    const j = m ? origin[Number(m[1])] : undefined;
    if (!m || j === undefined || j < 0) return p;
    const rest = m[2]!;
    const base = `$.value[${j}]`;
    if (rest.startsWith('.props')) return base + rest.slice('.props'.length);
    if (rest.startsWith('.type')) return `${base}.componentName${rest.slice('.type'.length)}`;
    return base + rest;
  };
  const nodes = validatePage(page as unknown as Record<string, unknown>, run, mapPath, false);
  const global = isObject(source.global) ? source.global : {};
  return done({ format: 'niushop', page, source, title: text(global.title) || text(got.rowTitle), nodes });
}

// --- the tab bar ----------------------------------------------------------------------------------

export interface PreparedTabBar {
  ok: boolean;
  /** The tab bar to store (rich text none; as sent otherwise), null when it could not be read. */
  value: Record<string, unknown> | null;
  errors: Problem[];
  warnings: Problem[];
}

/**
 * The tab bar (`diy_bottom_nav`, the value of DIY_VIEW_SHOP_BOTTOM_NAV_CONFIG) through the same
 * checks as a page: size, depth, reserved keys, characters, every link (`wap_url`) and media URL,
 * then schemas/tab-bar.schema.json (checked on a copy: the stored value keeps NiuShop's shape,
 * without the defaults filled in).
 */
export function prepareTabBar(input: unknown, opts: { t: Translate; limits?: Partial<PublishLimits> }): PreparedTabBar {
  const limits: PublishLimits = { ...PUBLISH_LIMITS, ...opts.limits };
  const run: Run = { t: opts.t, limits, errors: new ProblemList(limits.problems), warnings: new ProblemList(limits.problems), unknownTypes: new Set(), tooDeep: false };
  let doc: unknown = input;
  const bytes = typeof doc === 'string' ? Buffer.byteLength(doc, 'utf8') : Buffer.byteLength(JSON.stringify(doc) ?? '', 'utf8');
  const fail = (key: string, vars?: Record<string, string | number>): PreparedTabBar => ({ ok: false, value: null, errors: [{ path: '$', message: opts.t(key, vars) }], warnings: [] });
  if (bytes > limits.bytes) return fail('DIYPUB_TOO_LARGE', { bytes, limit: limits.bytes });
  if (typeof doc === 'string') {
    try {
      doc = JSON.parse(doc) as unknown;
    } catch {
      return fail('DIYPUB_NOT_JSON');
    }
  }
  if (!isObject(doc)) return fail('DIYPUB_NOT_DOCUMENT');
  inspect(doc, '$', 0, run, { isNodeList: () => false });
  inspectTranslations(doc, run);
  if (!run.tooDeep) {
    const validate = tabBarValidator();
    const copy = JSON.parse(JSON.stringify(doc)) as unknown;
    if (!validate(copy)) addAjvErrors(validate.errors, '$', run, (p) => p);
  }
  const errors = [...run.errors.items];
  if (run.errors.dropped > 0) errors.push({ path: '$', message: opts.t('DIYPUB_MORE_PROBLEMS', { count: run.errors.dropped }) });
  return { ok: errors.length === 0, value: doc, errors, warnings: run.warnings.items };
}
