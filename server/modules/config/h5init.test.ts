import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { TtlCache } from '../../cache/index.ts';
import { firstEagerImage, headLinks } from '../../http/h5.ts';
import { diyDataToSchema, firstScreenImages, readSystemSchema } from './h5init.ts';
import { firstViewData } from './firstView.ts';
import { serverWidgets } from './serverWidgets.ts';
import { setConfig } from './queries.ts';
import { CARD_AGREEMENT_KEY } from '../supermember/service.ts';
import { collectTypes } from '../../../src/renderer/structure.ts';
import type { InlinedRoutes, InlinedWidget } from '../../../src/boot/inlined.ts';
import type { PageSchema } from '../../../src/renderer/types.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A built app in miniature: index.html as Vite writes it and a manifest naming a few chunks. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html><head><title>Shop</title>',
      '<!--app-head-->',
      '<script type="module" crossorigin src="/h5/assets/index-E.js"></script>',
      '<link rel="stylesheet" crossorigin href="/h5/assets/index-E.css">',
      '</head><body><div id="root"><!--app-html--></div><!--app-init--></body></html>',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  // Every other widget of the repository has a chunk too (`W-<type>.js`).
  const named = new Set(['diy-search', 'diy-image-ads', 'goods-gallery', 'login-form']);
  const otherWidgets = fs
    .readdirSync(path.join(ROOT, 'widgets'))
    .filter((d) => !named.has(d) && fs.existsSync(path.join(ROOT, 'widgets', d, 'index.ts')))
    .map((type) => ({ type, key: `widgets/${type}/Widget.tsx`, file: `assets/W-${type}.js` }));
  // …and a widget that declares data its data.ts (`D-<type>.js`, a chunk the table imports lazily).
  const dataModules = otherWidgets
    .filter((w) => fs.existsSync(path.join(ROOT, 'widgets', w.type, 'data.ts')))
    .map((w) => ({ key: `widgets/${w.type}/data.ts`, file: `assets/D-${w.type}.js` }));
  fs.writeFileSync(path.join(dist, 'assets', 'index-E.css'), '.sh-app{margin:0 auto}');
  fs.writeFileSync(path.join(dist, 'assets', 'diy-B.css'), '.diy-block{display:block}');
  const manifest = {
    'index.html': {
      file: 'assets/index-E.js',
      isEntry: true,
      imports: ['_core-C.js'],
      css: ['assets/index-E.css'],
      dynamicImports: ['src/i18n/locales/zh-cn/diywidgets.json'],
    },
    // The registry lives in the shared core chunk; the widget table (every manifest, each
    // importing its widget's chunk) is a chunk of its own it imports when needed.
    '_core-C.js': {
      file: 'assets/core-C.js',
      imports: ['_react-R.js'],
      dynamicImports: ['src/renderer/widgetTable.ts', 'src/i18n/locales/zh-cn/diywidgets.json', 'src/i18n/locales/en-us/diywidgets.json'],
    },
    'src/renderer/widgetTable.ts': {
      file: 'assets/widgetTable-T.js',
      isDynamicEntry: true,
      imports: ['_core-C.js'],
      dynamicImports: [
        'widgets/diy-search/DiySearch.tsx',
        'widgets/diy-image-ads/DiyImageAds.tsx',
        'widgets/goods-gallery/GoodsGallery.tsx',
        'widgets/login-form/LoginForm.tsx',
        ...otherWidgets.map((w) => w.key),
        ...dataModules.map((d) => d.key),
      ],
    },
    // A chunk the entry imports, with CSS of its own (Vite's tags put that CSS in the HTML).
    '_react-R.js': { file: 'assets/react-R.js', css: ['assets/react-R.css'] },
    '_diy-block-B.js': { file: 'assets/DiyBlock-B.js', css: ['assets/diy-B.css'], imports: ['_react-R.js'] },
    'widgets/diy-search/DiySearch.tsx': { file: 'assets/DiySearch-S.js', isDynamicEntry: true, imports: ['_diy-block-B.js', '_react-R.js'] },
    'widgets/diy-image-ads/DiyImageAds.tsx': { file: 'assets/DiyImageAds-I.js', isDynamicEntry: true, imports: ['_diy-block-B.js'] },
    'widgets/goods-gallery/GoodsGallery.tsx': { file: 'assets/GoodsGallery-G.js', isDynamicEntry: true },
    'widgets/login-form/LoginForm.tsx': { file: 'assets/LoginForm-L.js', isDynamicEntry: true },
    'src/i18n/locales/zh-cn/diywidgets.json': { file: 'assets/diywidgets-Z.js', isDynamicEntry: true },
    'src/i18n/locales/en-us/diywidgets.json': { file: 'assets/diywidgets-N.js', isDynamicEntry: true },
    ...Object.fromEntries(otherWidgets.map((w) => [w.key, { file: w.file, isDynamicEntry: true, imports: ['_core-C.js'] }])),
    ...Object.fromEntries(dataModules.map((d) => [d.key, { file: d.file, isDynamicEntry: true }])),
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // The server-rendering bundle: echoes what it was asked to render.
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(
    path.join(dist, 'server', 'ssr.js'),
    `export async function render({ url, lang, init }) {
      if (!init.page || url.includes('csr=1')) return null;
      const html = '<p id="ssr">' + url + ' ' + lang + ' ' + init.page.schema.id + '</p>';
      // What src/app/ssr.tsx answers: the route lookups its render made.
      return url.includes('lookups=1') ? { html, lang, routes: { list: [{ path: '/', id: 'pages/index/index' }, { id: 'pages/goods/cart' }], schemas: ['pages/goods/cart'], missing: ['/x'] } } : { html, lang };
    }\n`,
  );
  return dist;
}

