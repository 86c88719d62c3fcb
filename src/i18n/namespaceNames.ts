// The names of the text namespaces: every locales/<lang>/<namespace>.json, known at build time,
// without their loaders (those are a chunk of their own, ./loaders.ts). The browser build replaces
// this module by the plain list (vite.config.ts `i18n-namespace-names`); elsewhere (tests, the dev
// server) the glob's keys give it.

const FILE = /^\.\/locales\/[^/]+\/([^/]+)\.json$/;

/** Every namespace that has a file in some language, sorted. */
export const NAMESPACE_NAMES: readonly string[] = [
  ...new Set(
    Object.keys(import.meta.glob('./locales/*/*.json'))
      .map((path) => FILE.exec(path)?.[1] ?? '')
      .filter(Boolean),
  ),
].sort();
