/**
 * The diy data widgets on the real server with seeded data: the home page's goods list and
 * coupons, the category tab (tree + goods of a category), the member tab for a guest and for the
 * demo member (nickname, level, balance, points, order counts), and a published page with the
 * category strip (TopCategory) and the store block (StoreShow). Expected values are read from the
 * same API the widgets call, so the test follows the seed. The blocks declare their data (data.ts):
 * the category tree is in the server's first view, the goods of a category come through the page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openApp, test, type Lang, ONE_LANGUAGE } from './fixtures.ts';
import { freshMember, signInAs } from './members.ts';

const text = {
  'zh-cn': { login: '登录/注册', balance: '余额', points: '积分', coupons: '优惠券', waitPay: '待付款', claim: '领取' },
  'en-us': { login: 'Log in / Sign up', balance: 'Balance', points: 'Points', coupons: 'Coupons', waitPay: 'To pay', claim: 'Claim' },
} as const;

async function api<T = unknown>(request: APIRequestContext, path: string, form: Record<string, string | number> = {}, lang: Lang = 'zh-cn'): Promise<T> {
  const res = await request.post(path, { form: { app_type: 'h5', app_type_name: 'H5', lang, ...form } });
  const body = (await res.json()) as { code: number; message: string; data: T };
  expect(body.code, `${path}: ${body.message}`).toBeGreaterThanOrEqual(0);
  return body.data;
}

const fen = (v: unknown): number => Math.round(Number(v) * 100);
const yuan = (f: number): string => (f / 100).toFixed(2);

async function waitForData(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toBeVisible();
}

test.describe('diy data widgets', () => {
  test.skip(({ lang }) => lang !== 'en-us', ONE_LANGUAGE);
  test('home: real goods in the goods list and coupons in the coupon block', async ({ page, lang, shot }) => {
    const goods = await api<{ list: Array<{ goods_name: string; discount_price: string; member_price: string }> }>(page.request, '/api/goodssku/pageComponents', { page: 1, page_size: 6, num: 6, order: 'default' }, lang);
    const coupons = await api<Array<{ coupon_name: string; money: string; type: string }>>(page.request, '/coupon/api/coupon/typelists', { num: 6 }, lang);
    expect(goods.list.length).toBeGreaterThan(0);
    expect(coupons.length).toBeGreaterThan(0);

    await openApp(page, '/');
    const list = page.locator('.diy-goods-list').first();
    await list.scrollIntoViewIfNeeded();
    const cards = list.locator('.dd-card:not(.dd-card--skeleton)');
    await expect(cards).toHaveCount(goods.list.length);
    await expect(cards.first().locator('.dd-card-name')).toHaveText(goods.list[0]!.goods_name);
    await expect(cards.first().locator('.dd-price').first()).toHaveText(`¥${goods.list[0]!.discount_price}`);
    await expect(cards.nth(1).locator('.dd-card-name')).toHaveText(goods.list[1]!.goods_name);
    await expect(cards.first().locator('a').first()).toHaveAttribute('href', /\/h5\/pages\/goods\/detail\?goods_id=\d+/);

    const block = page.locator('.diy-coupon');
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('.dd-coupon')).toHaveCount(coupons.length);
    // the home's style 6 shows no name on the card (NiuShop's): its button is named by it
    await expect(block.getByRole('button', { name: coupons[0]!.coupon_name }).first()).toBeVisible();
    await expect(block.locator('.dd-coupon-btn').first()).toContainText(text[lang].claim);
    await block.scrollIntoViewIfNeeded();
    await shot('home-coupons');
    await list.scrollIntoViewIfNeeded();
    await shot('home-goods');
  });

  test('category tab: the category tree and the goods of a category', async ({ page, lang, shot }) => {
    const tree = await api<Array<{ category_id: number; category_name: string; short_name: string }>>(page.request, '/api/goodscategory/tree', { level: 3 }, lang);
    expect(tree.length).toBeGreaterThan(1);
    const first = await api<{ count: number; list: Array<{ goods_name: string }> }>(page.request, '/api/goodssku/pageByCategory', { category_id: tree[0]!.category_id, page: 1, page_size: 10 }, lang);
    const second = await api<{ list: Array<{ goods_name: string }> }>(page.request, '/api/goodssku/pageByCategory', { category_id: tree[1]!.category_id, page: 1, page_size: 10 }, lang);

    // The tree is the block's declared source: the server's first view has it (the sidebar is in the HTML).
    const html = await (await page.request.get(`/h5/pages/goods/category?lang=${lang}`)).text();
    expect(html).toContain('dd-cat-side');
    expect(html).toContain(`>${tree[0]!.category_name}</button>`);
    const browserTree: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/goodscategory/tree')) browserTree.push(r.url());
    });
    await openApp(page, '/pages/goods/category');
    const side = page.locator('.dd-cat-side');
    await expect(side.getByRole('tab')).toHaveCount(tree.length);
    for (const c of tree) await expect(side.getByRole('tab', { name: c.category_name, exact: true })).toBeVisible();
    const rows = page.locator('.dd-cg-row[data-goods-id]');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().locator('.dd-cg-name')).toHaveText(first.list[0]!.goods_name);
    await shot('category-first');
    // infinite scroll in the goods pane
    await expect(rows).toHaveCount(Math.min(first.count, 10));
    if (first.count > 10) {
      await page.locator('.dd-cat-main').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(rows).toHaveCount(Math.min(first.count, 20));
    }

    await side.getByRole('tab', { name: tree[1]!.category_name, exact: true }).click();
    await expect(side.getByRole('tab', { name: tree[1]!.category_name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(rows.first().locator('.dd-cg-name')).toHaveText(second.list[0]!.goods_name);
    await shot('category-second');
    expect(browserTree, 'the tree came with the page').toEqual([]);
  });

  test('published page: the category strip and the store block read their data through the page', async ({ page, lang, shot }) => {
    const level1 = await api<Array<{ category_id: number; category_name: string; short_name: string }>>(page.request, '/api/goodscategory/tree', { level: 1 }, lang);
    const cat = level1[0]!;
    const goods = await api<{ list: Array<{ goods_name: string }> }>(page.request, '/api/goodssku/page', { category_id: cat.category_id, page: 1, page_size: 10 }, lang);
    const store = await api<{ store_name: string } | null>(page.request, '/api/store/defaultStore', {}, lang);
    expect(store, 'the seed has a default store').not.toBeNull();

    const minted = (await (await page.request.get('/dev/admin-token')).json()) as { code: number; data: { token: string } };
    const name = `DIY_VIEW_RANDOM_blocks_${Date.now().toString(36)}`;
    const document = {
      global: { title: 'E2E blocks', pageBgColor: '#F6F9FF', openBottomNav: false },
      value: [
        { id: 'strip', componentName: 'TopCategory', title: '首页', styleType: 'line', selectColor: '#FF4544', noColor: '#333333', moreColor: '#333333' },
        { id: 'shop', componentName: 'StoreShow', style: 1 },
        { id: 'intro', componentName: 'Text', text: 'Rest of the page', fontSize: 16, margin: { top: 12, bottom: 12, both: 12 } },
      ],
    };
    const res = await page.request.post('/admin/diy/publish', { headers: { authorization: `Bearer ${minted.data.token}` }, data: { lang: 'en-us', name, document: JSON.stringify(document) } });
    expect(((await res.json()) as { code: number; message: string }).code).toBe(0);

    // The strip's tabs are in the server's first view (its tree source); the store block is the browser's (its store is the shopper's).
    const html = await (await page.request.get(`/h5/pages_tool/index/diy?name=${name}&lang=${lang}`)).text();
    expect(html).toContain(`>${cat.short_name || cat.category_name}</span>`);

    const calls: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/')) calls.push(`${u.pathname} ${(r.postDataJSON() as Record<string, string> | null)?.category_id ?? ''}`.trim());
    });
    await openApp(page, `/pages_tool/index/diy?name=${name}`);
    await expect(page.getByText('Rest of the page')).toBeVisible();
    await expect(page.locator('.diy-store').getByText(store!.store_name)).toBeVisible();
    await shot('blocks-page');
    const strip = page.locator('.diy-top-category');
    await strip.getByRole('tab', { name: cat.short_name || cat.category_name, exact: true }).click();
    const pane = page.locator('.dd-topcat-pane');
    await expect(pane.getByText(goods.list[0]!.goods_name).first()).toBeVisible();
    await expect(pane).toBeVisible(); // the goods cover the page below the strip
    await shot('top-category-goods');
    expect(calls).toContain(`/api/goodssku/page ${cat.category_id}`);
    expect(calls.filter((c) => c.startsWith('/api/goodscategory/tree')), 'the tree came with the page').toEqual([]);
    // back to the page
    await strip.getByRole('tab').first().click();
    await expect(pane).toHaveCount(0);
    await expect(page.getByText('Rest of the page')).toBeVisible();
  });

  test('member tab: login prompt for a guest, the demo member after logging in', async ({ page, lang, shot }) => {
    await openApp(page, '/pages/member/index');
    const info = page.locator('.diy-member-info');
    const login = info.getByRole('link', { name: text[lang].login });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', /\/h5\/pages_tool\/login\/login\?back=%2Fpages%2Fmember%2Findex/);
    await expect(info.getByText(text[lang].balance, { exact: true })).toBeVisible();
    await shot('member-guest');

    // log in as the demo member through the API, with an order waiting for payment
    const { token } = await api<{ token: string }>(page.request, '/api/login/login', { username: 'demo', password: 'demo123' }, lang);
    const goods = await api<{ list: Array<{ sku_id: number; stock: number }> }>(page.request, '/api/goodssku/page', { page: 1, page_size: 20 }, lang);
    const sku = goods.list.find((g) => g.stock > 2) ?? goods.list[0]!;
    const pay = await api<{ order_key: string }>(page.request, '/api/ordercreate/payment', { token, sku_id: sku.sku_id, num: 1 }, lang);
    await api(page.request, '/api/ordercreate/create', { token, order_key: pay.order_key }, lang);
    const member = await api<{ nickname: string; member_level_name: string; balance: string; balance_money: string; point: number }>(page.request, '/api/member/info', { token }, lang);
    const counts = await api<Record<string, number>>(page.request, '/api/order/num', { token }, lang);
    const couponNum = await api<number>(page.request, '/coupon/api/coupon/num', { token, state: 1 }, lang);
    expect(counts.waitpay).toBeGreaterThan(0);

    await page.evaluate((t) => localStorage.setItem('h5_token', JSON.stringify(t)), token);
    await page.reload();
    await expect(info.getByText(member.nickname, { exact: true })).toBeVisible();
    await expect(info.getByText(member.member_level_name, { exact: true })).toBeVisible();
    const stat = (label: string) => info.locator('.dd-mi-stat').filter({ hasText: label }).locator('.dd-mi-stat-value');
    await expect(stat(text[lang].balance)).toHaveText(yuan(fen(member.balance) + fen(member.balance_money)));
    await expect(stat(text[lang].points)).toHaveText(String(member.point));
    await expect(stat(text[lang].coupons)).toHaveText(String(couponNum));

    const orders = page.locator('.diy-member-my-order');
    // named by its whole text, the badge first (issue 13's accessible names): "3 To pay"
    await expect(orders.getByRole('link', { name: new RegExp(`^${counts.waitpay} ?${text[lang].waitPay}$`) })).toBeVisible();
    for (const status of ['waitpay', 'waitsend', 'waitconfirm', 'wait_use', 'refunding']) {
      const n = counts[status] ?? 0;
      const badge = orders.locator(`.dd-order-badge[data-status="${status}"]`);
      if (n > 0) await expect(badge).toHaveText(n > 99 ? '99+' : String(n));
      else await expect(badge).toHaveCount(0);
    }
    await waitForData(page, '.diy-member-my-order');
    await shot('member-demo');
  });

  test('published page: StoreLabel and FenxiaoGoodsList render with their addons on (labels set on the store, the distribution goods answered in the browser)', async ({ page, lang, shot }) => {
    const init = await api<{ addon_is_exist: Record<string, number> }>(page.request, '/api/config/init', {}, lang);
    const was = { store: init.addon_is_exist.store ?? 0, fenxiao: init.addon_is_exist.fenxiao ?? 0 };
    const setAddons = async (v: Record<string, number>) =>
      expect(((await (await page.request.post('/dev/config', { form: { config_key: 'ADDON_IS_EXIST', value: JSON.stringify(v) } })).json()) as { code: number }).code).toBe(0);
    await setAddons({ store: 1, fenxiao: 1 });
    const restore: Array<() => Promise<unknown>> = [];
    try {
      // The seed's stores carry no labels: the default store gets two. This shop has no distribution
      // server: the browser's call for its goods is answered here.
      const labels = await api<{ store_id: number; previous: string }>(page.request, '/dev/store/labels', { label_name: 'Free parking,Open 24 hours' }, lang);
      restore.push(() => api(page.request, '/dev/store/labels', { store_id: labels.store_id, label_name: labels.previous }, lang));
      await page.route('**/fenxiao/api/goods/page', (r) =>
        r.fulfill({ json: { code: 0, message: '', data: { page_count: 1, count: 1, list: [{ goods_id: 1, sku_id: 1, goods_name: 'Shared tea set', goods_image: '', commission_money: '3.50', discount_price: '35.00', is_collect: 0 }] } } }),
      );
      const minted = (await (await page.request.get('/dev/admin-token')).json()) as { code: number; data: { token: string } };
      const name = `DIY_VIEW_RANDOM_addons_${Date.now().toString(36)}`;
      const document = {
        global: { title: 'E2E addon blocks', pageBgColor: '#F6F9FF', openBottomNav: false },
        value: [
          { id: 'labels', componentName: 'StoreLabel', addonName: 'store', textColor: '#303133', fontSize: 14, fontWeight: 'normal', sources: 'initial', count: 3 },
          { id: 'fx', componentName: 'FenxiaoGoodsList', addonName: 'fenxiao', sources: 'initial', count: 4 },
          { id: 'intro', componentName: 'Text', text: 'Rest of the page', fontSize: 16, margin: { top: 12, bottom: 12, both: 12 } },
        ],
      };
      const res = await page.request.post('/admin/diy/publish', { headers: { authorization: `Bearer ${minted.data.token}` }, data: { lang: 'en-us', name, document: JSON.stringify(document) } });
      const body = (await res.json()) as { code: number; message: string; data: { warnings?: unknown[] } };
      expect(body.code, body.message).toBe(0);
      expect(body.data.warnings ?? []).toEqual([]);
      await signInAs(page, await freshMember(page.request, '76'));
      await openApp(page, `/pages_tool/index/diy?name=${name}`);
      await expect(page.getByText('Rest of the page')).toBeVisible();
      await expect(page.locator('.diy-store-label li')).toHaveText(['Free parking', 'Open 24 hours']);
      const goods = page.locator('.diy-fenxiao-goods-list').getByRole('link', { name: 'Shared tea set' });
      await expect(goods).toBeVisible();
      await expect(goods).toContainText('35.00');
      await shot('addon-blocks');
    } finally {
      for (const undo of restore) await undo();
      await setAddons(was);
    }
  });
});
