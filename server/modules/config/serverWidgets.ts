/**
 * The server's widget table: every manifest (widgets/<type>/index.ts, found on disk and imported
 * once on first use: no widget is named here), for what the server reads of them — the i18n
 * namespaces (preloading, inlined texts) and the data sources a widget declares (`data`, which the
 * first view's loader collects, ./firstView.ts). The components are never imported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WidgetSources } from '../../../src/renderer/types.ts';

export interface ServerWidget {
  namespaces: string[];
  data?: WidgetSources;
}

const widgetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../widgets');

let table: Promise<Map<string, ServerWidget>> | null = null;

/** Each widget type's manifest as the server reads it (a folder that does not load is left out). */
export function serverWidgets(): Promise<Map<string, ServerWidget>> {
  table ??= (async () => {
    const out = new Map<string, ServerWidget>();
    let folders: string[];
    try {
      folders = fs.readdirSync(widgetsDir).filter((d) => fs.existsSync(path.join(widgetsDir, d, 'index.ts')));
    } catch {
      return out;
    }
    await Promise.all(
      folders.map(async (folder) => {
        try {
          const mod = (await import(path.join(widgetsDir, folder, 'index.ts'))) as { default?: { type?: unknown; namespaces?: unknown; data?: unknown } };
          const m = mod.default;
          if (!m || typeof m.type !== 'string') return;
          const namespaces = Array.isArray(m.namespaces) ? m.namespaces.filter((n): n is string => typeof n === 'string' && n !== '') : [];
          out.set(m.type, typeof m.data === 'function' ? { namespaces, data: m.data as WidgetSources } : { namespaces });
        } catch {
          // a widget that does not load here is neither preloaded nor fetched for
        }
      }),
    );
    return out;
  })();
  return table;
}
