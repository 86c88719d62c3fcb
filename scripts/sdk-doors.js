/**
 * The widget SDK's doors: what a widget file (widgets/<type>/**) may import of src/. Anything else
 * of src/ is "past the SDK" (issue 13 deliver 4; acceptance: 0 such imports). One list, read by
 * eslint.config.js (no-restricted-imports), scripts/sdk-imports.ts (the codemod, and `--count`)
 * and tests/sdk-boundary.test.ts (every import of every widget file, counted).
 *
 * The SDK is the folder src/sdk/ with three public modules, for three kinds of widget file:
 * - src/sdk/index.ts: the SDK of a widget's components (and the kits' style sheets,
 *   src/sdk/<kit>/*.css, which a widget's markup shares with the kit's components);
 * - src/sdk/isomorphic.ts: its part without React or the DOM, for the files the server and the
 *   loader read (a manifest `index.ts`, its `data.ts` and `params.ts`), which index.ts re-exports;
 * - src/sdk/testing/*: the test kits, for a widget's tests only.
 * A door is a pattern of the repo-relative path imported (no anchors: callers add them).
 */

/** @typedef {'component' | 'server' | 'test'} WidgetFileKind */

export const SDK_INDEX = 'src/sdk/index\\.ts';
export const SDK_STYLES = 'src/sdk/(?:[^/]+/)?[^/]+\\.css';
export const SDK_ISOMORPHIC = 'src/sdk/isomorphic\\.ts';
export const SDK_TESTING = 'src/sdk/testing/[^/]+\\.tsx?';

/** @type {Record<WidgetFileKind, string[]>} */
export const SDK_DOORS = {
  component: [SDK_INDEX, SDK_STYLES],
  server: [SDK_ISOMORPHIC],
  test: [SDK_INDEX, SDK_STYLES, SDK_TESTING],
};

/** The files of a widget the server and the loader read: at the folder's top, `index.ts`, `data.ts`, `params.ts`. */
export const SERVER_SIDE_FILES = ['index.ts', 'data.ts', 'params.ts'];

/**
 * The kind of a widget file, by its path below widgets/ (`<type>/<file>`, posix or native
 * separators).
 * @param {string} below
 * @returns {WidgetFileKind}
 */
export function widgetFileKind(below) {
  const parts = below.split(/[/\\]/);
  if (parts.length === 2 && SERVER_SIDE_FILES.includes(parts[1])) return 'server';
  return /\.test\.tsx?$/.test(below) ? 'test' : 'component';
}

/**
 * Whether a widget file of `kind` may import `target` (a repo-relative posix path under src/).
 * @param {WidgetFileKind} kind
 * @param {string} target
 */
export function throughTheSdk(kind, target) {
  return new RegExp(`^(?:${SDK_DOORS[kind].join('|')})$`).test(target);
}

/**
 * Every module a widget file names by a relative path: imports and re-exports (type-only ones
 * too), side-effect imports (style sheets), dynamic `import()` and the test runner's
 * `vi.mock`/`vi.doMock`/`vi.importActual`. Comments are left out.
 * @param {string} text
 * @returns {string[]}
 */
export function relativeSpecifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.push(m[1]);
  return out;
}

/**
 * Where the imports of widgets/ go, counted over every .ts/.tsx file of `root`/widgets (`fs`: node:fs):
 * by door of the SDK (`src/sdk/index.ts`, `src/sdk/isomorphic.ts`, `src/sdk/testing/*`, `src/sdk/**.css`),
 * and the ones that break the rooms: `past` (into src/, not through a door for that kind of
 * file: "widget imports reaching into src/ past the SDK") and `otherWidget` (into another
 * widget's folder), each listed as `file: specifier`.
 * @param {string} root
 * @param {{ readdirSync: Function, readFileSync: Function }} fs
 */
export function countWidgetImports(root, fs) {
  const doors = { 'src/sdk/index.ts': 0, 'src/sdk/isomorphic.ts': 0, 'src/sdk/testing/*': 0, 'src/sdk/**.css': 0 };
  const past = [];
  const otherWidget = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(`${root}/${dir}`, { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(e.name)) visit(rel);
    }
  };
  const visit = (rel) => {
    const below = rel.slice('widgets/'.length);
    const kind = widgetFileKind(below);
    const own = `widgets/${below.split('/')[0]}/`;
    for (const spec of relativeSpecifiers(fs.readFileSync(`${root}/${rel}`, 'utf8'))) {
      const parts = [];
      for (const p of `${rel.slice(0, rel.lastIndexOf('/'))}/${spec}`.split('/')) {
        if (p === '..') parts.pop();
        else if (p !== '.') parts.push(p);
      }
      const target = parts.join('/');
      if (target.startsWith(own)) continue;
      if (target.startsWith('widgets/')) otherWidget.push(`${rel}: ${spec}`);
      else if (!throughTheSdk(kind, target)) past.push(`${rel}: ${spec}`);
      else if (target.endsWith('.css')) doors['src/sdk/**.css']++;
      else if (target.startsWith('src/sdk/testing/')) doors['src/sdk/testing/*']++;
      else doors[target]++;
    }
  };
  walk('widgets');
  return { doors, past, otherWidget };
}
