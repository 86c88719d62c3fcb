import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageRuntime, sourceDependencies, type ApiResult } from './loader.ts';
import { parseStatePath } from './pageStore.ts';
import { registerWidget, unregisterWidget } from './registry.ts';
import { resetReported, setReporter, type Problem } from './report.ts';
import { noGlobals, page } from './testing.tsx';
import type { DataSource } from './types.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A request double: records calls and lets the test answer each one. */
function controlledRequest() {
  const calls: Array<{ api: string; params: Record<string, unknown>; answer: Deferred<ApiResult> }> = [];
  const request = (api: string, params: Record<string, unknown>) => {
    const answer = deferred<ApiResult>();
    calls.push({ api, params, answer });
    return answer.promise;
  };
  const find = (api: string) => {
    const c = calls.find((x) => x.api === api);
    if (!c) throw new Error(`no call to ${api}; calls: ${calls.map((x) => x.api).join(', ')}`);
    return c;
  };
  return { calls, request, find };
}

const flush = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

let problems: Problem[] = [];
beforeEach(() => {
  problems = [];
  resetReported();
  setReporter((p) => problems.push(p));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setReporter(null);
  vi.restoreAllMocks();
  for (const t of ['l-one', 'l-two', 'l-three']) unregisterWidget(t);
});

