/**
 * Self-fetching diy widgets in the first view: the coupon block's list is fetched by the server
 * and inlined as a critical source bound to the block, so the block is rendered with its final
 * content (or not at all) instead of placeholders that change size when the list arrives.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { addWidgetSources, widgetSources } from './h5init.ts';
import type { PageNode, PageSchema } from '../../../src/renderer/types.ts';

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
});
