import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WIDGET_IMPORTS = 'A widget imports only the widget SDK (src/sdk/index.ts; tests also src/sdk/testing/) and its own folder: add what it needs to the SDK.';

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
  // its style sheets, and in tests src/sdk/testing/) and its own folder, nothing else of the repo.
  {
    files: ['widgets/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./(?!src/sdk/(?:index\\.ts|testing/[^/]+\\.tsx?|styles/[^/]+\\.css)$)', message: WIDGET_IMPORTS }] }],
    },
  },
  {
    // The files the server loads (manifest, request builders): the isomorphic part only.
    files: ['widgets/*/index.ts', 'widgets/*/params.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./(?!src/sdk/isomorphic\\.ts$)', message: 'A manifest (and any widget file the server loads) imports only src/sdk/isomorphic.ts and its own folder.' }] }],
    },
  },
  {
    files: ['widgets/*/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./\\.\\./(?!src/sdk/(?:index\\.ts|testing/[^/]+\\.tsx?|styles/[^/]+\\.css)$)', message: WIDGET_IMPORTS }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
