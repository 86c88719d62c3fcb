// Translation files: locales/<lang>/<namespace>.json. `common` is bundled with the app; every
// other namespace is its own lazily loaded chunk, fetched by the i18next backend below when a
// page asks for it (loadNamespaces).
import type { BackendModule, ReadCallback } from 'i18next';

type Loader = () => Promise<unknown>;

// Lazy glob: Vite turns each file into a dynamic import; common.json is excluded (bundled eagerly).
const lazyFiles: Record<string, Loader> = import.meta.glob(['./locales/*/*.json', '!./locales/*/common.json'], {
  import: 'default',
});

const FILE = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Every namespace that has a file in some language (known at build time, nothing loaded). */
export const NAMESPACES: ReadonlySet<string> = new Set([
  'common',
  ...Object.keys(lazyFiles).map((path) => FILE.exec(path)?.[2] ?? '').filter(Boolean),
]);

export const DEFAULT_NS = 'common';

/** Loads one namespace of one language; {} when that file does not exist. */
export async function loadResource(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load = lazyFiles[`./locales/${lng}/${ns}.json`];
  if (!load) return {};
  return ((await load()) ?? {}) as Record<string, unknown>;
}

/** i18next backend over the lazy files. */
export const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    loadResource(lng, ns).then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err : String(err), false),
    );
  },
};