describe('the critical round', () => {
  it('starts every critical request, every widget chunk and the namespaces before any of them resolves', async () => {
    const started: string[] = [];
    const chunks = new Map<string, Deferred<{ default: () => null }>>();
    for (const type of ['l-one', 'l-two', 'l-three']) {
      const d = deferred<{ default: () => null }>();
      chunks.set(type, d);
      registerWidget({
        type,
        version: '1.0.0',
        namespaces: type === 'l-two' ? ['goods'] : type === 'l-three' ? ['member', 'goods'] : undefined,
        load: () => {
          started.push(`chunk:${type}`);
          return d.promise;
        },
      });
    }
    const ns = deferred<void>();
    const req = controlledRequest();
    const runtime = createPageRuntime(
      page({
        data: {
          a: { api: 'x.a', params: { id: '${query.id}' } },
          b: { api: 'x.b', load: 'critical' },
          later: { api: 'x.later', load: 'deferred' },
          manual: { api: 'x.manual', load: 'manual' },
        },
        content: [
          { id: 'n1', type: 'l-one', slots: { default: [{ id: 'n2', type: 'l-two' }] } },
          { id: 'n3', type: 'l-three' },
          { id: 'n4', type: 'l-one' },
        ],
      }),
      {
        globals: noGlobals,
        query: { id: '42' },
        request: (api, params) => {
          started.push(`api:${api}`);
          return req.request(api, params);
        },
        loadNamespaces: (list) => {
          started.push(`ns:${[...list].sort().join(',')}`);
          return ns.promise;
        },
      },
    );
    let done = false;
    void runtime.start().then(() => (done = true));
    await flush();

    // Everything of the round has started; nothing has resolved yet.
    expect(started.sort()).toEqual(['api:x.a', 'api:x.b', 'chunk:l-one', 'chunk:l-three', 'chunk:l-two', 'ns:goods,member'].sort());
    expect(req.find('x.a').params).toEqual({ id: '42' });
    expect(runtime.store.getState().phase).toBe('loading');
    expect(runtime.store.getState().sources.a?.status).toBe('loading');

    // Resolve one at a time: the round waits for all of them.
    req.find('x.a').answer.resolve({ code: 0, data: { v: 1 } });
    for (const d of chunks.values()) d.resolve({ default: () => null });
    await flush(10);
    expect(done).toBe(false);
    req.find('x.b').answer.resolve({ code: 0, data: { v: 2 } });
    await flush(10);
    expect(done).toBe(false);
    ns.resolve();
    await flush(10);
    expect(done).toBe(true);
    expect(runtime.store.getState().phase).toBe('ready');
    expect(runtime.store.getState().data).toEqual({ a: { v: 1 }, b: { v: 2 } });

    // Deferred sources only after the first render asks for them; manual ones never by themselves.
    expect(req.calls.map((c) => c.api)).toEqual(['x.a', 'x.b']);
    const deferredDone = runtime.startDeferred();
    await flush();
    req.find('x.later').answer.resolve({ code: 0, data: 'late' });
    await deferredDone;
    expect(runtime.store.getState().data.later).toBe('late');
    expect(req.calls.map((c) => c.api)).toEqual(['x.a', 'x.b', 'x.later']);
  });

  it('fetches a source reading ${data.x} after x, in parallel with independent sources', async () => {
    const req = controlledRequest();
    const runtime = createPageRuntime(
      page({
        data: {
          sku: { api: 'goods.sku', params: { sku_id: '${query.sku_id}' } },
          evals: { api: 'goods.evals', params: { goods_id: '${data.sku.goods_id}', page_size: 3 }, load: 'deferred' },
          stock: { api: 'goods.stock', params: { goods_id: '${data["sku"].goods_id}' } },
          other: { api: 'site.other' },
        },
      }),
      { globals: noGlobals, query: { sku_id: '9' }, request: req.request, loadNamespaces: async () => undefined },
    );
    const done = runtime.start();
    await flush();
    expect(req.calls.map((c) => c.api).sort()).toEqual(['goods.sku', 'site.other']);
    req.find('goods.sku').answer.resolve({ code: 0, data: { goods_id: 5 } });
    await flush(10);
    expect(req.calls.map((c) => c.api)).toContain('goods.stock');
    expect(req.find('goods.stock').params).toEqual({ goods_id: 5 });
    req.find('goods.stock').answer.resolve({ code: 0, data: 1 });
    req.find('site.other').answer.resolve({ code: 0, data: 1 });
    await done;
    expect(req.calls.map((c) => c.api)).not.toContain('goods.evals');
    const d = runtime.startDeferred();
    await flush();
    expect(req.find('goods.evals').params).toEqual({ goods_id: 5, page_size: 3 });
    req.find('goods.evals').answer.resolve({ code: 0, data: [] });
    await d;
  });

  it('a critical source depending on a deferred one pulls it into the round', async () => {
    const answers: string[] = [];
    const runtime = createPageRuntime(
      page({ data: { base: { api: 'a.base', load: 'deferred' }, top: { api: 'a.top', params: { x: '${data.base.x}' } } } }),
      {
        globals: noGlobals,
        request: async (api, params) => {
          answers.push(`${api}:${JSON.stringify(params)}`);
          return { code: 0, data: { x: 7 } };
        },
        loadNamespaces: async () => undefined,
      },
    );
    await runtime.start();
    expect(answers).toEqual(['a.base:{}', 'a.top:{"x":7}']);
    await runtime.startDeferred();
    expect(answers.length).toBe(2);
  });

  it('`when` skips a source while falsy (bare expression or binding)', async () => {
    const apis: string[] = [];
    const runtime = createPageRuntime(
      page({ data: { mine: { api: 'member.info', when: 'member' }, also: { api: 'member.x', when: '${member && query.x}' }, pub: { api: 'p.pub' } } }),
      {
        globals: noGlobals,
        query: { x: '1' },
        request: async (api) => {
          apis.push(api);
          return { code: 0, data: api };
        },
        loadNamespaces: async () => undefined,
      },
    );
    await runtime.start();
    expect(apis).toEqual(['p.pub']);
    expect(runtime.store.getState().sources.mine?.status).toBe('skipped');
    expect(runtime.store.getState().sources.also?.status).toBe('skipped');
  });

  it('records a failing source (code < 0 or a thrown request) and still renders', async () => {
    const onSourceError = vi.fn();
    const runtime = createPageRuntime(page({ data: { a: { api: 'x.a' }, b: { api: 'x.b' } } }), {
      globals: noGlobals,
      request: async (api) => {
        if (api === 'x.a') return { code: -1, message: 'nope' };
        throw new Error('offline');
      },
      loadNamespaces: async () => undefined,
      onSourceError,
    });
    await runtime.start();
    const s = runtime.store.getState();
    expect(s.phase).toBe('ready');
    expect(s.sources.a).toMatchObject({ status: 'error', error: 'nope', code: -1 });
    expect(s.sources.b).toMatchObject({ status: 'error', error: 'offline' });
    expect(onSourceError).toHaveBeenCalledWith('a', 'nope', -1);
  });

  it('refuses a source naming an unregistered endpoint (reported with its path, never requested)', async () => {
    const apis: string[] = [];
    const runtime = createPageRuntime(page({ data: { bad: { api: 'goods.nope' }, good: { api: 'goods.skuPage' } } }), {
      globals: noGlobals,
      hasEndpoint: (api) => api === 'goods.skuPage',
      request: async (api) => {
        apis.push(api);
        return { code: 0, data: 1 };
      },
      loadNamespaces: async () => undefined,
    });
    await runtime.start();
    expect(apis).toEqual(['goods.skuPage']);
    expect(runtime.store.getState().sources.bad?.status).toBe('error');
    expect(problems.some((p) => p.message.includes('$.data.bad.api') && p.message.includes('not a registered endpoint'))).toBe(true);
  });

  it('uses inlined data instead of fetching', async () => {
    const apis: string[] = [];
    const runtime = createPageRuntime(page({ data: { a: { api: 'x.a' }, b: { api: 'x.b' } } }), {
      globals: noGlobals,
      initialData: { a: { v: 'inline' } },
      request: async (api) => {
        apis.push(api);
        return { code: 0, data: api };
      },
      loadNamespaces: async () => undefined,
    });
    expect(runtime.store.getState().data.a).toEqual({ v: 'inline' });
    await runtime.start();
    expect(apis).toEqual(['x.b']);
    await runtime.refresh('a');
    expect(apis).toEqual(['x.b', 'x.a']);
  });
});

