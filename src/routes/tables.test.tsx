/**
 * The cold path: the route tables (every route and the page schemas' loaders,
 * src/routes/tableChunk.ts) are a chunk the first load does without. The routes the server's
 * render of the first view looked up come inlined (`__INIT__.routes`); anything else waits for
 * the tables: a page, a navigation, a link that needs a route not known yet.
 *
 * Each test gets fresh copies of the lookups and what imports them (the setup file loaded the
 * tables into its own copy), with the tables held back until the test lets them in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Problem } from '../renderer/report.ts';
import type { PageSchema } from '../renderer/types.ts';
import type { Route } from '../types/generated/route-manifest.ts';
import { heldChunk, type HeldChunk } from '../boot/heldChunk.testing.ts';

const title = { 'zh-cn': 'x', 'en-us': 'x' };
/** The build's manifest in miniature (as the browser build has it: defaults filled in). */
const ROUTES = [
  { id: 'pages/index/index', path: '/', aliases: ['/pages/index/index'], tab: 0, pullRefresh: true, diy: 'DIY_VIEW_INDEX', params: ['name'] },
  { id: 'pages/goods/category', tab: 1, diy: 'DIY_VIEW_GOODS_CATEGORY' },
  { id: 'pages/goods/detail' },
  { id: 'pages/goods/list' },
  { id: 'pages_tool/hongbao/list' },
].map((r) => ({ path: `/${r.id}`, pullRefresh: false, scroll: true, login: false, page: null, title, ...r })) as unknown as Route[];

const listPage: PageSchema = { schemaVersion: 1, id: 'pages/goods/list', content: [] };
const PAGE_FILES = {
  '../pages/pages/goods/detail.page.json': async () => ({ default: { schemaVersion: 1, id: 'pages/goods/detail', content: [] } as PageSchema }),
  '../pages/pages/goods/list.page.json': async () => ({ default: listPage }),
};

/** What the server inlines for home: the routes its render looked up (compact), which have a schema, what is no route. */
const HOME_ROUTES = {
  list: [
    { path: '/', id: 'pages/index/index', aliases: ['/pages/index/index'], tab: 0, pullRefresh: true, diy: 'DIY_VIEW_INDEX', params: ['name'] },
    { id: 'pages/goods/detail' },
    { id: 'pages_tool/hongbao/list' },
  ],
  schemas: ['pages/goods/detail'],
  missing: ['/pages/nowhere'],
};

let chunk: HeldChunk<{ routes: typeof ROUTES; pageFiles: typeof PAGE_FILES }>;

beforeEach(() => {
  vi.resetModules();
  chunk = heldChunk(() => ({ routes: ROUTES, pageFiles: PAGE_FILES }));
  vi.doMock('./tableChunk.ts', chunk.module);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.doUnmock('./tableChunk.ts');
  vi.restoreAllMocks();
  document.getElementById('__INIT__')?.remove();
});

function inline(routes: unknown): void {
  const el = document.createElement('script');
  el.id = '__INIT__';
  el.type = 'application/json';
  el.textContent = JSON.stringify({ config: {}, routes });
  document.body.appendChild(el);
}

/** Fresh modules, problems collected. */
async function fresh() {
  const manifest = await import('./manifest.ts');
  const tables = await import('./tables.ts');
  const pages = await import('../renderer/pages.ts');
  const report = await import('../renderer/report.ts');
  const problems: Problem[] = [];
  report.setReporter((p) => problems.push(p));
  return { manifest, tables, pages, problems };
}

