/**
 * NiuShop diy document (`{global, value: [components]}`) → our page schema (schemas/page.schema.json).
 *
 * Pure TypeScript: no React, no DOM, no globals. The browser imports it lazily for NiuShop-style
 * answers (src/app/diy.ts); the server imports the same module when a page is published.
 *
 *   const { page, issues } = adaptDiy(doc, { name: 'DIY_VIEW_INDEX' });
 *
 * - `global` → `meta` (title, background, nav bar, tab bar, pop-up window, share, pull-to-refresh).
 * - each component → one node `{id, type: 'diy-' + kebab(componentName), props}`; props are the
 *   component's own fields minus the editor-only and identity keys. Unknown component names still
 *   become nodes (the renderer shows nothing for an unknown type in production).
 * - NiuShop's client ordering: TopCategory first, then a Search with positionWay 'fixed'.
 * - Merchant text is text: every `${` in a string is written `$${` so the renderer's bindings
 *   show it literally instead of evaluating it.
 * - Hostile input never throws: wrong types are skipped or defaulted, `javascript:` and other
 *   non-web `wap_url`s are blanked (the link becomes inert), prototype keys are dropped, limits
 *   (document size, component count, nesting depth, array length, string length) cut the rest.
 *   Everything dropped or changed is listed in `issues` as `{path, message}` (JSON paths into the
 *   NiuShop document, e.g. `$.value[3].list[0].link.wap_url`).
 * - Data-driven components get no page-level data sources: their widgets fetch their own data.
 */
import type { PageMeta, PageNode, PageSchema } from '../renderer/types.ts';
import { TEXT_LANGS } from './i18n.ts';
import { clampNum, imageUrl, num, safeColor } from './values.ts';

export interface AdaptIssue {
  /** JSON path into the NiuShop document (`$` is the document; `$.global.title`, `$.value[2].list`). */
  path: string;
  message: string;
}

export interface AdaptOptions {
  /** Page name (DIY_VIEW_INDEX, DIY_VIEW_RANDOM_x…); becomes the page id `diy/<name>`. */
  name?: string;
  /** Override limits (tests). */
  limits?: Partial<DiyLimits>;
}

export interface AdaptResult {
  page: PageSchema;
  issues: AdaptIssue[];
}

export interface DiyLimits {
  /** Largest document, in bytes of JSON (UTF-8). Larger documents are refused (empty page). */
  bytes: number;
  /** Components kept; the rest are dropped. */
  nodes: number;
  /** Nesting depth inside one component's props; deeper values are dropped. */
  depth: number;
  /** Items kept in any array inside props. */
  arrayItems: number;
  /** Characters kept in any string inside props. */
  stringLength: number;
}

export const DIY_LIMITS: Readonly<DiyLimits> = Object.freeze({
  bytes: 1_000_000,
  nodes: 500,
  depth: 12,
  arrayItems: 500,
  stringLength: 200_000,
});

/** Keys the NiuShop editor uses while editing (deleted before saving; dropped here if present). */
export const EDITOR_ONLY_KEYS: readonly string[] = ['index', 'sort', 'lazyLoad', 'lazyLoadCss', 'outerCountJs', 'ignore', 'ignoreLoad', 'verify', 'tempData'];

/** Identity keys that live on the node, not in its props. */
export const IDENTITY_KEYS: readonly string[] = ['id', 'componentName', 'componentTitle', 'isDelete'];

