/**
 * Content does not jump on home (issue 6: CLS 0). Chromium's own layout-shift entries
 * (PerformanceObserver 'layout-shift', buffered from the first paint) are summed, leaving out the
 * ones Chromium attributes to a recent tap (`hadRecentInput`): nothing may move
 *  - while the first view loads and hydrates and its self-fetching widgets (coupons, goods) fill in,
 *  - while the first screen is scrolled away (what comes into view is already its final size),
 *  - when home is opened from the tab bar (no server-inlined data) and the widgets' data arrives
 *    late: their placeholders have the loaded size.
 * An assertion of what the shopper sees, not a timing: the sum is exactly 0.
 */
import type { Page } from '@playwright/test';
import { expect, openApp, test } from './fixtures.ts';

interface Shift {
  value: number;
  input: boolean;
  at: number;
  sources: string[];
}

/** Records every layout shift of the page from its first paint on (window.__shifts). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }
    const shifts: unknown[] = [];
    (window as unknown as { __shifts: unknown[] }).__shifts = shifts;
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '?';
      const el = node instanceof Element ? node : node.parentElement;
      const block = el?.closest('[data-node-id]');
      return `${el?.tagName.toLowerCase() ?? '#text'}.${String(el?.className ?? '')}${block ? ` in ${block.className}` : ''}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as ShiftEntry[]) {
        shifts.push({
          value: e.value,
          input: e.hadRecentInput,
          at: Math.round(e.startTime),
          sources: (e.sources ?? []).map((s) => `${describe(s.node)}: ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(page: Page): Promise<Shift[]> {
  // Two frames, so a shift of the last change is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts.filter((s) => !s.input));
}

const sum = (list: Shift[]): number => list.reduce((n, s) => n + s.value, 0);

/** Home with its data in: the coupons, the goods cards and every picture in view loaded. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.diy-coupon [data-coupon-id]').first()).toBeVisible();
  await expect(page.locator('.diy-goods-list .dd-card:not(.dd-card--skeleton)').first()).toBeAttached();
  await expect(page.locator('.dd-skel')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
}

test.describe('layout shift on home', () => {
  for (const visit of ['first visit', 'language cookie set'] as const) {
    // A first visit gets the server's view in the default language (a visitor whose stored
    // language differs gets the client's render over it); once the app wrote the h5_lang cookie
    // the server renders in that language and the browser hydrates its view.
    test(`none while the first view loads, hydrates and fills in, nor when its first screen is scrolled away (${visit})`, async ({ page, lang, baseURL, shot }) => {
      if (visit === 'language cookie set') await page.context().addCookies([{ name: 'h5_lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
      await recordShifts(page);
      // The hydration found the server's markup equal to its own first render.
      const mismatches: string[] = [];
      page.on('console', (msg) => {
        if (msg.text().includes('[hydrate]')) mismatches.push(msg.text());
      });
      await openApp(page, '/');
      await settled(page);
      const load = await shifts(page);
      expect(sum(load), JSON.stringify(load, null, 1)).toBe(0);
      expect(mismatches).toEqual([]);

      // The first screen, scrolled away: what comes into view is already laid out.
      const height = page.viewportSize()?.height ?? 812;
      for (let y = 0; y < height; y += height / 4) {
        await page.mouse.wheel(0, height / 4);
        await page.waitForTimeout(150);
      }
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(height - 1);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => img.complete));
      const scrolled = await shifts(page);
      expect(sum(scrolled), JSON.stringify(scrolled, null, 1)).toBe(0);
      await shot(`scrolled-${visit.replace(/\W+/g, '-')}`);
    });
  }

  test('none when home opens from the tab bar and its widgets\' data arrives late: placeholders have the loaded size', async ({ page }) => {
    await recordShifts(page);
    await openApp(page, '/pages/goods/category');
    await expect(page.locator('.sh-tabbar a[data-url="/pages/index/index"]')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Hold the coupon and goods answers until their placeholders have been on screen a while
    // (past the tap's grace period of 500 ms, so a shift would count).
    const hold = async (pattern: RegExp) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(pattern, async (route) => {
        await gate;
        await route.continue();
      });
      return release;
    };
    const releaseCoupons = await hold(/\/coupon\/api\/coupon\/typelists/i);
    const releaseGoods = await hold(/\/api\/goodssku\/pageComponents/i);
    // Only what happens on home counts.
    await page.evaluate(() => void ((window as unknown as { __shifts: unknown[] }).__shifts.length = 0));
    await page.locator('.sh-tabbar a[data-url="/pages/index/index"]').click();

    const coupons = page.locator('.diy-coupon');
    await expect(coupons.locator('.dd-skel').first()).toBeVisible();
    const couponBox = await coupons.boundingBox();
    await page.waitForTimeout(800);
    releaseCoupons();
    await expect(coupons.locator('[data-coupon-id]').first()).toBeVisible();
    expect(await coupons.boundingBox()).toEqual(couponBox);
    const first = await shifts(page);
    expect(sum(first), JSON.stringify(first, null, 1)).toBe(0);

    const goods = page.locator('.diy-goods-list').first();
    await goods.scrollIntoViewIfNeeded();
    await expect(goods.locator('.dd-card--skeleton').first()).toBeVisible();
    const goodsBox = await goods.boundingBox();
    await page.waitForTimeout(800);
    releaseGoods();
    await expect(goods.locator('.dd-card:not(.dd-card--skeleton)').first()).toBeVisible();
    await expect(goods.locator('.dd-card--skeleton')).toHaveCount(0);
    expect(await goods.boundingBox()).toEqual(goodsBox);
    const late = await shifts(page);
    expect(sum(late), JSON.stringify(late, null, 1)).toBe(0);
  });
});

test.describe('layout shift on the member centre', () => {
  // The member info block's card banner comes with the block's data (supermember.firstCard): in the
  // server's first view for a guest; a member's client render over that view must not push the
  // page down when the member's own data arrives.
  for (const who of ['guest', 'member'] as const) {
    test(`none while it loads and fills in (${who})`, async ({ page, request, shot }) => {
      if (who === 'member') {
        const res = await request.post('/api/login/login', { form: { username: 'demo', password: 'demo123' } });
        const token = ((await res.json()) as { data: { token: string } }).data.token;
        await page.addInitScript((tok) => localStorage.setItem('h5_token', JSON.stringify(tok)), token);
      }
      await recordShifts(page);
      await openApp(page, '/pages/member/index');
      await expect(page.locator('.dd-mi-vip')).toBeVisible();
      if (who === 'member') await expect(page.locator('.dd-mi-name')).toBeVisible();
      await expect(page.locator('.dd-skel')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const load = await shifts(page);
      expect(sum(load), JSON.stringify(load, null, 1)).toBeLessThan(0.01);
      await shot(`member-centre-${who}`);
    });
  }
});
