/**
 * Which built files the first page needs beyond the entry, read from the build's manifest
 * (dist/.vite/manifest.json): the chunks of the widget types on the page (with the shared chunks
 * they import and their CSS). The HTML lists them as `<link rel="modulepreload">` / stylesheets,
 * so they download in the same round as the entry instead of after it has run. The i18n
 * namespaces those widgets read are named too: their texts are inlined with the page
 * (h5initTexts.ts), so no text chunk is fetched for it.
 *
 * Widget namespaces come from the widget manifests (serverWidgets.ts).
 *
 * Also the first page's widget table (`firstPageWidgets`, inlined as `__INIT__.widgets`): the
 * chunk of each of its widget types, so that the browser knows them without the build's widget
 * table (src/renderer/widgetTable.ts, a chunk of its own that the first load does without).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { InlinedWidget } from '../../../src/boot/inlined.ts';
import { FIRST_VIEW_NS } from '../../../src/i18n/names.ts';
import { serverWidgets } from './serverWidgets.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstPageAssets {
  /** JS files (relative to dist) to modulepreload. */
  js: string[];
  /** CSS files (relative to dist) the first page renders with. */
  css: string[];
  /** The i18n namespaces its widgets declare beyond the first view's (inlined by server/http/h5.ts). */
  namespaces: string[];
}

interface LoadedManifest {
  mtimeMs: number;
  manifest: Manifest;
  entryKey: string;
  entryFiles: Set<string>;
  /**
   * Dynamic imports of the entry and its static imports (lazy chunks) and of the widget table
   * chunk (the widget chunks; not the widgets' data declarations, `widgets/<type>/data.ts`, which
   * the browser fetches only to write a page's widget sources itself: the server wrote them into
   * the page it inlines).
   */
  dynamic: string[];
}

/** A widget's data declaration (its manifest's `data`; a chunk of its own in the browser build). */
const DATA_MODULE = /^widgets\/[^/]+\/data\.ts$/;

/** The module of the widget table (every widget manifest, each importing its widget's chunk). */
const WIDGET_TABLE_KEY = 'src/renderer/widgetTable.ts';

const manifests = new Map<string, LoadedManifest>();

/** The build manifest of `distDir` (re-read when the file changes), or null without a build. */
function readManifest(distDir: string): LoadedManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const hit = manifests.get(distDir);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
  const entryFiles = new Set<string>();
  const dynamic = new Set<string>();
  const visit = (key: string): void => {
    const c = manifest[key];
    if (!c || entryFiles.has(c.file)) return;
    entryFiles.add(c.file);
    for (const d of c.dynamicImports ?? []) dynamic.add(d);
    for (const i of c.imports ?? []) visit(i);
  };
  if (entryKey) visit(entryKey);
  for (const d of manifest[WIDGET_TABLE_KEY]?.dynamicImports ?? []) if (!DATA_MODULE.test(d)) dynamic.add(d);
  const loaded = { mtimeMs: stat.mtimeMs, manifest, entryKey, entryFiles, dynamic: [...dynamic] };
  manifests.set(distDir, loaded);
  return loaded;
}

/**
 * The files to preload for a page made of `types`, and the namespaces of their texts. Files the
 * entry already loads are left out; unknown types and a missing build give no files.
 */
export async function firstPageAssets(distDir: string, types: Iterable<string>): Promise<FirstPageAssets> {
  const namespaces = new Set<string>();
  const widgets = await serverWidgets();
  const unique = new Set(types);
  for (const type of unique) for (const ns of widgets.get(type)?.namespaces ?? []) if (!FIRST_VIEW_NS.includes(ns)) namespaces.add(ns);
  const loaded = readManifest(distDir);
  if (!loaded) return { js: [], css: [], namespaces: [...namespaces].sort() };
  const { manifest, entryKey, entryFiles, dynamic } = loaded;
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string): void => {
    const c = manifest[key];
    if (!c) return;
    for (const f of c.css ?? []) css.add(f);
    if (entryFiles.has(c.file) || js.has(c.file)) return;
    js.add(c.file);
    for (const i of c.imports ?? []) visit(i);
  };
  for (const type of unique) {
    const prefix = `widgets/${type}/`;
    for (const key of dynamic) if (key.startsWith(prefix)) visit(key);
  }
  // The CSS of the entry and of the chunks it imports is already in the HTML (Vite's tags).
  for (const f of manifest[entryKey]?.css ?? []) css.delete(f);
  for (const c of Object.values(manifest)) if (entryFiles.has(c.file)) for (const f of c.css ?? []) css.delete(f);
  return { js: [...js], css: [...css], namespaces: [...namespaces].sort() };
}

/**
 * The widget table of a page made of `types`, for `__INIT__.widgets`: each type's chunk (files
 * relative to dist), the namespaces its manifest names and the other files the chunk imports that
 * the entry does not (the browser fetches them alongside it, not after it). Types without exactly
 * one chunk in the build and a missing build are left out (the browser then loads the whole table).
 */
export async function firstPageWidgets(distDir: string, types: Iterable<string>): Promise<Record<string, InlinedWidget>> {
  const loaded = readManifest(distDir);
  if (!loaded) return {};
  const { manifest, entryFiles, dynamic } = loaded;
  const widgets = await serverWidgets();
  const out: Record<string, InlinedWidget> = {};
  for (const type of [...new Set(types)].sort()) {
    const prefix = `widgets/${type}/`;
    const keys = dynamic.filter((k) => k.startsWith(prefix));
    const chunk = keys.length === 1 ? manifest[keys[0] as string] : undefined;
    if (!chunk || entryFiles.has(chunk.file)) continue;
    const imports = new Set<string>();
    const visit = (key: string): void => {
      const c = manifest[key];
      if (!c || c === chunk || entryFiles.has(c.file) || imports.has(c.file)) return;
      imports.add(c.file);
      for (const i of c.imports ?? []) visit(i);
    };
    for (const i of chunk.imports ?? []) visit(i);
    const namespaces = widgets.get(type)?.namespaces ?? [];
    out[type] = imports.size > 0 ? [chunk.file, namespaces, [...imports]] : namespaces.length > 0 ? [chunk.file, namespaces] : [chunk.file];
  }
  return out;
}
