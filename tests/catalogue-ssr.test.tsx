// @vitest-environment node
/**
 * The catalogue pages render on the server (no window, no document, no storage during render):
 * every page schema of the catalogue, with representative data, to a string.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createPageRuntime, PageRenderer } from '../src/sdk/testing/index.ts';
import type { PageSchema } from '../src/sdk/index.ts';

const files = import.meta.glob<{ default: PageSchema }>('../src/pages/**/*.page.json', { eager: true });
const page = (id: string): PageSchema => files[`../src/pages/${id}.page.json`]!.default;

const sku = {
  goods_id: 1,
  sku_id: 1,
  goods_name: 'X5 Phone',
  discount_price: '2999.00',
  market_price: '3499.00',
  stock: 170,
  goods_stock: 1000,
  sku_images: 'upload/goods/1/1.jpg,upload/goods/1/2.jpg',
  video_url: 'upload/v.mp4',
  goods_spec_format: JSON.stringify([{ spec_id: 1, spec_name: 'Colour', value: [{ spec_id: 1, spec_value_id: 1, spec_value_name: 'Black', selected: true, sku_id: 1 }] }]),
  sku_spec_format: JSON.stringify([{ spec_id: 1, spec_value_name: 'Black' }]),
  goods_attr_format: JSON.stringify([{ attr_name: 'Brand', attr_value_name: 'Star' }]),
  goods_service: [{ service_name: 'Returns' }],
  evaluate_list: [{ evaluate_id: 1, member_name: 'Ann', content: 'Good', scores: 5 }],
  evaluate_count: 1,
  goods_content: '<p>Hello</p>',
};

/** Text each page must show (a widget that threw would be missing). */
const shows: Record<string, string[]> = {
  'pages/goods/list': ['Tea', 'gf-bar', 'sb-field'],
  'pages/goods/detail': ['X5 Phone', '2999', 'gl-track', 'sp-row', 'gc-row', 'ge-head', 'ga-bar'],
  'pages_tool/goods/search': ['rice', 'sb-input'],
  'pages_tool/goods/brand': ['Leaf'],
  'pages_tool/goods/coupon': ['cc-card'],
  'pages_tool/goods/coupon_receive': ['cr-btn'],
  'pages_tool/goods/evaluate': ['Good', 'ge-tabs'],
  'pages_tool/goods/not_exist': ['gn-btn'],
};

const data: Record<string, Record<string, unknown>> = {
  'pages/goods/list': { goods: { list: [{ goods_id: 1, sku_id: 1, goods_name: 'Tea', discount_price: '1.00' }] }, brands: { list: [{ brand_id: 1, brand_name: 'Leaf' }] } },
  'pages/goods/detail': { detail: { goods_sku_detail: sku } },
  'pages_tool/goods/search': { hot: { words: 'tea,rice' }, defaults: { words: 'earphones' } },
  'pages_tool/goods/brand': { brands: { list: [{ brand_id: 1, brand_name: 'Leaf' }] } },
  'pages_tool/goods/coupon': { coupons: { list: [{ coupon_type_id: 1, coupon_name: '¥10', type: 'reward', money: '10.00', at_least: '0.00', count: -1, lead_count: 0, max_fetch: 0 }] } },
  'pages_tool/goods/coupon_receive': { info: { coupon_type_id: 1, coupon_name: '¥10', type: 'reward', money: '10.00', at_least: '0.00', count: 5, lead_count: 0, max_fetch: 1, status: 1 } },
  'pages_tool/goods/evaluate': { counts: { total: 1, haoping: 1, zhongping: 0, chaping: 0 }, reviews: { list: [{ evaluate_id: 1, member_name: 'Ann', content: 'Good' }] } },
  'pages_tool/goods/not_exist': {},
};

describe('catalogue pages on the server', () => {
  it.each(Object.keys(data))('%s renders to a string', async (id) => {
    expect(typeof window).toBe('undefined');
    const runtime = createPageRuntime(page(id), {
      globals: () => ({ member: null, site: {}, cart: {} }),
      query: {},
      initialData: data[id],
      request: async () => ({ code: 0, data: null }),
      loadNamespaces: async () => undefined,
    });
    await runtime.start();
    const html = renderToString(<PageRenderer runtime={runtime} globals={{ member: null, site: {}, cart: {} }} />);
    for (const marker of shows[id]!) expect(html, `${id} shows ${marker}`).toContain(marker);
  });
});
