/**
 * Widget registry: the manifest of each widget type, and its component chunk, loaded lazily and
 * cached here so that a component already loaded renders synchronously (no Suspense flash after
 * the page loader preloaded it).
 *
 * Manifests come from three places:
 * - the first page's widget types, inlined by the server (`__INIT__.widgets`: each type's built
 *   chunk and namespaces), known from the start;
 * - the widget table (./widgetTable.ts: every widgets/<type>/index.ts manifest), a chunk of its
 *   own that `loadWidgetTable()` fetches on the first touch or key (src/main.tsx), when a page
 *   needs a type not known yet, and at start when nothing was inlined; the server-rendering
 *   bundle installs it up front (src/app/ssr.tsx);
 * - `registerWidget` at run time (tests, extensions), which wins over both.
 * In the browser build a manifest carries only what is read here and by the page loader (`type`,
 * `namespaces`, `load`; vite.config.ts `widget-manifest-lean`); its other fields are
 * documentation, read from the sources by tests and the server.
 */
import type { WidgetManifest, WidgetModule } from './types.ts';
import { report } from './report.ts';
import { readInlinedInit } from '../boot/inlined.ts';
import { BASE_PATH } from '../routes/paths.ts';
import { importOnce } from '../boot/importOnce.ts';

// Widget props types differ per widget; the registry stores them erased.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyManifest = WidgetManifest<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = WidgetModule<any>;

const manifests = new Map<string, AnyManifest>();
/** Types registered at run time: the widget table does not replace them. */
const registered = new Set<string>();
const loaded = new Map<string, AnyModule>();
const loading = new Map<string, Promise<AnyModule | undefined>>();

// --- the first page's widgets, inlined by the server ------------------------------------------

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);

/** A built file by its path below the base (the URL the widget table's own imports resolve to). */
const importBuilt = (file: string): Promise<unknown> => import(/* @vite-ignore */ BASE_PATH + file);

/**
 * Know the types of `inlined` (`__INIT__.widgets`: `{type: [file, namespaces?, imports?]}`, files
 * relative to the base) before the widget table: `load` imports the chunk, and the other chunks
 * it imports alongside it rather than after it. Types already known keep their manifest. Called
 * at start with what the server inlined; `importFile` is for tests.
 */
export function seedWidgets(inlined: unknown, importFile: (file: string) => Promise<unknown> = importBuilt): void {
  if (typeof inlined !== 'object' || inlined === null) return;
  for (const [type, entry] of Object.entries(inlined as Record<string, unknown>)) {
    if (manifests.has(type) || !Array.isArray(entry)) continue;
    const [file, ns, imports] = entry as unknown[];
    if (typeof file !== 'string' || file === '' || file.includes('..')) continue;
    const namespaces = strings(ns);
    const others = strings(imports).filter((f) => !f.includes('..'));
    manifests.set(type, {
      type,
      ...(namespaces.length > 0 ? { namespaces } : {}),
      load: () => Promise.all([importFile(file), ...others.map(importFile)]).then(([mod]) => mod as AnyModule),
    } as AnyManifest);
  }
}

seedWidgets(readInlinedInit()?.widgets);

// --- the widget table ----------------------------------------------------------------------------

let tableInstalled = false;
const importTable = importOnce(() => import('./widgetTable.ts').then((mod) => installWidgetTable(mod.widgetManifests)));
let tableArrived!: () => void;
const tableReady = new Promise<void>((resolve) => {
  tableArrived = resolve;
});

/**
 * Add the widget table's manifests (once it is loaded; the server-rendering bundle calls it with
 * the table it imports). A type registered at run time keeps its manifest.
 */
export function installWidgetTable(table: readonly AnyManifest[]): void {
  for (const manifest of table) if (!registered.has(manifest.type)) manifests.set(manifest.type, manifest);
  tableInstalled = true;
  tableArrived();
}

/** Whether the widget table is in: every type of the build is known. */
export function hasWidgetTable(): boolean {
  return tableInstalled;
}

/**
 * Load the widget table (a chunk) once. Resolves when it is in or failed to load (reported;
 * the next call tries again); never rejects.
 */
export function loadWidgetTable(): Promise<void> {
  if (tableInstalled) return Promise.resolve();
  return importTable().catch((err: unknown) => report('widget-table', 'the widget table failed to load', err));
}

/**
 * Resolves once the widget table is in, loading it if it is not loading; a failed load does not
 * resolve it (a later `loadWidgetTable()` tries again). What a render suspends on.
 */
export function waitForWidgetTable(): Promise<void> {
  void loadWidgetTable();
  return tableReady;
}

// --- lookups and chunks --------------------------------------------------------------------------

/** Register (or replace) a manifest at run time; used by tests and by extensions. */
export function registerWidget(manifest: AnyManifest): void {
  manifests.set(manifest.type, manifest);
  registered.add(manifest.type);
  loaded.delete(manifest.type);
  loading.delete(manifest.type);
}

/** Remove a manifest registered at run time (tests). */
export function unregisterWidget(type: string): void {
  manifests.delete(type);
  registered.delete(type);
  loaded.delete(type);
  loading.delete(type);
}

/** The manifest of a type known so far (see `hasWidgetTable`). */
export function getWidget(type: string): AnyManifest | undefined {
  return manifests.get(type);
}

/**
 * The types known so far: before the widget table is in (`loadWidgetTable()`), only the inlined
 * first page's and those registered at run time.
 */
export function widgetTypes(): string[] {
  return [...manifests.keys()].sort();
}

/** The component module when its chunk has already loaded (synchronous render path). */
export function getLoadedWidget(type: string): AnyModule | undefined {
  return loaded.get(type);
}

/**
 * Load a widget's chunk once (cached promise); a type not known yet waits for the widget table.
 * Resolves `undefined` for an unknown type or a chunk that failed to load (reported once); never
 * rejects. A failed load is forgotten so a later render can retry (e.g. a flaky network).
 */
export function loadWidget(type: string): Promise<AnyModule | undefined> {
  const done = loaded.get(type);
  if (done) return Promise.resolve(done);
  const pending = loading.get(type);
  if (pending) return pending;
  const manifest = manifests.get(type);
  if (!manifest) {
    if (tableInstalled) return Promise.resolve(undefined);
    return loadWidgetTable().then(() => (manifests.has(type) ? loadWidget(type) : undefined));
  }
  const p = Promise.resolve()
    .then(() => manifest.load())
    .then(
      (mod: AnyModule) => {
        if (!mod || typeof mod.default !== 'function' && typeof mod.default !== 'object') {
          throw new Error('the chunk has no default-exported component');
        }
        loaded.set(type, mod);
        loading.delete(type);
        return mod;
      },
      (err: unknown) => {
        loading.delete(type);
        throw err;
      },
    )
    .catch((err: unknown) => {
      loading.delete(type);
      report(`widget-load:${type}`, `widget "${type}" failed to load`, err);
      return undefined;
    });
  loading.set(type, p);
  return p;
}
