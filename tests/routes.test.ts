/**
 * The route manifest against the spec (section 2), written here from the spec text independently of
 * routes.json, plus the manifest and path helpers the router builds on.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findRoute,
  isAddonOn,
  isRouteAvailable,
  isTabRoute,
  manifest,
  routeById,
  routes,
  tabRoutes,
} from '../src/routes/full.ts';
import { i18n } from '../src/i18n/instance.ts';
import { hasRouteTitles, loadRouteTitles, routeTitle } from '../src/routes/titles.ts';
import type { AppRoute } from '../src/routes/manifest.ts';
import {
  BASE_PATH,
  buildPath,
  isExternalUrl,
  LOGIN_PATH,
  loginPath,
  normalizePath,
  normalizeUrl,
  queryOf,
  safeBackPath,
  splitPath,
  stripBase,
  withBase,
} from '../src/routes/paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (rel: string): unknown => JSON.parse(readFileSync(path.join(ROOT, rel), 'utf8'));

// ---- the spec's route list (spec.md section 2), copied from its text -------------------------------------------

const SPEC_PROMOTION = `
- cardservice: service_goods/reserve_list, reserve_detail, reserve_apply, my_reserve_list, my_reserve_detail, service_list; card/list, my_card, my_detail, pick_goods, pick_payment, card_record
- blindbox: list, goods_list, fill_address, index, my_box, my_prize
- divideticket: list, index, poster, my_guafen
- bundling: detail, payment
- topics: list, detail, goods_detail, payment
- seckill: list, detail, payment
- pintuan: list, detail, my_spell, my_groupon_new, share, groupon_share, payment, order
- bargain: list, detail, my_bargain, payment
- groupbuy: list, detail, payment
- pinfan: list, detail, payment, my_rebate, share, order
- point: list, goods_list, detail, payment, order_list, result
- presale: list, detail, payment, order_list, order_detail
- bale: detail (titled fixed-price bundle), payment
- jielong/jielong
- giftcard: index, member, detail, order_list, order_detail, list, card_info, give, give_info, member_give_info, exchange, payment, receive_list, give_list, card_use, not_exist, use_select
- game: cards, turntable, smash_eggs, record
- fenxiao: index, promote, apply, order, relation, order_detail, team, withdraw_apply, withdraw_list, withdrawal_detail, promote_code, level, goods_list, bill, ranking_list, child_fenxiao
`;

const SPEC_TOOL = `
- webview/webview
- hongbao: index, list, my_hongbao, poster
- index/diy (custom home page, pull-to-refresh)
- member: modify_face, account, account_edit, apply_withdrawal_new, balance, balance_detail, collection, coupon (scroll disabled), contact (pull-to-refresh), footprint, level, card, card_buy, card_agreement, level_growth_rules, point, point_detail, signin, withdrawal, withdrawal_detail, address, address_edit, pay_password, cancellation, assets, cancelstatus, cancelsuccess, cancelrefuse, info (title personal profile), info_edit, invite_friends
- login: login, register, find
- goods: coupon, coupon_receive, evaluate, search, brand, not_exist
- help: list, detail; notice: list, detail; article: list, detail
- recharge: list, order_list
- live/list
- store_notes: note_list (scroll disabled), note_detail
- chat/room (keyboard resizes the page)
- pay: index, wx_pay, result, cashier, offlinepay
- storeclose/storeclose
- order: logistics, evaluate, refund, refund_goods_select, refund_type_select, refund_batch, refund_detail, activist (title refund)
- form/form
- store: list, detail, store_payment, payment_qrcode
- verification: index (write-off desk), list, detail
- weapp/order_shipping
`;

/** Expands the spec's bullets ("- folder: a, b; sub/c, d" and "- folder/page") into paths. */
function expandBullets(prefix: string, text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\([^)]*\)/g, '').trim();
    if (!line.startsWith('- ')) continue;
    // "help: list, detail; notice: list, detail; …" holds several folders on one line
    for (const part of line.slice(2).split(/;\s*(?=[a-z_]+:)/)) {
      const colon = part.indexOf(':');
      if (colon < 0) {
        out.push(`${prefix}${part.trim()}`);
        continue;
      }
      const folder = part.slice(0, colon).trim();
      let sub = folder;
      for (const item of part.slice(colon + 1).split(/[,;]/).map((s) => s.trim()).filter(Boolean)) {
        if (item.includes('/')) {
          sub = `${folder}/${item.slice(0, item.lastIndexOf('/'))}`;
          out.push(`${prefix}${folder}/${item}`);
        } else out.push(`${prefix}${sub}/${item}`);
      }
    }
  }
  return out;
}

