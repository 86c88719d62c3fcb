/**
 * Forms at checkout (issue 17, the form addon's system forms). Goods 48 carries the engraving form:
 * - buy now: the sku popup asks the form and refuses to go on while a rule fails (the message at the
 *   field); filled, the confirm page shows the goods form filled in; emptied there, placing the order
 *   shows the message and creates nothing; what is typed there survives a trip to the address list;
 *   the order is created with it, paid on the development gateway, and its detail shows it.
 * - add to cart: the form filled in the popup is kept with the cart row; the cart's checkout shows it
 *   filled in and the order carries it.
 * Both languages (the messages and the screenshots).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope } from './builtRoutes.ts';
import { shopperWithAddress } from './members.ts';

const GOODS_ID = 48; // 316不锈钢保温杯 500ml, the seed attaches the engraving form (fixtures/seed/content.json)

const TEXT = {
  'zh-cn': {
    buyNow: '立即购买',
    addCart: '加入购物车',
    confirmSku: '确定',
    placeOrder: '提交订单',
    formName: '刻字定制',
    field: '刻字内容',
    required: '请输入刻字内容',
    engraving: '生日快乐',
    typed: '妈妈节日快乐',
    fromCart: '周年纪念',
    devpay: '开发支付（测试网关）',
    confirmPay: '确认支付',
    paid: '支付成功',
  },
  'en-us': {
    buyNow: 'Buy now',
    addCart: 'Add to cart',
    confirmSku: 'Confirm',
    placeOrder: 'Place order',
    formName: 'Engraving',
    field: 'Engraving text',
    required: 'please enter Engraving text',
    engraving: 'Happy birthday',
    typed: 'For Mum',
    fromCart: 'Anniversary',
    devpay: 'Dev pay (test gateway)',
    confirmPay: 'Confirm payment',
    paid: 'Payment successful',
  },
} as const;

async function orders(request: APIRequestContext, token: string): Promise<Array<{ order_id: number; out_trade_no: string }>> {
  const res = (await (await request.post('/api/order/lists', { form: { token, page_size: '20' } })).json()) as Envelope<{ list: Array<{ order_id: number; out_trade_no: string }> }>;
  expect(res.code, res.message).toBe(0);
  return res.data.list;
}

test.describe('forms at checkout', () => {
  test('the engraving form of goods 48: asked in the sku popup, filled in on the confirm page, kept through the address list; created, paid and shown', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await shopperWithAddress(page, request, '37');
    const creates: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/ordercreate\/create/i.test(r.url())) creates.push(r.postData() ?? '');
    });

    // goods detail: the sku popup asks the form; empty, its message at the field and no checkout
    await page.goto(`/h5/pages/goods/detail?goods_id=${GOODS_ID}`);
    await page.getByRole('button', { name: t.buyNow }).first().click();
    const popup = page.locator('.sp-popup');
    const skuForm = popup.getByTestId('sku-goods-form');
    await expect(skuForm).toContainText(t.formName);
    await expect(skuForm.getByLabel(t.field)).toBeVisible();
    await popup.getByRole('button', { name: t.confirmSku }).click();
    await expect(skuForm.locator('.sf-error')).toHaveText([t.required]);
    await expect(skuForm.getByLabel(t.field)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/h5\/pages\/goods\/detail/);
    await page.waitForTimeout(400);
    await shot('sku-form-empty');
    await skuForm.getByLabel(t.field).fill(t.engraving);
    await expect(skuForm.locator('.sf-error')).toHaveCount(0);
    await shot('sku-form');
    await popup.getByRole('button', { name: t.confirmSku }).click();
    await page.waitForURL(/\/h5\/pages\/order\/payment$/);

    // the confirm page: the goods form under its line, filled in with what was typed on goods detail
    const form = page.getByTestId('oc-goods-form');
    await expect(form).toContainText(t.formName);
    await expect(form.getByLabel(t.field)).toHaveValue(t.engraving);
    await shot('confirm-form');

    // emptied: the rule's message at the field, the order not created
    await form.getByLabel(t.field).fill('');
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(form.locator('.sf-error')).toHaveText([t.required]);
    await expect(form.getByLabel(t.field)).toHaveAttribute('aria-invalid', 'true');
    await shot('confirm-form-empty');
    expect(creates, 'nothing is sent while a rule fails').toHaveLength(0);
    expect(await orders(request, token)).toHaveLength(0);

    // typed on the confirm page, then to the address list and back: what was typed is still there
    await form.getByLabel(t.field).fill(t.typed);
    await page.getByTestId('oc-address').click();
    await page.waitForURL(/\/h5\/pages_tool\/member\/address\?back=/);
    await page.locator('.al-card .al-main').first().click();
    await page.waitForURL(/\/h5\/pages\/order\/payment$/);
    await expect(form.getByLabel(t.field)).toHaveValue(t.typed);
    await shot('confirm-form-after-address');

    // filled: created with the form (NiuShop's form_data shape), then paid on the development gateway
    await expect(form.locator('.sf-error')).toHaveCount(0);
    const money = ((await page.getByTestId('oc-pay-money').textContent()) ?? '').trim();
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+/);
    expect(creates).toHaveLength(1);
    const sent = JSON.parse(new URLSearchParams(creates[0]).get('form_data') ?? '{}') as { goods_form?: Record<string, { form_id: number; form_data: Array<{ val: string }> }> };
    expect(Object.values(sent.goods_form ?? {})).toEqual([expect.objectContaining({ form_data: [expect.objectContaining({ val: t.typed })] })]);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    await expect(page.getByTestId('pp-amount')).toHaveText(money);
    await expect(page.getByRole('radio', { name: t.devpay })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: t.confirmPay }).click();
    await page.waitForURL(/\/devpay\/checkout\?/);
    await page.locator('button.pay').click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/result\?code=\d+/);
    await expect(page.getByTestId('pr-title')).toHaveText(t.paid);

    // one order, and its detail shows what is to be engraved under the goods
    const list = await orders(request, token);
    expect(list.map((o) => o.out_trade_no)).toEqual([code]);
    await page.goto(`/h5/pages/order/detail?order_id=${list[0]!.order_id}`);
    const filled = page.getByTestId('order-goods-form');
    await expect(filled).toContainText(t.field);
    await expect(filled).toContainText(t.typed);
    await filled.scrollIntoViewIfNeeded();
    await shot('order-detail-form');
  });

  test('add to cart with the engraving form: kept with the cart row, filled in on the cart\'s checkout, carried by the order', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await shopperWithAddress(page, request, '38');
    await page.goto(`/h5/pages/goods/detail?goods_id=${GOODS_ID}`);
    await page.getByRole('button', { name: t.addCart }).first().click();
    const popup = page.locator('.sp-popup');
    const skuForm = popup.getByTestId('sku-goods-form');
    await expect(skuForm.getByLabel(t.field)).toBeVisible();
    await popup.getByRole('button', { name: t.confirmSku }).click();
    await expect(skuForm.locator('.sf-error')).toHaveText([t.required]);
    const cart = async () => {
      const res = (await (await request.post('/api/cart/goodsLists', { form: { token } })).json()) as Envelope<Array<{ cart_id: number; form_data: string }>>;
      expect(res.code, res.message).toBe(0);
      return res.data;
    };
    expect(await cart(), 'nothing is added while a rule fails').toEqual([]);
    await skuForm.getByLabel(t.field).fill(t.fromCart);
    await popup.getByRole('button', { name: t.confirmSku }).click();
    await expect.poll(async () => (await cart()).map((l) => (JSON.parse(l.form_data || '{}') as { form_data?: Array<{ val: string }> }).form_data?.[0]?.val)).toEqual([t.fromCart]);

    // the cart → settle → the confirm page shows the form filled in
    await page.goto('/h5/pages/goods/cart');
    const line = page.locator('.ct-line');
    await expect(line).toHaveCount(1);
    const box = line.first().getByRole('checkbox');
    if ((await box.getAttribute('aria-checked')) !== 'true') await box.click();
    await page.getByTestId('cart-footer').locator('.ct-settle').click();
    await page.waitForURL(/\/h5\/pages\/order\/payment$/);
    const form = page.getByTestId('oc-goods-form');
    await expect(form.getByLabel(t.field)).toHaveValue(t.fromCart);
    await shot('cart-confirm-form');
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+/);
    const list = await orders(request, token);
    expect(list).toHaveLength(1);
    const detail = (await (await request.post('/api/order/detail', { form: { token, order_id: String(list[0]!.order_id) } })).json()) as Envelope<{ order_goods: Array<{ form: Array<{ val: string }> | null }> }>;
    expect(detail.data.order_goods[0]!.form).toEqual([expect.objectContaining({ val: t.fromCart })]);
    expect(await cart(), 'the ordered row left the cart').toEqual([]);
  });
});
