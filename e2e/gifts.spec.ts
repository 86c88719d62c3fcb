/**
 * The gift popups and boxes without routes (issue 17): the spending reward on the pay result
 * (memberconsume: points, growth and a coupon for the order, once per payment).
 */
import type { Page } from '@playwright/test';
import { expect, test, type Lang } from './fixtures.ts';
import { shopperWithAddress } from './members.ts';

const SKU_ID = 107; // 蛋黄酥 6枚装, ¥29.90

const TEXT = {
  'zh-cn': { submit: '提交订单', devpay: '开发支付（测试网关）', confirm: '确认支付', paid: '支付成功', reward: '恭喜获得以下奖励', point: '积分', growth: '成长值', coupon: '优惠券' },
  'en-us': { submit: 'Place order', devpay: 'Dev pay (test gateway)', confirm: 'Confirm payment', paid: 'Payment successful', reward: 'Rewards for this order', point: 'Points', growth: 'Growth', coupon: 'Coupons' },
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
