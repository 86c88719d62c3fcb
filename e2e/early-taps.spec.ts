/**
 * A tap on the server-rendered view before the app's JavaScript has arrived is not lost: the
 * inline script holds it and the app acts on it once it listens. The entry's chunks are held back
 * (a slow network) until the tap has been made.
 */
import type { Page } from '@playwright/test';
import { expect, test, ONE_LANGUAGE } from './fixtures.ts';

const SKU_ID = 107;
const text = (lang: string, zh: string, en: string) => (lang === 'zh-cn' ? zh : en);

/**
 * Holds the entry's chunks (a slow network) until the returned function is called; everything
 * else, the document included, flows.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/h5\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('taps before the app listens', () => {
  test.skip(({ lang }) => lang !== 'zh-cn', ONE_LANGUAGE);
  test('"buy now" tapped on the server view opens the SKU picker once the app has loaded', async ({ page, lang }) => {
    const release = await holdEntry(page);
    await page.goto(`/h5/pages/goods/detail?sku_id=${SKU_ID}`, { waitUntil: 'commit' });
    const buy = page.getByRole('button', { name: text(lang, '立即购买', 'Buy now') }).first();
    await expect(buy).toBeVisible(); // the server's view, painted without JavaScript
    await buy.click();
    await expect(page.locator('.sp-popup')).toHaveCount(0); // nothing can open it yet
    release();
    await expect(page.locator('.sp-popup').getByRole('button', { name: text(lang, '确定', 'Confirm') })).toBeVisible();
    // Exactly one picker: the held tap is handed over once.
    await expect(page.locator('.sp-popup')).toHaveCount(1);
  });

  test('a member: the tap made on the guest view the server rendered reaches "buy now" in the member\'s view', async ({ page, request, lang }) => {
    const res = await request.post('/api/login/login', { form: { username: 'demo', password: 'demo123' } });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    await page.addInitScript((tok) => localStorage.setItem('h5_token', JSON.stringify(tok)), token);
    const release = await holdEntry(page);
    await page.goto(`/h5/pages/goods/detail?sku_id=${SKU_ID}`, { waitUntil: 'commit' });
    const buy = page.getByRole('button', { name: text(lang, '立即购买', 'Buy now') }).first();
    await expect(buy).toBeVisible();
    await buy.click();
    release();
    await expect(page.locator('.sp-popup').getByRole('button', { name: text(lang, '确定', 'Confirm') })).toBeVisible();
    await expect(page.locator('.sp-popup')).toHaveCount(1);
  });

  test('"service" (客服) tapped on the server view opens the chat (a guest: login first) once the app has loaded', async ({ page, lang }) => {
    const release = await holdEntry(page);
    await page.goto(`/h5/pages/goods/detail?sku_id=${SKU_ID}`, { waitUntil: 'commit' });
    const chat = page.getByRole('button', { name: text(lang, '客服', 'Service') }).first();
    await expect(chat).toBeVisible(); // the server's view, painted without JavaScript
    await chat.click();
    await expect(page).toHaveURL(/\/pages\/goods\/detail/); // nothing can go yet
    release();
    // A guest is sent to login on the way to the chat room (the same as a tap after the load).
    await expect(page).toHaveURL(/\/pages_tool\/login\/login\?back=.*chat%2Froom/);
  });

  test('a phone number typed into the server\'s login form before the app runs is the form\'s own once it does', async ({ page, lang }) => {
    const release = await holdEntry(page);
    await page.goto('/h5/pages_tool/login/login', { waitUntil: 'commit' });
    const mobile = page.locator('input[name="mobile"]');
    await expect(mobile).toBeVisible(); // the server's form, painted without JavaScript
    await mobile.fill('13800000000');
    await page.getByRole('checkbox', { name: text(lang, '同意协议', 'Agree to the agreement') }).click();
    await page.locator('button.acc-submit').click();
    release();
    // The form checks the next rule: the phone number it holds passed, the code is missing.
    await expect(page.locator('.sh-toast')).toHaveText(text(lang, '请输入动态码', 'please enter dynamic code'));
    await expect(mobile).toHaveValue('13800000000');
    await expect(page.getByRole('checkbox', { name: text(lang, '同意协议', 'Agree to the agreement') })).toBeChecked();
  });
});
