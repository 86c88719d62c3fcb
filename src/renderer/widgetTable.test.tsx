/**
 * The cold path: the widget table (every manifest, src/renderer/widgetTable.ts) is a chunk the
 * first load does without. The first page's types come inlined by the server (`__INIT__.widgets`);
 * anything else waits for the table, and only a type the table lacks too is unknown.
 *
 * Each test gets fresh copies of the registry and what imports it (the setup file loaded the table
 * into its own copy), with the table held back until the test lets it in.
 */
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { Problem } from './report.ts';
import type { PageNode, WidgetProps, WidgetSources } from './types.ts';
import { heldChunk, type HeldChunk } from '../boot/heldChunk.testing.ts';
import type { TableManifest } from './tableSources.ts';

const First = ({ node }: WidgetProps): ReactElement => <p data-testid={node.id}>first</p>;
const Later = ({ node }: WidgetProps): ReactElement => <p data-testid={node.id}>later</p>;

/** Data declarations fetched (the build's lean manifests carry them as a module, `loadData`). */
let dataLoads: string[] = [];
/** Whether the next fetch of `cold-baddata`'s declaration fails. */
let badDataFails = true;
const listOfN: WidgetSources = (props) => ({ list: { api: 'goods.page', params: { n: props.n } } });

/** The build's table in miniature. */
const TABLE: TableManifest[] = [
  { type: 'cold-first', version: '1.0.0', load: async () => ({ default: First }) },
  {
    type: 'cold-data',
    version: '1.0.0',
    load: async () => ({ default: First }),
    loadData: async () => {
      dataLoads.push('cold-data');
      return listOfN;
    },
  },
  {
    type: 'cold-baddata',
    version: '1.0.0',
    load: async () => ({ default: First }),
    loadData: async () => {
      dataLoads.push('cold-baddata');
      if (badDataFails) throw new Error('chunk failed');
      return listOfN;
    },
  },
  { type: 'cold-later', version: '1.0.0', namespaces: ['later-ns'], load: async () => ({ default: Later }) },
];

let table: HeldChunk<{ widgetManifests: TableManifest[] }>;

beforeEach(() => {
  vi.resetModules();
  dataLoads = [];
  badDataFails = true;
  table = heldChunk(() => ({ widgetManifests: TABLE }));
  vi.doMock('./widgetTable.ts', table.module);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.doUnmock('./widgetTable.ts');
  vi.restoreAllMocks();
  document.getElementById('__INIT__')?.remove();
});

/** Fresh modules, problems collected. */
async function fresh() {
  const registry = await import('./registry.ts');
  const report = await import('./report.ts');
  // The writer of a page's widget sources (the diy reader's chunk), over this registry.
  const { withWidgetSources } = await import('./tableSources.ts');
  const problems: Problem[] = [];
  report.setReporter((p) => problems.push(p));
  return { registry, problems, withWidgetSources };
}

function inline(widgets: unknown): void {
  const el = document.createElement('script');
  el.id = '__INIT__';
  el.type = 'application/json';
  el.textContent = JSON.stringify({ config: {}, widgets });
  document.body.appendChild(el);
}

