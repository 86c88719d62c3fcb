/**
 * A page shown again shows what was written elsewhere meanwhile (the page's `on.show` refreshes its
 * sources): back on the address list after adding an address on the form, and back on the cart
 * after adding to it from a goods page, without a reload.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, ONE_LANGUAGE } from './fixtures.ts';
import { freshMember } from './members.ts';

async function post<T = unknown>(request: APIRequestContext, path: string, form: Record<string, string>): Promise<{ code: number; message: string; data: T }> {
  return (await (await request.post(path, { form: { app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as { code: number; message: string; data: T };
}

async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('h5_token', JSON.stringify(t)), token);
}

test.describe('a page shown again', () => {
  test.skip(({ lang }) => lang !== 'zh-cn', ONE_LANGUAGE);

  test('back on the address list after adding an address, it is there', async ({ page, request, shot }) => {
    const token = await freshMember(request, '51');
    expect((await post(request, '/api/memberaddress/add', { token, name: '张三', mobile: '13912345678', province_id: '44', city_id: '4401', district_id: '440106', address: '天河路385号', is_default: '1' })).code).toBeGreaterThanOrEqual(0);
    await signIn(page, token);
    await page.goto('/h5/pages_tool/member/address');
    await expect(page.locator('.al-card')).toHaveCount(1);
    const loads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.toLowerCase() === '/api/memberaddress/page') loads.push(r.url());
    });

    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page.waitForURL(/\/h5\/pages_tool\/member\/address_edit$/);
    await page.getByPlaceholder('收货人姓名').fill('李四 E2E');
    await page.getByPlaceholder('收货人手机号').fill('13800001111');
    await page.getByTestId('af-area').click();
    await page.getByRole('option', { name: '上海市', exact: true }).click();
    await page.getByRole('option', { name: '市辖区', exact: true }).click();
    await page.getByRole('option', { name: '徐汇区', exact: true }).click();
    await page.getByPlaceholder('街道、楼牌号等').fill('漕溪北路 1 号');
    await page.getByRole('button', { name: '保存' }).click();

    // the form goes back (history) to the list it was opened from, which reloads its rows
    await page.waitForURL(/\/h5\/pages_tool\/member\/address$/);
    await expect(page.locator('.al-card')).toHaveCount(2);
    await expect(page.locator('.al-card').filter({ hasText: '李四 E2E' })).toContainText('漕溪北路 1 号');
    expect(loads.length, 'the list asked the server again').toBe(1);
    expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(0); // back, not a new entry
    await shot('address-list-shown-again');
  });

  test('back on the cart after adding to it from a goods page, the new quantity is there', async ({ page, request, shot }) => {
    const token = await freshMember(request, '52');
    const sku = (await post<{ list: Array<{ sku_id: number; stock: number }> }>(request, '/api/goodssku/page', { page_size: '20' })).data.list.find((s) => Number(s.stock) >= 10)!;
    expect((await post(request, '/api/cart/add', { token, sku_id: String(sku.sku_id), num: '1' })).code).toBeGreaterThanOrEqual(0);
    await signIn(page, token);
    await page.goto('/h5/pages/goods/cart');
    const line = page.locator('.ct-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('textbox')).toHaveValue('1');

    // to the goods page from the line, add one more there
    await line.locator('.ct-name').click();
    await page.waitForURL(new RegExp(`/h5/pages/goods/detail\\?sku_id=${sku.sku_id}$`));
    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.locator('.sh-toast')).toHaveText('加入购物车成功');

    await page.goBack();
    await page.waitForURL(/\/h5\/pages\/goods\/cart$/);
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('textbox')).toHaveValue('2');
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await shot('cart-shown-again');
  });
});
