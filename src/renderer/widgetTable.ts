/**
 * The widget table: every widgets/<type>/index.ts manifest, discovered at build time. A chunk of
 * its own, not part of the first load: the registry (./registry.ts) imports it when a page needs a
 * type it does not know yet (the server inlines the first page's types, `__INIT__.widgets`), on
 * the first touch or key, and at start when nothing was inlined. The server-rendering bundle
 * (src/app/ssr.tsx) imports it statically. In the browser build each manifest is reduced to
 * `type`, `namespaces`, `load` and, for a widget that declares data, `loadData` (its data.ts as a
 * chunk of its own: vite.config.ts `widget-manifest-lean`), so the table carries no data code
 * (./tableSources.ts reads them when it writes a page's widget sources).
 */
import type { WidgetManifest } from './types.ts';
import { report } from './report.ts';

// Widget props types differ per widget; the table holds them erased.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyManifest = WidgetManifest<any>;

function folderOf(key: string): string {
  const m = /widgets\/([^/]+)\/index\.ts$/.exec(key);
  return m?.[1] ?? key;
}

/** Checked manifests, in folder order; a folder without a usable manifest is reported and left out. */
export function checkManifests(discovered: Record<string, AnyManifest | undefined>): AnyManifest[] {
  const out: AnyManifest[] = [];
  for (const [key, manifest] of Object.entries(discovered)) {
    const folder = folderOf(key);
    if (!manifest || typeof manifest.type !== 'string' || typeof manifest.load !== 'function') {
      report(`widget:${folder}`, `widgets/${folder}/index.ts does not default-export a defineWidget() manifest`);
      continue;
    }
    if (manifest.type !== folder) {
      report(`widget:${folder}`, `widgets/${folder}/index.ts declares type "${manifest.type}"; it must equal the folder name`);
    }
    out.push(manifest);
  }
  return out;
}

/** Every widget manifest of the build. */
export const widgetManifests: readonly AnyManifest[] = checkManifests(
  import.meta.glob<AnyManifest | undefined>('../../widgets/*/index.ts', { eager: true, import: 'default' }),
);