describe('registry before the widget table', () => {
  it('knows the inlined types at start and loads the table only when asked', async () => {
    inline({ 'diy-search': ['assets/S.js', ['diy'], ['assets/K.js']], 'diy-text': ['assets/T.js'], broken: [''], odd: 'assets/O.js', up: ['../x.js'] });
    const { registry } = await fresh();
    expect(registry.widgetTypes()).toEqual(['diy-search', 'diy-text']);
    expect(registry.getWidget('diy-search')?.namespaces).toEqual(['diy']);
    expect(registry.getWidget('diy-text')?.namespaces).toBeUndefined();
    expect(registry.hasWidgetTable()).toBe(false);
    expect(table.imports).toBe(0);

    table.letIn();
    await registry.loadWidgetTable();
    expect(registry.hasWidgetTable()).toBe(true);
    expect(registry.widgetTypes()).toEqual(['cold-baddata', 'cold-data', 'cold-first', 'cold-later', 'diy-search', 'diy-text']);
    await registry.loadWidgetTable();
    expect(table.imports).toBe(1);
  });

  it('an inlined type loads its chunk with the chunks it imports, fetched together', async () => {
    const { registry } = await fresh();
    const asked: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    registry.seedWidgets({ 'cold-first': ['assets/F.js', [], ['assets/K.js', 'assets/L.js']] }, async (file) => {
      asked.push(file);
      await held;
      return file === 'assets/F.js' ? { default: First } : {};
    });
    const loading = registry.loadWidget('cold-first');
    await vi.waitFor(() => expect(asked).toEqual(['assets/F.js', 'assets/K.js', 'assets/L.js']));
    release();
    expect((await loading)?.default).toBe(First);
    expect(table.imports).toBe(0);
  });

  it('a type not known yet waits for the table; one the table lacks too is undefined', async () => {
    const { registry } = await fresh();
    const later = registry.loadWidget('cold-later');
    const missing = registry.loadWidget('cold-missing');
    let settled = false;
    void later.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    table.letIn();
    expect((await later)?.default).toBe(Later);
    expect(await missing).toBeUndefined();
    expect(table.imports).toBe(1);
  });

  it('a widget registered at run time keeps its manifest when the table arrives', async () => {
    inline({ 'cold-first': ['assets/F.js'] });
    const { registry } = await fresh();
    const mine = { type: 'cold-later', version: '9.0.0', load: async () => ({ default: First }) };
    registry.registerWidget(mine);
    table.letIn();
    await registry.loadWidgetTable();
    expect(registry.getWidget('cold-later')).toBe(mine);
    // An inlined one gives way to the table's (same chunk, with the build's own loader).
    expect(registry.getWidget('cold-first')).toBe(TABLE[0]);
  });

  it('a table that fails to load is reported, and loaded again next time', async () => {
    table.fails = 1;
    const { registry, problems } = await fresh();
    table.letIn();
    await registry.loadWidgetTable();
    expect(registry.hasWidgetTable()).toBe(false);
    expect(problems.map((p) => p.key)).toEqual(['widget-table']);
    // A render waiting for it keeps waiting through a failure, until a later load brings it.
    let ready = false;
    void registry.waitForWidgetTable().then(() => (ready = true));
    await vi.waitFor(() => expect(registry.hasWidgetTable()).toBe(true));
    expect(ready).toBe(true);
    expect(table.imports).toBe(2);
  });
});

describe('rendering before the widget table', () => {
  it('renders an inlined type at once; waits for the table for another; reports unknown once, with the table in', async () => {
    const { registry, problems } = await fresh();
    registry.seedWidgets({ 'cold-first': ['assets/F.js'] }, async () => ({ default: First }));
    const { NodeList } = await import('./Node.tsx');
    const nodes: PageNode[] = [
      { id: 'a', type: 'cold-first' },
      { id: 'b', type: 'cold-later' },
      { id: 'c', type: 'cold-missing' },
    ];
    render(
      <Suspense fallback={null}>
        <NodeList nodes={nodes} path="$.content" boundaries />
      </Suspense>,
    );
    expect(await screen.findByTestId('a')).toBeTruthy();
    expect(screen.queryByTestId('b')).toBeNull();
    expect(table.imports).toBe(1); // asked for by the nodes it lacks
    expect(problems.filter((p) => p.key.startsWith('unknown:'))).toEqual([]);

    await act(async () => {
      table.letIn();
      await registry.loadWidgetTable();
    });
    expect(await screen.findByTestId('b')).toBeTruthy();
    expect(screen.getByTestId('a')).toBeTruthy();
    expect(problems.filter((p) => p.key.startsWith('unknown:')).map((p) => p.key)).toEqual(['unknown:cold-missing']);
    expect(table.imports).toBe(1);
  });
});

