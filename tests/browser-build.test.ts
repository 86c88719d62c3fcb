// @vitest-environment node
/**
 * What the browser build keeps of the data the entry carries (vite.config.ts): each widget
 * manifest reduced to what the registry reads, the route manifest without titles and defaults.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compactRoutes, leanWidgetManifest } from '../vite.config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('widget-manifest-lean', () => {
  const folders = readdirSync(path.join(ROOT, 'widgets')).filter((d) => existsSync(path.join(ROOT, 'widgets', d, 'index.ts')));

  it.each(folders)('%s keeps its type, namespaces and lazy component', async (folder) => {
    const file = path.join(ROOT, 'widgets', folder, 'index.ts');
    const lean = leanWidgetManifest(readFileSync(file, 'utf8'));
    expect(lean, 'every manifest is rebuilt').not.toBeNull();
    const { default: manifest } = (await import(file)) as { default: { type: string; namespaces?: string[] } };
    const load = /load: \(\) => import\((['"])(\.\/[^'"]+)\1\)/.exec(readFileSync(file, 'utf8'))?.[2];
    expect(load).toBeDefined();
    const ns = manifest.namespaces ? `namespaces: ${JSON.stringify(manifest.namespaces)}, ` : '';
    // A widget's data declaration stays out of the table: a chunk fetched when a page shows it.
    const dataImport = /^import \{ data \} from '\.\/data\.ts';$/m.test(readFileSync(file, 'utf8'));
    const data = dataImport ? ', loadData: () => import("./data.ts").then((m) => m["data"])' : '';
    const expected = `export default { type: ${JSON.stringify(manifest.type)}, ${ns}load: () => import(${JSON.stringify(load)})${data} };\n`;
    expect(lean).toBe(expected);
  });

  it('reads the TypeScript source and the transformed module alike', () => {
    const out = 'export default { type: "x-y", namespaces: ["a","b"], load: () => import("./XY.tsx") };\n';
    const ts = "import { defineWidget } from '../../src/renderer/types.ts';\nimport type { P } from './props.gen.ts';\n\nexport default defineWidget<P>({\n  type: 'x-y',\n  version: '1.0.0',\n  description: 'A widget.',\n  events: ['go'],\n  slots: ['default'],\n  namespaces: ['a', 'b'],\n  load: () => import('./XY.tsx'),\n});\n";
    const js = 'import { defineWidget } from "../../src/renderer/types.ts";\nexport default defineWidget({\n\ttype: "x-y",\n\tversion: "1.0.0",\n\tevents: [\n\t\t"go"\n\t],\n\tnamespaces: ["a", "b"],\n\tload: () => import("./XY.tsx")\n});\n';
    expect(leanWidgetManifest(ts)).toBe(out);
    expect(leanWidgetManifest(js)).toBe(out);
  });

  it('turns the data sources a manifest declares into a module fetched when needed (no static import left)', () => {
    const ts = "import { defineWidget } from '../../src/renderer/types.ts';\nimport { data } from './data.ts';\nexport default defineWidget({ type: 'x', description: 'X.', load: () => import('./X.tsx'), data });\n";
    expect(leanWidgetManifest(ts)).toBe('export default { type: "x", load: () => import("./X.tsx"), loadData: () => import("./data.ts").then((m) => m["data"]) };\n');
    const renamed = "import { defineWidget } from '../../src/renderer/types.ts';\nimport { sources as mine } from './data.ts';\nexport default defineWidget({ type: 'x', load: () => import('./X.tsx'), data: mine });\n";
    expect(leanWidgetManifest(renamed)).toBe('export default { type: "x", load: () => import("./X.tsx"), loadData: () => import("./data.ts").then((m) => m["sources"]) };\n');
    // Only ./data.ts: the server tells the data chunks from the components' by that name.
    expect(leanWidgetManifest("import { data } from './sources.ts';\nexport default defineWidget({ type: 'x', load: () => import('./X.tsx'), data });")).toBeNull();
    expect(leanWidgetManifest("import { data } from '../other/data.ts';\nexport default defineWidget({ type: 'x', load: () => import('./X.tsx'), data });")).toBeNull();
  });

  it('leaves a manifest it does not fully understand unchanged', () => {
    const base = (extra: string) => `export default defineWidget({ type: 'x', ${extra} load: () => import('./X.tsx') });`;
    expect(leanWidgetManifest(base(''))).not.toBeNull();
    expect(leanWidgetManifest(base('data: { a: 1 },'))).toBeNull(); // data not an imported name
    expect(leanWidgetManifest(base('more: 1,'))).toBeNull(); // an unknown field
    expect(leanWidgetManifest(base('namespaces: NS,'))).toBeNull(); // not a literal
    expect(leanWidgetManifest(base('...more,'))).toBeNull();
    expect(leanWidgetManifest("export default defineWidget({ type: 'x', load: () => import('../y/Y.tsx') });")).toBeNull();
    expect(leanWidgetManifest("export default { type: 'x', load: () => import('./X.tsx') };")).toBeNull();
    expect(leanWidgetManifest('export default defineWidget({ type: ')).toBeNull();
  });
});

describe('routes-compact', () => {
  const raw = JSON.parse(readFileSync(path.join(ROOT, 'src/routes/routes.json'), 'utf8')) as { routes: Array<Record<string, unknown>> };

  it('leaves out the titles, the params of non-diy routes and the fields holding their default, nothing else', () => {
    const compact = compactRoutes(raw)!;
    expect(compact.routes).toHaveLength(raw.routes.length);
    for (const [i, r] of compact.routes.entries()) {
      expect(r).not.toHaveProperty('title');
      // src/routes/manifest.ts fills the defaults back
      const filled = { path: `/${String(r.id)}`, pullRefresh: false, scroll: true, login: false, page: null, ...r };
      const { title: _title, params, ...rest } = raw.routes[i]!;
      expect(filled).toEqual(rest.diy && params ? { ...rest, params } : rest);
    }
    expect(compact.routes.find((r) => r.id === 'pages/index/index')?.params).toEqual(['name']);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(raw).length / 2);
    expect(compactRoutes({})).toBeNull();
  });
});
