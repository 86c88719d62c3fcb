// The loaders of the translation files, locales/<lang>/<namespace>.json, each its own lazily
// loaded chunk: a chunk of their own too, not part of the first load (the first view's texts come
// inlined by the server), imported by ./namespaces.ts when a text file is first needed.

type Loader = () => Promise<unknown>;

// Lazy glob: Vite turns each file into a dynamic import.
const lazyFiles: Record<string, Loader> = import.meta.glob('./locales/*/*.json', { import: 'default' });

/** Loads one namespace of one language; {} when that file does not exist. */
export async function loadResource(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load = lazyFiles[`./locales/${lng}/${ns}.json`];
  if (!load) return {};
  return ((await load()) ?? {}) as Record<string, unknown>;
}