const SPEC_TABS = ['/', '/pages/goods/category', '/pages/goods/cart', '/pages/member/index'];
const SPEC_GOODS_ORDERS = '/pages/goods/detail, /pages/goods/list, /pages/order/payment, /pages/order/list, /pages/order/detail, /pages/order/detail_point'.split(', ');
const SPEC_SYSTEM = ['/choose-location', '/open-location'];
const SPEC_PATHS = [
  ...SPEC_TABS,
  ...SPEC_GOODS_ORDERS,
  ...expandBullets('/pages_promotion/', SPEC_PROMOTION),
  ...expandBullets('/pages_tool/', SPEC_TOOL),
  ...SPEC_SYSTEM,
];

const route = (p: string): AppRoute => {
  const r = findRoute(p);
  if (!r) throw new Error(`no route for ${p}`);
  return r;
};

describe('the spec route list (as expanded here)', () => {
  it('has the size and entries the spec text gives', () => {
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
    expect(SPEC_PATHS).toContain('/pages_promotion/cardservice/card/pick_payment');
    expect(SPEC_PATHS).toContain('/pages_promotion/cardservice/service_goods/service_list');
    expect(SPEC_PATHS).toContain('/pages_tool/article/detail');
    expect(SPEC_PATHS).toContain('/pages_tool/member/info');
    expect(SPEC_PATHS).toHaveLength(196);
  });
});