interface Init {
  lang: string;
  routes?: InlinedRoutes;
  i18n?: { lang: string; resources: Record<string, Record<string, unknown>>; routes?: Record<string, string> };
  config: { site_info: { site_name: string } };
  page?: { schema: PageSchema; data?: Record<string, unknown>; path: string };
  head?: unknown;
  ssr?: { lang: string };
  widgets?: Record<string, InlinedWidget>;
}

function initOf(html: string): Init {
  const m = /<script id="__INIT__" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(m, 'the __INIT__ block').not.toBeNull();
  return JSON.parse(m![1]!) as Init;
}

let s: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fakeDist();
  s = await startTestServer({ distDir: dist });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('/h5/ first render', () => {
  it('home inlines the DIY_VIEW_INDEX page, adapted, and preloads its widget chunks in the same round', async () => {
    // (csr=1: the stub server renderer declines, as without a server bundle.)
    const res = await s.app.inject({ method: 'GET', url: '/h5/?csr=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const init = initOf(res.body);
    expect(init.config.site_info.site_name).toBe('Niu Shop');
    expect(init.head).toBeUndefined(); // preloads go to <head>, not into the data
    const page = init.page!;
    expect(page.path).toBe('/');
    expect(page.schema.schemaVersion).toBe(1);
    expect(page.schema.id).toBe('diy/DIY_VIEW_INDEX');
    const types = page.schema.content.map((n) => n.type);
    expect(types).toContain('diy-search');
    // The merchant's blocks, then the shop's own gift popups (src/diy/giftPopups.ts).
    expect(types.at(-1)).toBe('gift-popups');
    expect(types.slice(0, -1).every((t) => t.startsWith('diy-'))).toBe(true);

    // The page's chunks (and their shared chunk and CSS) are in <head>, after the entry's tags;
    // chunks the entry already loads and widgets not on the page are not.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/h5/assets/DiySearch-S.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/h5/assets/DiyBlock-B.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/h5/assets/diy-B.css">');
    // Not the widgets' text chunks: their texts are inlined.
    expect(head).not.toContain('diywidgets-Z.js');
    // (the home's Coupon block words its validity with the coupon pages' texts)
    expect(Object.keys(init.i18n!.resources).sort()).toEqual(['common', 'coupon', 'diy', 'diywidgets', 'shell']);
    // The entry's stylesheet is inline.
    expect(head).toContain('<style data-href="/h5/assets/index-E.css">.sh-app{margin:0 auto}</style>');
    expect(head).not.toContain('<link rel="stylesheet" crossorigin href="/h5/assets/index-E.css">');
    expect(head).not.toContain('diywidgets-N.js'); // zh-cn only
    expect(head).not.toContain('react-R.js');
    expect(head).not.toContain('react-R.css'); // the entry's chunks' CSS is not written twice
    expect(head).not.toContain('LoginForm');
    expect(head.indexOf('DiySearch-S.js')).toBeGreaterThan(head.indexOf('index-E.js'));
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it('home inlines the chunk of exactly its widget types, so the browser needs no widget table for it', async () => {
    const widgets = await serverWidgets();
    const nsOf = new Map([...widgets].map(([t, w]) => [t, w.namespaces]));
    for (const url of ['/h5/', '/h5/?csr=1']) {
      const res = await s.app.inject({ method: 'GET', url });
      const init = initOf(res.body);
      const types = collectTypes(init.page!.schema.content).sort();
      expect(types.length, url).toBeGreaterThan(2);
      expect(Object.keys(init.widgets ?? {}).sort(), url).toEqual(types);
      // The chunk, the namespaces its manifest names, the files it imports beyond the entry's.
      expect(init.widgets!['diy-search']).toEqual(['assets/DiySearch-S.js', ['diy'], ['assets/DiyBlock-B.js']]);
      expect(init.widgets!['diy-image-ads']).toEqual(['assets/DiyImageAds-I.js', ['diy'], ['assets/DiyBlock-B.js']]);
      for (const type of types.filter((t) => t !== 'diy-search' && t !== 'diy-image-ads')) {
        const ns = nsOf.get(type) ?? [];
        expect(init.widgets![type], type).toEqual(ns.length > 0 ? [`assets/W-${type}.js`, ns] : [`assets/W-${type}.js`]);
      }
      // The table itself is neither inlined nor preloaded, nor are the widgets' data declarations
      // (the server wrote their sources into the page).
      expect(res.body, url).not.toContain('widgetTable-T.js');
      expect(res.body, url).not.toMatch(/assets\/D-[\w-]+\.js/);
    }
    // A route that needs a login gets no page, but the widgets of its schema and of the login
    // page's (a guest is sent there), and no preload: only one of them shows.
    const orders = await s.app.inject({ method: 'GET', url: '/h5/pages/order/list' });
    const schemas = initOf(orders.body).routes!.pages as Record<string, PageSchema>;
    const typesOf = (id: string) => collectTypes(schemas[id]!.content);
    expect(Object.keys(initOf(orders.body).widgets!).sort()).toEqual([...new Set([...typesOf('pages/order/list'), ...typesOf('pages_tool/login/login')])].sort());
    for (const [file] of Object.values(initOf(orders.body).widgets!)) expect(orders.body).not.toContain(`modulepreload" crossorigin href="/h5/${file}"`);
    // No route, no widgets.
    expect(initOf((await s.app.inject({ method: 'GET', url: '/h5/no/such/page' })).body).widgets).toBeUndefined();
  });

  it('a server-rendered page keeps its CSS and pictures in <head> but leaves its chunks to hydration', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/h5/' });
    expect(res.body).toContain('<p id="ssr">');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // Inline, so the first paint needs only the document; the disabled link keeps the chunk
    // loader from fetching it again.
    expect(head).toContain('<style data-href="/h5/assets/diy-B.css">.diy-block{display:block}</style><link rel="stylesheet" crossorigin href="/h5/assets/diy-B.css" disabled>');
    expect(head).not.toContain('DiySearch-S.js');
    expect(head).not.toContain('diywidgets-Z.js');
    // The entry is started by the inline script after the pictures (src/boot/appStart.ts), not by
    // a module script tag the browser would fetch at once.
    expect(head).toContain('<meta name="h5-app" content="/h5/assets/index-E.js">');
    expect(head).not.toContain('<script type="module"');
    // The page's share card, for crawlers and WeChat, marked as the server's for that page.
    expect(head).toMatch(/<meta property="og:title" content="[^"]+" data-h5-share="diy\/DIY_VIEW_INDEX">/);
    expect(head).toContain('<meta property="og:url" content="http://localhost:80/h5/" data-h5-share="diy/DIY_VIEW_INDEX">');
    expect(head).toContain('window.__h5Start=start');
  });

  it('renders the first view on the server into #root, in the language of the h5_lang cookie, with the theme', async () => {
    const zh = await s.app.inject({ method: 'GET', url: '/h5/', headers: { 'accept-language': 'en-US' } });
    expect(zh.body).toContain('<div id="root"><p id="ssr">/h5/ zh-cn diy/DIY_VIEW_INDEX</p></div>');
    expect(initOf(zh.body).ssr).toEqual({ lang: 'zh-cn' });
    expect(initOf(zh.body).lang).toBe('zh-cn'); // the data inlined is in the language shown, not the Accept-Language
    expect(zh.body).toMatch(/<style id="h5-theme" data-theme="default">:root\{--base-color:#CB2F17;[^<]*\}<\/style>/);
    // The interface texts every view shows and those of the page's widgets, and the route's
    // title, in the language rendered.
    const zhTexts = initOf(zh.body).i18n!;
    expect(zhTexts.lang).toBe('zh-cn');
    expect(Object.keys(zhTexts.resources).sort()).toEqual(['common', 'coupon', 'diy', 'diywidgets', 'shell']);
    expect((zhTexts.resources.common as { tabBar: { home: string } }).tabBar.home).toBe('首页');
    expect(zhTexts.routes).toEqual({ 'pages/index/index': '首页' });

    const en = await s.app.inject({ method: 'GET', url: '/h5/pages/goods/list', headers: { cookie: 'a=1; h5_lang=en-us' } });
    expect(en.body).toContain('<p id="ssr">/h5/pages/goods/list en-us pages/goods/list</p>');
    expect(initOf(en.body).ssr).toEqual({ lang: 'en-us' });
    expect(initOf(en.body).i18n?.lang).toBe('en-us');
    expect(initOf(en.body).i18n?.routes).toEqual({ 'pages/goods/list': 'Goods List' });

    // No inlined page, no server view.
    const login = await s.app.inject({ method: 'GET', url: '/h5/pages/order/list' });
    expect(login.body).toContain('<div id="root"></div>');
    expect(initOf(login.body).ssr).toBeUndefined();
    // Texts come without a page too: the route's title and the login page's (a guest is sent there).
    expect(initOf(login.body).i18n?.routes).toEqual({ 'pages/order/list': '订单列表', 'pages_tool/login/login': '登录' });
    // No page, but the texts of its widgets and of the login page's, which the browser renders.
    expect(Object.keys(initOf(login.body).i18n!.resources).sort()).toEqual(expect.arrayContaining(['common', 'shell', 'login', 'orders']));
    const unknown = await s.app.inject({ method: 'GET', url: '/h5/no/such/page' });
    expect(initOf(unknown.body).i18n?.routes).toBeUndefined();
  });

  it('does not serve the build\'s own files', async () => {
    for (const url of ['/h5/server/ssr.js', '/h5/.vite/manifest.json']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).not.toContain('export async function render');
    }
  });

  it('an en-us visitor gets the en-us texts of the page’s widgets inlined, only those; the alias of home gets the same page', async () => {
    const enWidgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/i18n/locales/en-us/diywidgets.json'), 'utf8')) as unknown;
    const res = await s.app.inject({ method: 'GET', url: '/h5/pages/index/index?lang=en-us&csr=1' });
    expect(initOf(res.body).page?.schema.id).toBe('diy/DIY_VIEW_INDEX');
    expect(initOf(res.body).page?.path).toBe('/pages/index/index');
    expect(initOf(res.body).i18n?.lang).toBe('en-us');
    expect(initOf(res.body).i18n?.resources.diywidgets).toEqual(enWidgets);
    // No text chunk is preloaded, in either language: the browser fetches none for this page.
    expect(res.body).not.toContain('diywidgets-N.js');
    expect(res.body).not.toContain('diywidgets-Z.js');
    // The interface language (cookie), not the Accept-Language of the API answers, picks the texts.
    const cookie = await s.app.inject({ method: 'GET', url: '/h5/?csr=1', headers: { cookie: 'h5_lang=en-us', 'accept-language': 'zh-CN' } });
    expect(initOf(cookie.body).i18n?.lang).toBe('en-us');
    expect(initOf(cookie.body).i18n?.resources.diywidgets).toEqual(enWidgets);
    expect(cookie.body).not.toContain('diywidgets-N.js');
  });

  it('the goods detail inlines the texts of its widgets’ namespaces, and no others', async () => {
    const sku = await s.db().selectFrom('goods_sku').select(['sku_id']).orderBy('sku_id').executeTakeFirstOrThrow();
    const res = await s.app.inject({ method: 'GET', url: `/h5/pages/goods/detail?sku_id=${sku.sku_id}` });
    const init = initOf(res.body);
    const widgets = await serverWidgets();
    const nsOf = new Map([...widgets].map(([t, w]) => [t, w.namespaces]));
    const declared = new Set(collectTypes(init.page!.schema.content).flatMap((t) => nsOf.get(t) ?? []));
    expect(declared.size).toBeGreaterThan(0);
    expect(Object.keys(init.i18n!.resources).sort()).toEqual([...new Set(['common', 'shell', ...declared])].sort());
    expect(init.i18n!.resources).not.toHaveProperty('diywidgets');
  });

  it('inlines the route the URL opens, and whether it has a page schema: exactly what the first render needs of the manifest', async () => {
    const sku = await s.db().selectFrom('goods_sku').select(['sku_id']).orderBy('sku_id').executeTakeFirstOrThrow();
    const routesOf = async (url: string) => initOf((await s.app.inject({ method: 'GET', url })).body).routes;
    // Home: its compact entry (no title, no field holding its default); it has no page schema.
    expect(await routesOf('/h5/?csr=1')).toEqual({ list: [{ path: '/', id: 'pages/index/index', aliases: ['/pages/index/index'], tab: 0, pullRefresh: true, diy: 'DIY_VIEW_INDEX', params: ['name'] }] });
    expect(await routesOf('/h5/pages/index/index?csr=1')).toEqual(await routesOf('/h5/?csr=1'));
    expect(await routesOf(`/h5/pages/goods/detail?sku_id=${sku.sku_id}&csr=1`)).toEqual({ list: [{ id: 'pages/goods/detail' }], schemas: ['pages/goods/detail'] });
    // Without a page too (a login route: the browser sends the guest to log in).
    // With its page schema and the login page's (the browser renders one of them without the
    // route tables' page loaders).
    const orders = await routesOf('/h5/pages/order/list');
    expect({ ...orders, pages: undefined }).toEqual({ list: [{ id: 'pages/order/list', login: true }, { id: 'pages_tool/login/login', aliases: ['/pages_tool/login/index'] }], schemas: ['pages/order/list', 'pages_tool/login/login'], pages: undefined });
    expect(orders!.pages).toEqual({ 'pages/order/list': readSystemSchema('pages/order/list'), 'pages_tool/login/login': readSystemSchema('pages_tool/login/login') });
    expect(await routesOf('/h5/pages_tool/hongbao/list')).toEqual({ list: [{ id: 'pages_tool/hongbao/list' }] }); // not built
    expect(await routesOf('/h5/no/such/page')).toBeUndefined();
    // A view rendered on the server: every route its render looked up, as it answers them.
    expect(await routesOf('/h5/?lookups=1')).toEqual({ list: [{ path: '/', id: 'pages/index/index' }, { id: 'pages/goods/cart' }], schemas: ['pages/goods/cart'], missing: ['/x'] });
  });

  it('goods detail inlines its page schema and the critical sku data, fetched in-process', async () => {
    const sku = await s.db().selectFrom('goods_sku').select(['sku_id', 'goods_id']).orderBy('sku_id').executeTakeFirstOrThrow();
    const res = await s.app.inject({ method: 'GET', url: `/h5/pages/goods/detail?sku_id=${sku.sku_id}&csr=1` });
    const page = initOf(res.body).page!;
    expect(page.schema.id).toBe('pages/goods/detail');
    expect(page.path).toBe('/pages/goods/detail');
    const detail = page.data?.detail as { sku_id?: number; goods_sku_detail?: { sku_id: number } } | undefined;
    expect(detail?.goods_sku_detail?.sku_id ?? detail?.sku_id).toBe(sku.sku_id);
    // Deferred and member-only sources are the browser's.
    expect(page.data).not.toHaveProperty('footprint');
    expect(res.body).toContain('GoodsGallery-G.js');
  });

  it('inlines the page\'s data in the language the page is shown in (h5_lang), not the Accept-Language', async () => {
    await setConfig(s.db(), CARD_AGREEMENT_KEY, { 'zh-cn': { title: '会员卡协议', content: '<p>条款</p>' }, 'en-us': { title: 'Card agreement', content: '<p>Terms</p>' } });
    const url = '/h5/pages_tool/member/card_agreement?csr=1';
    const en = await s.app.inject({ method: 'GET', url, headers: { cookie: 'h5_lang=en-us', 'accept-language': 'zh-CN' } });
    expect((initOf(en.body).page?.data?.agreement as { title: string }).title).toBe('Card agreement');
    const zh = await s.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
    expect((initOf(zh.body).page?.data?.agreement as { title: string }).title).toBe('会员卡协议');
  });

  it('inlines the merchant texts of the page and the tab bar in the visitor\'s language, cached per language', async () => {
    // A cache as production keeps it (test mode keeps none): one entry per language.
    const own = s.services.publicCache;
    const cache = new TtlCache({ ttlMs: 60_000 });
    s.services.publicCache = cache;
    try {
      const first = async (lang: string) => {
        const init = initOf((await s.app.inject({ method: 'GET', url: '/h5/?csr=1', headers: { cookie: `h5_lang=${lang}` } })).body) as Init & { config: { diy_bottom_nav: { list: Array<{ text: string }> } } };
        const nav = init.page!.schema.content.find((n) => n.type === 'diy-graphic-nav')!;
        return { title: init.page!.schema.meta?.title, nav: (nav.props!.list as Array<{ title: string }>)[0]!.title, tab: init.config.diy_bottom_nav.list[0]!.text };
      };
      for (let round = 0; round < 2; round++) {
        expect(await first('en-us')).toEqual({ title: 'Home', nav: 'Group buy', tab: 'Home' });
        expect(await first('zh-cn')).toEqual({ title: '官方模板一', nav: '团购', tab: '主页' });
      }
    } finally {
      s.services.publicCache = own;
      cache.dispose();
    }
  });

  it('the goods list inlines its first page of goods', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/h5/pages/goods/list' });
    const page = initOf(res.body).page!;
    expect(page.schema.id).toBe('pages/goods/list');
    const goods = page.data?.goods as { list: unknown[] };
    expect(Array.isArray(goods.list)).toBe(true);
    expect(goods.list.length).toBeGreaterThan(0);
    expect(page.data).not.toHaveProperty('brands'); // deferred
  });

  it('inlines no page for a login route, an unknown path, or when the page cannot be had', async () => {
    for (const url of ['/h5/pages/order/list', '/h5/no/such/page', '/h5/pages_tool/index/diy?name=NO_SUCH_PAGE']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const init = initOf(res.body);
      expect(init.page, url).toBeUndefined();
      expect(init.config.site_info.site_name).toBe('Niu Shop');
    }
  });

  it('streams compressed HTML when asked (the head first), still whole', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/h5/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(initOf(html).page?.schema.id).toBe('diy/DIY_VIEW_INDEX');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});

describe('pieces', () => {
  it('diyDataToSchema takes our page as it is and adapts raw NiuShop JSON', () => {
    const ours: PageSchema = { schemaVersion: 1, id: 'diy/x', content: [] };
    expect(diyDataToSchema({ value: JSON.stringify(ours) }, 'X')).toEqual(ours);
    expect(diyDataToSchema({ value: '{"global":{}}', schema: ours }, 'X')).toEqual(ours);
    const raw = { global: { title: 'T' }, value: [{ id: 'a1', componentName: 'Text', text: 'hi' }] };
    const adapted = diyDataToSchema({ value: JSON.stringify(raw) }, 'DIY_VIEW_X');
    expect(adapted?.id).toBe('diy/DIY_VIEW_X');
    expect(adapted?.content[0]?.type).toBe('diy-text');
    expect(diyDataToSchema('nonsense', 'X')).toBeNull();
  });

  it('firstViewData (the page loader on the server) follows dependencies, adds the widgets’ sources and leaves out what a guest server cannot know', async () => {
    const calls: Array<[string, Record<string, string>]> = [];
    const schema: PageSchema = {
      schemaVersion: 1,
      id: 't',
      state: { size: 5 },
      data: {
        a: { api: 'goods.skuDetail', params: { sku_id: '${query.id}', n: '${state.size}' } },
        b: { api: 'goods.evaluatePage', params: { goods_id: '${data.a.goods_id}' } },
        mine: { api: 'goods.skuDetail', params: { member_id: '${member.member_id}' } },
        afterMine: { api: 'goods.skuDetail', params: { x: '${data.mine.x}' } },
        later: { api: 'goods.skuDetail', load: 'deferred' },
        list: { api: 'goods.skuPage', paged: true, pageSize: 6 },
        failing: { api: 'goods.brandPage' },
        needsLogin: { api: 'member.info' },
        cartBound: { api: 'goods.skuPage', when: 'cart.cartNumber > 0' },
      },
      content: [
        { id: 'w', type: 'x-data', props: { n: 4 } },
        { id: 'off', type: 'x-data', props: { n: 0 } },
      ],
    };
    const dataOf = (type: string) =>
      type === 'x-data'
        ? (props: Record<string, unknown>) => ({
            coupons: { api: 'coupon.typeLists', params: { num: props.n }, when: 'site.addonIsExist.coupon == 1 && ${query.id} != ""'.replace('${query.id}', 'query.id') },
          })
        : null;
    const { schema: out, data } = await firstViewData(
      schema,
      { id: '7' },
      async (p, params) => {
        calls.push([p, params]);
        if (p === '/api/goodsbrand/page') return { code: -1, message: 'no' };
        if (p === '/api/goodssku/detail') return { code: 0, data: { goods_id: 3 } };
        return { code: 0, data: { list: [], p } };
      },
      { dataOf, addons: { coupon: 1 } },
    );
    expect(Object.keys(data).sort()).toEqual(['a', 'b', 'list', 'off:coupons', 'w:coupons']);
    // Written in as the browser would (deferred: there it streams in behind the placeholder), yet
    // fetched here before the answer (its data above).
    expect(out.data?.['w:coupons']).toEqual({ api: 'coupon.typeLists', params: { num: 4 }, when: 'site.addonIsExist.coupon == 1 && query.id != ""', load: 'deferred' });
    expect(out.content).toBe(schema.content);
    expect(calls.filter((c) => c[0] === '/coupon/api/coupon/typelists').map((c) => c[1])).toEqual([{ num: '4' }, { num: '0' }]);
    // The addon off: the sources are skipped as they would be in the browser.
    const off = await firstViewData(schema, { id: '7' }, async () => ({ code: 0, data: {} }), { dataOf, addons: { coupon: 0 } });
    expect(Object.keys(off.data)).not.toContain('w:coupons');
    expect(calls.find((c) => c[0] === '/api/goodssku/detail')?.[1]).toEqual({ sku_id: '7', n: '5' });
    expect(calls.find((c) => c[0] === '/api/goodsevaluate/page')?.[1]).toEqual({ goods_id: '3' });
    expect(calls.find((c) => c[0] === '/api/goodssku/page')?.[1]).toEqual({ page: '1', page_size: '6' });
  });

  it('firstScreenImages: the page background and the first banner', () => {
    const schema: PageSchema = {
      schemaVersion: 1,
      id: 'diy/x',
      meta: { backgroundImage: '/upload/bg.png' },
      content: [
        { id: 's', type: 'diy-search' },
        { id: 'ads', type: 'diy-image-ads', props: { list: [{ imageUrl: '' }, { imageUrl: 'upload/a.png' }] } },
      ],
    };
    expect(firstScreenImages(schema)).toEqual(['/upload/bg.png', '/upload/a.png']);
  });

  it('headLinks writes safe tags', () => {
    expect(headLinks({ js: ['assets/a.js', '../x.js'], css: ['assets/a.css'], images: ['/upload/"x.png'] })).toBe(
      '<link rel="stylesheet" crossorigin href="/h5/assets/a.css">\n    <link rel="modulepreload" crossorigin href="/h5/assets/a.js">\n    <link rel="preload" as="image" fetchpriority="high" href="/upload/&quot;x.png">',
    );
    expect(headLinks(undefined)).toBe('');
  });

  it('firstEagerImage finds the first eagerly loaded site picture of server markup', () => {
    expect(firstEagerImage('<img src="/a.png" loading="lazy"><img alt="" src="/upload/b_BIG.jpg?x=1&amp;y=2" loading="eager"><img src="/c.png" loading="eager">')).toBe('/upload/b_BIG.jpg?x=1&y=2');
    expect(firstEagerImage('<img src="https://cdn/x.png" loading="eager">')).toBeUndefined();
    expect(firstEagerImage('<p>no pictures</p>')).toBeUndefined();
  });
});

describe('the first-view switches (FIRST_VIEW_DEFER, EARLY_TAPS)', () => {
  /** The document's inline script (the one `<script>` without attributes), and the CSP's hashes. */
  async function documentOf(overrides: { firstViewDefer: boolean; earlyTaps: boolean }) {
    const server = overrides.firstViewDefer && overrides.earlyTaps ? s : await startTestServer({ distDir: dist, ...overrides });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/h5/' });
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const inline = /<script>(.*?)<\/script>/s.exec(head)?.[1] ?? null;
      const hashes = [...String(res.headers['content-security-policy']).matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
      return { head, inline, hashes };
    } finally {
      if (server !== s) await server.close();
    }
  }
  const sha = (text: string) => crypto.createHash('sha256').update(text).digest('base64');

  it('reads FIRST_VIEW_DEFER and EARLY_TAPS: on unless `0`', () => {
    expect(loadConfig({})).toMatchObject({ firstViewDefer: true, earlyTaps: true });
    expect(loadConfig({ FIRST_VIEW_DEFER: '1', EARLY_TAPS: '' })).toMatchObject({ firstViewDefer: true, earlyTaps: true });
    expect(loadConfig({ FIRST_VIEW_DEFER: '0' })).toMatchObject({ firstViewDefer: false, earlyTaps: true });
    expect(loadConfig({ EARLY_TAPS: '0' })).toMatchObject({ firstViewDefer: true, earlyTaps: false });
  });

  it('on (the default): the app starts after the pictures and taps are held; the CSP allows exactly that script', async () => {
    const { head, inline, hashes } = await documentOf({ firstViewDefer: true, earlyTaps: true });
    expect(head).toContain('<meta name="h5-app" content="/h5/assets/index-E.js">');
    expect(inline).toContain('window.__h5Early=');
    expect(inline).toContain('window.__h5Start=start');
    expect(hashes).toEqual([sha(inline!)]);
  });

  it('FIRST_VIEW_DEFER=0: Vite\'s module script stays (the app starts at once); taps are still held', async () => {
    const { head, inline, hashes } = await documentOf({ firstViewDefer: false, earlyTaps: true });
    expect(head).toContain('<script type="module" crossorigin src="/h5/assets/index-E.js"></script>');
    expect(head).not.toContain('name="h5-app"');
    expect(inline).toContain('window.__h5Early=');
    expect(inline).not.toContain('__h5Start');
    expect(hashes).toEqual([sha(inline!)]);
  });

  it('EARLY_TAPS=0: nothing holds taps; the app still starts after the pictures', async () => {
    const { head, inline, hashes } = await documentOf({ firstViewDefer: true, earlyTaps: false });
    expect(head).toContain('<meta name="h5-app" content="/h5/assets/index-E.js">');
    expect(inline).not.toContain('__h5Early');
    expect(inline).toContain('window.__h5Start=start');
    expect(hashes).toEqual([sha(inline!)]);
  });

  it('both off: no inline script and no hash in the CSP', async () => {
    const { head, inline, hashes } = await documentOf({ firstViewDefer: false, earlyTaps: false });
    expect(inline).toBeNull();
    expect(head).toContain('<script type="module" crossorigin src="/h5/assets/index-E.js"></script>');
    expect(hashes).toEqual([]);
  });
});
