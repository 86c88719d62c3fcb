import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadActions } from '../src/actions/index.ts';
import { loadWidgetTable } from '../src/renderer/registry.ts';
import { loadRouteTables } from '../src/routes/tables.ts';
import { loadFormBridge } from '../src/validation/useRulesForm.ts';
import { i18n } from '../src/i18n/instance.ts';
import { useGuestCartStore } from '../src/stores/guestCart.ts';
import { DEFAULT_LANG, useCartStore, useLanguageStore, useLocationStore, useMemberStore, useSiteStore, useSourceStore, useStoreStore } from '../src/stores/index.ts';

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

/** Puts a zustand store back to the state it was created with. */
function resetter<T>(store: { setState(state: T, replace: true): void; getInitialState(): T }): () => void {
  return () => store.setState(store.getInitialState(), true);
}

/** The address vitest's happy-dom environment starts at. */
const START_URL = 'http://localhost:3000/';

// Most files share their worker's modules (vite.config.ts, project "web"): whatever the file before
// did, each starts with the stores' first state (the default language), real timers and globals
// and an empty document.
beforeAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof document !== 'undefined') document.body.innerHTML = '';
  // Relative image URLs resolve against the page's address: a file that left it at an opaque one
  // (a `tel:` link followed) would make every later picture fail (happy-dom fires `error` at once).
  const happyDOM = (globalThis as { happyDOM?: { setURL(url: string): void } }).happyDOM;
  if (happyDOM && location.href !== START_URL) happyDOM.setURL(START_URL);
  for (const reset of [resetter(useSiteStore), resetter(useMemberStore), resetter(useCartStore), resetter(useGuestCartStore), resetter(useLocationStore), resetter(useStoreStore), resetter(useSourceStore), resetter(useLanguageStore)]) reset();
  if (i18n.language !== DEFAULT_LANG) await i18n.changeLanguage(DEFAULT_LANG);
});
