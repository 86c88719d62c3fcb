/**
 * Merchant texts per language (issue 18): the seeded goods carry en-us names and units
 * (goods.i18n), so a shopper in English sees English goods names on the goods list, the detail and
 * in the cart, and a shopper in Chinese the shop's own names. Both languages.
 */
import { expect, openApp, test } from './fixtures.ts';
import { freshMember, signInAs } from './members.ts';
import { categoryName, goodsName } from './goodsNames.ts';

const GOODS = 1; // 星耀 X5, category 3 (智能手机), unit 台 / unit

test('goods names in the shopper language on the list, the detail and in the cart', async ({ page, request, lang, shot }) => {
  const zh = lang === 'zh-cn';
  const name = goodsName(GOODS, lang);
  await signInAs(page, await freshMember(request, '36'));

  await openApp(page, '/pages/goods/list?category_id=3');
  const card = page.locator('.gg-list > li').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.locator('.gg-name')).toHaveText(name);
  if (!zh) await expect(page.locator('.gg-list')).not.toContainText(goodsName(GOODS, 'zh-cn'));
  await page.waitForLoadState('networkidle');
  await shot('goods-names-list');

  await card.click();
  await expect(page).toHaveURL(/\/h5\/pages\/goods\/detail\?sku_id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot('goods-names-detail');

  await page.getByRole('button', { name: zh ? '加入购物车' : 'Add to cart' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('button', { name: zh ? '确定' : 'Confirm' }).click();
  await expect(picker).toBeHidden();

  await openApp(page, '/pages/goods/cart');
  const line = page.locator('.ct-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  await page.waitForLoadState('networkidle');
  await shot('goods-names-cart');
  // the category names are the merchant's per language too
  await openApp(page, '/pages/goods/category');
  await expect(page.locator('.dd-cat-side').getByRole('tab', { name: categoryName('数码电器', lang) })).toBeVisible();
  await shot('goods-names-category');
});
