/**
 * Members made for one journey, so that a journey which changes a member (a paid card, a
 * cancellation) leaves the demo member as the other suites expect it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope } from './builtRoutes.ts';
import { expect } from './fixtures.ts';

async function post<T = unknown>(request: APIRequestContext, url: string, form: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  return (await (await request.post(url, { form: { app_type: 'h5', app_type_name: 'H5', ...form }, headers })).json()) as Envelope<T>;
}

/**
 * An address of its own for each new member, as shoppers have: the server sends at most 30 SMS
 * codes an hour to one address, more than a whole run registers from the test machine. The e2e
 * server believes X-Forwarded-For from 127.0.0.1 (TRUST_PROXY in playwright.config.ts).
 */
function ownAddress(): Record<string, string> {
  const part = (): number => 1 + Math.floor(Math.random() * 250);
  return { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` };
}

let serial = 0;
/** A new member registered by mobile (the code read from the development outbox). */
export async function freshMember(request: APIRequestContext, prefix: string): Promise<string> {
  serial += 1;
  const mobile = `1${prefix}${String((Date.now() + serial * 7919) % 100_000_000).padStart(8, '0')}`;
  const from = ownAddress();
  const sent = await post<{ key: string }>(request, '/api/register/mobileCode', { mobile }, from);
  expect(sent.code, sent.message).toBeGreaterThanOrEqual(0);
  const key = sent.data.key;
  let code = '';
  await expect
    .poll(async () => {
      const res = (await (await request.get(`/dev/outbox?mobile=${mobile}`)).json()) as Envelope<Array<{ code: string }>>;
      code = res.data?.[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  const reg = await post<{ token: string }>(request, '/api/register/mobile', { mobile, key, code }, from);
  expect(reg.code, reg.message).toBeGreaterThanOrEqual(0);
  return reg.data.token;
}

/** Signs `page` in as the member of `token` (set before its first load). */
export async function signInAs(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('h5_token', JSON.stringify(t)), token);
}

/** A new member with a default delivery address, signed in in `page` (set before its first load). */
export async function shopperWithAddress(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const token = await freshMember(request, prefix);
  const address = await post(request, '/api/memberaddress/add', { token, name: '李四', mobile: '13912345678', province_id: '44', city_id: '4401', district_id: '440106', address: '天河路385号', is_default: '1' });
  expect(address.code, address.message).toBeGreaterThanOrEqual(0);
  await signInAs(page, token);
  // The gateway's checkout page is a bare server page that asks for /favicon.ico.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  return token;
}

/** Switch one addon flag through the development config helper. */
export async function setAddon(request: APIRequestContext, addon: string, on: 0 | 1): Promise<void> {
  const res = await post(request, '/dev/config', { config_key: 'ADDON_IS_EXIST', value: JSON.stringify({ [addon]: on }) });
  expect(res.code, res.message).toBe(0);
}

/** A promotion activity as the development helpers answer it (server/modules/dev/promotion.ts). */
export interface DevActivity {
  type: 'seckill' | 'groupbuy' | 'bargain';
  id: number;
  goods_id: number;
  start_time: number;
  end_time: number;
  lines: Array<{ sku_id: number; stock: number }>;
}

/** Starts a seckill, group buy or bargain on every sku of a goods, from now for a day (`/dev/promotion/add`). */
export async function startPromotion(request: APIRequestContext, type: DevActivity['type'], goodsId: number, params: Record<string, string> = {}): Promise<DevActivity> {
  const res = await post<DevActivity>(request, '/dev/promotion/add', { type, goods_id: String(goodsId), ...params });
  expect(res.code, res.message).toBe(0);
  return res.data;
}

/** Moves an activity's start or end (`now` or a unix time) or sets its stock (`/dev/promotion/adjust`). */
export async function adjustPromotion(request: APIRequestContext, a: Pick<DevActivity, 'type' | 'id'>, params: { start?: string; end?: string; stock?: string; sku_id?: string }): Promise<DevActivity> {
  const res = await post<DevActivity>(request, '/dev/promotion/adjust', { type: a.type, id: String(a.id), ...params });
  expect(res.code, res.message).toBe(0);
  return res.data;
}

/**
 * From a filled checkout (zh-cn): submit the order, pay the whole amount on the development
 * gateway (the default method of a member without balance) and land on the success page.
 * Answers the pay code, which is the order's `out_trade_no`.
 */
export async function payOnDevGateway(page: Page): Promise<string> {
  const money = ((await page.getByTestId('oc-pay-money').textContent()) ?? '').trim();
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+/);
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  await expect(page.getByTestId('pp-amount')).toHaveText(money);
  await expect(page.getByRole('radio', { name: '开发支付（测试网关）' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/devpay\/checkout\?/);
  await expect(page.locator('.amount')).toHaveText(money);
  await page.locator('button.pay').click();
  await page.waitForURL(/\/h5\/pages_tool\/pay\/result\?code=\d+/);
  await expect(page.getByTestId('pr-title')).toHaveText('支付成功');
  return code;
}
