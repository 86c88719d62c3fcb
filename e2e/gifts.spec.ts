/**
 * The gift popups and boxes without routes (issue 17): the spending reward on the pay result
 * (memberconsume: points, growth and a coupon for the order, once per payment), and the birthday
 * and festival gift popups of the member centre and home (each taken once per calendar year).
 */
import type { Page } from '@playwright/test';
import { expect, test, type Lang } from './fixtures.ts';
import { freshMember, setAddon, shopperWithAddress } from './members.ts';

const SKU_ID = 107; // 蛋黄酥 6枚装, ¥29.90

const TEXT = {
  'zh-cn': { submit: '提交订单', devpay: '开发支付（测试网关）', confirm: '确认支付', paid: '支付成功', reward: '恭喜获得以下奖励', point: '积分', growth: '成长值', coupon: '优惠券' },
  'en-us': { submit: 'Place order', devpay: 'Dev pay (test gateway)', confirm: 'Confirm payment', paid: 'Payment successful', reward: 'Rewards for this order', point: 'Points', growth: 'Growth', coupon: 'Coupons' },
} as const;

const POPUP_TEXT = {
  'zh-cn': { birthday: '生日贺礼', festival: '新年有礼', point200: '200 积分', red10: '10 元红包', coupon5: '5 元优惠券', point88: '88 积分', view: '立即查看', close: '关闭' },
  'en-us': { birthday: 'Birthday gift', festival: 'New Year gift', point200: '200 points', red10: '¥10 red packet', coupon5: '¥5 coupon', point88: '88 points', view: 'View', close: 'Close' },
} as const;

/** Buy the sku now and pay it whole on the development gateway; lands on the pay result. */
async function buyAndPay(page: Page, lang: Lang): Promise<string> {
  const t = TEXT[lang];
  await page.goto('/h5/');
  await page.evaluate((sku) => localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: sku, num: 1 })), SKU_ID);
  await page.goto('/h5/pages/order/payment');
  await expect(page.getByTestId('oc-pay-money')).toBeVisible();
  await page.getByRole('button', { name: t.submit }).click();
  await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+/);
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  await expect(page.getByRole('radio', { name: t.devpay })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: t.confirm }).click();
  await page.waitForURL(/\/devpay\/checkout\?/);
  await page.locator('button.pay').click();
  await page.waitForURL(/\/h5\/pages_tool\/pay\/result\?code=\d+/);
  await expect(page.getByTestId('pr-title')).toHaveText(t.paid);
  return code;
}

test.describe('gifts', () => {
  test('the pay result shows the spending reward of the order: points, growth and a coupon, each linked', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    await shopperWithAddress(page, request, '47');
    await buyAndPay(page, lang);
    const box = page.locator('.cr');
    await expect(box.getByRole('heading')).toHaveText(t.reward);
    // ¥29.90 (+ delivery) at 5 % points and 10 % growth, one coupon of the configured type.
    const items = box.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(t.point);
    await expect(items.nth(1)).toContainText(t.growth);
    await expect(items.nth(2)).toContainText(`${t.coupon}1`);
    const points = Number(((await items.nth(0).locator('.cr-value').textContent()) ?? '').trim());
    expect(points).toBeGreaterThan(0);
    await shot('pay-result-reward');
    // Reading it again gives the same reward (once per payment), and it leads to the points detail.
    await page.reload();
    await expect(page.locator('.cr .cr-value').first()).toHaveText(String(points));
    await page.locator('.cr-btn').first().click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/member\/point_detail/);
  });
});

test.describe('gift popups', () => {
  // The festival gift is off in the seed (every member would get it on home, in every journey):
  // this journey turns it on, and off again after.
  test.beforeEach(async ({ request }) => setAddon(request, 'scenefestival', 1));
  test.afterEach(async ({ request }) => setAddon(request, 'scenefestival', 0));

  test('member centre: the birthday gift, then the festival gift, each taken once; home shows the festival gift', async ({ page, request, lang, shot }) => {
    const t = POPUP_TEXT[lang];
    const token = await freshMember(request, '48');
    const birthday = await request.post('/api/member/modifybirthday', { form: { token, birthday: String(Math.floor(Date.now() / 1000)) } });
    expect(((await birthday.json()) as { code: number }).code).toBe(0);
    await page.addInitScript((tok) => {
      if (!localStorage.getItem('h5_token')) localStorage.setItem('h5_token', JSON.stringify(tok));
    }, token);

    await page.goto('/h5/pages/member/index');
    const popup = page.getByTestId('gift-popup');
    await expect(popup).toHaveAttribute('data-kind', 'birthday');
    await expect(popup.getByRole('heading')).toHaveText(t.birthday);
    await expect(popup.locator('.gp-value')).toHaveText([t.point200, t.red10, t.coupon5]);
    await shot('birthday');
    await popup.getByRole('button', { name: t.close }).click();

    await expect(popup).toHaveAttribute('data-kind', 'festival');
    await expect(popup.getByRole('heading')).toHaveText(t.festival);
    await expect(popup.locator('.gp-value')).toHaveText([t.point88, t.coupon5]);
    await shot('festival');
    // "View now" on the points: the points detail, with both gifts in it.
    await popup.getByRole('button', { name: t.view }).first().click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/member\/point_detail/);

    // Taken: neither shows again this year, on the member centre or home.
    for (const path of ['/h5/pages/member/index', '/h5/']) {
      const asked = page.waitForResponse((res) => res.url().includes('/scenefestival/api/config/config'));
      await page.goto(path);
      await asked;
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('gift-popup')).toHaveCount(0);
    }

    // Another member on home: the festival gift.
    const other = await freshMember(request, '49');
    await page.evaluate((tok) => localStorage.setItem('h5_token', JSON.stringify(tok)), other);
    await page.goto('/h5/');
    await expect(popup).toHaveAttribute('data-kind', 'festival');
    await shot('home-festival');
    await popup.getByRole('button', { name: t.close }).click();
    await expect(popup).toHaveCount(0);
  });
});
