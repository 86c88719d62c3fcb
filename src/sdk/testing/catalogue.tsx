/**
 * Test helper for the catalogue widgets (imported by their tests only): renders a page schema with
 * the real widgets, the real API client (answered by fakeFetch) and the real actions; `member`
 * logs a member in (token in the member store, member root in bindings).
 */
import { act, render, type RenderResult } from '@testing-library/react';
import { type EndpointName, i18n, type PageRuntime, type PageSchema, request, useMemberStore } from '../index.ts';
import { createPageRuntime, initI18n, loadNamespaces, PageRenderer, pageFile } from './index.ts';

export async function english(...namespaces: string[]): Promise<void> {
  initI18n();
  await i18n.changeLanguage('en-us');
  await loadNamespaces(namespaces);
}

export interface ShowOptions {
  query?: Record<string, string>;
  member?: Record<string, unknown> | null;
  /** The `site` root of bindings (addon flags …); default empty. */
  site?: Record<string, unknown>;
}

export async function showPage(schema: PageSchema, options: ShowOptions = {}): Promise<{ runtime: PageRuntime; view: RenderResult }> {
  const member = options.member ?? null;
  useMemberStore.setState({ token: member ? 'test-token' : '', memberInfo: member as never });
  const globals = { member, site: options.site ?? {}, cart: { cartNumber: 0 } };
  const runtime = createPageRuntime(schema, {
    globals: () => globals,
    query: options.query ?? {},
    request: (api, params) => request(api as EndpointName, params),
    loadNamespaces: async () => undefined,
  });
  await runtime.start();
  const view = render(<PageRenderer runtime={runtime} globals={globals} />);
  await act(async () => {
    await runtime.startDeferred();
  });
  return { runtime, view };
}

export { pageFile };
