/**
 * Forms at checkout (issue 17, the form addon's system forms): a new member buys goods 48 from its
 * goods page; the confirm page shows the engraving form attached to the goods under its line;
 * placing the order empty shows the rule's message at the field and creates nothing; filled in, the
 * order is created with the form, paid on the development gateway, and its detail shows what was
 * engraved. Both languages (the messages and the screenshots).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope } from './builtRoutes.ts';
import { shopperWithAddress } from './members.ts';

const GOODS_ID = 48; // 316不锈钢保温杯 500ml, the seed attaches the engraving form (fixtures/seed/content.json)

const TEXT = {
  'zh-cn': {
    buyNow: '立即购买',
    confirmSku: '确定',
    placeOrder: '提交订单',
    formName: '刻字定制',
    field: '刻字内容',
    required: '请输入刻字内容',
    engraving: '生日快乐',
    devpay: '开发支付（测试网关）',
    confirmPay: '确认支付',
    paid: '支付成功',
  },
  'en-us': {
    buyNow: 'Buy now',
    confirmSku: 'Confirm',
    placeOrder: 'Place order',
    formName: 'Engraving',
    field: 'Engraving text',
    required: 'please enter Engraving text',
    engraving: 'Happy birthday',
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
  test('the engraving form of goods 48: its message when empty, nothing created; filled, the order is created, paid and shows it', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await shopperWithAddress(page, request, '37');
    const creates: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/ordercreate\/create/i.test(r.url())) creates.push(r.postData() ?? '');
    });

    await page.goto(`/h5/pages/goods/detail?goods_id=${GOODS_ID}`);
    await page.getByRole('button', { name: t.buyNow }).first().click();
    await page.locator('.sp-popup').getByRole('button', { name: t.confirmSku }).click();
    await page.waitForURL(/\/h5\/pages\/order\/payment$/);
    const form = page.getByTestId('oc-goods-form');
    await expect(form).toBeVisible();
    await expect(form).toContainText(t.formName);
    await expect(form.getByLabel(t.field)).toBeVisible();
    await shot('confirm-form');

    // empty: the rule's message at the field, the order not created
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(form.locator('.sf-error')).toHaveText([t.required]);
    await expect(form.getByLabel(t.field)).toHaveAttribute('aria-invalid', 'true');
    await shot('confirm-form-empty');
    expect(creates, 'nothing is sent while a rule fails').toHaveLength(0);
    expect(await orders(request, token)).toHaveLength(0);

    // filled: created with the form (NiuShop's form_data shape), then paid on the development gateway
    await form.getByLabel(t.field).fill(t.engraving);
    await expect(form.locator('.sf-error')).toHaveCount(0);
    const money = ((await page.getByTestId('oc-pay-money').textContent()) ?? '').trim();
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+/);
    expect(creates).toHaveLength(1);
    const sent = JSON.parse(new URLSearchParams(creates[0]).get('form_data') ?? '{}') as { goods_form?: Record<string, { form_id: number; form_data: Array<{ val: string }> }> };
    expect(Object.values(sent.goods_form ?? {})).toEqual([expect.objectContaining({ form_data: [expect.objectContaining({ val: t.engraving })] })]);
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
    await expect(filled).toContainText(t.engraving);
    await filled.scrollIntoViewIfNeeded();
    await shot('order-detail-form');
  });
});
