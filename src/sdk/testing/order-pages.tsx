/**
 * A real page (its .page.json) on the loader, client and actions over fakeFetch (tests only). Kept
 * apart from ./testing.tsx: it pulls in the widget registry (every widget's manifest).
 */
import { act, render } from '@testing-library/react';
import { createPageRuntime, type FakeAnswer, fakeFetch, PageView } from './index.ts';
import type { PageSchema } from '../index.ts';
import { recordActions } from './orders.tsx';

/**
 * A page from its schema on the real loader, client and actions, over fakeFetch (`routes`: path →
 * answer). Resolves once the critical round rendered.
 */
export async function renderPage(schema: unknown, query: Record<string, string>, routes: Record<string, FakeAnswer>) {
  const net = fakeFetch(routes);
  const rec = recordActions();
  const runtime = createPageRuntime(schema as PageSchema, {
    globals: () => ({ member: { member_id: 1 }, site: {}, cart: { cartNumber: 0 } }),
    query,
    onSourceError: (_n, message) => void rec.toasts.push(message),
  });
  let utils!: ReturnType<typeof render>;
  await act(async () => {
    utils = render(<PageView schema={schema as PageSchema} runtime={runtime} query={query} />);
    await runtime.start();
  });
  // widget chunks are lazy: let them settle
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return { ...utils, runtime, rec, requests: net.requests };
}
