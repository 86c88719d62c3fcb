// Translation files: locales/<lang>/<namespace>.json, each its own lazily loaded chunk, fetched
// by the i18next backend below in the current language only. Their loaders are a chunk as well
// (./loaders.ts), imported with the first file needed; the names are known from the start
// (./namespaceNames.ts). The first view's namespaces (common, shell, and those of the first page's
// widgets) come inlined by the server (instance.ts) or are loaded before the first render
// (src/main.tsx); the others when a page asks for them (loadNamespaces).
import type { BackendModule, ReadCallback } from 'i18next';
import type * as Loaders from './loaders.ts';
import { NAMESPACE_NAMES } from './namespaceNames.ts';
import { importOnce } from '../boot/importOnce.ts';

/** Every namespace that has a file in some language (known at build time, nothing loaded). */
export const NAMESPACES: ReadonlySet<string> = new Set(NAMESPACE_NAMES);

export { DEFAULT_NS, FIRST_VIEW_NS, ROUTES_NS } from './names.ts';

/** The loaders' chunk, imported once. */
const importLoaders: () => Promise<typeof Loaders> = importOnce(() => import('./loaders.ts'));

/** Loads one namespace of one language; {} when that file does not exist. */
export async function loadResource(lng: string, ns: string): Promise<Record<string, unknown>> {
  return (await importLoaders()).loadResource(lng, ns);
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
