/**
 * Orders and after-sales as the demo member, on the real server (test mode): the order list tabs,
 * closing an unpaid order (stock comes back), shipping → confirm receipt → review, and a refund
 * application seen on its detail page and in the refund list. Orders are placed through the API
 * (checkout pages belong to another journey); everything the member does after that is done in
 * the UI.
 */
import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openApp, test, type Lang, ONE_LANGUAGE } from './fixtures.ts';

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

const TEXT = {
  'zh-cn': {
    waitpay: '待付款',
    waitsend: '待发货',
    waitconfirm: '待收货',
    waitrate: '待评价',
    all: '全部',
    unpaid: '待支付',
    paid: '待发货',
    shipped: '已发货',
    received: '已收货',
    closed: '已关闭',
    close: '关闭订单',
    takeDelivery: '确认收货',
    trace: '查看物流',
    evaluate: '评价',
    evaluateAgain: '追评',
    confirm: '确定',
    refund: '退款',
    refundOnly: '仅退款',
    submit: '提交',
    refundRequested: '申请售后',
    reviewText: '坚果很新鲜，包装完好，下次还会再买。',
    star: '4星',
    orderNo: (no: string) => `订单号：${no}`,
    empty: '暂无相关订单',
    refundBatch: '批量退款',
    selected: (n: number) => `已选${n}件`,
    next: '下一步',
  },
  'en-us': {
    waitpay: 'Pending payment',
    waitsend: 'Pending delivery',
    waitconfirm: 'Pending receipt',
    waitrate: 'Pending review',
    all: 'All',
    unpaid: 'Awaiting payment',
    paid: 'Awaiting shipment',
    shipped: 'Shipped',
    received: 'Received',
    closed: 'Closed',
    close: 'Cancel order',
    takeDelivery: 'Confirm receipt',
    trace: 'Track package',
    evaluate: 'Review',
    evaluateAgain: 'Add a review',
    confirm: 'Confirm',
    refund: 'Refund',
    refundOnly: 'Refund only',
    submit: 'Submit',
    refundRequested: 'After-sales requested',
    reviewText: 'Fresh nuts, well packed, will buy again.',
    star: '4 star(s)',
    orderNo: (no: string) => `Order No. ${no}`,
    empty: 'No related orders',
    refundBatch: 'Refund several items',
    selected: (n: number) => `${n} selected`,
    next: 'Next',
  },
} satisfies Record<Lang, unknown>;

