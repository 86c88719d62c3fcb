import { describe, expect, it } from 'vitest';
import { resolveRoutePage } from './resolve.ts';
import type { AppRoute } from './manifest.ts';

const route = (r: Partial<AppRoute> & { id: string }): AppRoute => ({ path: `/${r.id}`, ...r }) as AppRoute;
const has = (ids: string[]) => (id: string) => ids.includes(id);
const unknown = () => undefined;

describe('resolveRoutePage (the one answer of the browser and the server)', () => {
  it('a route naming its page is that system page, known before the route tables', () => {
    expect(resolveRoutePage(route({ id: 'a', page: 'pages/x' }), {}, { hasSchema: unknown })).toEqual({ kind: 'system', pageId: 'pages/x' });
  });

  it('a system page schema named like the route; not known yet without the tables; else not available', () => {
    expect(resolveRoutePage(route({ id: 'pages/goods/list' }), {}, { hasSchema: has(['pages/goods/list']) })).toEqual({ kind: 'system', pageId: 'pages/goods/list' });
    expect(resolveRoutePage(route({ id: 'pages/goods/list' }), {}, { hasSchema: unknown })).toEqual({ kind: 'unknown' });
    expect(resolveRoutePage(route({ id: 'pages/x/y' }), {}, { hasSchema: has([]) })).toEqual({ kind: 'unavailable' });
  });

  it('diy routes show the merchant page: the route’s, ?name= on the diy route, or ?id=; the diy route without one is not found', () => {
    expect(resolveRoutePage(route({ id: 'pages/index/index', diy: 'DIY_VIEW_INDEX' }), {}, { hasSchema: unknown })).toEqual({ kind: 'diy', name: 'DIY_VIEW_INDEX' });
    expect(resolveRoutePage(route({ id: 'pages_tool/index/diy' }), { name: 'DIY_X' }, { hasSchema: unknown })).toEqual({ kind: 'diy', name: 'DIY_X' });
    expect(resolveRoutePage(route({ id: 'pages_tool/index/diy' }), { id: '12' }, { hasSchema: unknown })).toEqual({ kind: 'diy', id: 12 });
    expect(resolveRoutePage(route({ id: 'pages_tool/index/diy' }), { id: 'abc' }, { hasSchema: has([]) })).toEqual({ kind: 'not-found' });
    expect(resolveRoutePage(route({ id: 'pages_tool/index/diy' }), {}, { hasSchema: unknown })).toEqual({ kind: 'not-found' });
  });

  it('an addon the shop lacks is not available, whatever the page; without the site config it is not checked', () => {
    const r = route({ id: 'pages_promotion/seckill/list', addon: 'seckill', page: 'p' } as Partial<AppRoute> & { id: string });
    expect(resolveRoutePage(r, {}, { addons: { seckill: 0 }, hasSchema: unknown })).toEqual({ kind: 'unavailable' });
    expect(resolveRoutePage(r, {}, { addons: { seckill: 1 }, hasSchema: unknown })).toEqual({ kind: 'system', pageId: 'p' });
    expect(resolveRoutePage(r, {}, { addons: null, hasSchema: unknown })).toEqual({ kind: 'system', pageId: 'p' });
  });
});
