/**
 * Cart tab: a guest sees the login prompt; a guest's cart kept on the device shows its lines
 * (server prices) under a login bar, changes and deletes them, and logging in merges them into the
 * member's cart; a member changes quantities, deletes a line, watches the total (server prices, in
 * fen) and the tab bar badge follow, and settles to the order page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Lang, ONE_LANGUAGE } from './fixtures.ts';

const TEXT = {
  'zh-cn': {
    title: '购物车',
    guest: '您还未登录',
    guestBar: '登录后，购物车中的商品将保存到您的账号',
    login: '去登录',
    manage: '管理',
    done: '完成',
    remove: '删除',
    confirmMany: '确定要删除这些商品吗？',
    increase: '增加数量',
    useAccount: '使用账号登录',
    agree: '同意协议',
  },
  'en-us': {
    title: 'Shopping Cart',
    guest: 'You are not logged in',
    guestBar: 'Log in to keep the goods in your cart with your account',
    login: 'Log in',
    manage: 'Manage',
    done: 'Done',
    remove: 'Delete',
    confirmMany: 'Delete these items?',
    increase: 'Increase quantity',
    useAccount: 'Log in with account',
    agree: 'Agree to the agreement',
  },
} satisfies Record<Lang, Record<string, string>>;

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

interface Line {
  cart_id: number;
  sku_id: number;
  num: number;
  discount_price: string;
  member_price: string;
}

async function api<T = unknown>(request: APIRequestContext, path: string, form?: Record<string, string>): Promise<Envelope<T>> {
  const res = form ? await request.post(path, { form }) : await request.get(path);
  return (await res.json()) as Envelope<T>;
}

/** "12.5" → 1250, exactly. */
function fen(money: string): number {
  const [yuan = '0', cents = ''] = money.split('.');
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

const unit = (l: Line) => (fen(l.member_price || '0') > 0 && fen(l.member_price) < fen(l.discount_price) ? fen(l.member_price) : fen(l.discount_price));

async function serverLines(request: APIRequestContext, token: string): Promise<Line[]> {
  return (await api<Line[]>(request, '/api/cart/goodsLists', { token })).data;
}

const total = (page: Page) => page.getByTestId('cart-total');
const badge = (page: Page) => page.locator('.sh-tabbar .sh-badge');
const footerButton = (page: Page) => page.getByTestId('cart-footer').locator('.ct-settle');
const lineOf = (page: Page, id: number) => page.locator(`.ct-line[data-cart-id="${id}"]`);

test.describe('cart', () => {
  test.skip(({ lang }) => lang !== 'en-us', ONE_LANGUAGE);
  test('a guest sees the login prompt; its button opens the login page returning to the cart', async ({ page, lang, shot }) => {
    const t = TEXT[lang];
    await page.goto('/h5/pages/goods/cart');
    await expect(page.getByTestId('cart-guest')).toBeVisible();
    await expect(page.getByText(t.guest)).toBeVisible();
    await expect(page.locator('.sh-navbar-title')).toHaveText(t.title);
    await shot('guest');
    await page.getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/login\/login\?back=%2Fpages%2Fgoods%2Fcart$/);
  });

  test('a guest’s cart: server prices, quantities and delete on the device; logging in merges it into the member’s cart', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const login = await api<{ token: string }>(request, '/api/login/login', { username: 'demo', password: 'demo123' });
    const token = login.data.token;
    await api(request, '/api/cart/clear', { token });
    const skus = (await api<{ list: Array<{ sku_id: number; stock: number; discount_price: string }> }>(request, '/api/goodssku/page?page_size=20')).data.list.filter((s) => Number(s.stock) >= 10).slice(0, 2);
    expect(skus).toHaveLength(2);
    const [a, b] = skus as [(typeof skus)[0], (typeof skus)[0]];
    // What the goods pages left on the device (stored once: a merge leaves `[]`).
    await page.addInitScript((lines) => {
      if (!localStorage.getItem('h5_guestCart')) localStorage.setItem('h5_guestCart', JSON.stringify(lines));
    }, [{ sku_id: a.sku_id, num: 1 }, { sku_id: b.sku_id, num: 2 }]);

    await page.goto('/h5/pages/goods/cart');
    await expect(page.getByTestId('cart-guest')).toContainText(t.guestBar);
    await expect(page.locator('.ct-line')).toHaveCount(2);
    await expect(total(page)).toHaveAttribute('data-fen', String(fen(a.discount_price) + 2 * fen(b.discount_price)));
    await expect(badge(page)).toHaveText('3');
    await shot('guest-cart');

    // one more of a: on the device, the badge follows
    await lineOf(page, a.sku_id).getByRole('button', { name: t.increase }).click();
    await expect(total(page)).toHaveAttribute('data-fen', String(2 * fen(a.discount_price) + 2 * fen(b.discount_price)));
    await expect(badge(page)).toHaveText('4');

    // manage: delete b
    await page.getByRole('button', { name: t.manage }).click();
    await lineOf(page, a.sku_id).getByRole('checkbox').click();
    await footerButton(page).click();
    await page.locator('.sh-modal-confirm').click();
    await expect(page.locator('.ct-line')).toHaveCount(1);
    await expect(badge(page)).toHaveText('2');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('h5_guestCart'))) ?? 'null')).toEqual([{ sku_id: a.sku_id, num: 2 }]);
    await page.getByRole('button', { name: t.done }).click();

    // the bar's login → back to the cart, now the member's, holding the line
    await page.getByTestId('cart-guest').getByRole('button', { name: t.login }).click();
    await expect(page).toHaveURL(/\/h5\/pages_tool\/login\/login\?back=%2Fpages%2Fgoods%2Fcart$/);
    await page.getByText(t.useAccount).click();
    await page.getByRole('checkbox', { name: t.agree }).click();
    await page.locator('input[name="username"]').fill('demo');
    await page.locator('input[name="password"]').fill('demo123');
    await page.locator('button.acc-submit').click();
    await expect(page).toHaveURL(/\/h5\/pages\/goods\/cart$/);
    await expect(page.getByTestId('cart-guest')).toHaveCount(0);
    await expect(page.locator('.ct-line')).toHaveCount(1);
    await expect(badge(page)).toHaveText('2');
    const memberToken = JSON.parse((await page.evaluate(() => localStorage.getItem('h5_token'))) ?? '""') as string;
    expect((await serverLines(request, memberToken)).map((l) => [l.sku_id, l.num])).toEqual([[a.sku_id, 2]]);
    expect(await page.evaluate(() => localStorage.getItem('h5_guestCart'))).toBe('[]');
    await shot('guest-cart-merged');
  });

  test('a member edits quantities and deletes; total and badge follow; settle opens the order page', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const login = await api<{ token: string }>(request, '/api/login/login', { username: 'demo', password: 'demo123' });
    expect(login.code).toBeGreaterThanOrEqual(0);
    const token = login.data.token;
    await api(request, '/api/cart/clear', { token });
    const skus = (await api<{ list: Array<{ sku_id: number; stock: number }> }>(request, '/api/goodssku/page?page_size=20')).data.list.filter((s) => Number(s.stock) >= 10).slice(0, 3);
    expect(skus).toHaveLength(3);
    for (const [i, s] of skus.entries()) expect((await api(request, '/api/cart/add', { token, sku_id: String(s.sku_id), num: String(i + 1) })).code).toBeGreaterThanOrEqual(0);

    await page.addInitScript((tok) => {
      if (!localStorage.getItem('h5_token')) localStorage.setItem('h5_token', JSON.stringify(tok));
    }, token);
    await page.goto('/h5/pages/goods/cart');
    let lines = await serverLines(request, token);
    const sum = (ls: Line[]) => ls.reduce((a, l) => a + unit(l) * l.num, 0);
    await expect(page.locator('.ct-line')).toHaveCount(3);
    await expect(total(page)).toHaveAttribute('data-fen', String(sum(lines)));
    await expect(footerButton(page)).toContainText('6');
    await expect(badge(page)).toHaveText('6');
    await shot('member-cart');

    // one more of the first line: the total follows at once, the server and the badge after the edit
    const first = lines[0]!;
    await lineOf(page, first.cart_id).getByRole('button', { name: t.increase }).click();
    await expect(total(page)).toHaveAttribute('data-fen', String(sum(lines) + unit(first)));
    await expect.poll(async () => (await serverLines(request, token)).find((l) => l.cart_id === first.cart_id)?.num).toBe(first.num + 1);
    await expect(badge(page)).toHaveText('7');

    // manage: delete two lines (the confirm modal first)
    lines = await serverLines(request, token);
    const [keep, ...drop] = lines;
    await page.getByRole('button', { name: t.manage }).click();
    await lineOf(page, keep!.cart_id).getByRole('checkbox').click();
    await expect(footerButton(page)).toHaveText(t.remove);
    await footerButton(page).click();
    await expect(page.locator('.sh-modal-content')).toHaveText(t.confirmMany);
    await shot('delete-confirm');
    await page.locator('.sh-modal-confirm').click();
    await expect(page.locator('.ct-line')).toHaveCount(1);
    await expect.poll(async () => (await serverLines(request, token)).map((l) => l.cart_id)).toEqual([keep!.cart_id]);
    expect(drop).toHaveLength(2);
    await expect(badge(page)).toHaveText(String(keep!.num));

    // done, select the remaining line again, the total is its price × quantity; settle
    await page.getByRole('button', { name: t.done }).click();
    await lineOf(page, keep!.cart_id).getByRole('checkbox').click();
    await expect(total(page)).toHaveAttribute('data-fen', String(unit(keep!) * keep!.num));
    await shot('before-settle');
    await footerButton(page).click();
    await expect(page).toHaveURL(/\/h5\/pages\/order\/payment$/);
    expect(await page.evaluate(() => localStorage.getItem('h5_orderCreateData'))).toBe(JSON.stringify({ cart_ids: String(keep!.cart_id) }));
  });
});