describe('paged sources', () => {
  const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

  it('loads page 2 of a paged source the server inlined (the goods list opened directly)', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const runtime = createPageRuntime(page({ data: { list: { api: 'goods.page', paged: true } } }), {
      globals: noGlobals,
      initialData: { list: { list: rows(0, 10), page_count: 3 } },
      request: async (_api, params) => {
        asked.push(params);
        return { code: 0, data: { list: rows(10, 10), page_count: 3 } };
      },
      loadNamespaces: async () => undefined,
    });
    await runtime.start();
    expect(asked).toEqual([]);
    await runtime.loadMore('list');
    expect(asked).toEqual([{ page: 2, page_size: 10 }]);
    expect((runtime.store.getState().data.list as { list: unknown[] }).list).toHaveLength(20);
    expect(runtime.store.getState().sources.list).toMatchObject({ page: 2, hasMore: true, loadingMore: false });
  });

  it('loads page 1, appends further pages and ends on a short page; refresh resets to page 1', async () => {
    const asked: Array<Record<string, unknown>> = [];
    let total = 23;
    const runtime = createPageRuntime(page({ data: { list: { api: 'goods.page', params: { category_id: 3 }, paged: true } } }), {
      globals: noGlobals,
      request: async (_api, params) => {
        asked.push(params);
        const p = Number(params.page);
        const size = Number(params.page_size);
        const from = (p - 1) * size;
        const n = Math.max(0, Math.min(size, total - from));
        return { code: 0, data: { list: rows(from, n), count: total, page_count: Math.ceil(total / size) } };
      },
      loadNamespaces: async () => undefined,
    });
    await runtime.start();
    const list = () => (runtime.store.getState().data.list as { list: Array<{ id: number }> }).list;
    expect(asked[0]).toEqual({ category_id: 3, page: 1, page_size: 10 });
    expect(list().length).toBe(10);
    expect(runtime.store.getState().sources.list).toMatchObject({ page: 1, hasMore: true });

    await runtime.loadMore('list');
    expect(asked[1]).toEqual({ category_id: 3, page: 2, page_size: 10 });
    expect(list().map((r) => r.id)).toEqual(rows(0, 20).map((r) => r.id));

    await runtime.loadMore('list');
    expect(list().length).toBe(23);
    expect(runtime.store.getState().sources.list).toMatchObject({ page: 3, hasMore: false });

    await runtime.loadMore('list'); // at the end: no request
    expect(asked.length).toBe(3);

    total = 5;
    await runtime.refresh('list');
    expect(asked[3]).toMatchObject({ page: 1 });
    expect(list().length).toBe(5);
    expect(runtime.store.getState().sources.list).toMatchObject({ page: 1, hasMore: false });
  });

  it('honours pageSize and ends when a full page is the last (page_count)', async () => {
    const runtime = createPageRuntime(page({ data: { list: { api: 'x.page', paged: true, pageSize: 4 } } }), {
      globals: noGlobals,
      request: async (_a, params) => ({ code: 0, data: { list: rows(0, 4), page_count: 1, page: params.page } }),
      loadNamespaces: async () => undefined,
    });
    await runtime.start();
    expect(runtime.store.getState().sources.list).toMatchObject({ page: 1, hasMore: false });
  });

  it('drops an answer overtaken by a refresh', async () => {
    const req = controlledRequest();
    const runtime = createPageRuntime(page({ data: { list: { api: 'x.page', paged: true } } }), {
      globals: noGlobals,
      request: req.request,
      loadNamespaces: async () => undefined,
    });
    const started = runtime.start();
    await flush();
    req.calls[0]?.answer.resolve({ code: 0, data: { list: rows(0, 10) } });
    await started;
    const more = runtime.loadMore('list');
    await flush();
    const refreshed = runtime.refresh('list');
    await flush();
    req.calls[2]?.answer.resolve({ code: 0, data: { list: rows(100, 10) } });
    await refreshed;
    req.calls[1]?.answer.resolve({ code: 0, data: { list: rows(10, 10) } });
    await more;
    const ids = (runtime.store.getState().data.list as { list: Array<{ id: number }> }).list.map((r) => r.id);
    expect(ids).toEqual(rows(100, 10).map((r) => r.id));
  });
});

