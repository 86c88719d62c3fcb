/**
 * Self-fetching diy widgets in the first view: the coupon block's list and a goods list's page are
 * fetched by the server and inlined as critical sources bound to the blocks, so the blocks are
 * rendered with their final content (or not at all) instead of placeholders that change size when
 * the data arrives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { addWidgetSources, widgetSources } from './h5init.ts';
import { defaultsFromSchema } from '../../../src/renderer/defaults.ts';
import type { PageNode, PageSchema } from '../../../src/renderer/types.ts';
import { goodsSourceParams } from '../../../src/sdk/goods/params.ts';
import goodsListSchema from '../../../widgets/diy-goods-list/props.schema.json';

/** The props the goods list widget renders with: the node's over the schema defaults (src/renderer/Node.tsx). */
const goodsListDefaults = defaultsFromSchema<Record<string, unknown>>(goodsListSchema);

const page = (content: PageNode[], data?: PageSchema['data']): PageSchema => ({ schemaVersion: 1, id: 'diy/X', content, ...(data ? { data } : {}) });

describe('widgetSources / addWidgetSources', () => {
  const coupon = (id: string, props: Record<string, unknown> = {}): PageNode => ({ id, type: 'diy-coupon', props });
  const content = [{ id: 'a', type: 'diy-text', props: {} }, coupon('b', { count: 3 }), coupon('c', { sources: 'diy', couponIds: [] }), coupon('d', { sources: 'diy', couponIds: ['4', 5, 4] })];

  it('one critical source per coupon block with something to fetch, only with the addon on', () => {
    expect(widgetSources(page(content), { coupon: 0 })).toEqual([]);
    expect(widgetSources(page(content), undefined)).toEqual([]);
    const list = widgetSources(page(content), { coupon: 1 });
    expect(list).toEqual([
      { name: 'widget_1', index: 1, prop: 'inlinedList', source: { api: 'coupon.typeLists', params: { num: 3 }, load: 'critical' } },
      { name: 'widget_3', index: 3, prop: 'inlinedList', source: { api: 'coupon.typeLists', params: { num: 2, coupon_type_id_arr: '4,5' }, load: 'critical' } },
    ]);
    // A name the page already uses is left alone.
    expect(widgetSources(page(content, { widget_1: { api: 'goods.skuPage' } }), { coupon: 1 }).map((w) => w.name)).toEqual(['widget_3']);
  });

  it('binds the sources to a copy of the page', () => {
    const schema = page(content);
    const before = JSON.stringify(schema);
    const out = addWidgetSources(schema, widgetSources(schema, { coupon: 1 }));
    expect(JSON.stringify(schema)).toBe(before);
    expect(out.data).toEqual({
      widget_1: { api: 'coupon.typeLists', params: { num: 3 }, load: 'critical' },
      widget_3: { api: 'coupon.typeLists', params: { num: 2, coupon_type_id_arr: '4,5' }, load: 'critical' },
    });
    expect(out.content[1]?.props).toEqual({ count: 3, inlinedList: '${data.widget_1}' });
    expect(out.content[2]).toBe(schema.content[2]);
    expect(addWidgetSources(schema, [])).toBe(schema);
  });
});

describe('widgetSources: goods lists', () => {
  const list = (id: string, props: Record<string, unknown> = {}): PageNode => ({ id, type: 'diy-goods-list', props });

  it('one critical source per goods list with something to fetch (no addon needed), with the widget’s parameters', () => {
    const content = [
      list('a', { count: 4, sortWay: 'sales' }),
      list('b', { sources: 'diy', goodsId: [] }),
      list('c', { sources: 'category', categoryId: '14', count: 3 }),
      list('d', { sources: 'diy', goodsId: [7, '9', 7] }),
      list('e'),
    ];
    const out = widgetSources(page(content), undefined);
    expect(out.map((w) => [w.name, w.prop, w.source.api, w.source.load])).toEqual([
      ['widget_0', 'inlinedList', 'goods.pageComponents', 'critical'],
      ['widget_2', 'inlinedList', 'goods.pageComponents', 'critical'],
      ['widget_3', 'inlinedList', 'goods.pageComponents', 'critical'],
      ['widget_4', 'inlinedList', 'goods.pageComponents', 'critical'],
    ]);
    expect(out.map((w) => w.source.params)).toEqual([
      { page: 1, page_size: 4, num: 4, order: 'sales' },
      { page: 1, page_size: 3, num: 3, category_id: 14, order: 'default' },
      { page: 1, page_size: 2, num: 0, goods_id_arr: '7,9', order: 'default' },
      { page: 1, page_size: 6, num: 6, order: 'default' },
    ]);
    // What the widget asks for, rendering the node's props over its schema defaults.
    for (const w of out) expect(w.source.params).toEqual(goodsSourceParams({ ...goodsListDefaults, ...content[w.index]!.props }));
  });

  it('counts towards the widget sources of a page (at most 4)', () => {
    const content = [list('a'), { id: 'c', type: 'diy-coupon', props: {} }, list('b'), list('d'), list('e'), list('f')];
    expect(widgetSources(page(content), { coupon: 1 }).map((w) => w.name)).toEqual(['widget_0', 'widget_1', 'widget_2', 'widget_3']);
  });

  it('in the copy inlined for the browser a goods list loads for guests only (a member fetches their own); the server fetches without that condition', () => {
    const schema = page([list('a'), { id: 'c', type: 'diy-coupon', props: {} }]);
    const widgets = widgetSources(schema, { coupon: 1 });
    expect(addWidgetSources(schema, widgets).data?.widget_0?.when).toBeUndefined();
    const inlined = addWidgetSources(schema, widgets, true);
    expect(inlined.data?.widget_0?.when).toBe('${!member}');
    // The coupon block shows the page's answer to members too: fetched again with their token.
    expect(inlined.data?.widget_1?.when).toBeUndefined();
  });
});

