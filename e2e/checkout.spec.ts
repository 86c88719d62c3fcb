/**
 * Checkout journeys of the demo member (in English; every page is pictured in Chinese by themes.spec.ts):
 * 1. buy now on a goods page, add a new address from the confirm page, place the order, pay by
 *    balance with the pay password, see the result with the amount; the order waits to be sent;
 * 2. a second order pays through the development gateway and is paid only after its callback;
 * 3. a third order goes the offline way: voucher upload, submit, review status, approval.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Lang, ONE_LANGUAGE } from './fixtures.ts';

const SKU_ID = 107; // 蛋黄酥 6枚装, ¥29.90, plenty of stock, express or store pickup

const TEXT = {
  'zh-cn': {
    buyNow: '立即购买',
    confirmSku: '确定',
    placeOrder: '提交订单',
    addAddress: '新增收货地址',
    save: '保存',
    payWithBalance: '余额抵扣',
    confirmPay: '确认支付',
    passwordBoxes: '支付密码，6位数字',
    paid: '支付成功',
    devpay: '开发支付（测试网关）',
    offline: '线下支付',
    uploadVoucher: '上传凭证',
    submit: '确定提交',
    reviewing: '凭证已提交，等待商家审核',
    consignee: 'E2E 收货人',
    namePlaceholder: '收货人姓名',
    mobilePlaceholder: '收货人手机号',
    addressPlaceholder: '街道、楼牌号等',
    mobileInvalid: '请输入正确的手机号',
    storePickup: '门店自提',
  },
  'en-us': {
    buyNow: 'Buy now',
    confirmSku: 'Confirm',
    placeOrder: 'Place order',
    addAddress: 'Add a shipping address',
    save: 'Save',
    payWithBalance: 'Pay with balance',
    confirmPay: 'Confirm payment',
    passwordBoxes: 'Payment password, 6 digits',
    paid: 'Payment successful',
    devpay: 'Dev pay (test gateway)',
    offline: 'Offline payment',
    uploadVoucher: 'Upload a voucher',
    submit: 'Submit',
    reviewing: 'Voucher submitted, waiting for the shop to review it',
    consignee: 'E2E Consignee',
    namePlaceholder: "Consignee's name",
    mobilePlaceholder: "Consignee's mobile number",
    addressPlaceholder: 'Street, building, room',
    mobileInvalid: 'please enter a correct phone number',
    storePickup: 'Store pickup',
  },
} as const;

// A 1×1 PNG (the voucher).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function loginToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login/login', { form: { username: 'demo', password: 'demo123' } });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/** The demo member's token in storage before the app starts (as a login would leave it). */
async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await loginToken(request);
  await page.addInitScript((tok) => {
    if (!localStorage.getItem('h5_token')) localStorage.setItem('h5_token', JSON.stringify(tok));
  }, token);
  return token;
}

async function api<T>(request: APIRequestContext, path: string, token: string, params: Record<string, string | number> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await request.post(path, { form: { token, ...params } });
  return (await res.json()) as { code: number; message: string; data: T };
}

const codeOf = (page: Page): string => new URL(page.url()).searchParams.get('code') ?? '';

/** Confirm page → place the order → the pay page; returns the pay money shown and the out_trade_no. */
async function placeOrder(page: Page, t: (typeof TEXT)[Lang]): Promise<{ money: string; code: string }> {
  const money = (await page.getByTestId('oc-pay-money').textContent())?.trim() ?? '';
  expect(money).toMatch(/^¥\d+\.\d{2}$/);
  await page.getByRole('button', { name: t.placeOrder }).click();
  await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+/);
  await expect(page.getByTestId('pp-amount')).toHaveText(money);
  return { money, code: codeOf(page) };
}

async function seedAndCheckout(page: Page): Promise<void> {
  await page.goto('/h5/');
  await page.evaluate((sku) => localStorage.setItem('h5_orderCreateData', JSON.stringify({ sku_id: sku, num: 1 })), SKU_ID);
  await page.goto('/h5/pages/order/payment');
  await expect(page.getByTestId('oc-pay-money')).toBeVisible();
}

