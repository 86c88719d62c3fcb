/**
 * The acceptance journey 1, in Chinese (every page it passes is pictured in English by themes.spec.ts), on the real server and seed:
 *
 *   a guest (fresh context, no token) browses home → the category tab (categories, taps one) →
 *   the goods list of that category → search (types a seeded keyword, submits) → the goods
 *   detail of a result → adds to cart (the line stays in the guest cart on the device, the badge
 *   counts it) → opens the cart: the login prompt and the line, priced by the server → taps settle
 *   → is sent to login (`back` = the cart) → goes to register, registers by mobile with the SMS
 *   code from /dev/outbox → comes back to the cart through `back`, which now holds the guest's line
 *   merged into the member's cart → settles → /pages/order/payment → adds a new address there
 *   (consignee, mobile, area picker, detail) → places the order → pays by balance: the new member
 *   gets balance from the development helper POST /dev/member/balance, has no pay password yet, so
 *   the pay page sends it to the pay-password page (SMS code from /dev/outbox again) and back →
 *   pays with the new password → the result page → the member centre's "to ship" entry → the
 *   order under 'pending delivery'.
 *
 * The category tab's template (2: side tabs + goods of the category) has no link to the goods
 * list, so the list is opened by its URL with the tapped category's id.
 *
 * A screenshot of every page visited: e2e/screenshots/<lang>/journey-NN-<page>.png.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openApp, test, type Lang, ONE_LANGUAGE } from './fixtures.ts';

const KEYWORD = '蛋黄酥'; // seed: goods 30 "蛋黄酥 6枚装 咸蛋黄", sku 107, ¥29.90, plenty of stock, express delivery
const PAY_PASSWORD = '246813';

const TEXT = {
  'zh-cn': {
    home: '首页',
    searchPlaceholder: '搜索商品',
    goodsList: '商品列表',
    addCart: '加入购物车',
    confirm: '确定',
    added: '加入购物车成功',
    cart: '购物车',
    registerNow: '立即注册',
    guestTitle: '您还未登录',
    guestBar: '登录后，购物车中的商品将保存到您的账号',
    register: '注册',
    useMobileRegister: '使用手机号注册',
    agree: '同意协议',
    settle: '结算',
    namePlaceholder: '收货人姓名',
    mobilePlaceholder: '收货人手机号',
    addressPlaceholder: '街道、楼牌号等',
    save: '保存',
    consignee: '旅程 收货人',
    placeOrder: '提交订单',
    payWithBalance: '余额抵扣',
    confirmPay: '确认支付',
    setPasswordNow: '立即设置',
    setPasswordContent: '为了您的账户安全，请您先设置支付密码',
    codeBoxes: '4位短信验证码',
    next: '下一步',
    passwordBoxes: '6位支付密码',
    passwordSaved: '设置成功',
    payPasswordBoxes: '支付密码，6位数字',
    paid: '支付成功',
    backHome: '回到首页',
    waitsendTab: '待发货',
    waitsendStatus: '待发货',
    orderNo: (no: string) => `订单号：${no}`,
  },
  'en-us': {
    home: 'Home',
    searchPlaceholder: 'search goods',
    goodsList: 'Goods List',
    addCart: 'Add to cart',
    confirm: 'Confirm',
    added: 'Added to cart',
    cart: 'Cart',
    registerNow: 'Register now',
    guestTitle: 'You are not logged in',
    guestBar: 'Log in to keep the goods in your cart with your account',
    register: 'Register',
    useMobileRegister: 'Register with a mobile',
    agree: 'Agree to the agreement',
    settle: 'Settle',
    namePlaceholder: "Consignee's name",
    mobilePlaceholder: "Consignee's mobile number",
    addressPlaceholder: 'Street, building, room',
    save: 'Save',
    consignee: 'Journey Consignee',
    placeOrder: 'Place order',
    payWithBalance: 'Pay with balance',
    confirmPay: 'Confirm payment',
    setPasswordNow: 'Set it now',
    setPasswordContent: 'For the safety of your account, please set a payment password first',
    codeBoxes: '4-digit SMS code',
    next: 'Next',
    passwordBoxes: '6-digit payment password',
    passwordSaved: 'Payment password set',
    payPasswordBoxes: 'Payment password, 6 digits',
    paid: 'Payment successful',
    backHome: 'Back home',
    waitsendTab: 'Pending delivery',
    waitsendStatus: 'Awaiting shipment',
    orderNo: (no: string) => `Order No. ${no}`,
  },
} satisfies Record<Lang, unknown>;

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

async function api<T = unknown>(request: APIRequestContext, path: string, form?: Record<string, string | number>): Promise<Envelope<T>> {
  const res = form ? await request.post(path, { form }) : await request.get(path);
  return (await res.json()) as Envelope<T>;
}

/** A mobile no other run, test or language uses (1 + 58/59 + 8 digits of the clock). */
function freshMobile(lang: Lang): string {
  return `1${lang === 'en-us' ? '59' : '58'}${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

async function outbox(request: APIRequestContext, mobile: string): Promise<Array<{ code: string; template: string }>> {
  return (await api<Array<{ code: string; template: string }>>(request, `/dev/outbox?mobile=${mobile}`)).data ?? [];
}

/** The code of the message after the first `seen` ones the local SMS provider sent to `mobile` (newest first). */
async function nextSmsCode(request: APIRequestContext, mobile: string, seen: number): Promise<string> {
  await expect.poll(async () => (await outbox(request, mobile)).length, { message: `SMS number ${seen + 1} to ${mobile}` }).toBeGreaterThan(seen);
  const code = (await outbox(request, mobile))[0]?.code ?? '';
  expect(code).toMatch(/^\d{4,6}$/);
  return code;
}

const toast = (page: Page) => page.locator('.sh-toast');
const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const tab = (page: Page, path: string) => page.locator(`.sh-tabbar a[data-url="${path}"]`);

test.describe('journey', () => {
  test.skip(({ lang }) => lang !== 'zh-cn', ONE_LANGUAGE);
  test('a guest browses, searches, adds to cart, is sent to login at settle, registers, comes back to the cart, checks out, pays by balance and finds the order', async ({ page, request, lang, shot }) => {
    test.setTimeout(180_000);
    const t = TEXT[lang];
    const mobile = freshMobile(lang);
    const consignee = `${t.consignee} ${mobile.slice(-4)}`;

    // --- home, as a guest ---------------------------------------------------------------------
    await openApp(page, '/');
    await expect(page.locator('[data-node-id="5wtw72w1wj80"]')).toBeVisible(); // the home document's search box
    await expect(page.locator('.diy-goods-list .dd-card:not(.dd-card--skeleton)').first()).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('h5_token'))).toBeNull();
    await shot('01-home');

    // --- the category tab: categories, tap one --------------------------------------------------
    await tab(page, '/pages/goods/category').click();
    await expect(page).toHaveURL(/\/h5\/pages\/goods\/category$/);
    const side = page.locator('.dd-cat-side');
    const categories = side.getByRole('tab');
    await expect(categories.first()).toBeVisible();
    expect(await categories.count()).toBeGreaterThan(2);
    const food = categories.filter({ hasText: '食品生鲜' }); // merchant data: the seed's zh-cn name (this journey runs in Chinese)
    await food.click();
    await expect(food).toHaveAttribute('aria-selected', 'true');
    const rows = page.locator('.dd-cg-row[data-goods-id]');
    await expect(rows.filter({ hasText: KEYWORD })).toBeVisible();
    await shot('02-category');

    // --- the goods list of that category (template 2 has no link to it: opened by its URL) -------
    const tree = (await api<Array<{ category_id: number; category_name: string }>>(request, '/api/goodscategory/tree', { level: 3 })).data;
    const foodId = tree.find((c) => c.category_name === '食品生鲜')?.category_id;
    expect(foodId).toBeDefined();
    await openApp(page, `/pages/goods/list?category_id=${foodId}`);
    await expect(page.locator('.sh-navbar-title')).toHaveText(t.goodsList);
    const cards = page.locator('.gg-list > li');
    await expect(cards).toHaveCount(10);
    await shot('03-goods-list');

    // --- search: the list's search box opens the search page; type a seeded keyword, submit ------
    await page.locator('.sb-field--link').click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/goods\/search$/);
    const input = page.getByPlaceholder(t.searchPlaceholder);
    await input.fill(KEYWORD);
    await shot('04-search');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/h5/pages/goods/list\\?keyword=${encodeURIComponent(KEYWORD)}`));
    await expect(cards).toHaveCount(1);
    await expect(cards.first().locator('.gg-name')).toContainText(KEYWORD);
    await shot('05-search-results');

    // --- the goods detail; add to cart as a guest: the line stays on the device -------------------
    await cards.first().click();
    await expect(page).toHaveURL(/\/h5\/pages\/goods\/detail\?sku_id=107$/);
    await expect(page.getByTestId('goods-price')).toHaveText('¥29.90');
    await shot('06-goods-detail');
    await page.getByRole('button', { name: t.addCart }).click();
    const picker = page.getByRole('dialog');
    await expect(picker.getByTestId('sku-price')).toHaveText('¥29.90');
    await page.waitForTimeout(400); // the popup's slide
    await shot('07-sku-picker');
    await picker.getByRole('button', { name: t.confirm }).click();
    await expect(toast(page)).toHaveText(t.added);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.locator('.sp-popup')).toHaveCount(0); // slid away
    expect(await page.evaluate(() => localStorage.getItem('h5_token'))).toBeNull();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('h5_guestCart'))) ?? '[]')).toEqual([{ sku_id: 107, num: 1 }]);
    await shot('08-added-to-cart');

    // --- the cart as a guest: the login prompt and the line, priced by the server ----------------
    await page.locator('.ga-bar .ga-icon').filter({ hasText: t.cart }).click();
    await expect(page).toHaveURL(/\/h5\/pages\/goods\/cart$/);
    const guestPrompt = page.getByTestId('cart-guest');
    await expect(guestPrompt).toContainText(t.guestTitle);
    await expect(guestPrompt).toContainText(t.guestBar);
    const line = page.locator('.ct-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(KEYWORD);
    await expect(page.getByTestId('cart-total')).toHaveAttribute('data-fen', '2990');
    await expect(tab(page, '/pages/goods/cart').locator('.sh-badge')).toHaveText('1');
    await expect(toast(page)).toBeHidden(); // the add-to-cart toast outlives the goods page
    await shot('09-guest-cart');

    // --- settle → login, back = the cart --------------------------------------------------------
    await page.getByTestId('cart-footer').locator('.ct-settle').click();
    const cartBack = encodeURIComponent('/pages/goods/cart');
    await expect(page).toHaveURL(new RegExp(`/h5/pages_tool/login/login\\?back=${cartBack}$`));
    await expect(field(page, 'mobile')).toBeVisible();
    await shot('10-login');

    // --- register by mobile with the SMS code; back to the cart ----------------------------------
    await page.getByText(t.registerNow).click();
    await expect(page).toHaveURL(new RegExp(`/h5/pages_tool/login/register\\?back=${cartBack}$`));
    await expect(page.locator('.acc-title')).toHaveText(t.register);
    await page.getByText(t.useMobileRegister).click();
    await field(page, 'mobile').fill(mobile);
    await page.locator('.acc-sms').click();
    await expect(page.locator('.acc-sms')).toHaveAttribute('data-state', 'counting');
    await field(page, 'code').fill(await nextSmsCode(request, mobile, 0));
    await page.getByRole('checkbox', { name: t.agree }).click();
    await shot('11-register');
    await page.locator('button.acc-submit').click();
    const reward = page.getByTestId('register-reward');
    await expect(reward).toBeVisible();
    await page.waitForTimeout(400); // popup animation
    await shot('12-register-reward');
    await page.locator('.rw-close').click();
    await expect(page).toHaveURL(/\/h5\/pages\/goods\/cart$/);
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('h5_token'))) ?? '""') as string;
    expect(token).toMatch(/\S{10,}/);

    // --- the member's cart now holds the guest's line (merged on the server); the device's is empty
    await expect(page.getByTestId('cart-guest')).toHaveCount(0);
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(KEYWORD);
    await expect(page.getByTestId('cart-total')).toHaveAttribute('data-fen', '2990');
    await expect(tab(page, '/pages/goods/cart').locator('.sh-badge')).toHaveText('1');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('h5_guestCart'))) ?? '[]')).toEqual([]);
    const serverCart = await api<Array<{ sku_id: number; num: number }>>(request, '/api/cart/goodsLists', { token });
    expect(serverCart.data.map((l) => [l.sku_id, l.num])).toEqual([[107, 1]]);
    await shot('13-cart');

    // --- settle → the confirm page → a new address there ---------------------------------------
    await page.getByTestId('cart-footer').locator('.ct-settle').click();
    await expect(page).toHaveURL(/\/h5\/pages\/order\/payment$/);
    await expect(page.getByTestId('oc-pay-money')).toBeVisible();
    await shot('14-order-confirm');
    await page.getByTestId('oc-address').click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/member\/address_edit\?back=%2Fpages%2Forder%2Fpayment/);
    await page.getByPlaceholder(t.namePlaceholder).fill(consignee);
    await page.getByPlaceholder(t.mobilePlaceholder).fill(mobile);
    await page.getByTestId('af-area').click();
    await expect(page.getByRole('option', { name: '上海市', exact: true })).toBeVisible();
    await page.waitForTimeout(400);
    await shot('15-area-picker');
    await page.getByRole('option', { name: '上海市', exact: true }).click();
    await page.getByRole('option', { name: '市辖区', exact: true }).click();
    await page.getByRole('option', { name: '徐汇区', exact: true }).click();
    await expect(page.getByTestId('af-area')).toHaveText('上海市 市辖区 徐汇区');
    await page.getByPlaceholder(t.addressPlaceholder).fill('漕溪北路 1 号');
    await expect(page.locator('.ap-popup')).toHaveCount(0); // the picker slid away
    await shot('16-address-form');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/h5\/pages\/order\/payment$/);
    await expect(page.getByTestId('oc-address')).toContainText(consignee);
    await expect(page.getByTestId('oc-address')).toContainText('徐汇区');
    const money = (await page.getByTestId('oc-pay-money').textContent())?.trim() ?? '';
    expect(money).toMatch(/^¥\d+\.\d{2}$/);
    await shot('17-order-confirm-address');

    // --- place the order → the pay page ---------------------------------------------------------
    await page.getByRole('button', { name: t.placeOrder }).click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+/);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    await expect(page.getByTestId('pp-amount')).toHaveText(money);

    // A new member has no balance: the development helper tops it up (a clerk's adjustment).
    const topUp = await api<{ balance: unknown }>(request, '/dev/member/balance', { mobile, balance: '500' });
    expect(topUp.code, topUp.message).toBe(0);
    await page.reload();
    const balanceSwitch = page.getByRole('switch', { name: t.payWithBalance });
    await expect(balanceSwitch).toBeVisible();
    await shot('18-pay');

    // --- no pay password yet: the pay page sends the member to set one, then back ---------------
    if ((await balanceSwitch.getAttribute('aria-checked')) !== 'true') await balanceSwitch.click();
    await expect(balanceSwitch).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: t.confirmPay }).click();
    await expect(page.locator('.sh-modal-content')).toHaveText(t.setPasswordContent);
    await shot('19-set-password-prompt');
    await page.locator('.sh-modal-confirm').filter({ hasText: t.setPasswordNow }).click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/member\/pay_password\?back=%2Fpages_tool%2Fpay%2Findex%3Fcode%3D\d+$/);
    const smsCode = await nextSmsCode(request, mobile, 1); // sent as the page opens
    await page.getByLabel(t.codeBoxes).fill(smsCode);
    await shot('20-pay-password-code');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.locator('.ppf')).toHaveAttribute('data-step', 'set');
    await page.getByLabel(t.passwordBoxes).fill(PAY_PASSWORD);
    await expect(page.locator('.ppf')).toHaveAttribute('data-step', 'again');
    await page.getByLabel(t.passwordBoxes).fill(PAY_PASSWORD);
    await expect(toast(page)).toHaveText(t.passwordSaved);
    await shot('21-pay-password-saved');
    await page.waitForURL(/\/h5\/pages_tool\/pay\/index\?code=\d+$/);
    expect(new URL(page.url()).searchParams.get('code')).toBe(code);

    // --- pay by balance with the pay password → the result ---------------------------------------
    await expect(page.getByTestId('pp-amount')).toHaveText(money);
    if ((await balanceSwitch.getAttribute('aria-checked')) !== 'true') await balanceSwitch.click();
    await expect(balanceSwitch).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: t.confirmPay }).click();
    await expect(page.getByLabel(t.payPasswordBoxes)).toBeVisible();
    await page.waitForTimeout(400);
    await shot('22-pay-password-popup');
    await page.getByLabel(t.payPasswordBoxes).fill(PAY_PASSWORD);
    await page.waitForURL(/\/h5\/pages_tool\/pay\/result\?code=\d+/);
    await expect(page.getByTestId('pr-title')).toHaveText(t.paid);
    await expect(page.getByTestId('pr-amount')).toHaveText(money);
    await shot('23-pay-result');

    // --- the member centre's "to ship" entry → the order under 'pending delivery' --------------
    const orders = await api<{ list: Array<{ out_trade_no: string; order_no: string }> }>(request, '/api/order/lists', { token, order_status: 'waitsend', page: 1, page_size: 20 });
    const order = orders.data.list.find((o) => o.out_trade_no === code);
    expect(order, 'the paid order waits to be sent').toBeDefined();
    await page.getByRole('button', { name: t.backHome }).click();
    await expect(page).toHaveURL(/\/h5\/?(pages\/index\/index)?$/);
    await tab(page, '/pages/member/index').click();
    await expect(page).toHaveURL(/\/h5\/pages\/member\/index$/);
    const toShip = page.locator('.diy-member-my-order a[href$="/pages/order/list?status=waitsend"]');
    await expect(toShip.locator('.dd-order-badge')).toHaveText('1');
    await shot('24-member-centre');
    await toShip.click();
    await expect(page).toHaveURL(/\/h5\/pages\/order\/list\?status=waitsend$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(t.waitsendTab);
    const card = page.getByTestId('order-card').filter({ hasText: t.orderNo(order!.order_no) });
    await expect(card.getByTestId('order-status')).toHaveText(t.waitsendStatus);
    await expect(card).toContainText(KEYWORD);
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await shot('25-order-list-waitsend');
  });
});