describe('lookups before the route tables', () => {
  it('answers from the inlined routes at start and loads the tables only when asked', async () => {
    inline(HOME_ROUTES);
    const { manifest, tables, pages } = await fresh();
    // The inlined entries, completed with the defaults the compact form leaves out.
    const home = manifest.findRoute('/h5/');
    expect(home).toMatchObject({ id: 'pages/index/index', path: '/', tab: 0, pullRefresh: true, scroll: true, login: false, page: null, params: ['name'] });
    expect(manifest.findRoute('/pages/index/index')).toBe(home); // an alias
    expect(manifest.findRoute('/pages/goods/detail?sku_id=1')).toMatchObject({ id: 'pages/goods/detail', path: '/pages/goods/detail', scroll: true });
    expect(manifest.knowsRoute('/pages/goods/detail')).toBe(true);
    // What the server found to be no route is known so too.
    expect(manifest.findRoute('/pages/nowhere')).toBeUndefined();
    expect(manifest.knowsRoute('/pages/nowhere')).toBe(true);
    // Anything else is not known yet.
    expect(manifest.findRoute('/pages/goods/list')).toBeUndefined();
    expect(manifest.knowsRoute('/pages/goods/list')).toBe(false);
    expect(manifest.hasRouteTable()).toBe(false);
    // Page schemas: of the inlined routes, which have one; of others, not known yet.
    expect(pages.hasPageSchema('pages/goods/detail')).toBe(true);
    expect(pages.hasPageSchema('pages_tool/hongbao/list')).toBe(false);
    expect(pages.hasPageSchema('pages/goods/list')).toBeUndefined();
    expect(chunk.imports).toBe(0);

    chunk.letIn();
    expect(await tables.loadRouteTables()).toBe(true);
    expect(tables.hasRouteTables()).toBe(true);
    expect(manifest.findRoute('/pages/goods/list')?.id).toBe('pages/goods/list');
    expect(manifest.routeById('pages/goods/category')?.tab).toBe(1);
    expect(manifest.knowsRoute('/pages/anything')).toBe(true);
    expect(pages.hasPageSchema('pages/goods/list')).toBe(true);
    expect(pages.hasPageSchema('pages_tool/hongbao/list')).toBe(false);
    expect(pages.pageSchemaIds()).toEqual(['pages/goods/detail', 'pages/goods/list']);
    await tables.loadRouteTables();
    expect(chunk.imports).toBe(1);
  });

  it('without inlined routes nothing is known until the tables are in', async () => {
    const { manifest, tables, pages } = await fresh();
    expect(manifest.findRoute('/')).toBeUndefined();
    expect(manifest.knowsRoute('/')).toBe(false);
    expect(pages.hasPageSchema('pages/goods/detail')).toBeUndefined();
    expect(pages.pageSchemaIds()).toEqual([]);
    chunk.letIn();
    await tables.loadRouteTables();
    expect(manifest.findRoute('/')?.id).toBe('pages/index/index');
  });

  it('ignores malformed inlined entries', async () => {
    inline({ list: [null, 'x', { path: '/a' }, { id: 3 }, { id: 'ok', aliases: 'no' }, { id: 'fine' }], schemas: 'no', missing: [1, '/gone'] });
    const { manifest, pages } = await fresh();
    expect(manifest.findRoute('/fine')?.id).toBe('fine');
    expect(manifest.findRoute('/ok')).toBeUndefined();
    expect(manifest.knowsRoute('/gone')).toBe(true);
    expect(pages.hasPageSchema('fine')).toBe(false);
  });

  it('a page schema waits for the tables', async () => {
    inline(HOME_ROUTES);
    const { pages } = await fresh();
    const loading = pages.loadPageSchema('pages/goods/list');
    let settled = false;
    void loading.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    expect(chunk.imports).toBe(1);
    chunk.letIn();
    expect(await loading).toBe(listPage);
    expect(await pages.loadPageSchema('pages_tool/hongbao/list')).toBeUndefined();
  });

  it('tables that fail to load are reported, and loaded again next time', async () => {
    chunk.fails = 1;
    const { manifest, tables, pages, problems } = await fresh();
    chunk.letIn();
    expect(await tables.loadRouteTables()).toBe(false);
    expect(tables.hasRouteTables()).toBe(false);
    expect(problems.map((p) => p.key)).toEqual(['route-tables']);
    // A page schema asked then fails as its chunk would; the next load brings the tables.
    chunk.fails = 1;
    await expect(pages.loadPageSchema('pages/goods/list')).rejects.toThrow('the route tables failed to load');
    expect(await pages.loadPageSchema('pages/goods/list')).toBe(listPage);
    expect(manifest.hasRouteTable()).toBe(true);
    expect(chunk.imports).toBe(3);
  });
});

describe('the server notes the lookups of its render', () => {
  it('notes the routes found and the paths that are no route, only while asked', async () => {
    const { manifest, tables } = await fresh();
    chunk.letIn();
    await tables.loadRouteTables();
    const notes = { routes: new Set<string>(), missing: new Set<string>() };
    tables.noteLookups(notes);
    manifest.findRoute('/pages/index/index');
    manifest.findRoute('/h5/pages/goods/detail?sku_id=3');
    manifest.findRoute('/pages/nowhere/');
    manifest.routeById('pages/goods/category');
    tables.noteLookups(null);
    manifest.findRoute('/pages/goods/list');
    expect([...notes.routes].sort()).toEqual(['pages/goods/category', 'pages/goods/detail', 'pages/index/index']);
    expect([...notes.missing]).toEqual(['/pages/nowhere']);
  });
});

