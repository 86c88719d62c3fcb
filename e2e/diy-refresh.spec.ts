/**
 * Pull-to-refresh on the home page reloads the diy widgets that fetch their own data: after a pull,
 * the goods list shows the goods' new name and price, without reloading the document; the old
 * cards stay on screen (no skeletons) while the new answer is on its way, and the indicator ends
 * once it arrived.
 *
 * The change is real: the test renames and reprices the first goods in the database through the
 * development helpers POST /dev/goods/update (the price) and /dev/goods/translate (the name in the
 * shopper's language, en-us: the seeded goods carry English names) as a merchant's edit would, and
 * puts them back at the end so the journeys that run later see the seeded catalogue. The browser's goods and coupon
 * requests are only counted and, after the change, held until the test lets them through (so the
 * old cards can be seen while refreshing); their answers are the server's, unaltered.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, openApp, test, type Lang, ONE_LANGUAGE } from './fixtures.ts';

const renamed: Record<Lang, string> = { 'zh-cn': '（已更新）', 'en-us': ' (updated)' };

interface Row {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  discount_price: string;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

interface GoodsState {
  goods_name: string;
  skus: Array<{ sku_id: number; price: string }>;
}

async function firstGoods(request: APIRequestContext, lang: Lang): Promise<Row> {
  const res = await request.post('/api/goodssku/pageComponents', { form: { app_type: 'h5', app_type_name: 'H5', lang, page: 1, page_size: 6, num: 6, order: 'default' } });
  const body = (await res.json()) as Envelope<{ list: Row[] }>;
  expect(body.code).toBeGreaterThanOrEqual(0);
  expect(body.data.list.length).toBeGreaterThan(0);
  return body.data.list[0]!;
}

/** The development helper: changes a goods' name in a language other than the shop's own (goods.i18n). */
async function translateGoods(request: APIRequestContext, lang: Lang, goodsId: number, goodsName: string): Promise<{ before: { goods_name: string }; after: { goods_name: string } }> {
  const res = await request.post('/dev/goods/translate', { form: { goods_id: String(goodsId), language: lang, goods_name: goodsName } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Envelope<{ before: { goods_name: string }; after: { goods_name: string } }>;
  expect(body.code, body.message).toBeGreaterThanOrEqual(0);
  return body.data;
}

/** The development helper: changes a sku's goods name and/or price in the database. */
async function updateGoods(request: APIRequestContext, form: { sku_id: number; goods_name?: string; price: string }): Promise<{ before: GoodsState; after: GoodsState }> {
  const res = await request.post('/dev/goods/update', { form });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Envelope<{ before: GoodsState; after: GoodsState }>;
  expect(body.code, body.message).toBeGreaterThanOrEqual(0);
  return body.data;
}

/** A touch drag from (x, y) down by `distance` px, released at the end (CDP: real touch events). */
async function pullDown(page: Page, x: number, y: number, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (distance * i) / steps }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('pull-to-refresh on a diy page', () => {
  test.skip(({ lang }) => lang !== 'en-us', ONE_LANGUAGE);
  test('home: a pull brings a changed goods name and price into the goods list, without a reload', async ({ page, request, lang, shot }) => {
    const goods = await firstGoods(request, lang);
    const newName = `${goods.goods_name}${renamed[lang]}`;
    const newPrice = goods.discount_price === '1.23' ? '2.34' : '1.23';

    // The browser's goods and coupon requests: counted, and held behind `gate` once `hold` is set.
    let hold = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = { goods: 0, coupons: 0 };
    await page.route(/\/api\/goodssku\/pagecomponents/i, async (route: Route) => {
      calls.goods += 1;
      if (hold) await gate;
      await route.continue();
    });
    await page.route(/\/coupon\/api\/coupon\/typelists/i, async (route: Route) => {
      calls.coupons += 1;
      await route.continue();
    });

    let restore: GoodsState | null = null;
    try {
      await openApp(page, '/');
      const list = page.locator('.diy-goods-list').first();
      const cards = list.locator('.dd-card:not(.dd-card--skeleton)');
      const first = cards.first();
      await expect(first.locator('.dd-card-name')).toHaveText(goods.goods_name);
      await expect(first.locator('.dd-price').first()).toHaveText(`¥${goods.discount_price}`);
      await page.waitForLoadState('networkidle');
      const before = { ...calls };
      // The server inlined the list's first page (its manifest's data, widgets/diy-goods-list/data.ts): a guest's
      // first view asks the browser for no goods.
      expect(before.goods, 'goods requests before the pull').toBe(0);
      // A marker that a document reload would wipe.
      await page.evaluate(() => {
        (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
      });

      // The merchant changes the goods (in the database); the shopper pulls the page down from the top.
      const changed = await updateGoods(request, { sku_id: goods.sku_id, price: newPrice });
      restore = changed.before;
      const named = await translateGoods(request, lang, goods.goods_id, newName);
      expect(named.before.goods_name).toBe(goods.goods_name);
      expect(named.after.goods_name).toBe(newName);
      hold = true;
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await page.locator('.sh-ptr').boundingBox();
      expect(box).not.toBeNull();
      await pullDown(page, box!.x + box!.width / 2, box!.y + 40, 200);

      const indicator = page.locator('.sh-ptr-indicator');
      await expect(indicator).toHaveAttribute('data-phase', 'refreshing');
      // Asked again, once each and in parallel: the goods list and the coupon block (each through
      // the page source the server inlined its first answer through, or its own request), while
      // the old cards stay.
      await expect.poll(() => calls.goods - before.goods).toBe(1);
      await expect.poll(() => calls.coupons - before.coupons).toBe(1);
      await expect(first.locator('.dd-card-name')).toHaveText(goods.goods_name);
      await expect(first.locator('.dd-price').first()).toHaveText(`¥${goods.discount_price}`);
      await expect(list.locator('.dd-card--skeleton')).toHaveCount(0);
      await expect(page.locator('[class*="skel"]')).toHaveCount(0);
      await shot('refreshing');

      release();
      await expect(first.locator('.dd-card-name')).toHaveText(newName);
      await expect(first.locator('.dd-price').first()).toHaveText(`¥${newPrice}`);
      await expect(indicator).toHaveAttribute('data-phase', 'idle');
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // One pull, one round: nothing fetched twice.
      await page.waitForLoadState('networkidle');
      expect(calls.goods - before.goods).toBe(1);
      expect(calls.coupons - before.coupons).toBe(1);
      await shot('refreshed');
    } finally {
      release();
      // Back to the seeded goods (name and this sku's price), for the journeys that run later.
      if (restore) {
        const price = restore.skus.find((k) => k.sku_id === goods.sku_id)!.price;
        await updateGoods(request, { sku_id: goods.sku_id, price });
        await translateGoods(request, lang, goods.goods_id, goods.goods_name);
      }
    }
    expect(await firstGoods(request, lang)).toMatchObject({ goods_id: goods.goods_id, goods_name: goods.goods_name, discount_price: goods.discount_price });
  });
});
