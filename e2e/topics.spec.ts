/**
 * Topic journey of the demo member (in English; every page is pictured in Chinese by themes.spec.ts): the topic list, a
 * topic with its goods at topic prices, a topic goods with its countdown, buy now → the topic
 * checkout priced by the server → pay by balance with the pay password → the order at the topic price.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, ONE_LANGUAGE } from './fixtures.ts';
import { goodsName } from './goodsNames.ts';

const TOPIC_NAME = '美味零食季'; // seeded topic 2
const GOODS_NAME = goodsName(30, 'en-us'); // 蛋黄酥 6枚装 咸蛋黄, sku 107, ¥29.90; topic price 80% → ¥23.90 (this journey runs in English)
const TOPIC_PRICE = '¥23.90';
const ORIGINAL = '¥29.90';

const TEXT = {
  'zh-cn': {
    running: '进行中',
    endsIn: '距结束',
    topicPrice: '专题价',
    buyNow: '立即购买',
    confirmSku: '确定',
    placeOrder: '提交订单',
    payWithBalance: '余额抵扣',
    confirmPay: '确认支付',
    passwordBoxes: '支付密码，6位数字',
    paid: '支付成功',
  },
  'en-us': {
    running: 'On now',
    endsIn: 'Ends in',
    topicPrice: 'Topic price',
    buyNow: 'Buy now',
    confirmSku: 'Confirm',
    placeOrder: 'Place order',
    payWithBalance: 'Pay with balance',
    confirmPay: 'Confirm payment',
    passwordBoxes: 'Payment password, 6 digits',
    paid: 'Payment successful',
  },
} as const;

async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login/login', { form: { username: 'demo', password: 'demo123' } });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  await page.addInitScript((tok) => {
    if (!localStorage.getItem('h5_token')) localStorage.setItem('h5_token', JSON.stringify(tok));
  }, body.data.token);
  return body.data.token;
}

async function api<T>(request: APIRequestContext, path: string, token: string, params: Record<string, string | number> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await request.post(path, { form: { token, ...params } });
  return (await res.json()) as { code: number; message: string; data: T };
}

test.describe('topics', () => {
  test.skip(({ lang }) => lang !== 'en-us', ONE_LANGUAGE);
  test('list → topic → goods → buy at the topic price → pay by balance → the order at the topic price', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await signIn(page, request);

    // the topic list: both seeded topics, banner, status, countdown
    await page.goto('/h5/pages_promotion/topics/list');
    const card = page.getByRole('button', { name: TOPIC_NAME });
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: '数码好物节' })).toBeVisible();
    await expect(card).toContainText(t.running);
    await expect(card.getByRole('timer')).toContainText(t.endsIn);
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await shot('list');

    // the topic: banner, remark, goods with the topic price and the original struck through
    await card.click();
    await page.waitForURL(/\/h5\/pages_promotion\/topics\/detail\?topic_id=2$/);
    // the nav bar title and the topic header both name the topic
    await expect(page.getByRole('heading', { name: TOPIC_NAME }).first()).toBeVisible();
    await expect(page.getByTestId('topic-status')).toHaveText(t.running);
    const goods = page.getByRole('button', { name: GOODS_NAME });
    await expect(goods.getByTestId('topic-price')).toHaveText(TOPIC_PRICE);
    await expect(goods.locator('s')).toHaveText(ORIGINAL);
    await expect(page.locator('.tgg-card')).toHaveCount(7);
    await shot('detail');

    // the topic goods: topic price, original, countdown to the end
    await goods.click();
    await page.waitForURL(/\/h5\/pages_promotion\/topics\/goods_detail\?id=\d+$/);
    await expect(page.getByTestId('topic-goods-price')).toHaveText(TOPIC_PRICE);
    await expect(page.getByTestId('topic-goods-original')).toHaveText(ORIGINAL);
    await expect(page.getByTestId('topic-goods-countdown').getByRole('timer')).toContainText(t.endsIn);
    await expect(page.getByRole('heading', { name: GOODS_NAME })).toBeVisible();
    await shot('goods');

    // buy now → the sku popup at the topic price → the topic checkout
    await page.locator('.tpab-buy').click();
    const popup = page.locator('.sp-popup');
    await expect(popup.getByTestId('sku-price')).toHaveText(TOPIC_PRICE);
    await page.waitForTimeout(400);
    await shot('sku');
    await popup.getByRole('button', { name: t.confirmSku }).click();
    await page.waitForURL(/\/h5\/pages_promotion\/topics\/payment\?id=\d+&num=1$/);
    await expect(page.getByTestId('oc-promotion')).toContainText(TOPIC_NAME);
    await expect(page.locator('.oc-line .oc-price')).toHaveText(TOPIC_PRICE);
    await expect(page.locator('.oc-total[data-field="goods_money"] dd')).toHaveText(TOPIC_PRICE);
    await expect(page.getByTestId('oc-coupon')).toHaveCount(0);
    const money = (await page.getByTestId('oc-pay-money').textContent())?.trim() ?? '';
    expect(money).toMatch(/^¥\d+\.\d{2}$/);
    await shot('payment');

    // place the order once → the pay page → balance with the pay password → paid
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+/);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    await expect(page.getByTestId('pp-amount')).toHaveText(money);
    await page.getByRole('switch', { name: t.payWithBalance }).click();
    await page.getByRole('button', { name: t.confirmPay }).click();
    await expect(page.getByLabel(t.passwordBoxes)).toBeVisible();
    await page.getByLabel(t.passwordBoxes).fill('123456');
    await page.waitForURL(/\/h5\/pages_tool\/pay\/result\?code=\d+/);
    await expect(page.getByTestId('pr-title')).toHaveText(t.paid);
    await expect(page.getByTestId('pr-amount')).toHaveText(money);
    await shot('result');

    // the order: paid, at the topic price
    const info = await api<{ pay_status: number; order_id: number }>(request, '/api/pay/status', token, { out_trade_no: code });
    expect(info.data.pay_status).toBe(2);
    const orders = await api<{ list: Array<{ order_id: number; out_trade_no: string }> }>(request, '/api/order/lists', token, { order_status: 'waitsend', page_size: 20 });
    const order = orders.data.list.find((o) => o.out_trade_no === code);
    expect(order).toBeDefined();
    const detail = await api<{ goods_money: string; order_goods: Array<{ sku_id: number; price: string; num: number }> }>(request, '/api/order/detail', token, { order_id: order!.order_id });
    expect(detail.data.goods_money).toBe('23.90');
    expect(detail.data.order_goods).toEqual([expect.objectContaining({ sku_id: 107, price: '23.90', num: 1 })]);
    await page.goto(`/h5/pages/order/detail?order_id=${order!.order_id}`);
    await expect(page.getByTestId('order-goods').first()).toContainText(GOODS_NAME);
    await expect(page.getByTestId('order-goods').first()).toContainText(TOPIC_PRICE);
    await shot('order');
  });
});
