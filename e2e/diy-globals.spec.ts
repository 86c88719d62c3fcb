/**
 * The page settings of merchant diy documents (NiuShop `global`) in the browser: nav bar styles
 * 1–4 (title, logo + title, image + search box, current store), the transparent top over the page
 * background, the entry pop-up window (first view / every view, closable, its link) and the share
 * settings as document meta. Pages are published through the admin API (a token from the test
 * server's /dev/admin-token) and opened as custom pages (/pages_tool/index/diy?name=…) and as the
 * home page (/pages/index/index?name=…); the seeded home and a topic page keep their title bar.
 *
 * The pictures the documents name (upload/e2e-globals/…) are answered here with generated SVGs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openApp, test, type Lang, ONE_LANGUAGE } from './fixtures.ts';

const IMAGES = /\/upload\/e2e-globals\/([a-z]+)\.png$/;
const SIZES: Record<string, [number, number, string, string]> = {
  logo: [240, 80, '#ffffff', '#ffd666'],
  brand: [170, 60, '#ff4544', '#ff9c6e'],
  pop: [600, 900, '#ff7a45', '#ff2e63'],
  bg: [750, 500, '#36cfc9', '#1890ff'],
  share: [500, 400, '#9254de', '#f759ab'],
};

function picture(name: string): string {
  const [w, h, c1, c2] = SIZES[name] ?? [100, 100, '#ccc', '#999'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="${Math.round(h / 10)}" fill="url(#g)"/>
<text x="${w / 2}" y="${h / 2}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-weight="bold" font-size="${Math.round(h / 4)}" fill="#fff">${name.toUpperCase()}</text>
</svg>`;
}

async function stubPictures(page: Page): Promise<void> {
  await page.route(IMAGES, (route) => {
    const name = IMAGES.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: picture(name) });
  });
}

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

async function publisher(request: APIRequestContext, lang: Lang) {
  const minted = (await (await request.get('/dev/admin-token')).json()) as Envelope<{ token: string }>;
  expect(minted.code).toBe(0);
  const headers = { authorization: `Bearer ${minted.data.token}` };
  let n = 0;
  /** Publishes a page with these globals and returns its name. */
  return async (global: Record<string, unknown>, tall = false): Promise<string> => {
    const name = `DIY_VIEW_RANDOM_globals_${lang.replace('-', '_')}_${Date.now().toString(36)}_${n++}`;
    const document = {
      global: { title: 'E2E 页面设置', pageBgColor: '#F6F9FF', openBottomNav: false, ...global },
      value: [
        { id: 'intro', componentName: 'Text', text: 'Globals page', fontSize: 16, margin: { top: 12, bottom: 12, both: 12 } },
        ...(tall ? [1, 2, 3].map((i) => ({ id: `gap${i}`, componentName: 'HorzBlank', height: 400 })) : []),
        { id: 'outro', componentName: 'Text', text: 'End of page', fontSize: 14, margin: { top: 12, bottom: 12, both: 12 } },
      ],
    };
    const res = await request.post('/admin/diy/publish', { headers, data: { lang: 'en-us', name, document: JSON.stringify(document) } });
    const body = (await res.json()) as Envelope;
    expect(body.code, body.message).toBe(0);
    return name;
  };
}

const TEXT = {
  'zh-cn': { search: '请输入商品名称', nearby: '附近门店', locating: '定位中...', promotion: '活动弹窗', open: '查看活动', close: '关闭', goodsList: '商品列表' },
  'en-us': { search: 'Search for goods', nearby: 'Nearby stores', locating: 'Locating...', promotion: 'Promotion', open: 'View the promotion', close: 'close', goodsList: 'Goods List' },
} as const;

const GOODS_LIST = { name: 'GOODS_LIST', title: '商品列表', wap_url: '/pages/goods/list' };