describe('/h5/ home', () => {
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-init--></body></html>');
    s = await startTestServer({ distDir: dist });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('inlines the coupon list of the home coupon block, bound to the block', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/h5/' });
    const m = /<script id="__INIT__" type="application\/json">(.*?)<\/script>/s.exec(res.body);
    const init = JSON.parse(m![1]!) as { page: { schema: PageSchema; data: Record<string, unknown> } };
    const index = init.page.schema.content.findIndex((n) => n.type === 'diy-coupon');
    expect(index).toBeGreaterThanOrEqual(0);
    const name = `widget_${index}`;
    expect(init.page.schema.data?.[name]).toMatchObject({ api: 'coupon.typeLists', load: 'critical' });
    expect(init.page.schema.content[index]?.props?.inlinedList).toBe(`\${data.${name}}`);
    // The same list a guest's request gets.
    const direct = await s.call('/coupon/api/coupon/typelists', init.page.schema.data![name]!.params as Record<string, unknown>);
    expect(Array.isArray(init.page.data[name])).toBe(true);
    expect((init.page.data[name] as unknown[]).length).toBeGreaterThan(0);
    expect(init.page.data[name]).toEqual(direct.data);
  });

  it('inlines the first page of the home goods list, with the parameters the widget sends, bound to the list', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/h5/' });
    const m = /<script id="__INIT__" type="application\/json">(.*?)<\/script>/s.exec(res.body);
    const init = JSON.parse(m![1]!) as { page: { schema: PageSchema; data: Record<string, unknown> } };
    const index = init.page.schema.content.findIndex((n) => n.type === 'diy-goods-list');
    expect(index).toBeGreaterThanOrEqual(0);
    const name = `widget_${index}`;
    const node = init.page.schema.content[index]!;
    const source = init.page.schema.data?.[name];
    expect(source).toMatchObject({ api: 'goods.pageComponents', load: 'critical', when: '${!member}' });
    expect(node.props?.inlinedList).toBe(`\${data.${name}}`);
    // Exactly what the widget asks for with the node's props (over its defaults)…
    const { inlinedList: _bound, ...props } = node.props ?? {};
    const params = goodsSourceParams({ ...goodsListDefaults, ...props });
    expect(source!.params).toEqual(params);
    expect(params).toEqual({ page: 1, page_size: 6, num: 6, order: 'default' });
    // …and the answer a guest's request gets: the home list's goods.
    const direct = await s.call<{ list: Array<{ goods_name: string }> }>('/api/goodssku/pageComponents', params!);
    expect(direct.data.list.length).toBeGreaterThan(0);
    expect(init.page.data[name]).toEqual(direct.data);
  });
});

describe('/h5/ home rendered on the server', () => {
  // The server-rendering bundle is the app's src/app/ssr.tsx (built into dist/server/ssr.js); here
  // the dist's ssr.js re-exports that source, so no build is needed.
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-init--></body></html>');
    fs.mkdirSync(path.join(dist, 'server'));
    const ssr = path.resolve(import.meta.dirname, '../../../src/app/ssr.tsx');
    fs.writeFileSync(path.join(dist, 'server', 'ssr.js'), `export { render } from ${JSON.stringify(ssr)};\n`);
    s = await startTestServer({ distDir: dist });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the HTML shows the goods of the home goods list (no placeholders)', { timeout: 90_000 }, async () => {
    const goods = await s.call<{ list: Array<{ goods_id: number; goods_name: string }> }>('/api/goodssku/pageComponents', { page: 1, page_size: 6, num: 6, order: 'default' });
    const first = goods.data.list[0]!;
    // The first renders load the app's modules from source, which can outlast the render budget
    // (h5.ts then answers without a view and the render finishes behind it): ask until one is in.
    let body = '';
    let root = '';
    for (let i = 0; i < 60 && !root.includes('data-node-id'); i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      const res = await s.app.inject({ method: 'GET', url: '/h5/', headers: { cookie: 'h5_lang=zh-cn' } });
      expect(res.statusCode).toBe(200);
      body = res.body;
      root = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script id="__INIT__"'));
    }
    const list = root.slice(root.indexOf('diy-goods-list'));
    expect(root).toContain('diy-goods-list');
    expect(list).toContain(`data-goods-id="${first.goods_id}"`);
    expect(list).toContain(first.goods_name.replace(/&/g, '&amp;'));
    expect(list).not.toContain('dd-card--skeleton');
    expect(/"ssr":\{"lang":"zh-cn"\}/.test(body)).toBe(true);
  });
});