test.describe('checkout', () => {
  test.skip(({ lang }) => lang !== 'en-us', ONE_LANGUAGE);
  test('buy now, a new address from the confirm page, pay by balance with the pay password', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await signIn(page, request);
    const consignee = `${t.consignee} ${Date.now() % 100000}`;

    await page.goto(`/h5/pages/goods/detail?sku_id=${SKU_ID}`);
    await page.getByRole('button', { name: t.buyNow }).first().click();
    await page.locator('.sp-popup').getByRole('button', { name: t.confirmSku }).click();
    await page.waitForURL(/\/h5\/pages\/order\/payment$/);
    await expect(page.getByTestId('oc-address')).toBeVisible();
    await expect(page.getByTestId('oc-pay-money')).toBeVisible();
    await shot('confirm');

    // choose → the address list in select mode → add a new one
    await page.getByTestId('oc-address').click();
    await page.waitForURL(/\/h5\/pages_tool\/member\/address\?back=/);
    await expect(page.locator('.al-card').first()).toBeVisible();
    await shot('address-list');
    await page.getByRole('button', { name: t.addAddress }).click();
    await page.waitForURL(/\/h5\/pages_tool\/member\/address_edit\?/);
    await page.getByPlaceholder(t.namePlaceholder).fill(consignee);
    await page.getByPlaceholder(t.mobilePlaceholder).fill('1391234');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.mobileInvalid)).toBeVisible(); // nothing saved on bad input
    await page.getByPlaceholder(t.mobilePlaceholder).fill('13912345678');
    await page.getByTestId('af-area').click();
    await expect(page.getByRole('option', { name: '上海市', exact: true })).toBeVisible();
    await page.waitForTimeout(400);
    await shot('area-picker');
    await page.getByRole('option', { name: '上海市', exact: true }).click();
    await page.getByRole('option', { name: '市辖区', exact: true }).click();
    await page.getByRole('option', { name: '徐汇区', exact: true }).click();
    await expect(page.getByTestId('af-area')).toHaveText('上海市 市辖区 徐汇区');
    await page.getByPlaceholder(t.addressPlaceholder).fill('漕溪北路 1 号');
    await shot('address-form');
    await page.getByRole('button', { name: t.save }).click();

    // back on the confirm page with the new address
    await page.waitForURL(/\/h5\/pages\/order\/payment$/);
    await expect(page.getByTestId('oc-address')).toContainText(consignee);
    await expect(page.getByTestId('oc-address')).toContainText('徐汇区');
    await shot('confirm-new-address');
    const { money, code } = await placeOrder(page, t);

    // pay by balance: the pay password, then the result with the amount
    await page.getByRole('switch', { name: t.payWithBalance }).click();
    await shot('pay');
    await page.getByRole('button', { name: t.confirmPay }).click();
    await expect(page.getByLabel(t.passwordBoxes)).toBeVisible();
    await page.waitForTimeout(400);
    await shot('pay-password');
    await page.getByLabel(t.passwordBoxes).fill('123456');
    await page.waitForURL(/\/h5\/pages_tool\/pay\/result\?code=\d+/);
    await expect(page.getByTestId('pr-title')).toHaveText(t.paid);
    await expect(page.getByTestId('pr-amount')).toHaveText(money);
    await shot('result');

    const status = await api<{ pay_status: number }>(request, '/api/pay/status', token, { out_trade_no: code });
    expect(status.data.pay_status).toBe(2);
    const orders = await api<{ list: Array<{ out_trade_no: string; order_status: number; name: string }> }>(request, '/api/order/lists', token, { order_status: 'waitsend', page_size: 20 });
    const order = orders.data.list.find((o) => o.out_trade_no === code);
    expect(order).toBeDefined();
    expect(order!.name).toBe(consignee);
  });

  test('the development gateway: paid only after its callback', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await signIn(page, request);
    // The gateway's checkout page is a bare server page: the browser asks it for /favicon.ico, which this
    // site does not have (a real gateway would be another site).
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
    await seedAndCheckout(page);
    // store pickup this time: the store list to choose from, no freight
    await page.getByRole('tab', { name: t.storePickup }).click();
    await expect(page.getByTestId('oc-store')).toBeVisible();
    await expect(page.locator('.oc-total[data-field="delivery_money"]')).toHaveCount(0);
    await page.getByTestId('oc-store').click();
    await expect(page.getByRole('radio', { name: /徐汇体验店/ })).toBeVisible();
    await page.waitForTimeout(400); // the popup's 0.3 s slide
    await shot('store-list');
    await page.getByRole('radio', { name: /徐汇体验店/ }).click();
    await expect(page.getByTestId('oc-store')).toContainText('徐汇体验店');
    await expect(page.locator('.oc-popup')).toHaveCount(0);
    await shot('confirm-store');
    const { money, code } = await placeOrder(page, t);
    await expect(page.getByRole('radio', { name: t.devpay })).toHaveAttribute('aria-checked', 'true');
    await shot('pay-types');
    await page.getByRole('button', { name: t.confirmPay }).click();

    // the gateway's own page (a full navigation, outside the app)
    await page.waitForURL(/\/devpay\/checkout\?/);
    await expect(page.locator('.amount')).toHaveText(money);
    await shot('devpay-checkout');
    const before = await api<{ pay_status: number }>(request, '/api/pay/status', token, { out_trade_no: code });
    expect(before.data.pay_status).toBe(0);

    await page.locator('button.pay').click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/result\?code=\d+/);
    expect(codeOf(page)).toBe(code);
    await expect(page.getByTestId('pr-title')).toHaveText(t.paid);
    await expect(page.getByTestId('pr-amount')).toHaveText(money);
    await shot('devpay-result');
    const after = await api<{ pay_status: number; pay_type: string; order_type: number }>(request, '/api/pay/status', token, { out_trade_no: code });
    expect(after.data).toMatchObject({ pay_status: 2, pay_type: 'devpay', order_type: 2 });
  });

  test('offline payment: voucher upload, submit, review, approval', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await signIn(page, request);
    await seedAndCheckout(page);
    const { money, code } = await placeOrder(page, t);
    await page.getByRole('radio', { name: t.offline }).click();
    await page.getByRole('button', { name: t.confirmPay }).click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/offlinepay\?outTradeNo=\d+/);
    await expect(page.getByTestId('op-amount')).toHaveText(money);
    await page.getByLabel(t.uploadVoucher).setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.op-img img')).toHaveCount(1);
    await shot('offline');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByTestId('op-status')).toContainText(t.reviewing);
    await shot('offline-submitted');
    const doing = await api<{ pay_status: number }>(request, '/api/pay/status', token, { out_trade_no: code });
    expect(doing.data.pay_status).toBe(1);

    const approved = await request.post('/dev/offlinepay/approve', { form: { out_trade_no: code } });
    expect(((await approved.json()) as { code: number }).code).toBe(0);
    await page.goto(`/h5/pages_tool/pay/result?code=${code}`);
    await expect(page.getByTestId('pr-title')).toHaveText(t.paid);
  });
});
