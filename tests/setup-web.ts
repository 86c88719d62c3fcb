import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadActions } from '../src/actions/index.ts';
import { loadWidgetTable } from '../src/renderer/registry.ts';
import { loadRouteTables } from '../src/routes/tables.ts';
import { loadFormBridge } from '../src/validation/useRulesForm.ts';

// Unit tests never reach a server: a test that wants answers stubs fetch (src/data/fakeFetch.ts);
// anything else gets an envelope error at once instead of a real connection attempt.
globalThis.fetch = (async () =>
  new Response(JSON.stringify({ code: -1, message: 'no server in unit tests', data: null, timestamp: 0 }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })) as typeof fetch;

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// The app fetches the actions chunk on the first touch, well before the tap; here it is loaded
// before each file's tests (after the file's imports, so its vi.mock calls hold for it too).
// src/actions/lazy.test.ts runs a chain with the chunk not loaded yet. So is the widget table
// (every widget manifest; in the app a chunk too): src/renderer/widgetTable.test.tsx renders
// with it not loaded yet. And the route tables (every route and page schema loader; in the app
// a chunk too): src/routes/tables.test.tsx runs without them. And the forms' yup bridge (in the app
// fetched on the first keystroke).
beforeAll(() => Promise.all([loadActions(), loadWidgetTable(), loadRouteTables(), loadFormBridge()]));