const DROP = new Set([...EDITOR_ONLY_KEYS, ...IDENTITY_KEYS]);
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** JSON path of a child, `$.value[2].list` / `$.value[2]["odd key"]`. */
function at(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

/** `GoodsList` → `goods-list`, `ManyGoodsList` → `many-goods-list`, `text_extend` → `text-extend`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** The widget type of a NiuShop componentName (`Text` → `diy-text`), or null when the name is unusable. */
/** NiuShop component names whose widget goes by another name. */
const WIDGET_ALIASES: Readonly<Record<string, string>> = { StoreShow: 'diy-store' };

export function diyWidgetType(componentName: unknown): string | null {
  if (typeof componentName !== 'string' || !/^[A-Za-z][A-Za-z0-9_]{0,58}$/.test(componentName)) return null;
  const type = WIDGET_ALIASES[componentName] ?? `diy-${kebab(componentName)}`;
  return /^[a-z][a-z0-9-]*$/.test(type) && type.length <= 64 ? type : null;
}

/** A node id from a NiuShop component id: only [A-Za-z0-9_-], at most 64 characters ('' when nothing is left). */
export function sanitizeId(id: unknown): string {
  if (typeof id !== 'string' && typeof id !== 'number') return '';
  return String(id).replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}

/** Merchant text is literal: `${` → `$${` (the bindings write `$${` as a literal `${`). */
export function escapeBindings(s: string): string {
  // A function replacement: in a replacement string `$$` would mean one `$`.
  return s.includes('${') ? s.replace(/\$\{/g, () => '$${') : s;
}

/** Whether a `wap_url` may stay: empty, an app route (`/pages/…`, `pages/…`), or an http(s) URL. */
export function isSafeWapUrl(url: string): boolean {
  const s = url.trim();
  if (s === '') return true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return false;
  }
  if (s.includes('\\')) return false;
  if (/^https?:\/\/[^/]/i.test(s)) return true;
  if (s.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(s);
}

function truthy(v: unknown, fallback: boolean): boolean {
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return !['0', 'false', 'no', 'off'].includes(v.trim().toLowerCase());
  return fallback;
}

function text(v: unknown, max: number): string {
  if (typeof v !== 'string' && typeof v !== 'number') return '';
  return String(v).trim().slice(0, max);
}

function byteLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

// --- props ---------------------------------------------------------------------------------------

interface Ctx {
  issues: AdaptIssue[];
  limits: DiyLimits;
}

/**
 * A JSON-safe deep copy of one value with the limits applied: strings escaped and cut, arrays cut,
 * depth cut, prototype keys and non-JSON values dropped, unsafe `wap_url`s blanked.
 */
function cleanValue(value: unknown, path: string, depth: number, ctx: Ctx): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    let s = value;
    if (s.length > ctx.limits.stringLength) {
      ctx.issues.push({ path, message: `text longer than ${ctx.limits.stringLength} characters; cut` });
      s = s.slice(0, ctx.limits.stringLength);
    }
    return escapeBindings(s);
  }
  if (typeof value !== 'object') return undefined; // functions, symbols, bigint (not JSON)
  if (depth >= ctx.limits.depth) {
    ctx.issues.push({ path, message: `nested deeper than ${ctx.limits.depth} levels; dropped` });
    return undefined;
  }
  if (Array.isArray(value)) {
    let list = value;
    if (list.length > ctx.limits.arrayItems) {
      ctx.issues.push({ path, message: `${list.length} items; only the first ${ctx.limits.arrayItems} are kept` });
      list = list.slice(0, ctx.limits.arrayItems);
    }
    const out: unknown[] = [];
    list.forEach((item, i) => {
      const v = cleanValue(item, at(path, i), depth + 1, ctx);
      out.push(v === undefined ? null : v);
    });
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const child = at(path, key);
    if (UNSAFE_KEYS.has(key)) {
      ctx.issues.push({ path: child, message: 'reserved key; dropped' });
      continue;
    }
    const raw = (value as Record<string, unknown>)[key];
    if (key === 'wap_url' && typeof raw === 'string' && !isSafeWapUrl(raw)) {
      ctx.issues.push({ path: child, message: 'link is neither an app route nor an http(s) URL; made inert' });
      out[key] = '';
      continue;
    }
    const v = cleanValue(raw, child, depth + 1, ctx);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function componentProps(component: Record<string, unknown>, path: string, ctx: Ctx): Record<string, unknown> {
  const ignored = new Set(Array.isArray(component.ignore) ? component.ignore.filter((k): k is string => typeof k === 'string') : []);
  const props: Record<string, unknown> = {};
  for (const key of Object.keys(component)) {
    if (DROP.has(key) || ignored.has(key)) continue;
    if (UNSAFE_KEYS.has(key)) {
      ctx.issues.push({ path: at(path, key), message: 'reserved key; dropped' });
      continue;
    }
    const v = cleanValue(component[key], at(path, key), 0, ctx);
    if (v !== undefined) props[key] = v;
  }
  return props;
}

// --- meta ----------------------------------------------------------------------------------------

/** A link object kept only when it leads somewhere (wap_url safe, or a phone number). */
function metaLink(v: unknown, path: string, ctx: Ctx): Record<string, unknown> | undefined {
  if (!isObject(v)) return undefined;
  const cleaned = cleanValue(v, path, 0, ctx);
  if (!isObject(cleaned)) return undefined;
  const wap = typeof cleaned.wap_url === 'string' ? cleaned.wap_url.trim() : '';
  if (!wap && !(cleaned.name === 'MOBILE' && cleaned.mobile)) return undefined;
  const out: Record<string, unknown> = {};
  for (const k of ['name', 'title', 'wap_url', 'parent', 'mobile']) {
    const val = cleaned[k];
    if (typeof val === 'string' || typeof val === 'number') out[k] = String(val).slice(0, k === 'wap_url' ? 1000 : k === 'mobile' ? 30 : 200);
  }
  return out;
}

function buildMeta(global: unknown, ctx: Ctx): PageMeta {
  const meta: PageMeta = { pullRefresh: true };
  if (global === undefined) return meta;
  if (!isObject(global)) {
    ctx.issues.push({ path: '$.global', message: 'global is not an object; page defaults used' });
    return meta;
  }
  const g = global;
  const title = text(g.title, 200);
  if (title) meta.title = escapeBindings(title).slice(0, 200);
  // The title in other languages (src/diy/i18n.ts): `global.i18n[lang].title` → `meta.i18n[lang].title`.
  if (isObject(g.i18n)) {
    const i18n: NonNullable<PageMeta['i18n']> = {};
    for (const lang of TEXT_LANGS) {
      const own = g.i18n[lang];
      const t = isObject(own) ? text(own.title, 200) : '';
      if (t) i18n[lang] = { title: escapeBindings(t).slice(0, 200) };
    }
    if (Object.keys(i18n).length > 0) meta.i18n = i18n;
  }

  const bg = safeColor(g.pageBgColor);
  if (bg) meta.background = bg;
  else if (g.pageBgColor !== undefined && g.pageBgColor !== '') ctx.issues.push({ path: '$.global.pageBgColor', message: 'not a colour; ignored' });
  const bgImage = imageUrl(g.bgUrl);
  if (bgImage) meta.backgroundImage = bgImage.slice(0, 1000);

  const navBar: NonNullable<PageMeta['navBar']> = { show: truthy(g.navBarSwitch, true) };
  const style = Math.trunc(num(g.navStyle, 1));
  navBar.style = style >= 1 && style <= 4 ? (style as 1 | 2 | 3 | 4) : 1;
  const navBg = safeColor(g.topNavColor);
  if (navBg) navBar.background = navBg;
  const navText = safeColor(g.textNavColor);
  if (navText) navBar.textColor = navText;
  const navImg = imageUrl(g.topNavImg);
  if (navImg) navBar.image = navImg.slice(0, 1000);
  if (g.textImgPosLink === 'left' || g.textImgPosLink === 'center') navBar.align = g.textImgPosLink;
  if (g.topNavBg !== undefined) navBar.transparent = truthy(g.topNavBg, false);
  const more = metaLink(g.moreLink, '$.global.moreLink', ctx);
  if (more) navBar.link = more;
  meta.navBar = navBar;

  meta.tabBar = truthy(g.openBottomNav, true);

  if (isObject(g.popWindow)) {
    const p = g.popWindow;
    const image = imageUrl(p.imageUrl);
    const count = Math.trunc(num(p.count, -1));
    // count −1 ("never", the editor's default) or anything else unknown: no pop-up at all.
    if (image && (count === 0 || count === 1)) {
      const pop: Record<string, unknown> = { image: image.slice(0, 1000), count };
      const link = metaLink(p.link, '$.global.popWindow.link', ctx);
      if (link) pop.link = link;
      const w = clampNum(p.imgWidth, 0, 10000);
      const h = clampNum(p.imgHeight, 0, 10000);
      if (w > 0 && h > 0) {
        pop.width = w;
        pop.height = h;
      }
      meta.popWindow = pop;
    }
  }

  // NiuShop: title = wechatShareTitle || title, desc = wechatShareDesc, image = wechatShareImage (|| the site logo, at run time).
  const share: NonNullable<PageMeta['share']> = {};
  const shareTitle = text(g.wechatShareTitle, 200) || title;
  if (shareTitle) share.title = escapeBindings(shareTitle).slice(0, 200);
  const desc = text(g.wechatShareDesc, 500);
  if (desc) share.desc = escapeBindings(desc).slice(0, 500);
  const shareImage = imageUrl(g.wechatShareImage);
  if (shareImage) share.image = shareImage.slice(0, 1000);
  // The share card in other languages: the translated share title (else the translated page title), description.
  if (isObject(g.i18n)) {
    const i18n: NonNullable<NonNullable<PageMeta['share']>['i18n']> = {};
    for (const lang of TEXT_LANGS) {
      const own = g.i18n[lang];
      if (!isObject(own)) continue;
      const t = text(own.wechatShareTitle, 200) || (text(g.wechatShareTitle, 200) ? '' : text(own.title, 200));
      const d = text(own.wechatShareDesc, 500);
      const entry: { title?: string; desc?: string } = {};
      if (t) entry.title = escapeBindings(t).slice(0, 200);
      if (d) entry.desc = escapeBindings(d).slice(0, 500);
      if (Object.keys(entry).length > 0) i18n[lang] = entry;
    }
    if (Object.keys(i18n).length > 0) share.i18n = i18n;
  }
  if (Object.keys(share).length > 0) meta.share = share;
  return meta;
}

// --- the document --------------------------------------------------------------------------------

function pageIdOf(name: string): string {
  const clean = name.replace(/[^A-Za-z0-9_.-]/g, '').replace(/^\.+/, '').slice(0, 100);
  return `diy/${clean || 'page'}`;
}

/**
 * Parse and unwrap: a JSON string; the `/api/diyview/info` row `{name, title, value: "<json>"}`;
 * or the document itself. Returns the `{global, value}` object or null (with an issue).
 */
function unwrap(doc: unknown, ctx: Ctx): { raw: Record<string, unknown>; name?: string } | null {
  let current = doc;
  let name: string | undefined;
  for (let round = 0; round < 3; round++) {
    if (typeof current === 'string') {
      if (byteLength(current) > ctx.limits.bytes) {
        ctx.issues.push({ path: '$', message: `document larger than ${ctx.limits.bytes} bytes; refused` });
        return null;
      }
      try {
        current = JSON.parse(current) as unknown;
      } catch {
        ctx.issues.push({ path: '$', message: 'not valid JSON' });
        return null;
      }
      continue;
    }
    if (!isObject(current)) {
      ctx.issues.push({ path: '$', message: 'not a diy document (an object with global and value)' });
      return null;
    }
    if (!hasOwn(current, 'global') && (typeof current.value === 'string' || isObject(current.value))) {
      // The info row: its value holds the document.
      if (typeof current.name === 'string') name = current.name;
      current = current.value;
      continue;
    }
    return { raw: current, name };
  }
  ctx.issues.push({ path: '$', message: 'not a diy document (an object with global and value)' });
  return null;
}

function measure(raw: Record<string, unknown>, ctx: Ctx): boolean {
  let json: string;
  try {
    json = JSON.stringify(raw);
  } catch {
    ctx.issues.push({ path: '$', message: 'document is not JSON data (cycle or unsupported value); refused' });
    return false;
  }
  if (byteLength(json) > ctx.limits.bytes) {
    ctx.issues.push({ path: '$', message: `document larger than ${ctx.limits.bytes} bytes; refused` });
    return false;
  }
  return true;
}

/** NiuShop's client ordering: TopCategory first, then a fixed Search. */
function reorder(list: Array<{ component: Record<string, unknown>; index: number }>): typeof list {
  const rank = (c: Record<string, unknown>): number => (c.componentName === 'TopCategory' ? 0 : c.componentName === 'Search' && c.positionWay === 'fixed' ? 1 : 2);
  return list
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => rank(a.entry.component) - rank(b.entry.component) || a.order - b.order)
    .map((x) => x.entry);
}

/**
 * Convert a NiuShop diy document (object, JSON string, or the `/api/diyview/info` row) into our
 * page schema. Never throws; `issues` lists everything dropped or changed.
 */
export function adaptDiy(doc: unknown, opts: AdaptOptions = {}): AdaptResult {
  const ctx: Ctx = { issues: [], limits: { ...DIY_LIMITS, ...opts.limits } };
  const unwrapped = unwrap(doc, ctx);
  const raw = unwrapped && measure(unwrapped.raw, ctx) ? unwrapped.raw : null;
  const global = raw ? raw.global : undefined;
  const name = opts.name ?? unwrapped?.name ?? (isObject(global) && typeof global.name === 'string' ? global.name : undefined) ?? 'page';
  const page: PageSchema = { schemaVersion: 1, id: pageIdOf(name), meta: buildMeta(global, ctx), content: [] };
  if (!raw) return { page, issues: ctx.issues };

  const value = raw.value;
  if (value === undefined) {
    ctx.issues.push({ path: '$.value', message: 'no components (value is missing)' });
    return { page, issues: ctx.issues };
  }
  if (!Array.isArray(value)) {
    ctx.issues.push({ path: '$.value', message: 'value is not an array of components' });
    return { page, issues: ctx.issues };
  }

  const candidates: Array<{ component: Record<string, unknown>; index: number }> = [];
  value.forEach((component: unknown, index) => {
    if (!isObject(component)) ctx.issues.push({ path: at('$.value', index), message: 'component is not an object; skipped' });
    else candidates.push({ component, index });
  });
  let kept = candidates;
  if (kept.length > ctx.limits.nodes) {
    ctx.issues.push({ path: '$.value', message: `${kept.length} components; only the first ${ctx.limits.nodes} are kept` });
    kept = kept.slice(0, ctx.limits.nodes);
  }

  const ids = new Set<string>();
  for (const { component, index } of reorder(kept)) {
    const path = at('$.value', index);
    const type = diyWidgetType(component.componentName);
    if (!type) {
      ctx.issues.push({ path: at(path, 'componentName'), message: 'missing or unusable componentName; skipped' });
      continue;
    }
    let id = sanitizeId(component.id);
    if (id === '' && component.id !== undefined) ctx.issues.push({ path: at(path, 'id'), message: 'id has no usable characters; a new one is made' });
    if (id !== String(component.id ?? '') && id !== '') ctx.issues.push({ path: at(path, 'id'), message: `id sanitised to "${id}"` });
    if (id === '') id = `${type}-${index}`;
    if (ids.has(id)) {
      let n = 2;
      const base = id.slice(0, 58);
      while (ids.has(`${base}-${n}`)) n++;
      ctx.issues.push({ path: at(path, 'id'), message: `duplicate id "${id}"; renamed "${base}-${n}"` });
      id = `${base}-${n}`;
    }
    ids.add(id);
    const node: PageNode = { id, type, props: componentProps(component, path, ctx) };
    page.content.push(node);
  }
  return { page, issues: ctx.issues };
}

/** Whether a value looks like a NiuShop diy document (`{global?, value: [...]}`) rather than our page schema. */
export function isDiyDocument(value: unknown): boolean {
  return isObject(value) && !hasOwn(value, 'schemaVersion') && (Array.isArray(value.value) || isObject(value.global));
}