const navBar = (page: Page) => page.locator('header.sh-navbar');
const background = (page: Page) => navBar(page).evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('diy page settings', () => {
  test.skip(({ lang }) => lang !== 'zh-cn', ONE_LANGUAGE);
  test.beforeEach(async ({ page }) => {
    await stubPictures(page);
  });

  test('nav bar styles 2–4 on custom pages and as the home page', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const publish = await publisher(request, lang);

    // 2: the logo and the title on the merchant's colours; the title follows moreLink
    const style2 = await publish({ navStyle: 2, topNavImg: 'upload/e2e-globals/logo.png', topNavColor: '#FF4544', textNavColor: '#FFFFFF', moreLink: GOODS_LIST });
    await openApp(page, `/pages_tool/index/diy?name=${style2}`);
    await expect(navBar(page)).toHaveAttribute('data-nav-style', '2');
    const logo = navBar(page).locator('img.sh-navbar-logo');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const logoBox = (await logo.boundingBox())!;
    expect(logoBox.height).toBeCloseTo(28, 0);
    expect(logoBox.width).toBeCloseTo(84, 0);
    await expect(navBar(page).getByRole('heading', { level: 1 })).toHaveText('E2E 页面设置');
    expect(await background(page)).toBe('rgb(255, 69, 68)');
    await expect(navBar(page).locator('.sh-navbar-text')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.getByText('Globals page')).toBeVisible();
    await shot('nav-style-2');
    await navBar(page).getByRole('link', { name: 'E2E 页面设置' }).click();
    await page.waitForURL(/\/h5\/pages\/goods\/list$/);
    await expect(page.locator('.sh-navbar-title')).toHaveText(t.goodsList);

    // 3 as the home page: the image (85 × 30) and the search box, which opens the search page
    const style3 = await publish({ navStyle: 3, topNavImg: 'upload/e2e-globals/brand.png', topNavColor: '#FFFFFF', openBottomNav: true });
    await openApp(page, `/pages/index/index?name=${style3}`);
    await expect(navBar(page)).toHaveAttribute('data-nav-style', '3');
    const brand = navBar(page).locator('.sh-navbar-image img');
    await expect.poll(() => brand.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const brandBox = (await brand.boundingBox())!;
    expect([Math.round(brandBox.width), Math.round(brandBox.height)]).toEqual([85, 30]);
    const search = navBar(page).getByRole('link', { name: t.search });
    await expect(search).toBeVisible();
    const searchBox = (await search.boundingBox())!;
    expect(searchBox.height).toBeCloseTo(30, 0);
    expect(searchBox.x).toBeGreaterThan(brandBox.x + brandBox.width);
    await expect(navBar(page).getByRole('heading', { level: 1, name: 'E2E 页面设置' })).toBeAttached();
    await expect(page.locator('.sh-tabbar')).toBeVisible();
    await shot('nav-style-3-home');
    await search.click();
    await page.waitForURL(/\/h5\/pages_tool\/goods\/search$/);

    // 4: the current store (or "locating") and "nearby stores"
    const style4 = await publish({ navStyle: 4, topNavColor: '#FFFFFF', textNavColor: '#303133' });
    await openApp(page, `/pages_tool/index/diy?name=${style4}`);
    await expect(navBar(page)).toHaveAttribute('data-nav-style', '4');
    await expect(navBar(page).getByText(t.nearby)).toBeVisible();
    const storeName = navBar(page).locator('.sh-navbar-store-name');
    await expect(storeName).toBeVisible();
    expect((await storeName.textContent())?.trim()).not.toBe('');
    await shot('nav-style-4');
  });

  test('a transparent nav bar over the page background takes its colour once scrolled', async ({ page, request, shot }) => {
    const publish = await publisher(request, 'zh-cn');
    const name = await publish({ navStyle: 1, topNavBg: true, topNavColor: '#FF4544', textNavColor: '#FFFFFF', bgUrl: 'upload/e2e-globals/bg.png', pageBgColor: '#F6F9FF' }, true);
    await openApp(page, `/pages_tool/index/diy?name=${name}`);
    await expect(navBar(page)).toHaveAttribute('data-nav-style', '1');
    await expect(navBar(page).getByRole('heading', { level: 1 })).toHaveText('E2E 页面设置');
    await expect.poll(() => background(page)).toBe('rgba(0, 0, 0, 0)');
    await shot('transparent-top');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => background(page)).toBe('rgb(255, 69, 68)');
    await shot('transparent-scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => background(page)).toBe('rgba(0, 0, 0, 0)');
  });

  test('the pop-up window: first view only until closed (count 1), every view (count 0), its link', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const publish = await publisher(request, lang);
    const popWindow = { imageUrl: 'upload/e2e-globals/pop.png', imgWidth: '600', imgHeight: '900', link: GOODS_LIST, show: 0 };

    const once = await publish({ popWindow: { ...popWindow, count: 1 } });
    await openApp(page, `/pages_tool/index/diy?name=${once}`);
    const dialog = page.getByRole('dialog', { name: t.promotion });
    await expect(dialog).toBeVisible();
    const img = dialog.locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // sized before it paints: 600 × 900 within 290 × 410
    const box = (await img.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([273, 410]);
    expect(box.x + box.width / 2).toBeCloseTo(375 / 2, 0);
    await page.waitForTimeout(400); // the opening animation
    await shot('pop-window');
    expect(await page.evaluate((k) => localStorage.getItem(k), `h5_${once}_popwindow_count`)).toBe('1');

    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), `h5_${once}_popwindow_count`)).toBe('-1');
    await page.reload();
    await expect(page.getByText('Globals page')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const always = await publish({ popWindow: { ...popWindow, count: 0 } });
    await openApp(page, `/pages_tool/index/diy?name=${always}`);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: t.open }).click();
    await page.waitForURL(/\/h5\/pages\/goods\/list$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('share settings become the page meta while it is shown', async ({ page, request }) => {
    const publish = await publisher(request, 'zh-cn');
    const name = await publish({
      wechatShareTitle: '春季上新 全场八折',
      wechatShareDesc: '新品上架，限时优惠',
      wechatShareImage: 'upload/e2e-globals/share.png',
      moreLink: GOODS_LIST,
    });
    await openApp(page, `/pages_tool/index/diy?name=${name}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '春季上新 全场八折');
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', '新品上架，限时优惠');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', '新品上架，限时优惠');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/upload\/e2e-globals\/share\.png$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/h5/pages_tool/index/diy\\?name=${name}$`));
    await expect(page).toHaveTitle('E2E 页面设置');

    // another page: the tags go with the page
    await navBar(page).getByRole('link', { name: 'E2E 页面设置' }).click();
    await page.waitForURL(/\/h5\/pages\/goods\/list$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveCount(0);
  });

  test('the seeded home and a topic page keep the title bar and show no pop-up', async ({ page, lang }) => {
    await openApp(page, '/');
    await expect(navBar(page)).toHaveAttribute('data-nav-style', '1');
    // The merchant's title in the shopper's language (the seed gives both).
    const homeTitle = lang === 'en-us' ? 'Home' : '官方模板一';
    await expect(navBar(page).locator('.sh-navbar-title')).toHaveText(homeTitle);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', homeTitle);
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await openApp(page, '/pages_promotion/topics/list');
    await expect(navBar(page)).toHaveAttribute('data-nav-style', '1');
    await expect(navBar(page).locator('.sh-navbar-title')).toHaveText(lang === 'zh-cn' ? '专题活动' : 'Topics');
  });
});
