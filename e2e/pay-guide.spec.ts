/**
 * Two pay pages without a journey of their own (issue 17): the guide shown when a payment must be
 * opened outside the WeChat browser (/pages_tool/pay/wx_pay: copy the link, open in a browser, I
 * have paid) and the routing after a mini-program payment (/pages_tool/weapp/order_shipping: the
 * page the server names by pay event, or why not). Both languages. The guide is reached as NiuShop's
 * pay page reaches it: an Alipay payment started inside WeChat's browser (this server has no Alipay
 * gateway, so the two pay answers are stood in for in the browser).
 */
import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, openApp, test } from './fixtures.ts';
import type { Envelope } from './builtRoutes.ts';
import { shopperWithAddress } from './members.ts';

async function post<T = unknown>(request: APIRequestContext, url: string, form: Record<string, string | number> = {}): Promise<Envelope<T>> {
  return (await (await request.post(url, { form: { app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
}

test.describe('pay guide and routing', () => {
  test('wx_pay: the pay link to copy, and I have paid goes to the result', async ({ page, lang, shot }) => {
    await openApp(page, '/pages_tool/pay/wx_pay?code=20260101123456');
    const zh = lang === 'zh-cn';
    await expect(page.getByRole('heading', { name: zh ? '请在浏览器中打开完成支付' : 'Open this payment in a browser to pay' })).toBeVisible();
    await expect(page.getByTestId('wx-pay-link')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/h5\/pages_tool\/pay\/index\?code=20260101123456$/);
    await expect(page.getByRole('link', { name: zh ? '在浏览器打开' : 'Open in browser' })).toHaveAttribute('href', '/h5/pages_tool/pay/index?code=20260101123456');
    await shot('wx-pay');
    await page.getByRole('button', { name: zh ? '复制链接' : 'Copy link' }).click();
    await expect(page.getByText(zh ? '复制成功' : 'Copied')).toBeVisible();
    await page.getByRole('button', { name: zh ? '我已完成支付' : 'I have paid' }).click();
    // the result page needs a login: a guest is asked to log in first, then sent on to it
    await expect(page).toHaveURL(/pages_tool(\/|%2F)pay(\/|%2F)result(\?|%3F)code(=|%3D)20260101123456$/);
  });

  test('wx_pay is reached from the pay page: Alipay chosen inside the WeChat browser', async ({ browser, request, lang, baseURL }) => {
    const zh = lang === 'zh-cn';
    const ctx = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: zh ? 'zh-CN' : 'en-US',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN',
    });
    await ctx.addCookies([{ name: 'h5_lang', value: lang, url: baseURL! }]);
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const token = await shopperWithAddress(page, request, '74');
    await page.addInitScript((l) => localStorage.setItem('h5_lang', JSON.stringify(l)), lang);
    const goods = await post<{ list: Array<{ sku_id: number; stock: number; is_virtual: number }> }>(request, '/api/goodssku/page', { token, page: 1, page_size: 20 });
    const sku = goods.data.list.find((s) => s.stock > 5 && !Number(s.is_virtual))!;
    const calc = await post<{ order_key: string }>(request, '/api/ordercreate/payment', { token, sku_id: sku.sku_id, num: 1 });
    const code = (await post<string>(request, '/api/ordercreate/create', { token, order_key: calc.data.order_key, idempotency_key: crypto.randomUUID() })).data;
    const answer = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 0, message: '', data, timestamp: 0 }) });
    await page.route(/\/api\/pay\/type/i, (route) => route.fulfill(answer({ pay_type: 'alipay' })));
    const paid: string[] = [];
    await page.route(/\/api\/pay\/pay(\?|$)/i, (route) => {
      paid.push(route.request().postData() ?? '');
      return route.fulfill(answer({ pay_type: 'alipay', url: 'https://openapi.alipay.example/gateway.do?biz=1' }));
    });
    await page.goto(`/h5/pages_tool/pay/index?code=${code}`);
    await page.getByRole('button', { name: zh ? '确认支付' : 'Confirm payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/pages_tool/pay/wx_pay\\?code=${code}$`));
    expect(new URLSearchParams(paid[0]).get('pay_type')).toBe('alipay');
    await expect(page.getByRole('heading', { name: zh ? '请在浏览器中打开完成支付' : 'Open this payment in a browser to pay' })).toBeVisible();
    await expect(page.getByTestId('wx-pay-link')).toHaveText(new RegExp(`/h5/pages_tool/pay/index\\?code=${code}$`));
    expect(problems).toEqual([]);
    await ctx.close();
  });

  test('order_shipping: to the order by its pay number; a missing or strange number says so', async ({ page, request, lang, shot }) => {
    const zh = lang === 'zh-cn';
    const token = await shopperWithAddress(page, request, '75');
    const goods = await post<{ list: Array<{ sku_id: number; stock: number; is_virtual: number }> }>(request, '/api/goodssku/page', { token, page: 1, page_size: 20 });
    const sku = goods.data.list.find((s) => s.stock > 5 && !Number(s.is_virtual))!;
    const calc = await post<{ order_key: string }>(request, '/api/ordercreate/payment', { token, sku_id: sku.sku_id, num: 1 });
    expect(calc.code, calc.message).toBeGreaterThanOrEqual(0);
    const created = await post<string>(request, '/api/ordercreate/create', { token, order_key: calc.data.order_key, idempotency_key: crypto.randomUUID() });
    expect(created.code, created.message).toBeGreaterThanOrEqual(0);

    await openApp(page, '/pages_tool/weapp/order_shipping');
    await expect(page.getByText(zh ? '缺少merchant_trade_no参数' : 'The merchant_trade_no parameter is missing')).toBeVisible();
    await shot('order-shipping-missing');
    await openApp(page, '/pages_tool/weapp/order_shipping?merchant_trade_no=999999999');
    await expect(page.locator('.pay-route .sh-empty-text')).not.toHaveText('');
    await openApp(page, `/pages_tool/weapp/order_shipping?merchant_trade_no=${created.data}`);
    await expect(page).toHaveURL(/\/pages\/order\/detail\?order_id=\d+$/);
  });
});