describe('page loader before the widget table', () => {
  const schema = (types: string[]) => ({ schemaVersion: 1 as const, id: 'cold/page', content: types.map((type, i) => ({ id: `n${i}`, type })) });

  it('a page of inlined types starts without the table', async () => {
    const { registry } = await fresh();
    registry.seedWidgets({ 'cold-first': ['assets/F.js', ['first-ns']] }, async () => ({ default: First }));
    const { runtimeWith } = await import('./testing.tsx');
    const loadNamespaces = vi.fn(async () => undefined);
    const runtime = runtimeWith(schema(['cold-first']), { loadNamespaces });
    await runtime.start();
    expect(runtime.store.getState().phase).toBe('ready');
    expect(registry.getLoadedWidget('cold-first')?.default).toBe(First);
    expect(loadNamespaces).toHaveBeenCalledWith(['first-ns']);
    expect(table.imports).toBe(0);
  });

  it('a page’s widgets’ sources are written in once the table is in, their declarations fetched for the page’s types only', async () => {
    const { registry, withWidgetSources } = await fresh();
    registry.seedWidgets({ 'cold-data': ['assets/D.js'] }, async () => ({ default: First }));
    const page = { ...schema(['cold-data']), data: { goods: { api: 'goods.detail' } } };
    page.content = [{ id: 'c0', type: 'cold-data', props: { n: 3 } } as never, { id: 'c1', type: 'cold-first', slots: { default: [{ id: 'c2', type: 'cold-data', props: { n: 4 } }] } } as never];
    // Before the table the page is as it is (the server wrote them into the page it inlined).
    expect(await withWidgetSources(page)).toBe(page);
    table.letIn();
    await registry.loadWidgetTable();
    // The table alone fetches no declaration, nor does a page without such widgets.
    expect(dataLoads).toEqual([]);
    const plain = schema(['cold-first', 'cold-later']);
    expect(await withWidgetSources(plain)).toBe(plain);
    expect(dataLoads).toEqual([]);
    // Deferred, as the declaration does not say otherwise: the page paints with the widget's placeholder.
    expect((await withWidgetSources(page)).data).toEqual({
      goods: { api: 'goods.detail' },
      'c0:list': { api: 'goods.page', params: { n: 3 }, load: 'deferred' },
      'c2:list': { api: 'goods.page', params: { n: 4 }, load: 'deferred' },
    });
    // Fetched once for the two nodes, and once for good.
    await withWidgetSources(page);
    expect(dataLoads).toEqual(['cold-data']);
  });

  it('a declaration that fails to load is reported, the page goes on without it, and it is fetched again next time', async () => {
    const { registry, problems, withWidgetSources } = await fresh();
    table.letIn();
    await registry.loadWidgetTable();
    const page = { ...schema([]), content: [{ id: 'b0', type: 'cold-baddata', props: { n: 2 } }] };
    expect((await withWidgetSources(page)).data).toBeUndefined();
    expect(problems.map((p) => p.key)).toContain('widget-data:cold-baddata');
    badDataFails = false;
    expect((await withWidgetSources(page)).data).toEqual({ 'b0:list': { api: 'goods.page', params: { n: 2 }, load: 'deferred' } });
    expect(dataLoads).toEqual(['cold-baddata', 'cold-baddata']);
  });

  it('a page with a type not known yet loads the table first; its data does not wait', async () => {
    const { registry } = await fresh();
    registry.seedWidgets({ 'cold-first': ['assets/F.js'] }, async () => ({ default: First }));
    const { runtimeWith } = await import('./testing.tsx');
    const loadNamespaces = vi.fn(async () => undefined);
    const requested: string[] = [];
    const page = { ...schema(['cold-first', 'cold-later']), data: { goods: { api: 'goods.detail' } } };
    const runtime = runtimeWith(page, { loadNamespaces, answer: (api) => (requested.push(api), { code: 0, data: {} }) });
    let done = false;
    void runtime.start().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(requested).toEqual(['goods.detail']);
    expect(done).toBe(false);
    table.letIn();
    await runtime.start();
    expect(registry.getLoadedWidget('cold-later')?.default).toBe(Later);
    expect(loadNamespaces).toHaveBeenCalledWith(['later-ns']);
    expect(table.imports).toBe(1);
  });
});