describe('routes.json', () => {
  it('is the manifest the module exports', () => {
    expect(readJson('src/routes/routes.json')).toEqual(manifest);
  });

  it('has every route of spec section 2, each under its own path', () => {
    const missing = SPEC_PATHS.filter((p) => routes.find((r) => r.path === p) === undefined);
    expect(missing).toEqual([]);
  });

  it('has no route the spec does not list', () => {
    const extra = routes.filter((r) => !SPEC_PATHS.includes(r.path)).map((r) => r.path);
    expect(extra).toEqual([]);
  });

  it('has unique ids and unique paths (aliases included)', () => {
    const ids = routes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('ids are the path without its leading slash (home: its alias /pages/index/index)', () => {
    for (const r of routes) {
      expect([r.path, ...(r.aliases ?? [])], r.id).toContain(`/${r.id}`);
    }
    expect(route('/').id).toBe('pages/index/index');
    expect(route('/').aliases).toContain('/pages/index/index');
  });

  it('has exactly four tab routes, indices 0..3 in spec order', () => {
    const tabs = routes.filter((r) => r.tab !== undefined);
    expect(tabs).toHaveLength(4);
    expect(tabs.map((r) => [r.tab, r.path]).sort()).toEqual(SPEC_TABS.map((p, i) => [i, p]));
  });

  it('has titles in both languages', () => {
    for (const r of routes) {
      expect(r.title['zh-cn'].trim(), r.id).not.toBe('');
      expect(r.title['en-us'].trim(), r.id).not.toBe('');
    }
  });

  it('uses the titles the spec and NiuShop give', () => {
    const titleOf = (p: string) => routes.find((r) => r.id === route(p).id)!.title;
    const en = (p: string): string => titleOf(p)['en-us'];
    const zh = (p: string): string => titleOf(p)['zh-cn'];
    expect(en('/pages/goods/list')).toBe('Goods List');
    expect(en('/pages/goods/category')).toBe('Goods Category');
    expect(en('/pages/goods/cart')).toBe('Shopping Cart');
    expect(en('/pages_tool/order/activist')).toBe('Refund');
    expect(en('/pages_promotion/bale/detail')).toBe('Fixed-price Bundle');
    expect(en('/pages_tool/member/info')).toBe('Personal Profile');
    expect(en('/pages_tool/verification/index')).toBe('Write-off Desk');
    expect(zh('/pages/goods/cart')).toBe('购物车');
    expect(zh('/pages/goods/category')).toBe('商品分类');
    expect(zh('/pages_tool/order/activist')).toBe('退款');
    expect(zh('/pages_promotion/bale/detail')).toBe('打包一口价');
    expect(zh('/pages_tool/member/info')).toBe('个人资料');
    expect(zh('/pages_tool/verification/index')).toBe('核销台');
    expect(zh('/')).toBe('首页');
  });

  it('sets pull-to-refresh, scroll and keyboard flags as the spec and NiuShop do', () => {
    const pull = routes.filter((r) => r.pullRefresh).map((r) => r.path).sort();
    expect(pull).toEqual(
      [
        '/',
        '/pages/goods/category',
        '/pages/member/index',
        '/pages/order/detail',
        '/pages_tool/index/diy',
        '/pages_tool/member/contact',
        // NiuShop pages.json also enables it on both withdrawal details
        '/pages_tool/member/withdrawal_detail',
        '/pages_promotion/fenxiao/withdrawal_detail',
      ].sort(),
    );
    const noScroll = routes.filter((r) => !r.scroll).map((r) => r.path).sort();
    expect(noScroll).toEqual(['/pages/goods/category', '/pages_tool/member/coupon', '/pages_tool/store_notes/note_list'].sort());
    const keyboard = routes.filter((r) => r.keyboardResize).map((r) => r.path);
    expect(keyboard).toEqual(['/pages_tool/chat/room']);
  });

  it('asks for login on member-only pages and never on public ones', () => {
    for (const p of ['/pages/order/list', '/pages/order/detail', '/pages/order/payment', '/pages/order/detail_point', '/pages_tool/member/info', '/pages_tool/member/address', '/pages_tool/member/balance']) {
      expect(route(p).login, p).toBe(true);
    }
    for (const p of ['/', '/pages/goods/category', '/pages/goods/cart', '/pages/member/index', '/pages/goods/detail', '/pages/goods/list', '/pages_tool/login/login', '/pages_tool/login/register', '/pages_tool/login/find', '/pages_tool/storeclose/storeclose', '/pages_tool/goods/search', '/choose-location', '/open-location']) {
      expect(route(p).login, p).toBe(false);
    }
  });

  it('gates routes on the addon flags of spec section 1', () => {
    const expectAddon = (prefix: string, flag: string | undefined): void => {
      const matched = routes.filter((r) => r.path.startsWith(prefix));
      expect(matched.length, prefix).toBeGreaterThan(0);
      for (const r of matched) expect(r.addon, r.path).toBe(flag);
    };
    expectAddon('/pages_promotion/seckill/', 'seckill');
    expectAddon('/pages_promotion/fenxiao/', 'fenxiao');
    expectAddon('/pages_promotion/giftcard/', 'giftcard');
    expectAddon('/pages_promotion/point/', 'pointexchange');
    expectAddon('/pages_promotion/topics/', 'topic');
    expectAddon('/pages_promotion/bundling/', 'bundling');
    expectAddon('/pages_promotion/bale/', 'bundling');
    expectAddon('/pages_promotion/pinfan/', 'pinfan');
    expectAddon('/pages_promotion/pintuan/', 'pintuan');
    expectAddon('/pages_promotion/groupbuy/', 'groupbuy');
    expectAddon('/pages_promotion/bargain/', 'bargain');
    expectAddon('/pages_promotion/divideticket/', 'divideticket');
    expectAddon('/pages_promotion/blindbox/', undefined);
    expectAddon('/pages_promotion/presale/', undefined);
    expectAddon('/pages_tool/hongbao/', undefined);
    expectAddon('/pages_tool/recharge/', 'memberrecharge');
    expectAddon('/pages_tool/member/signin', 'membersignin');
    expectAddon('/pages_tool/member/withdrawal', 'memberwithdraw');
    expectAddon('/pages_tool/member/apply_withdrawal_new', 'memberwithdraw');
    for (const p of ['cancellation', 'assets', 'cancelstatus', 'cancelsuccess', 'cancelrefuse']) {
      expectAddon(`/pages_tool/member/${p}`, 'membercancel');
    }
    expectAddon('/pages_tool/store/', 'store');
    expectAddon('/pages_tool/form/form', 'form');
    for (const tab of SPEC_TABS) expect(route(tab).addon, tab).toBeUndefined();
  });

  it('renders the diy pages on the tab pages', () => {
    expect(route('/').diy).toBe('DIY_VIEW_INDEX');
    expect(route('/pages/goods/category').diy).toBe('DIY_VIEW_GOODS_CATEGORY');
    expect(route('/pages/member/index').diy).toBe('DIY_VIEW_MEMBER_INDEX');
  });

  it('lists the parameters pages read (goods detail, login back)', () => {
    expect(route('/pages/goods/detail').params).toEqual(expect.arrayContaining(['sku_id', 'goods_id']));
    expect(route('/pages_tool/login/login').params).toEqual(['back']);
  });

  it('names only page schemas that exist (page null while not built)', () => {
    for (const r of routes) {
      if (r.page !== null) expect(existsSync(path.join(ROOT, 'src/pages', `${r.page}.page.json`)), r.id).toBe(true);
    }
  });

  it('equals the route titles in src/i18n/locales/*/routes.json', () => {
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const titles = readJson(`src/i18n/locales/${lang}/routes.json`);
      expect(titles, lang).toEqual(Object.fromEntries(routes.map((r) => [r.id, r.title[lang]])));
    }
  });
});

describe('manifest accessors', () => {
  it('findRoute accepts every spelling of a path', () => {
    const detail = routeById('pages/goods/detail');
    expect(detail).toBeDefined();
    for (const p of [
      '/pages/goods/detail',
      'pages/goods/detail',
      '/pages/goods/detail/',
      '/h5/pages/goods/detail',
      '/h5/pages/goods/detail?sku_id=1&goods_id=2',
      '/pages/goods/detail#top',
    ]) {
      expect(findRoute(p), p).toBe(detail);
    }
    expect(findRoute('/h5/')?.id).toBe('pages/index/index');
    expect(findRoute('/h5')?.id).toBe('pages/index/index');
    expect(findRoute('/')?.id).toBe('pages/index/index');
    expect(findRoute('/pages/index/index')?.id).toBe('pages/index/index');
    expect(findRoute('/h5/pages/index/index?name=DIY_VIEW_INDEX')?.id).toBe('pages/index/index');
    expect(findRoute('/pages_tool/login/index')?.id).toBe('pages_tool/login/login');
    expect(findRoute('/pages_tool/member/apply_withdrawal')?.id).toBe('pages_tool/member/apply_withdrawal_new');
    expect(findRoute('/choose-location')?.id).toBe('choose-location');
    expect(findRoute('/h5/open-location')?.id).toBe('open-location');
    expect(findRoute('/pages/nothing/here')).toBeUndefined();
    expect(findRoute('/h5x/pages/goods/detail')).toBeUndefined();
  });

  it('routeById finds by id only', () => {
    expect(routeById('pages/goods/cart')?.path).toBe('/pages/goods/cart');
    expect(routeById('/pages/goods/cart')).toBeUndefined();
    expect(routeById('nothing')).toBeUndefined();
  });

  it('tabRoutes are the four tab pages in tab order', () => {
    expect(tabRoutes.map((r) => r.path)).toEqual(SPEC_TABS);
    expect(tabRoutes.map((r) => r.tab)).toEqual([0, 1, 2, 3]);
    expect(tabRoutes.every(isTabRoute)).toBe(true);
    expect(isTabRoute(route('/pages/goods/detail'))).toBe(false);
  });

  it('routeTitle: the inlined title first, every title of a language once loaded', async () => {
    const cart = route('/pages/goods/cart');
    const detail = route('/pages/goods/detail');
    i18n.removeResourceBundle('en-us', 'routes');
    expect(hasRouteTitles('en-us')).toBe(false);
    expect(routeTitle(cart.id, 'en-us')).toBeUndefined();
    // The server inlines the title of the route the page opens with.
    const script = document.createElement('script');
    script.id = '__INIT__';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ config: {}, i18n: { lang: 'en-us', resources: {}, routes: { [cart.id]: 'Shopping Cart' } } });
    document.body.appendChild(script);
    try {
      expect(routeTitle(cart.id, 'en-us')).toBe('Shopping Cart');
      expect(routeTitle(cart.id, 'zh-cn')).toBeUndefined(); // inlined for en-us only
      expect(routeTitle(detail.id, 'en-us')).toBeUndefined();
    } finally {
      script.remove();
    }
    await Promise.all([loadRouteTitles('en-us'), loadRouteTitles('zh-cn')]);
    expect(hasRouteTitles('en-us')).toBe(true);
    expect(routeTitle(detail.id, 'en-us')).toBe('Goods Detail');
    expect(routeTitle(cart.id, 'zh-cn')).toBe('购物车');
    expect(routeTitle(cart.id, 'fr')).toBeUndefined();
    for (const r of routes) expect(routeTitle(r.id, 'en-us'), r.id).toBe(r.title['en-us']);
  });

  it('isRouteAvailable follows the addon flags (1, "1" or true is on)', () => {
    const seckill = route('/pages_promotion/seckill/list');
    expect(isRouteAvailable(seckill, { seckill: 1 })).toBe(true);
    expect(isRouteAvailable(seckill, { seckill: '1' })).toBe(true);
    expect(isRouteAvailable(seckill, { seckill: 0 })).toBe(false);
    expect(isRouteAvailable(seckill, {})).toBe(false);
    expect(isRouteAvailable(seckill, null)).toBe(false);
    expect(isRouteAvailable(route('/pages/goods/detail'), null)).toBe(true);
    expect(isAddonOn({ coupon: true }, 'coupon')).toBe(true);
    expect(isAddonOn({ coupon: 2 }, 'coupon')).toBe(false);
  });
});

