/**
 * Cart tab: a guest sees the login prompt; a member changes quantities, deletes a line, watches
 * the total (server prices, in fen) and the tab bar badge follow, and settles to the order page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Lang } from './fixtures.ts';

const TEXT = {
  'zh-cn': { title: '购物车', guest: '您还未登录', login: '去登录', manage: '管理', done: '完成', remove: '删除', confirmMany: '确定要删除这些商品吗？', increase: '增加数量' },
  'en-us': { title: 'Shopping Cart', guest: 'You are not logged in', login: 'Log in', manage: 'Manage', done: 'Done', remove: 'Delete', confirmMany: 'Delete these items?', increase: 'Increase quantity' },
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
