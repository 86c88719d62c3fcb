/**
 * The merchant studio (/admin/, issue 18): a merchant signs in (a wrong password is refused in the
 * current language), manages pages, builds a custom page from the palette, reorders it, publishes
 * it and sees it in the shop at its URL, breaks a field and sees the problem at the field, rolls
 * back, and signs out. A desktop viewport: the studio is a merchant's tool, not a shop page.
 */
import sharp from 'sharp';
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

  // a reload keeps the session; a session gone (here: its cookie) sends the merchant back to sign in
  await page.reload();
  await expect(table.locator('tr[data-page="DIY_VIEW_INDEX"]')).toBeVisible();
  await page.context().clearCookies();
  await page.getByRole('link', { name: zh ? '底部导航' : 'Tab bar' }).click();
  await expect(page.getByRole('button', { name: zh ? '登录' : 'Sign in' })).toBeVisible();
  await page.getByLabel(zh ? '用户名' : 'Username').fill('admin');
  await page.getByLabel(zh ? '密码' : 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: zh ? '登录' : 'Sign in' }).click();
  // signing out ends the session
  await expect(page.getByRole('button', { name: zh ? '退出登录' : 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: zh ? '退出登录' : 'Sign out' }).click();
  await expect(page.getByRole('button', { name: zh ? '登录' : 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: zh ? '登录' : 'Sign in' })).toBeVisible();
});