describe('path helpers', () => {
  it('normalise /h5/… and /pages/… spellings', () => {
    expect(BASE_PATH).toBe('/h5/');
    expect(normalizePath('/h5/pages/goods/detail?sku_id=1')).toBe('/pages/goods/detail');
    expect(normalizePath('pages/goods/detail/')).toBe('/pages/goods/detail');
    expect(normalizePath('//pages///goods/detail')).toBe('/pages/goods/detail');
    expect(normalizePath('/h5')).toBe('/');
    expect(normalizePath('/h5/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/h5x/a')).toBe('/h5x/a');
    expect(normalizeUrl('/h5/pages/goods/list?category_id=3#x')).toBe('/pages/goods/list?category_id=3#x');
    expect(stripBase('/h5/pages/goods/list?x=1')).toBe('/pages/goods/list?x=1');
    expect(withBase('/pages/goods/list?x=1')).toBe('/h5/pages/goods/list?x=1');
    expect(withBase('/')).toBe('/h5/');
    expect(withBase('/h5/pages/goods/cart')).toBe('/h5/pages/goods/cart');
  });

  it('split, read and build queries', () => {
    expect(splitPath('/a/b?x=1&y=2#h')).toEqual({ pathname: '/a/b', search: '?x=1&y=2', hash: '#h' });
    expect(splitPath('/a?')).toEqual({ pathname: '/a', search: '', hash: '' });
    expect(queryOf('/pages/goods/detail?sku_id=5&goods_id=7')).toEqual({ sku_id: '5', goods_id: '7' });
    expect(queryOf('/pages/goods/detail')).toEqual({});
    expect(buildPath('/pages/goods/detail', { sku_id: 5, goods_id: undefined, x: null })).toBe('/pages/goods/detail?sku_id=5');
    expect(buildPath('/pages/goods/list?category_id=1', { keyword: 'a b' })).toBe('/pages/goods/list?category_id=1&keyword=a+b');
  });

  it('loginPath encodes the return path and drops the base', () => {
    expect(LOGIN_PATH).toBe('/pages_tool/login/login');
    expect(loginPath('/pages/order/list?status=waitpay')).toBe(
      '/pages_tool/login/login?back=%2Fpages%2Forder%2Flist%3Fstatus%3Dwaitpay',
    );
    expect(loginPath('/h5/pages/order/detail?order_id=3')).toBe(`/pages_tool/login/login?back=${encodeURIComponent('/pages/order/detail?order_id=3')}`);
    expect(loginPath()).toBe('/pages_tool/login/login');
    const back = new URLSearchParams(splitPath(loginPath('/pages/goods/detail?sku_id=1&goods_id=2')).search).get('back');
    expect(back).toBe('/pages/goods/detail?sku_id=1&goods_id=2');
    expect(findRoute(loginPath('/x'))?.id).toBe('pages_tool/login/login');
  });

  it('safeBackPath accepts app paths only', () => {
    expect(safeBackPath('/pages/goods/cart')).toBe('/pages/goods/cart');
    expect(safeBackPath('/h5/pages/goods/cart?a=1')).toBe('/pages/goods/cart?a=1');
    expect(safeBackPath('https://evil.example/')).toBe('/');
    expect(safeBackPath('//evil.example/x')).toBe('/');
    expect(safeBackPath('/\\evil.example')).toBe('/');
    expect(safeBackPath('javascript:alert(1)')).toBe('/');
    expect(safeBackPath('/pages/a\nb')).toBe('/');
    expect(safeBackPath('')).toBe('/');
    expect(safeBackPath(null, '/pages/member/index')).toBe('/pages/member/index');
    expect(safeBackPath('/pages_tool/login/login?back=x')).toBe('/');
    expect(loginPath('https://evil.example/')).toBe('/pages_tool/login/login?back=%2F');
    expect(isExternalUrl('http://a')).toBe(true);
    expect(isExternalUrl('tel:123')).toBe(true);
    expect(isExternalUrl('/pages/goods/list')).toBe(false);
  });
});