/** The shop's API as the member (form posts with the token, as the app sends them). */
class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
    private readonly lang: Lang,
  ) {}

  static async login(request: APIRequestContext, lang: Lang): Promise<Api> {
    const res = (await (await request.post('/api/login/login', { form: { username: 'demo', password: 'demo123', lang } })).json()) as Envelope<{ token: string }>;
    expect(res.code, res.message).toBeGreaterThanOrEqual(0);
    return new Api(request, res.data.token, lang);
  }

  async call<T>(path: string, form: Record<string, string | number> = {}): Promise<T> {
    const res = (await (await this.request.post(path, { form: { token: this.token, lang: this.lang, app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
    expect(res.code, `${path}: ${res.message}`).toBeGreaterThanOrEqual(0);
    return res.data;
  }

  /** Buy now → order (unpaid); answers its order number and id. */
  async placeOrder(sku_id: number, num: number): Promise<{ out_trade_no: string; order_id: number; order_no: string }> {
    const calc = await this.call<{ order_key: string }>('/api/ordercreate/payment', { sku_id, num });
    const out_trade_no = await this.call<string>('/api/ordercreate/create', { order_key: calc.order_key, idempotency_key: crypto.randomUUID() });
    const list = await this.call<{ list: Array<{ order_id: number; order_no: string; out_trade_no: string }> }>('/api/order/lists', { order_status: 'waitpay', page: 1, page_size: 20 });
    const order = list.list.find((o) => o.out_trade_no === out_trade_no);
    expect(order, 'the new order is listed').toBeDefined();
    return { out_trade_no, order_id: order!.order_id, order_no: order!.order_no };
  }

  /** Checkout of several skus through the cart (one order); answers as placeOrder. */
  async placeCartOrder(skus: number[]): Promise<{ out_trade_no: string; order_id: number; order_no: string }> {
    await this.call('/api/cart/clear');
    for (const sku_id of skus) await this.call('/api/cart/add', { sku_id, num: 1 });
    const cart = await this.call<Array<{ cart_id: number }>>('/api/cart/goodsLists');
    const calc = await this.call<{ order_key: string }>('/api/ordercreate/payment', { cart_ids: cart.map((c) => c.cart_id).join(',') });
    const out_trade_no = await this.call<string>('/api/ordercreate/create', { order_key: calc.order_key, idempotency_key: crypto.randomUUID() });
    const list = await this.call<{ list: Array<{ order_id: number; order_no: string; out_trade_no: string }> }>('/api/order/lists', { order_status: 'waitpay', page: 1, page_size: 20 });
    const order = list.list.find((o) => o.out_trade_no === out_trade_no);
    expect(order, 'the new order is listed').toBeDefined();
    return { out_trade_no, order_id: order!.order_id, order_no: order!.order_no };
  }

  async pay(out_trade_no: string): Promise<void> {
    await this.call('/api/pay/pay', { out_trade_no, is_balance: 1, pay_password: '123456' });
  }
}

/** Logs in through the API and stores the token the way src/stores/member.ts does. */
async function loginAs(page: Page, lang: Lang): Promise<Api> {
  const api = await Api.login(page.request, lang);
  await page.addInitScript((token) => localStorage.setItem('h5_token', JSON.stringify(token)), api.token);
  return api;
}

const card = (page: Page, orderNo: string, lang: Lang) => page.getByTestId('order-card').filter({ hasText: TEXT[lang].orderNo(orderNo) });

async function confirmModal(page: Page, lang: Lang): Promise<void> {
  await page.locator('.sh-modal-confirm').filter({ hasText: TEXT[lang].confirm }).click();
}

/** The stock number the goods detail page shows for a sku. */
async function shownStock(page: Page, skuId: number): Promise<number> {
  await openApp(page, `/pages/goods/detail?sku_id=${skuId}`);
  const text = await page.getByTestId('goods-stock').innerText();
  const m = /(\d+)/.exec(text);
  expect(m, `stock in "${text}"`).not.toBeNull();
  return Number(m![1]);
}

test.describe('orders', () => {
  test.skip(({ lang }) => lang !== 'zh-cn', ONE_LANGUAGE);
  test('an unpaid order waits under pending payment; cancelling it closes it and returns the stock', async ({ page, lang, shot }) => {
    const t = TEXT[lang];
    const api = await loginAs(page, lang);
    const sku = 174; // 学生书包
    const before = await shownStock(page, sku);
    const order = await api.placeOrder(sku, 2);
    expect(await shownStock(page, sku)).toBe(before - 2);

    await openApp(page, `/pages/order/detail?order_id=${order.order_id}`);
    await expect(page.getByTestId('order-status')).toHaveText(t.unpaid);
    await expect(page.getByTestId('order-countdown')).toContainText(/00:(2\d|30):\d\d/);
    await shot('detail-unpaid');

    await openApp(page, '/pages/order/list?status=waitpay');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(t.waitpay);
    const mine = card(page, order.order_no, lang);
    await expect(mine.getByTestId('order-status')).toHaveText(t.unpaid);
    await shot('list-waitpay');

    await mine.getByRole('button', { name: t.close }).click();
    await shot('close-confirm');
    await confirmModal(page, lang);
    await expect(mine).toHaveCount(0);

    await page.getByRole('tab', { name: t.all }).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(t.all);
    await expect(card(page, order.order_no, lang).getByTestId('order-status')).toHaveText(t.closed);
    await shot('list-all-closed');

    expect(await shownStock(page, sku)).toBe(before);
  });

  test('a paid order: pending delivery, shipped, receipt confirmed, then reviewed', async ({ page, lang, shot, request }) => {
    const t = TEXT[lang];
    const api = await loginAs(page, lang);
    const order = await api.placeOrder(162, 1);
    await api.pay(order.out_trade_no);

    await openApp(page, '/pages/order/list?status=waitsend');
    await expect(card(page, order.order_no, lang).getByTestId('order-status')).toHaveText(t.paid);
    await shot('list-waitsend');

    const shipped = (await (await request.post('/dev/order/ship', { form: { order_id: order.order_id } })).json()) as Envelope;
    expect(shipped.code).toBeGreaterThanOrEqual(0);

    await openApp(page, '/pages/order/list?status=waitconfirm');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(t.waitconfirm);
    const mine = card(page, order.order_no, lang);
    await expect(mine.getByTestId('order-status')).toHaveText(t.shipped);
    await shot('list-waitconfirm');

    await mine.getByRole('button', { name: t.trace }).click();
    await expect(page.getByTestId('logistics-steps')).toBeVisible();
    await shot('logistics');
    await page.goBack();

    await card(page, order.order_no, lang).getByRole('button', { name: t.takeDelivery }).click();
    await confirmModal(page, lang);
    await expect(card(page, order.order_no, lang)).toHaveCount(0);

    await page.getByRole('tab', { name: t.waitrate }).click();
    const rated = card(page, order.order_no, lang);
    await expect(rated.getByTestId('order-status')).toHaveText(t.received);
    await rated.getByRole('button', { name: t.evaluate, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/pages_tool/order/evaluate\\?order_id=${order.order_id}`));
    await page.getByRole('radio', { name: t.star }).click();
    await page.getByRole('textbox').fill(t.reviewText);
    await shot('evaluate');
    await page.getByRole('button', { name: t.submit }).click();

    // back on the order, now offering a follow-up review
    await expect(page).toHaveURL(new RegExp(`/pages/order/detail\\?order_id=${order.order_id}`));
    await expect(page.getByRole('button', { name: t.evaluateAgain })).toBeVisible();
    await shot('detail-reviewed');

    const detail = await api.call<{ evaluate_status: number }>('/api/order/detail', { order_id: order.order_id });
    expect(detail.evaluate_status).toBe(1);
  });

  test('refund only on a paid order: status on refund detail and in the refund list', async ({ page, lang, shot }) => {
    const t = TEXT[lang];
    const api = await loginAs(page, lang);
    const order = await api.placeOrder(31, 1); // 按动中性笔
    await api.pay(order.out_trade_no);

    await openApp(page, `/pages/order/detail?order_id=${order.order_id}`);
    await expect(page.getByTestId('order-status')).toHaveText(t.paid);
    await expect(page.getByTestId('order-no')).toHaveText(order.order_no);
    await shot('detail-paid');
    await page.getByRole('button', { name: t.refund, exact: true }).click();

    await expect(page).toHaveURL(/\/pages_tool\/order\/refund_type_select\?order_goods_id=\d+/);
    const refundOnly = page.getByRole('button', { name: new RegExp(t.refundOnly) });
    await expect(refundOnly).toBeVisible();
    await shot('refund-type');
    await refundOnly.click();

    await expect(page).toHaveURL(/\/pages_tool\/order\/refund\?order_goods_id=\d+&refund_type=1/);
    await expect(page.getByTestId('refund-type')).toHaveText(t.refundOnly);
    const select = page.getByRole('combobox');
    const reason = (await select.locator('option').nth(2).innerText()).trim();
    await select.selectOption({ label: reason });
    await page.getByRole('textbox').fill('e2e');
    await shot('refund-form');
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page).toHaveURL(/\/pages_tool\/order\/refund_detail\?order_goods_id=\d+/);
    await expect(page.getByTestId('refund-status')).toHaveText(t.refundRequested);
    await expect(page.getByText(reason, { exact: true })).toBeVisible();
    await shot('refund-detail');

    await openApp(page, '/pages_tool/order/activist');
    const row = page.getByTestId('refund-card').filter({ hasText: TEXT[lang].orderNo(order.order_no) });
    await expect(row.getByTestId('refund-status')).toHaveText(t.refundRequested);
    await shot('activist');
  });

  test('several items of one order refunded together', async ({ page, lang, shot }) => {
    const t = TEXT[lang];
    const api = await loginAs(page, lang);
    const order = await api.placeCartOrder([30, 34]); // pens, notebook
    await api.pay(order.out_trade_no);

    await openApp(page, `/pages/order/detail?order_id=${order.order_id}`);
    await page.getByRole('button', { name: t.refundBatch }).click();
    await expect(page).toHaveURL(new RegExp(`/pages_tool/order/refund_goods_select\\?order_id=${order.order_id}`));
    await expect(page.getByText(t.selected(2))).toBeVisible();
    await shot('refund-goods-select');
    await page.getByRole('button', { name: t.next }).click();

    await expect(page).toHaveURL(/\/pages_tool\/order\/refund_batch\?order_goods_ids=\d+%2C\d+/);
    await page.getByRole('combobox').selectOption({ index: 1 });
    await shot('refund-batch');
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page).toHaveURL(/\/pages_tool\/order\/activist/);
    const rows = page.getByTestId('refund-card').filter({ hasText: t.orderNo(order.order_no) });
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByTestId('refund-status')).toHaveText(t.refundRequested);
  });

  test('an empty tab says so', async ({ page, lang, shot }) => {
    await loginAs(page, lang);
    await openApp(page, '/pages/order/list?status=wait_use');
    await expect(page.getByText(TEXT[lang].empty)).toBeVisible();
    await shot('empty');
  });
});
