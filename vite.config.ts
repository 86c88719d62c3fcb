import { defineConfig } from 'vitest/config';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { parseAst } from 'vite';
import { encodeEndpoints, type Endpoint, type EndpointAuth } from './src/data/endpoints.ts';
import { compactRoutes } from './src/routes/compact.ts';

export { compactRoutes };

/**
 * Modules the entry imports statically (directly or not), found when the module graph is complete
 * (buildEnd) and put in one chunk below: without this the first load is ~18 small files (each
 * helper shared with a lazy widget becomes its own chunk), costing requests and compression.
 */
const entryStatic = new Set<string>();

/** Set while the server-rendering bundle (dist/server/ssr.js) is built, inside the app's build. */
const ssrBuild = process.env.H5_SSR_BUILD === '1';

// The API server (server/main.ts) listens here in development; `npm run dev` proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/** Fields of a widget manifest (src/renderer/types.ts `WidgetManifest`). */
const MANIFEST_FIELDS = new Set(['type', 'version', 'events', 'slots', 'namespaces', 'description', 'load', 'data']);

type Ast = { type: string; [key: string]: unknown };

/**
 * The browser's copy of a widgets/<type>/index.ts manifest: `{type, namespaces?, load, loadData?}`
 * only, or null (module unchanged) when the file is not the usual `export default
 * defineWidget({...})` of known fields with literal values (`data`: a name imported from the
 * widget's ./data.ts, which becomes `loadData`, a chunk of its own fetched when a page shows the
 * type: the widget table carries no data code, src/renderer/widgetTable.ts).
 */
export function leanWidgetManifest(code: string): string | null {
  let program: Ast;
  try {
    program = parseAst(code, { lang: 'ts' }) as unknown as Ast;
  } catch {
    return null;
  }
  const body = program.body as Ast[];
  const decl = body.find((n) => n.type === 'ExportDefaultDeclaration')?.declaration as Ast | undefined;
  const call = decl?.type === 'CallExpression' && (decl.callee as Ast).name === 'defineWidget' ? decl : undefined;
  const obj = (call?.arguments as Ast[] | undefined)?.[0];
  if (!obj || obj.type !== 'ObjectExpression') return null;
  const out: { type?: string; namespaces?: string[]; load?: string; data?: string } = {};
  const literal = (n: Ast | undefined): string | undefined => (n?.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined);
  for (const prop of obj.properties as Ast[]) {
    const key = prop.type === 'Property' && !prop.computed ? ((prop.key as Ast).name ?? (prop.key as Ast).value) : undefined;
    if (typeof key !== 'string' || !MANIFEST_FIELDS.has(key)) return null;
    const value = prop.value as Ast;
    if (key === 'type') out.type = literal(value);
    else if (key === 'namespaces') {
      const items = value.type === 'ArrayExpression' ? (value.elements as Ast[]).map(literal) : [undefined];
      if (items.some((x) => x === undefined)) return null;
      out.namespaces = items as string[];
    } else if (key === 'load') {
      const target = value.type === 'ArrowFunctionExpression' && (value.params as unknown[]).length === 0 ? (value.body as Ast) : undefined;
      out.load = target?.type === 'ImportExpression' ? literal(target.source as Ast) : undefined;
      if (!out.load?.startsWith('./')) return null;
    } else if (key === 'data') {
      // Named in an import from the widget's ./data.ts: fetched from there when a page shows the
      // type (the server knows that chunk by its name: server/modules/config/h5initAssets.ts).
      const name = value.type === 'Identifier' ? (value.name as string) : undefined;
      const decl = body.find((n) => n.type === 'ImportDeclaration' && (n.source as Ast).value === './data.ts' && (n.specifiers as Ast[]).some((sp) => (sp.local as Ast).name === name));
      const spec = (decl?.specifiers as Ast[] | undefined)?.find((sp) => (sp.local as Ast).name === name);
      const imported = spec?.type === 'ImportSpecifier' ? ((spec.imported as Ast).name ?? (spec.imported as Ast).value) : spec?.type === 'ImportDefaultSpecifier' ? 'default' : undefined;
      if (!name || !decl || typeof imported !== 'string') return null;
      out.data = `() => import(${JSON.stringify((decl.source as Ast).value)}).then((m) => m[${JSON.stringify(imported)}])`;
    }
  }
  if (!out.type || !out.load) return null;
  const ns = out.namespaces ? `namespaces: ${JSON.stringify(out.namespaces)}, ` : '';
  const data = out.data ? `, loadData: ${out.data}` : '';
  return `export default { type: ${JSON.stringify(out.type)}, ${ns}load: () => import(${JSON.stringify(out.load)})${data} };\n`;
}

