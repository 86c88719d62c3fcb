import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
