import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { SDK_DOORS, SERVER_SIDE_FILES } from './scripts/sdk-doors.js';

const WIDGET_IMPORTS = 'A widget imports only the widget SDK (src/sdk/index.ts; tests also src/sdk/testing/) and its own folder: add what it needs to the SDK.';

/** no-restricted-imports for widget files `depth` folders below widgets/<type>/ (0: the folder itself). */
function widgetRooms() {
  const up = (n) => '\\.\\./'.repeat(n);
  const rule = (depth, allowed, message, more = []) => ['error', { patterns: [{ regex: `^${up(depth + 1)}(?!${up(1)}(?:${allowed})$)`, message }, ...more] }];
  // A widget's data.ts is what the loader reads (a chunk of its own in the browser, fetched only to
  // write a page's widget sources; the server reads it for the first view): the component reads
  // the answers, never the declaration.
  const noData = (depth) => [{ regex: `^(?:\\./|${up(depth)})data(?:\\.ts)?$`, message: "A widget's component never imports the widget's data.ts (the loader's declaration, a chunk of its own): read the data through useWidgetData." }];
  // The SDK's doors for each kind of widget file (scripts/sdk-doors.js, shared with
  // scripts/sdk-imports.ts and tests/sdk-boundary.test.ts).
  const code = SDK_DOORS.component.join('|');
  const tests = SDK_DOORS.test.join('|');
  const blocks = [];
  for (const depth of [0, 1, 2]) {
    const dir = `widgets/*/${'*/'.repeat(depth)}`;
    blocks.push(
      { files: [`${dir}*.{ts,tsx}`], rules: { 'no-restricted-imports': rule(depth, code, WIDGET_IMPORTS, noData(depth)) } },
      { files: [`${dir}*.test.{ts,tsx}`], rules: { 'no-restricted-imports': rule(depth, tests, WIDGET_IMPORTS) } },
    );
  }
  // params.ts: the requests a data.ts declares, which its component also reads (placeholders
  // sized by them); loaded with data.ts, so as isomorphic as it.
  blocks.push({
    files: SERVER_SIDE_FILES.map((f) => `widgets/*/${f}`),
    rules: { 'no-restricted-imports': rule(0, SDK_DOORS.server.join('|'), 'A manifest (and any widget file the server loads) imports only src/sdk/isomorphic.ts and its own folder.') },
  });
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'bench/results/**', 'test-results/**', 'e2e/screenshots/**', '**/*.gen.ts', 'src/types/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright fixtures take `{}` and call `use`: neither is React.
    files: ['e2e/**/*.ts', 'server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  // Rooms and who may import whom (docs/ARCHITECTURE.md). A widget imports the SDK (src/sdk/index.ts,
  // the kits' style sheets, and in its tests src/sdk/testing/) and its own folder: no other widget's
  // folder, nothing else of the repo. The files the server loads (the manifest, its `data.ts`) import
  // only the SDK's isomorphic part.
  ...widgetRooms(),
  // The app never imports a widget (the widget table finds them with import.meta.glob, built).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(?:^|/)widgets/', message: 'src/ never imports widgets/: the widget table (src/renderer/widgetTable.ts) finds them.' }] }] },
  },
  // The server reads widget manifests from disk (server/modules/config/serverWidgets.ts), never a
  // widget's code, and of src/ only code that runs on both sides (no components: server/tsconfig.json
  // type-checks it without the DOM).
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(?:^|/)widgets/', message: 'The server never imports widget code: it reads the manifests (server/modules/config/serverWidgets.ts).' },
            { regex: '(?:^|/)src/.*\\.tsx$', message: 'The server imports of src/ only what runs on both sides, never a component.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
