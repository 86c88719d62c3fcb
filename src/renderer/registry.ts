/**
 * Widget registry: every widgets/<type>/index.ts manifest, discovered at build time.
 * Manifests are tiny and eager; component chunks load lazily and are cached here so that a
 * component already loaded renders synchronously (no Suspense flash after the page loader
 * preloaded it). In the browser build a manifest carries only what is read here and by the page
 * loader (`type`, `namespaces`, `load`; vite.config.ts `widget-manifest-lean`); its other fields
 * are documentation, read from the sources by tests and the server.
 */
import type { WidgetManifest, WidgetModule } from './types.ts';
import { report } from './report.ts';

// Widget props types differ per widget; the registry stores them erased.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyManifest = WidgetManifest<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = WidgetModule<any>;

const manifests = new Map<string, AnyManifest>();
const loaded = new Map<string, AnyModule>();
const loading = new Map<string, Promise<AnyModule | undefined>>();

function folderOf(key: string): string {
  const m = /widgets\/([^/]+)\/index\.ts$/.exec(key);
  return m?.[1] ?? key;
}

const discovered = import.meta.glob<AnyManifest | undefined>('../../widgets/*/index.ts', { eager: true, import: 'default' });
for (const [key, manifest] of Object.entries(discovered)) {
  const folder = folderOf(key);
  if (!manifest || typeof manifest.type !== 'string' || typeof manifest.load !== 'function') {
    report(`widget:${folder}`, `widgets/${folder}/index.ts does not default-export a defineWidget() manifest`);
    continue;
  }
  if (manifest.type !== folder) {
    report(`widget:${folder}`, `widgets/${folder}/index.ts declares type "${manifest.type}"; it must equal the folder name`);
  }
  manifests.set(manifest.type, manifest);
}

/** Register (or replace) a manifest at run time; used by tests and by extensions. */
export function registerWidget(manifest: AnyManifest): void {
  manifests.set(manifest.type, manifest);
  loaded.delete(manifest.type);
  loading.delete(manifest.type);
}

/** Remove a manifest registered at run time (tests). */
export function unregisterWidget(type: string): void {
  manifests.delete(type);
  loaded.delete(type);
  loading.delete(type);
}

export function getWidget(type: string): AnyManifest | undefined {
  return manifests.get(type);
}

export function widgetTypes(): string[] {
  return [...manifests.keys()].sort();
}

/** The component module when its chunk has already loaded (synchronous render path). */
export function getLoadedWidget(type: string): AnyModule | undefined {
  return loaded.get(type);
}

/**
 * Load a widget's chunk once (cached promise). Resolves `undefined` for an unknown type or a
 * chunk that failed to load (reported once); never rejects. A failed load is forgotten so a
 * later render can retry (e.g. a flaky network).
 */
export function loadWidget(type: string): Promise<AnyModule | undefined> {
  const done = loaded.get(type);
  if (done) return Promise.resolve(done);
  const pending = loading.get(type);
  if (pending) return pending;
  const manifest = manifests.get(type);
  if (!manifest) return Promise.resolve(undefined);
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