describe('the app before the route tables', () => {
  async function app(initialPath: string) {
    const { manifest, tables } = await fresh();
    const { App, createAppRouter } = await import('../app/App.tsx');
    const router = createAppRouter({ initialEntries: [`/h5${initialPath}`] });
    render(<App router={router} />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    return { manifest, tables, router };
  }

  it('a route not inlined waits for the tables: loading, never not-found or not-available', async () => {
    inline(HOME_ROUTES);
    await app('/pages_tool/no/such');
    expect(screen.getByRole('status')).toBeDefined();
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(chunk.imports).toBe(1);
    await act(async () => {
      chunk.letIn();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByTestId('not-found')).toBeDefined();
  });

  it('a page schema of an inlined route loads after the tables', async () => {
    inline({ list: [{ id: 'pages/goods/list' }], schemas: ['pages/goods/list'] });
    await app('/pages/goods/list');
    expect(screen.getByRole('status')).toBeDefined();
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(chunk.imports).toBe(1);
    await act(async () => {
      chunk.letIn();
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an inlined route renders at once, without the tables', async () => {
    inline(HOME_ROUTES);
    await app('/pages_tool/hongbao/list');
    expect(screen.getByTestId('not-available')).toBeDefined();
    expect(chunk.imports).toBe(0);
  });

  it('tables that fail while a route waits for them show the route error', async () => {
    inline(HOME_ROUTES);
    chunk.fails = 1;
    await app('/pages_tool/no/such');
    await act(async () => {
      chunk.letIn();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByTestId('route-error')).toBeDefined();
  });

  it('a navigation to a route not known yet waits for the tables (a tab page is then switched to)', async () => {
    inline(HOME_ROUTES);
    const { router } = await app('/pages_tool/hongbao/list');
    const { getActionEnv } = await import('../actions/env.ts');
    const length = () => (router.history as unknown as { index?: number }).index;
    const before = length();
    expect(typeof before).toBe('number');
    act(() => getActionEnv().navigator.navigate('/pages/goods/category'));
    await vi.waitFor(() => expect(chunk.imports).toBe(1));
    expect(router.state.location.pathname).toBe('/h5/pages_tool/hongbao/list');
    await act(async () => {
      chunk.letIn();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(router.state.location.pathname).toBe('/h5/pages/goods/category');
    expect(length()).toBe(before); // replaced, as a tab switch
    // A known route is navigated to at once.
    act(() => getActionEnv().navigator.navigate('/pages/goods/detail'));
    expect(router.state.location.pathname).toBe('/h5/pages/goods/detail');
  });
});

describe('links before the route tables', () => {
  function Links({ paths, built }: { paths: string[]; built: (p: string) => boolean }): ReactElement {
    return <p data-testid="links">{paths.map((p) => (built(p) ? 'y' : 'n')).join('')}</p>;
  }

  it('answers inlined paths at once; another is hidden until the tables, which it asks for, are in', async () => {
    inline(HOME_ROUTES);
    const { tables } = await fresh();
    const { isBuiltPath, useBuiltPath } = await import('../diy/built.ts');
    expect(isBuiltPath('/pages/index/index')).toBe(true); // diy
    expect(isBuiltPath('/pages/goods/detail')).toBe(true); // has a schema
    expect(isBuiltPath('/pages_tool/hongbao/list')).toBe(false); // has none
    expect(isBuiltPath('/pages/nowhere')).toBe(false); // no route
    expect(chunk.imports).toBe(0);

    function Host(): ReactElement {
      return <Links paths={['/pages/goods/detail', '/pages/goods/list']} built={useBuiltPath()} />;
    }
    render(<Host />);
    expect(screen.getByTestId('links').textContent).toBe('yn');
    await vi.waitFor(() => expect(chunk.imports).toBe(1));
    await act(async () => {
      chunk.letIn();
      await tables.loadRouteTables();
    });
    expect(screen.getByTestId('links').textContent).toBe('yy');
  });
});
