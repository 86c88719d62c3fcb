// @vitest-environment node
/**
 * The server-rendered first view (src/app/ssr.tsx, built into dist/server/ssr.js): the inlined
 * page with its data, in the language asked, as a guest; nothing without an inlined page; the
 * module state is cleared after each render.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from './ssr.tsx';
import { readInlinedInit } from '../boot/inlined.ts';
import { useSiteStore } from '../stores/site.ts';
import { useLanguageStore } from '../stores/language.ts';
import type { PageSchema } from '../renderer/types.ts';

beforeAll(() => {
  expect(typeof document).toBe('undefined');
  (globalThis as { localStorage?: unknown }).localStorage ??= { clear() {}, getItem: () => null, setItem() {}, removeItem() {} };
});

const schema: PageSchema = {
  schemaVersion: 1,
  id: 'diy/DIY_VIEW_INDEX',
  meta: { title: 'Shop front', background: '#eeeeee', tabBar: true },
  data: { goods: { api: 'goods.skuPage' } },
  content: [
    { id: 'hello', type: 'text', props: { text: 'first ${data.goods.name}' } },
    { id: 'note', type: 'text', props: { text: "${t('tabBar.home')}" } },
  ],
};

const config = {
  site_info: { site_name: 'Niu Shop' },
  style_theme: { name: 'default' },
  diy_bottom_nav: {},
  addon_is_exist: {},
};

describe('server rendering of the first view', () => {
  it('renders the inlined page with its data, its meta and the chrome, in the language asked', async () => {
    const init = { config, page: { schema, data: { goods: { name: 'view' } }, path: '/' } };
    const zh = await render({ url: '/h5/', lang: 'zh-cn', init: init as never });
    expect(zh?.lang).toBe('zh-cn');
    expect(zh?.html).toContain('first view');
    expect(zh?.html).toContain('Shop front'); // the page's meta title in the nav bar
    expect(zh?.html).toContain('background:#eeeeee');
    expect(zh?.html).toContain('首页');

    const en = await render({ url: '/h5/', lang: 'en-us', init: init as never });
    expect(en?.html).toContain('first view');
    expect(en?.html).toContain('Home');
    expect(en?.html).not.toContain('首页');
  });

  it('renders nothing without an inlined page, or when the page is not the URL’s', async () => {
    expect(await render({ url: '/h5/', lang: 'zh-cn', init: { config } as never })).toBeNull();
    const other = { config, page: { schema, path: '/pages/goods/list' } };
    expect(await render({ url: '/h5/', lang: 'zh-cn', init: other as never })).toBeNull();
  });

  it('leaves a page to the browser when a critical source was not inlined', async () => {
    const init = { config, page: { schema, path: '/' } }; // no data: goods would be fetched
    expect(await render({ url: '/h5/', lang: 'zh-cn', init: init as never })).toBeNull();
  });

  it('clears the request state afterwards', async () => {
    await render({ url: '/h5/', lang: 'en-us', init: { config, page: { schema, data: { goods: {} }, path: '/' } } as never });
    expect(readInlinedInit()).toBeUndefined();
    expect(useSiteStore.getState().initStatus).toBe(false);
    expect(useLanguageStore.getState().lang).toBe('en-us'); // the language follows the next render
  });

  it('renders one request at a time', async () => {
    const a = render({ url: '/h5/', lang: 'zh-cn', init: { config, page: { schema, data: { goods: { name: 'A' } }, path: '/' } } as never });
    const b = render({ url: '/h5/', lang: 'en-us', init: { config, page: { schema, data: { goods: { name: 'B' } }, path: '/' } } as never });
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra?.html).toContain('first A');
    expect(ra?.html).toContain('首页');
    expect(rb?.html).toContain('first B');
    expect(rb?.html).toContain('Home');
  });
});

describe('the route lookups of the render', () => {
  it('answers every lookup the view made, for the browser to hydrate it without the route tables', async () => {
    const nav = (wap_url: string) => ({ title: wap_url, link: { name: 'X', wap_url } });
    const page: PageSchema = {
      ...schema,
      content: [
        ...schema.content,
        {
          id: 'nav',
          type: 'diy-graphic-nav',
          props: { list: [nav('/pages/goods/detail?sku_id=1'), nav('/pages_tool/hongbao/list'), nav('/pages/member/index'), nav('/pages/nowhere')] },
        },
      ],
    };
    const tabBar = { list: [{ text: 'Home', link: { wap_url: '/pages/index/index' } }, { text: 'Cart', link: { wap_url: '/pages/goods/cart' } }] };
    const init = { config: { ...config, diy_bottom_nav: tabBar }, page: { schema: page, data: { goods: { name: 'view' } }, path: '/' } };
    const out = await render({ url: '/h5/', lang: 'zh-cn', init: init as never });
    const routes = out?.routes;
    const ids = routes?.list.map((r) => r.id);
    // The route opened, the tab bar's and the links'; in manifest order, compact.
    expect(ids).toEqual(['pages/index/index', 'pages/goods/cart', 'pages/member/index', 'pages/goods/detail', 'pages_tool/hongbao/list']);
    expect(routes?.list[0]).toEqual({ path: '/', id: 'pages/index/index', aliases: ['/pages/index/index'], tab: 0, pullRefresh: true, diy: 'DIY_VIEW_INDEX', params: ['name'] });
    expect(routes?.list.find((r) => r.id === 'pages/goods/detail')).toEqual({ id: 'pages/goods/detail' });
    expect(routes?.schemas).toEqual(['pages/goods/cart', 'pages/goods/detail']);
    expect(routes?.missing).toEqual(['/pages/nowhere']);
    // Each render notes its own.
    const plain = await render({ url: '/h5/', lang: 'zh-cn', init: { config, page: { schema, data: { goods: { name: 'view' } }, path: '/' } } as never });
    expect(plain?.routes.list.map((r) => r.id)).not.toContain('pages/goods/detail');
  });
});
