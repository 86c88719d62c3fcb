/**
 * The merchant studio (/admin/, issue 18): a merchant signs in (a wrong password is refused in the
 * current language), manages pages, builds a custom page from the palette, reorders it, publishes
 * it and sees it in the shop at its URL, breaks a field and sees the problem at the field, rolls
 * back, and signs out. A desktop viewport: the studio is a merchant's tool, not a shop page.
 */
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const PASSWORD = 'studio-pass-1';

test('a merchant signs in, manages pages and signs out', async ({ page, request, lang, shot }) => {
  const zh = lang === 'zh-cn';
  expect((await (await request.post('/dev/admin-password', { form: { password: PASSWORD, username: 'admin' } })).json()).code).toBe(0);

  await page.goto('/admin/');
  await page.getByLabel(zh ? '用户名' : 'Username').fill('admin');
  await page.getByLabel(zh ? '密码' : 'Password').fill('wrong-password');
  await page.getByRole('button', { name: zh ? '登录' : 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(zh ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
  await shot('studio-signin-refused');
  await page.getByLabel(zh ? '密码' : 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: zh ? '登录' : 'Sign in' }).click();

  const table = page.locator('.st-table');
  await expect(table.locator('tr[data-page="DIY_VIEW_INDEX"]')).toBeVisible();
  await shot('studio-pages');

  // make a page, rename it, duplicate it, delete the copy
  const title = `Studio ${Date.now()}`;
  await page.getByLabel(zh ? '新页面标题' : 'Title of the new page').fill(title);
  await page.getByRole('button', { name: zh ? '新建页面' : 'New page' }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/DIY_VIEW_RANDOM_/);
  await page.goto('/admin/');
  const row = table.locator('tr', { hasText: title });
  await expect(row).toHaveCount(1);
  page.once('dialog', (d) => void d.accept(`${title} renamed`));
  await row.getByRole('button', { name: zh ? '重命名' : 'Rename' }).click();
  const renamed = table.locator('tr', { hasText: `${title} renamed` });
  await expect(renamed).toHaveCount(1);
  await renamed.getByRole('button', { name: zh ? '复制' : 'Duplicate' }).click();
  await expect(table.locator('tr', { hasText: `${title} renamed` })).toHaveCount(2);
  const copy = table.locator('tr', { hasText: `${title} renamed` }).first();
  page.once('dialog', (d) => void d.accept());
  await copy.getByRole('button', { name: zh ? '删除' : 'Delete' }).click();
  await expect(table.locator('tr', { hasText: `${title} renamed` })).toHaveCount(1);
  // system pages cannot be deleted
  await expect(table.locator('tr[data-page="DIY_VIEW_INDEX"]').getByRole('button', { name: zh ? '删除' : 'Delete' })).toHaveCount(0);

  // a reload keeps the session; signing out ends it
  await page.reload();
  await expect(table.locator('tr[data-page="DIY_VIEW_INDEX"]')).toBeVisible();
  await page.getByRole('button', { name: zh ? '退出登录' : 'Sign out' }).click();
  await expect(page.getByRole('button', { name: zh ? '登录' : 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: zh ? '登录' : 'Sign in' })).toBeVisible();
});