/**
 * src/data/endpoints.ts for the browser: its table literal (`export const endpoints = {…}`, entries
 * `'area.key': none|optional|required('<path>')`) swapped for `decodeEndpoints('<compact text>')`,
 * the same table in about 40 % of the gzip bytes (the module's own encoder and decoder). Null
 * (module unchanged) when the table is not written that way.
 */
export function compactEndpoints(code: string): string | null {
  let program: Ast;
  try {
    program = parseAst(code, { lang: 'ts' }) as unknown as Ast;
  } catch {
    return null;
  }
  const unwrap = (n: Ast | undefined): Ast | undefined => (n && (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression') ? unwrap(n.expression as Ast) : n);
  let literal: Ast | undefined;
  for (const stmt of program.body as Ast[]) {
    const decl = stmt.type === 'ExportNamedDeclaration' ? (stmt.declaration as Ast | null) : null;
    for (const d of decl?.type === 'VariableDeclaration' ? (decl.declarations as Ast[]) : []) {
      if ((d.id as Ast).name === 'endpoints') literal = unwrap(d.init as Ast);
    }
  }
  if (literal?.type !== 'ObjectExpression') return null;
  const auths: Record<string, EndpointAuth> = { none: 'none', optional: 'optional', required: 'required' };
  const table: Record<string, Endpoint> = {};
  for (const prop of literal.properties as Ast[]) {
    const key = prop.type === 'Property' && !prop.computed ? (prop.key as Ast).value ?? (prop.key as Ast).name : undefined;
    const call = prop.value as Ast;
    const auth = call?.type === 'CallExpression' ? auths[String((call.callee as Ast).name)] : undefined;
    const arg = (call?.arguments as Ast[] | undefined)?.[0];
    if (typeof key !== 'string' || !auth || (call.arguments as Ast[]).length !== 1 || arg?.type !== 'Literal' || typeof arg.value !== 'string') return null;
    table[key] = { path: arg.value, auth };
  }
  let text: string;
  try {
    text = encodeEndpoints(table);
  } catch {
    return null;
  }
  const [start, end] = [literal.start as number, literal.end as number];
  return `${code.slice(0, start)}decodeEndpoints(${JSON.stringify(text)})${code.slice(end)}`;
}

/**
 * The names of the text namespaces (every src/i18n/locales/<lang>/<namespace>.json), sorted: the
 * browser's src/i18n/namespaceNames.ts, as a plain list (the module's glob would bring every
 * file's loader into the entry).
 */
export function namespaceNamesModule(localesDir: string): string {
  const names = new Set<string>();
  for (const lang of fs.readdirSync(localesDir, { withFileTypes: true })) {
    if (!lang.isDirectory()) continue;
    for (const f of fs.readdirSync(path.join(localesDir, lang.name))) if (f.endsWith('.json')) names.add(f.slice(0, -'.json'.length));
  }
  return `export const NAMESPACE_NAMES = ${JSON.stringify([...names].sort())};\n`;
}

const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'];

/**
 * Web test files that need modules of their own: those that replace or reload modules (vi.mock,
 * vi.resetModules), pick another environment (a `@vitest-environment` line), or test what a fresh
 * page starts with (the i18n instance, the lazy tables, the bindings' registry, the app's start).
 */
const WEB_ISOLATED = [
  'src/i18n/i18n.test.ts',
  'src/i18n/useTexts.test.tsx',
  'src/bindings/functions/functions.test.ts',
  'tests/routes.test.ts',
  ...testFiles(['src', 'widgets', 'tests']).filter((file) => /vi\.(?:mock|doMock|resetModules)\(|@vitest-environment /.test(fs.readFileSync(file, 'utf8'))),
];

/**
 * Server test files that need modules of their own: those that replace or reload modules or the
 * environment (vi.mock, vi.resetModules, vi.stubEnv, vi.stubGlobal, another environment), and those
 * that add to a process-wide registry of the server at import (a test promotion, pay event, transfer
 * source, order or registration hook), which would then run in every later file of the worker.
 */
const SERVER_ISOLATED = testFiles(['server']).filter((file) =>
  /vi\.(?:mock|doMock|resetModules|stubEnv|stubGlobal)\(|@vitest-environment |\b(?:registerPromotion|registerPayEvent|registerTransferSource|onOrderCreate|onOrderEvent|onMemberRegistered)\(/.test(fs.readFileSync(file, 'utf8')),
);

/** The server projects' shared settings (PGlite in-process: a few files at a time keep 2 cores responsive). */
const serverTest = {
  environment: 'node' as const,
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: 2,
  // Runs after the web projects: the two kinds have different worker counts.
  sequence: { groupOrder: 1 },
};

function testFiles(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => path.posix.join(dir, f.split(path.sep).join('/'))),
  );
}

export default defineConfig({
  base: '/h5/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 2048,
    rolldownOptions: {
      treeshake: {
        // The widget SDK's modules only re-export: a widget chunk takes the modules whose names it
        // uses, not every module they list (which would pull each one's top-level code, stores
        // and style sheets into every widget: +16 to 25 kB gzip per widget, measured).
        moduleSideEffects: [{ test: /[\\/]src[\\/]sdk[\\/](?:index|isomorphic)\.ts$/, sideEffects: false }],
      },
      plugins: [
        {
          // react-router 7's package exports point at its development build (dev warnings and
          // checks); its framework plugin swaps in the production build, plain Vite does not.
          // Same API, same file names for the entry points; their chunks are imported by path.
          name: 'react-router-production',
          load: {
            filter: { id: /node_modules\/react-router\/dist\/development\/(index|dom-export)\.mjs$/ },
            handler(id: string) {
              const prod = path.join(path.dirname(id), '..', 'production', path.basename(id));
              if (!fs.existsSync(prod)) return null;
              return fs.readFileSync(prod, 'utf8').replace(/from "\.\/([^"]+)"/g, (_m, f: string) => `from ${JSON.stringify(path.join(path.dirname(prod), f))}`);
            },
          },
        },
        {
          // react-router creates its contexts and forwardRef components at the top level without
          // pure annotations and names them with `X.displayName = …`, so all of them (data router,
          // Link, Form, Scripts, prefetching…) would stay in the entry although the app uses only
          // <Router>, useLocation and <Navigate>. Marking those calls pure and dropping the
          // dev-only names lets the unused ones go.
          name: 'react-router-pure',
          transform: {
            filter: { id: /node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/ },
            handler(code: string) {
              return code
                .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
                .replace(/= (React\d*)\.(createContext|forwardRef|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
            },
          },
        },
        {
          // Widget manifests are eager in the widget table (src/renderer/widgetTable.ts), a chunk
          // the registry fetches when a page needs a type the server did not inline (and on the
          // first touch). The browser reads only `type`, `namespaces`, `load` and `data` (as
          // `loadData`, its module fetched when a page shows the type); `version`, `events`, `slots`
          // and `description` document the widget for merchants, editors and tests. Each manifest is
          // rebuilt here from those fields (the sources stay as they are; tests and the server read
          // them whole). A manifest with a field this does not know, or that it cannot read, is left
          // unchanged.
          name: 'widget-manifest-lean',
          transform: {
            filter: { id: /[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/ },
            handler(code: string) {
              return leanWidgetManifest(code);
            },
          },
        },
        {
          // The server renders the first view with the same code: after the app is written,
          // src/app/ssr.tsx is built (one self-contained file, production React) into
          // <outDir>/server/ssr.js, which server/http/h5.ts loads when present.
          name: 'ssr-bundle',
          async writeBundle(options: { dir?: string }) {
            if (ssrBuild || !options.dir) return;
            const root = path.dirname(fileURLToPath(import.meta.url));
            process.env.H5_SSR_BUILD = '1';
            try {
              const { build } = await import('vite');
              await build({
                root,
                configFile: path.join(root, 'vite.config.ts'),
                logLevel: 'warn',
                define: { 'process.env.NODE_ENV': JSON.stringify('production') },
                ssr: { noExternal: true, target: 'node' },
                build: {
                  ssr: 'src/app/ssr.tsx',
                  outDir: path.join(options.dir, 'server'),
                  emptyOutDir: true,
                  manifest: false,
                  copyPublicDir: false,
                  minify: false,
                  reportCompressedSize: false,
                  rolldownOptions: { output: { entryFileNames: 'ssr.js' } },
                },
              });
            } finally {
              delete process.env.H5_SSR_BUILD;
            }
          },
        },
        {
          // The table of every API the front end may call is in the entry (every request looks
          // its endpoint up): in the compact text of src/data/endpoints.ts's own encoder.
          name: 'endpoints-compact',
          transform: {
            filter: { id: /[\\/]src[\\/]data[\\/]endpoints\.ts$/ },
            handler(code: string) {
              return compactEndpoints(code);
            },
          },
        },
        {
          // The route manifest (a chunk with the page schemas' loaders, src/routes/tables.ts,
          // fetched on the first touch; the server inlines the routes the first view looks up)
          // holds only what the router matches and decides with: the titles come with the
          // `routes` i18n namespace (a lazy chunk per language; the server inlines the current
          // route's title). Most routes keep the defaults of its flags, and their path is
          // `/<id>`: those fields are left out of the browser build (src/routes/compact.ts) and
          // filled back by src/routes/manifest.ts.
          name: 'routes-compact',
          load: {
            filter: { id: /[\\/]src[\\/]routes[\\/]routes\.json$/ },
            handler(id: string) {
              const json: unknown = JSON.parse(fs.readFileSync(id, 'utf8'));
              const compact = compactRoutes(json);
              return compact ? JSON.stringify(compact) : null;
            },
          },
        },
        {
          // `NAMESPACES` (src/i18n/namespaces.ts, read by every `t()`) needs the names of the
          // text files, not their loaders (a chunk of their own, src/i18n/loaders.ts): the list
          // is written here instead of the module's glob.
          name: 'i18n-namespace-names',
          load: {
            filter: { id: /[\\/]src[\\/]i18n[\\/]namespaceNames\.ts$/ },
            handler(id: string) {
              return namespaceNamesModule(path.join(path.dirname(id), 'locales'));
            },
          },
        },
        {
          // A second minification pass with terser over Oxc's output: about 1 % fewer gzip bytes on
          // every chunk (−1.0 kB on the entry, measured), which neither minifier reaches alone.
          // Safe options only (terser's defaults, two passes); not for the server bundle.
          name: 'terser-second-pass',
          async generateBundle(_options: unknown, bundle: Record<string, { type: string; code?: string; fileName: string }>) {
            if (ssrBuild) return;
            const { minify } = await import('terser');
            for (const chunk of Object.values(bundle)) {
              if (chunk.type !== 'chunk' || typeof chunk.code !== 'string') continue;
              const out = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } });
              if (typeof out.code === 'string') chunk.code = out.code;
            }
          },
        },
        {
          // Brotli (quality 11) and gzip (-9) copies beside every text asset of the app, which the
          // server sends as they are (server/http/h5.ts): smaller than compressing on the fly.
          name: 'precompress',
          async writeBundle(options: { dir?: string }, bundle: Record<string, unknown>) {
            if (ssrBuild || !options.dir) return;
            const { precompressFiles } = await import('./scripts/precompress.ts');
            await precompressFiles(options.dir, Object.keys(bundle).filter((f) => f !== 'index.html' && !f.startsWith('.vite/')));
          },
        },
        {
          name: 'entry-static-closure',
          buildEnd() {
            entryStatic.clear();
            const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
            const visit = (id: string): void => {
              if (entryStatic.has(id)) return;
              entryStatic.add(id);
              for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
            };
            // index.html's script (src/main.tsx) stays the entry chunk; what it imports goes to `core`.
            for (const e of entries) {
              for (const script of this.getModuleInfo(e)?.importedIds ?? []) {
                for (const dep of this.getModuleInfo(script)?.importedIds ?? []) visit(dep);
              }
            }
          },
        },
      ],
      output: ssrBuild ? { codeSplitting: false } : {
        // Names are bytes in every import and in the entry's preload table (~200 chunks): the hash
        // alone names a chunk (1.8 kB less first-load JS, measured; the manifest maps them back).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // Plus the schema-defaults helper every widget chunk imports.
            { name: 'core', test: (id: string) => entryStatic.has(id) || /[\\/]src[\\/]renderer[\\/]defaults\.ts$/.test(id), priority: 3 },
            {
              // The goods cards and what only they use: a page whose goods lists wait below the
              // fold (renderer/hydrationGates.ts) does not load them with its first screen.
              name: 'goods-kit',
              test: /[\\/]src[\\/]sdk[\\/]goods[\\/](?:GoodsCards|Promotion|look|Price|usePaged)\.tsx?$/,
              minShareCount: 2,
              priority: 2,
              // Their helpers (diy blocks, images, texts) stay in `kit`, shared with the other widgets.
              includeDependenciesRecursively: false,
            },
            {
              // The merchant-chosen icon tables (glyphs by name): only widgets that draw an icon
              // need them, not every widget that shares the kit (the coupon block of a home page).
              name: 'diy-icons',
              test: /[\\/](?:src[\\/]diy|src[\\/]sdk[\\/]goods)[\\/]icons\.tsx$/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // Pictures and links of the diy blocks, and the goods rows' helpers: most widgets
              // draw them, but not all (the coupon block of a home page needs none).
              name: 'diy-media',
              test: /[\\/](?:src[\\/]diy[\\/](?:DiyImage|DiyLink|HotAreas|link|built)|src[\\/]sdk[\\/]goods[\\/](?:Img|goods)|src[\\/]actions[\\/]addToCart)\.tsx?$/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              // App helpers shared by several widgets (diy blocks, images, links, goods cards…):
              // one chunk instead of a dozen small ones next to the widgets of a page.
              name: 'kit',
              test: /[\\/]src[\\/]diy[\\/](?!adapter|sanitize|testing)|[\\/]src[\\/]sdk[\\/]goods[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiTarget,
      '/upload': apiTarget,
      '/dev': apiTarget,
      '^/[a-z]+/api/': apiTarget,
    },
  },
  test: {
    projects: [
      {
        // Most web files share their worker's modules and DOM environment (not isolated): loading
        // the widget table, the route tables and the first view's texts once per worker instead of
        // once per file takes the project from about 24 minutes to 5 on 2 cores. tests/setup-web.ts
        // puts back between files what a file may change (DOM, storage, language, timers, globals).
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: WEB_TESTS,
          exclude: [...WEB_ISOLATED, 'node_modules/**'],
          setupFiles: ['tests/setup-web.ts', 'src/i18n/setup-tests.ts'],
          isolate: false,
        },
      },
      {
        // Files that replace or reload modules (vi.mock, vi.resetModules) or test what a fresh
        // page starts with (the i18n instance, the lazy tables, the app's start) get modules of their own.
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'happy-dom',
          include: WEB_ISOLATED,
          setupFiles: ['tests/setup-web.ts', 'src/i18n/setup-tests.ts'],
        },
      },
      {
        // Server files share their worker's modules (not isolated): the app (every module, its
        // schemas and routes) is loaded once per worker instead of once per file. Each file still
        // gets its own database copy and app (server/test/harness.ts); the server keeps its
        // per-instance state on `services`, and the files that add to its process-wide registries
        // run in server-isolated.
        extends: true,
        test: {
          ...serverTest,
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [...SERVER_ISOLATED, 'node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...serverTest,
          name: 'server-isolated',
          include: SERVER_ISOLATED,
        },
      },
    ],
  },
});