test('a merchant builds a custom page, reorders it, publishes it, breaks a field and rolls back', async ({ page, request, lang, shot }) => {
  const zh = lang === 'zh-cn';
  expect((await (await request.post('/dev/admin-password', { form: { password: PASSWORD, username: 'admin' } })).json()).code).toBe(0);
  await page.goto('/admin/');
  await page.getByLabel(zh ? '用户名' : 'Username').fill('admin');
  await page.getByLabel(zh ? '密码' : 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: zh ? '登录' : 'Sign in' }).click();

  const title = zh ? `新品专场 ${Date.now()}` : `New in ${Date.now()}`;
  await page.getByLabel(zh ? '新页面标题' : 'Title of the new page').fill(title);
  await page.getByRole('button', { name: zh ? '新建页面' : 'New page' }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/DIY_VIEW_RANDOM_/);
  const name = /edit\/(DIY_VIEW_RANDOM_[0-9a-f]+)/.exec(page.url())![1]!;

  // the palette, grouped as NiuShop groups it
  const palette = page.getByRole('navigation', { name: zh ? '组件' : 'Components' });
  await expect(palette.getByRole('region', { name: zh ? '基础组件' : 'Basic' })).toBeVisible();
  for (const type of ['diy-search', 'diy-image-ads', 'diy-graphic-nav', 'diy-goods-list', 'diy-coupon']) await palette.locator(`button[data-type="${type}"]`).click();
  const outline = page.locator('.st-outline > li');
  await expect(outline).toHaveCount(5);
  // the search box may be added once only (NiuShop's max_count)
  await expect(palette.locator('button[data-type="diy-search"]')).toBeDisabled();

  // settings generated from the props schema: the search placeholder
  await outline.nth(0).getByRole('button').first().click();
  // a merchant text, side by side in both languages: the shop shows the shopper's (docs/merchant-texts.md)
  await page.getByLabel(zh ? '标题' : 'Title', { exact: true }).fill('搜索新品');
  await page.locator('[data-field="i18n.en-us.title"] input').fill('Search new arrivals');
  await expect(page.locator('[data-field="i18n.en-us.title"] input')).toHaveAttribute('placeholder', '搜索新品');
  // fields by schema type, labelled in the studio's language: a select with readable choices
  const align = page.getByLabel(zh ? '文字对齐' : 'Text alignment', { exact: true });
  await expect(align.locator('option')).toHaveText(zh ? ['居左', '居中'] : ['Left', 'Centre']);
  await align.selectOption({ label: zh ? '居中' : 'Centre' });
  await expect(page.getByLabel(zh ? '上圆角' : 'Top corner radius', { exact: true })).toHaveAttribute('type', 'number');
  await expect(page.locator('[data-field="elementBgColor"] input[type="color"]')).toBeVisible();
  // a picture for the image ad (the shop's own sample picture)
  await outline.nth(1).getByRole('button').first().click();
  // a picture uploaded into the shop's picture library from the field, then picked from the library
  const picture = page.locator('[data-field="list.0.imageUrl"]');
  const banner = await sharp({ create: { width: 750, height: 300, channels: 3, background: '#ff7a45' } }).png().toBuffer();
  await picture.locator('input[type="file"]').setInputFiles({ name: 'studio-banner.png', mimeType: 'image/png', buffer: banner });
  await expect(picture.locator('input[type="text"]')).toHaveValue(/^upload\/album\/\d{8}\/[0-9a-f]+\.png$/);
  const uploaded = await picture.locator('input[type="text"]').inputValue();
  await picture.locator('input[type="text"]').fill('');
  await picture.getByRole('button', { name: zh ? '图片库' : 'Library', exact: true }).click();
  const library = page.getByRole('dialog', { name: zh ? '图片库' : 'Picture library' });
  await library.getByLabel(zh ? '按名称搜索' : 'Search by name').fill('studio-banner');
  await expect(library.getByRole('button', { name: /studio-banner\.png/ }).first()).toBeVisible();
  await shot('studio-pictures');
  await library.getByRole('button', { name: /studio-banner\.png/ }).first().click();
  await expect(library).toHaveCount(0);
  await expect(picture.locator('input[type="text"]')).toHaveValue(/^upload\/album\//);
  const picked = await picture.locator('input[type="text"]').inputValue();
  expect(picked).toBe(uploaded); // newest first
  // a NiuShop flag as a switch
  const dots = page.getByRole('switch', { name: zh ? '显示指示器' : 'Show the indicator' });
  await expect(dots).toBeChecked();
  await dots.click();
  await expect(dots).not.toBeChecked();
  await shot('studio-fields');
  // goods picked by hand: the goods list's source, then a search by name in the goods picker
  await outline.nth(3).getByRole('button').first().click();
  await page.getByLabel(zh ? '数据来源' : 'Source', { exact: true }).selectOption({ label: zh ? '手动选择' : 'Picked by hand' });
  // goods names in the studio's language (the demo catalogue is bilingual): the power bank, goods 6
  const powerBank = zh ? '充电宝' : 'Power Bank';
  await page.getByLabel(zh ? '商品' : 'Goods', { exact: true }).fill(powerBank);
  const goodsFound = page.getByRole('list', { name: zh ? '搜索结果' : 'Goods found' });
  await goodsFound.getByRole('button', { name: new RegExp(powerBank) }).first().click();
  const goodsChosen = page.getByRole('list', { name: zh ? '已选商品' : 'Picked goods' });
  await expect(goodsChosen.getByRole('listitem')).toHaveCount(1);
  const goodsName = ((await goodsChosen.getByRole('listitem').first().locator('span').first().textContent()) ?? '').trim();
  expect(goodsName).toContain(powerBank);
  // the category picker holds the shop's category tree
  await expect(page.getByLabel(zh ? '商品分类' : 'Category', { exact: true }).locator('option').nth(1)).toBeAttached();
  await shot('studio-goods');

  // page settings beyond the title: background colour, nav bar title alignment, a pop-up with the library's picture
  await page.locator('[data-field="background"] input[type="text"]').fill('#fff7e6');
  await page.getByLabel(zh ? '标题位置' : 'Title alignment', { exact: true }).selectOption({ label: zh ? '居左' : 'Left' });
  await page.getByLabel(zh ? '显示次数' : 'Show it', { exact: true }).selectOption({ label: zh ? '每次显示' : 'Every visit' });
  await page.locator('[data-field="popWindow.image"] input[type="text"]').fill(picked);
  await expect(page.getByRole('switch', { name: zh ? '显示底部导航' : 'Show the tab bar' })).toBeChecked();
  await shot('studio-page-settings');

  // reorder: the coupon up twice, with the keyboard buttons; undo and redo one step
  const up = zh ? '上移' : 'Move up';
  await outline.nth(4).getByRole('button', { name: new RegExp(`^${up}`) }).click();
  await outline.nth(3).getByRole('button', { name: new RegExp(`^${up}`) }).click();
  await expect(outline.nth(2)).toHaveAttribute('data-type', 'diy-coupon');
  await page.getByRole('button', { name: zh ? '撤销' : 'Undo' }).click();
  await expect(outline.nth(3)).toHaveAttribute('data-type', 'diy-coupon');
  await page.getByRole('button', { name: zh ? '重做' : 'Redo' }).click();
  await expect(outline.nth(2)).toHaveAttribute('data-type', 'diy-coupon');
  // the live preview: the shop's own diy page rendering the document being edited
  await expect(page.frameLocator('.st-preview iframe').getByText(zh ? '搜索新品' : 'Search new arrivals')).toBeVisible();
  await page.getByRole('button', { name: zh ? '保存草稿' : 'Save draft' }).click();
  await expect(page.getByRole('status')).toHaveText(zh ? '草稿已保存' : 'Draft saved');
  await shot('studio-editor');

  await page.getByRole('button', { name: zh ? '发布' : 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(zh ? '已发布版本 1' : 'Version 1 published');

  // the shop shows it at its URL, in the order built
  const shop = await page.context().newPage();
  await shop.setViewportSize({ width: 375, height: 812 });
  await shop.goto(`/h5/pages_tool/index/diy?name=${name}`);
  await expect(shop.getByText(zh ? '搜索新品' : 'Search new arrivals')).toBeVisible();
  // the page settings: the pop-up with the picture, the page's background colour
  await expect(shop.locator(`.sh-popwin-img[src*="${/([0-9a-f]+)\.png$/.exec(picked)![1]!}"]`)).toBeVisible();
  await expect(shop.locator('.sh-page').first()).toHaveCSS('background-color', 'rgb(255, 247, 230)');
  // the goods list shows the one goods picked by hand
  await expect(shop.locator('.diy-goods-list .dd-card')).toHaveCount(1);
  await expect(shop.locator('.diy-goods-list .dd-card').first()).toContainText(goodsName);
  // the picture from the library in the image ad
  const stem = /([0-9a-f]+)\.png$/.exec(picked)![1]!;
  await expect(shop.locator(`.diy-image-ads img[src*="${stem}"]`).first()).toBeVisible();
  // the alignment chosen in the select: the placeholder centred in its box
  await expect(shop.getByText(zh ? '搜索新品' : 'Search new arrivals').locator('xpath=ancestor::*[contains(@style, "justify-content")][1]')).toHaveCSS('justify-content', 'center');
  await shop.close();

  // break a field: a link the shop cannot open; the problem shows at the field
  await outline.nth(1).getByRole('button').first().click();
  await page.locator('[data-field="list.0.link"] input[type="text"]').fill('javascript:alert(1)');
  await page.getByRole('button', { name: zh ? '发布' : 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(zh ? '发布失败' : 'Not published');
  const problem = page.locator('[data-field="list.0.link"] [role="alert"]');
  await expect(problem).toBeVisible();
  await shot('studio-problem');

  // fix it, publish version 2, then roll back to version 1 from the versions page
  await page.locator('[data-field="list.0.link"] input[type="text"]').fill('/pages/goods/list');
  await expect(problem).toHaveCount(0);
  await page.getByRole('button', { name: zh ? '发布' : 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(zh ? '已发布版本 2' : 'Version 2 published');
  await page.goto(`/admin/versions/${name}`);
  await page.locator('tr[data-version="2"]').getByRole('button', { name: zh ? '与上一版本对比' : 'Changes from the version before' }).click();
  await expect(page.locator('.st-diff')).toContainText('/pages/goods/list');
  page.once('dialog', (d) => void d.accept());
  await page.locator('tr[data-version="1"]').getByRole('button', { name: zh ? '回滚到此版本' : 'Roll back to this version' }).click();
  await expect(page.locator('tr[data-version="3"]')).toBeVisible();
  await shot('studio-versions');
});

test('a merchant edits the tab bar and the shop shows it', async ({ page, request, lang, shot }) => {
  const zh = lang === 'zh-cn';
  expect((await (await request.post('/dev/admin-password', { form: { password: PASSWORD, username: 'admin' } })).json()).code).toBe(0);
  await page.goto('/admin/tabbar');
  await page.getByLabel(zh ? '用户名' : 'Username').fill('admin');
  await page.getByLabel(zh ? '密码' : 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: zh ? '登录' : 'Sign in' }).click();
  // Each label side by side in both languages (docs/merchant-texts.md): the shopper's language is edited.
  const own = page.locator('[data-field="list.0.text"] input');
  const english = page.locator('[data-field="list.0.i18n.en-us.text"] input');
  await expect(own).toHaveValue('主页');
  await expect(english).toHaveValue('Home');
  const label = zh ? own : english;
  const before = await label.inputValue();
  const text = zh ? '店铺' : 'Shop';
  await label.fill(text);
  await shot('studio-tabbar');
  await page.getByRole('button', { name: zh ? '发布' : 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(zh ? '底部导航已发布' : 'Tab bar published');
  const shop = await page.context().newPage();
  await shop.goto('/h5/');
  await expect(shop.locator('nav, [role="tablist"], footer').getByText(text, { exact: true }).first()).toBeVisible();
  await shop.close();
  // the journeys after this one see the shop's own tab bar again
  await label.fill(before);
  await page.getByRole('button', { name: zh ? '发布' : 'Publish', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(zh ? '底部导航已发布' : 'Tab bar published');
});

test('a page holding a component this shop does not know publishes with a warning at the component, and the shop skips it', async ({ page, request, lang, shot }) => {
  const zh = lang === 'zh-cn';
  expect((await (await request.post('/dev/admin-password', { form: { password: PASSWORD, username: 'admin' } })).json()).code).toBe(0);
  const minted = (await (await request.get('/dev/admin-token')).json()) as { data: { token: string } };
  const document = {
    global: { title: zh ? '未知组件' : 'Unknown component' },
    value: [
      { id: 'known1', componentName: 'Text', text: zh ? '已知的标题' : 'A known title' },
      { id: 'mystery1', componentName: 'MysteryBox', colour: '#f00' },
    ],
  };
  const made = (await (
    await request.post('/admin/api/diy/pages/create', { headers: { authorization: `Bearer ${minted.data.token}` }, data: { title: `Unknown ${Date.now()}`, document } })
  ).json()) as { code: number; data: { name: string } };
  expect(made.code).toBe(0);

  await page.goto(`/admin/edit/${made.data.name}`);
  await page.getByLabel(zh ? '用户名' : 'Username').fill('admin');
  await page.getByLabel(zh ? '密码' : 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: zh ? '登录' : 'Sign in' }).click();
  const item = page.locator('.st-outline li[data-node="mystery1"]');
  await expect(item).toBeVisible();
  await page.getByRole('button', { name: zh ? '发布' : 'Publish', exact: true }).click();
  await expect(page.getByText(zh ? /已发布版本 1，有 1 条提醒/ : /Version 1 published with 1 warning/)).toBeVisible();
  await expect(item).toHaveClass(/st-has-warning/);
  await item.locator('.st-node-name').click();
  await expect(page.locator('.st-settings [role="status"]')).toContainText('diy-mystery-box');
  await shot('studio-unknown-component-warning');

  await page.goto(`/h5/pages_tool/index/diy?name=${made.data.name}`);
  await expect(page.locator('[data-node-id="known1"]')).toBeVisible();
  await expect(page.locator('[data-node-id="mystery1"]')).toHaveCount(0);
});
