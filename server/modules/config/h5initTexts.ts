/**
 * The first view's interface texts, inlined into /h5/ HTML as `__INIT__.i18n` (read by
 * src/i18n/instance.ts and src/routes/titles.ts): the namespaces every view shows (common, shell),
 * those the widgets of the inlined page declare (`diywidgets` on home), in the shopper's interface
 * language only, and the title of the route the URL opens. The browser then renders (and hydrates
 * the server's view) without fetching a text chunk; the other namespaces (route titles included)
 * stay lazy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_VIEW_NS, ROUTES_NS } from '../../../src/i18n/names.ts';
import { findRoute } from '../../../src/routes/full.ts';

export type TextLang = 'zh-cn' | 'en-us';

export interface FirstViewTexts {
  lang: TextLang;
  resources: Record<string, Record<string, unknown>>;
  /** The title of the route the URL opens, by route id (nothing for an unknown path). */
  routes?: Record<string, string>;
}

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/i18n/locales');

const files = new Map<string, { mtimeMs: number; data: Record<string, unknown> }>();

/** One namespace file of one language ({} when missing or unreadable); re-read when it changes. */
function readNamespace(lang: TextLang, ns: string): Record<string, unknown> {
  const file = path.join(localesDir, lang, `${ns}.json`);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return {};
  }
  const hit = files.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.data;
  let data: Record<string, unknown> = {};
  try {
    const v: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) data = v as Record<string, unknown>;
  } catch {
    data = {};
  }
  files.set(file, { mtimeMs, data });
  return data;
}

/**
 * The texts to inline for a page of `url` (with or without the /h5 base) shown in `lang`:
 * `namespaces` are those its widgets declare (h5initAssets.ts `firstPageAssets`), beside the first
 * view's; one without a file is left out. The titles are the route's and those of `titlesOf` (route
 * ids: the login page a guest is sent to).
 */
export function firstViewTexts(lang: TextLang, url: string, namespaces: readonly string[] = [], titlesOf: readonly string[] = []): FirstViewTexts {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const ns of FIRST_VIEW_NS) resources[ns] = readNamespace(lang, ns);
  for (const ns of namespaces) {
    if (ns in resources || ns === ROUTES_NS || !/^[\w-]+$/.test(ns)) continue;
    const data = readNamespace(lang, ns);
    if (Object.keys(data).length > 0) resources[ns] = data;
  }
  const route = findRoute(url);
  const titles = readNamespace(lang, ROUTES_NS);
  const routes: Record<string, string> = {};
  for (const id of [...(route ? [route.id] : []), ...titlesOf]) {
    const title = titles[id];
    if (typeof title === 'string') routes[id] = title;
  }
  return Object.keys(routes).length > 0 ? { lang, resources, routes } : { lang, resources };
}
