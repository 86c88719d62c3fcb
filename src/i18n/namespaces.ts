// Translation files: locales/<lang>/<namespace>.json, each its own lazily loaded chunk, fetched
// by the i18next backend below in the current language only. The first view's namespaces
// (common, shell) come inlined by the server (instance.ts) or are loaded before the first render
// (src/main.tsx); the others when a page asks for them (loadNamespaces).
import type { BackendModule, ReadCallback } from 'i18next';

type Loader = () => Promise<unknown>;

// Lazy glob: Vite turns each file into a dynamic import.
const lazyFiles: Record<string, Loader> = import.meta.glob('./locales/*/*.json', { import: 'default' });

const FILE = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Every namespace that has a file in some language (known at build time, nothing loaded). */
export const NAMESPACES: ReadonlySet<string> = new Set(Object.keys(lazyFiles).map((path) => FILE.exec(path)?.[2] ?? '').filter(Boolean));

export { DEFAULT_NS, FIRST_VIEW_NS, ROUTES_NS } from './names.ts';

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
