/**
 * The merchant home page (DIY_VIEW_INDEX, NiuShop's "官方模板一" seeded by the server) through the
 * diy adapter: the static components render with the merchant's configuration and texts (in the
 * shopper's language: the seed is bilingual), links jump, nothing shifts, in both languages, with
 * no console errors.
 *
 * The sample document names NiuShop's own static images (addon/diy_default1/…, public/static/…),
 * which a NiuShop install ships and our server does not: they are answered here with generated
 * SVG placeholders so the page can be judged without 404s.
 */
import type { Page, Route } from '@playwright/test';
import { expect, openApp, test } from './fixtures.ts';

const SAMPLE_IMAGES = /\/(addon|public)\/.+\.(png|jpe?g|gif)(\?.*)?$/i;

function placeholderSvg(path: string): string {
  const name = path.split('/').pop() ?? 'image';
  if (/icon_bg/.test(path)) return '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"></svg>';
  const [w, h, c1, c2] = /bg\.png$/.test(name)
    ? [2250, 1110, '#dfe9ff', '#f6f9ff']
    : /banner/.test(name)
      ? [750, 320, '#ff7a45', '#ff2e63']
      : /gg\.png/.test(name)
        ? [702, 252, '#36cfc9', '#1890ff']
        : /mf_left/.test(name)
          ? [338, 450, '#9254de', '#f759ab']
          : [354, 220, '#ffc53d', '#fa8c16'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="${w / 2}" y="${h / 2}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${Math.round(h / 8)}" fill="#ffffff">${name}</text>
</svg>`;
}

async function stubSampleImages(page: Page): Promise<void> {
  await page.route(SAMPLE_IMAGES, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholderSvg(new URL(route.request().url()).pathname) }),
  );
}

/** Layout shifts after load, with the diy node each shifted element belongs to. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> };
    w.__shifts = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
          if (entry.hadRecentInput) continue;
          const nodes = (entry.sources ?? [])
            .map((s) => (s.node instanceof Element ? s.node : s.node?.parentElement)?.closest('[data-node-id]')?.getAttribute('data-node-id') ?? '')
            .filter(Boolean);
          w.__shifts.push({ value: entry.value, nodes });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      // no layout-shift support: nothing recorded
    }
  });
}

/** The merchant's texts of the seeded home in each language (the document carries both, docs/merchant-texts.md). */
const HOME_TEXTS = {
  'zh-cn': { title: '官方模板一', search: '请输入搜索关键词', nav: ['团购', '秒杀', '专题活动', '砍价', '领券', '文章', '公告', '帮助'], coupons: '领券', heading: '优惠专区', badge: '超级优惠' },
  'en-us': { title: 'Home', search: 'Search goods', nav: ['Group buy', 'Flash sale', 'Topics', 'Bargains', 'Coupons', 'Articles', 'Notices', 'Help'], coupons: 'Coupons', heading: 'Deals', badge: 'Super savings' },
} as const;

/** Node ids of the sample's first static components (everything above the data-driven coupon block). */
const TOP_STATIC = ['5wtw72w1wj80', '2o7za2qmi900', '113ohzka4n40', '3tegcfvyijk0', '3acr0xjm1c80'];

test.describe('diy home page (static components)', () => {
  test('shows the search box, image ads, graphic nav, rubik cube and text blocks of the seeded home document', async ({ page, lang, shot }) => {
    await stubSampleImages(page);
    await recordShifts(page);
    await openApp(page, '/');

    const texts = HOME_TEXTS[lang];
    // Search: the merchant's placeholder in the shopper's language, a pill in the element colour.
    const search = page.locator('[data-node-id="5wtw72w1wj80"]');
    await expect(search).toBeVisible();
    const box = search.getByRole('link', { name: texts.search });
    await expect(box).toBeVisible();
    await expect(box).toHaveCSS('background-color', 'rgb(246, 249, 255)');
    await expect(box).toHaveCSS('border-top-left-radius', '18px');

    // Image ads: the banner at 750 × 320 inside 12 px margins and 10 px corners; the second ad lower down.
    const banner = page.locator('[data-node-id="2o7za2qmi900"]');
    await expect(banner.locator('img')).toBeVisible();
    await expect.poll(() => banner.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const bannerBox = (await banner.locator('img').boundingBox())!;
    expect(bannerBox.width).toBeCloseTo(375 - 24, 0);
    expect(bannerBox.height).toBeCloseTo((351 * 320) / 750, 0);
    await expect(banner.locator('.diy-box')).toHaveCSS('border-top-left-radius', '10px');
    await expect(page.locator('[data-node-id="29fhippqsrgg"] img')).toHaveCount(1);

    // Graphic nav: of the sample's ten entries only those whose page is built and whose addon is on
    // show (group buying, seckill, topics, bargain, coupons, articles, notices, help); pintuan and
    // points (not built) stay hidden.
    const nav = page.locator('[data-node-id="113ohzka4n40"]');
    await expect(nav.getByRole('link')).toHaveCount(8);
    for (const title of texts.nav) await expect(nav.getByText(title, { exact: true })).toBeVisible();

    // Rubik cube (1 left, 2 right) and the coupon title with its badge.
    await expect(page.locator('[data-node-id="3tegcfvyijk0"] .diy-rubik-cube-cell')).toHaveCount(3);
    const title = page.locator('[data-node-id="3acr0xjm1c80"]');
    await expect(title.getByText(texts.heading)).toBeVisible();
    await expect(title.getByText(texts.badge)).toBeVisible();

    // Page meta from `global`: title, background colour, tab bar in the shopper's language.
    await expect(page).toHaveTitle(texts.title);
    await expect(page.getByRole('navigation', { name: /tab/i }).getByText(lang === 'en-us' ? 'Home' : '主页')).toBeVisible();

    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts);
    const mine = shifts.filter((s) => s.nodes.some((n) => TOP_STATIC.includes(n)));
    expect(mine, JSON.stringify(shifts)).toEqual([]);

    await shot('home-top');
    await page.locator('[data-node-id="29fhippqsrgg"]').scrollIntoViewIfNeeded();
    await shot('home-lower');
  });

  test('links jump: a graphic-nav entry, the title, and the search box', async ({ page, lang }) => {
    const texts = HOME_TEXTS[lang];
    await stubSampleImages(page);
    await openApp(page, '/');
    await page.locator('[data-node-id="113ohzka4n40"]').getByText(texts.coupons, { exact: true }).click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/goods\/coupon$/);
    await page.goBack();
    await page.locator('[data-node-id="3acr0xjm1c80"]').getByText(texts.heading).click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/goods\/coupon$/);
    await page.goBack();
    await page.getByRole('link', { name: texts.search }).click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/goods\/search$/);
  });
});