describe('refresh and state', () => {
  it('refresh(name) reloads the source and its dependents; refresh() reloads every loaded source', async () => {
    const apis: string[] = [];
    let n = 0;
    const runtime = createPageRuntime(
      page({
        data: {
          a: { api: 'x.a' },
          b: { api: 'x.b', params: { v: '${data.a.v}' } },
          c: { api: 'x.c' },
          m: { api: 'x.m', load: 'manual' },
        },
      }),
      {
        globals: noGlobals,
        request: async (api) => {
          apis.push(api);
          return { code: 0, data: { v: ++n } };
        },
        loadNamespaces: async () => undefined,
      },
    );
    await runtime.start();
    apis.length = 0;
    await runtime.refresh('a');
    expect(apis).toEqual(['x.a', 'x.b']);
    apis.length = 0;
    await runtime.refresh();
    expect(apis.sort()).toEqual(['x.a', 'x.b', 'x.c']);
    apis.length = 0;
    await runtime.refresh('m');
    expect(apis).toEqual(['x.m']);
    await runtime.refresh('nope');
    expect(problems.some((p) => p.message.includes('unknown data source "nope"'))).toBe(true);
  });

  it('setState writes nested paths through immer (new objects, old ones untouched)', () => {
    const runtime = createPageRuntime(page({ state: { form: { name: 'a' }, list: [{ done: false }] } }), { globals: noGlobals });
    const before = runtime.store.getState().state;
    expect(runtime.setState('form.name', 'b')).toBe(true);
    expect(runtime.setState('state.list[0].done', true)).toBe(true);
    expect(runtime.setState('fresh.deep[1]', 'x')).toBe(true);
    const after = runtime.store.getState().state;
    expect(after).toEqual({ form: { name: 'b' }, list: [{ done: true }], fresh: { deep: [undefined, 'x'] } });
    expect(before).toEqual({ form: { name: 'a' }, list: [{ done: false }] });
    expect(runtime.setState('__proto__.x', 1)).toBe(false);
    expect(runtime.setState('a..b', 1)).toBe(false);
  });

  it('parses state paths', () => {
    expect(parseStatePath('tab')).toEqual(['tab']);
    expect(parseStatePath('a.b[2].c')).toEqual(['a', 'b', 2, 'c']);
    expect(parseStatePath("a['x y']")).toEqual(['a', 'x y']);
    expect(parseStatePath('state')).toEqual(['state']);
    expect(parseStatePath('')).toBeNull();
    expect(parseStatePath('a.constructor')).toBeNull();
  });

  it('finds data dependencies in params and when', () => {
    const names = new Set(['sku', 'x', 'me']);
    const src: DataSource = { api: 'a.b', params: { a: '${data.sku.id}', b: ['${data["x"]}'], c: 'data.me (literal)' }, when: 'data.me' };
    expect(sourceDependencies(src, names, 'me').sort()).toEqual(['sku', 'x']);
    expect(sourceDependencies({ api: 'a.b', when: 'data.me' }, names, 'other')).toEqual(['me']);
  });

  it('reports and breaks a dependency cycle instead of hanging', async () => {
    const runtime = createPageRuntime(page({ data: { a: { api: 'x.a', params: { v: '${data.b}' } }, b: { api: 'x.b', params: { v: '${data.a}' } } } }), {
      globals: noGlobals,
      request: async () => ({ code: 0, data: 1 }),
      loadNamespaces: async () => undefined,
    });
    await runtime.start();
    expect(runtime.store.getState().phase).toBe('ready');
    expect(problems.some((p) => p.message.includes('dependency cycle'))).toBe(true);
  });
});
