/**
 * The member centre's own pages as the demo member (logged in through /api/login/login, the token
 * stored as src/stores/member.ts stores it): the member tab links to them and each opens; balance
 * and points show the seeded figures; my coupons lists the 2 unused coupons; the level page;
 * signing in once (a second tap shows the server's "already signed in"); a new nickname shows on
 * the member tab; switching the language on the profile relaunches the member page in the other
 * language. Signing in changes points and is once a day, so it runs as a fresh member (the demo
 * keeps its seeded figures for the other language's run).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, type Lang, ONE_LANGUAGE } from './fixtures.ts';

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

const TEXT = {
  'zh-cn': {
    balanceTotal: '账户余额（元）',
    balanceDetail: '余额明细',
    pointDetail: '积分明细',
    currentPoints: '当前积分',
    unused: '未使用',
    used: '已使用',
    use: '去使用',
    noCoupons: '暂无优惠券',
    currentLevel: '当前等级：白银会员',
    growthRules: '成长规则',
    signNow: '立即签到',
    signed: '已签到',
    signedToast: '您已签到',
    gotPoints: '+5 积分',
    gotIt: '知道了',
    nickname: '昵称',
    save: '保存',
    saved: '修改成功',
    nicknameSame: '与原昵称一致，无需修改',
    language: '语言',
    otherLanguage: 'English',
    otherBalanceLabel: 'Balance',
    profile: '个人资料',
    removed: '删除成功',
    upload: '点击上传',
    confirmSave: '确认保存',
    avatarSaved: '头像修改成功',
    selectAll: '全选',
    delete: '删除',
    noFavourites: '暂无关注的商品',
    emptyFootprint: '暂无浏览过的商品',
    manage: '管理',
  },
  'en-us': {
    balanceTotal: 'Account balance (yuan)',
    balanceDetail: 'Balance details',
    pointDetail: 'Points details',
    currentPoints: 'Current points',
    unused: 'Unused',
    used: 'Used',
    use: 'Use',
    noCoupons: 'No coupons',
    currentLevel: 'Current level: Silver member',
    growthRules: 'Growth rules',
    signNow: 'Sign in',
    signed: 'Signed in',
    signedToast: 'Already signed in today',
    gotPoints: '+5 points',
    gotIt: 'Got it',
    nickname: 'Nickname',
    save: 'Save',
    saved: 'Changed',
    nicknameSame: 'Same as the current nickname, no change needed',
    language: 'Language',
    otherLanguage: '简体中文',
    otherBalanceLabel: '余额',
    profile: 'Personal Profile',
    removed: 'Deleted',
    upload: 'Upload',
    confirmSave: 'Confirm save',
    avatarSaved: 'Avatar changed',
    selectAll: 'Select all',
    delete: 'Delete',
    noFavourites: 'No followed goods',
    emptyFootprint: 'No browsed goods',
    manage: 'Manage',
  },
} satisfies Record<Lang, Record<string, string>>;

async function post<T = unknown>(request: APIRequestContext, path: string, form: Record<string, string>): Promise<Envelope<T>> {
  return (await (await request.post(path, { form: { app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
}

async function demoToken(request: APIRequestContext, lang: Lang): Promise<string> {
  const res = await post<{ token: string }>(request, '/api/login/login', { username: 'demo', password: 'demo123', lang });
  expect(res.code, res.message).toBe(0);
  return res.data.token;
}

/** A member of its own (registered by username), for journeys that change points or once-a-day state. */
async function freshToken(request: APIRequestContext, lang: Lang): Promise<string> {
  const username = `m${lang === 'en-us' ? 'e' : 'z'}${Date.now().toString(36)}`;
  const res = await post<{ token: string }>(request, '/api/register/username', { username, password: 'member123', lang });
  expect(res.code, res.message).toBe(0);
  return res.data.token;
}

/** Stores the token the way src/stores/member.ts does (h5_token, JSON), before every document loads. */
async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('h5_token', JSON.stringify(t)), token);
}

const toast = (page: Page) => page.locator('.sh-toast');
const entry = (page: Page, route: string) => page.locator(`a[href="/h5/pages_tool/member/${route}"]`).first();

// The coupon list pages as it scrolls: scroll it to the end until every coupon the API counts is there.
async function scrollAll(page: Page, count: number) {
  await expect(async () => {
    await page.locator('.mc-scroll').evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await expect(page.locator('.mc-card')).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 10000 });
}

test.describe('member centre pages', () => {
  test.skip(({ lang }) => lang !== 'en-us', ONE_LANGUAGE);
  test('the member tab shows the entries for these pages and each opens', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    await useToken(page, await demoToken(request, lang));
    // a footprint to show (as a visit of a goods detail page records one)
    const goods = (await (await request.get('/api/goodssku/page?page_size=1')).json()) as Envelope<{ list: Array<{ goods_id: number; sku_id: number }> }>;
    const first = goods.data.list[0]!;
    const token = await demoToken(request, lang);
    expect((await post(request, '/api/goodsbrowse/add', { token, goods_id: String(first.goods_id), sku_id: String(first.sku_id) })).code).toBe(0);

    await page.goto('/h5/pages/member/index');
    await expect(page.locator('.dd-mi-name')).toBeVisible();
    for (const route of ['info', 'collection', 'footprint', 'coupon', 'signin', 'balance', 'point', 'level', 'account', 'invite_friends']) {
      await expect(entry(page, route), route).toBeVisible();
    }
    await shot('member-tab');

    const opens: Array<[string, string]> = [
      ['info', '.w-profile-cells'],
      ['collection', '.w-collect-list'],
      ['footprint', '.w-footprint-list'],
      ['coupon', '.w-member-coupon-list'],
      ['signin', '.w-signin-calendar'],
      ['balance', '.w-account-summary'],
      ['point', '.w-account-summary'],
      ['level', '.w-level-card'],
      // the tool links of the seeded member centre (issues 16 and 17: ACCOUNT, MEMBER_RECOMMEND)
      ['account', '.wal'],
      ['invite_friends', '.if'],
    ];
    for (const [route, widget] of opens) {
      await entry(page, route).click();
      await expect(page).toHaveURL(new RegExp(`/h5/pages_tool/member/${route}$`));
      await expect(page.locator(widget)).toBeVisible();
      if (route === 'footprint') await expect(page.getByRole('button', { name: t.manage })).toBeVisible();
      await page.waitForTimeout(200);
      await shot(`open-${route}`);
      await page.goBack();
      await expect(page).toHaveURL(/\/h5\/pages\/member\/index$/);
    }
  });

  // Other journeys share the demo member (they pay with its balance and use its coupons), so the
  // figures a page must show are read from the API for the same member at the same moment.
  test('balance and points show the member\'s figures, with their details', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await demoToken(request, lang);
    const account = await post<{ balance: string; balance_money: string }>(request, '/api/memberaccount/info', { token, lang, account_type: 'balance,balance_money' });
    const points = await post<{ point: number }>(request, '/api/memberaccount/info', { token, lang, account_type: 'point' });
    const fen = (v: string) => Math.round(Number(v) * 100);
    const total = ((fen(account.data.balance) + fen(account.data.balance_money)) / 100).toFixed(2);
    await useToken(page, token);
    await page.goto('/h5/pages_tool/member/balance');
    await expect(page.getByText(t.balanceTotal)).toBeVisible();
    await expect(page.getByTestId('as-balance-total')).toHaveText(total);
    await expect(page.getByTestId('as-balance')).toHaveText(Number(account.data.balance).toFixed(2));
    await expect(page.getByTestId('as-balance-money')).toHaveText(Number(account.data.balance_money).toFixed(2));
    await shot('balance');
    await page.getByRole('button', { name: t.balanceDetail }).click();
    await expect(page).toHaveURL(/balance_detail$/);
    await expect(page.getByTestId('ledger-row').first()).toBeVisible();
    await shot('balance-detail');

    await page.goto('/h5/pages_tool/member/point');
    await expect(page.getByText(t.currentPoints)).toBeVisible();
    await expect(page.getByTestId('as-point')).toHaveText(String(points.data.point));
    await shot('point');
    await page.getByRole('button', { name: t.pointDetail }).click();
    await expect(page).toHaveURL(/point_detail$/);
    await expect(page.getByTestId('ledger-row').first()).toBeVisible();
    await shot('point-detail');
  });

  test('my coupons lists the unused and used coupons; use opens the goods of the coupon', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await demoToken(request, lang);
    const count = async (state: number) => (await post<{ count: number }>(request, '/coupon/api/coupon/memberpage', { token, lang, state: String(state), page: '1', page_size: '50' })).data.count;
    const unused = await count(1);
    const used = await count(2);
    expect(unused).toBeGreaterThan(0);
    await useToken(page, token);
    await page.goto('/h5/pages_tool/member/coupon');
    await expect(page.getByRole('tab', { name: t.unused, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.mc-card').first()).toBeVisible();
    await scrollAll(page, unused);
    // the page does not scroll; the list fills the screen below the tabs and scrolls itself
    expect((await page.locator('.mc-scroll').boundingBox())!.height).toBeGreaterThan(500);
    await shot('coupons-unused');
    await page.getByRole('tab', { name: t.used, exact: true }).click();
    if (used === 0) await expect(page.getByText(t.noCoupons)).toBeVisible();
    else await scrollAll(page, used);
    await shot('coupons-used');
    await page.getByRole('tab', { name: t.unused, exact: true }).click();
    await expect(page.locator('.mc-card').first()).toBeVisible();
    await scrollAll(page, unused);
    const id = await page.locator('.mc-card').first().getAttribute('data-coupon-id');
    expect(id).toBeTruthy();
    await page.locator('.mc-card').first().getByRole('button', { name: t.use }).click();
    await expect(page).toHaveURL(/\/h5\/pages\/goods\/list\?coupon=\d+$/);
  });

  test('the level page shows the current level, progress and the level list', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    await useToken(page, await demoToken(request, lang));
    await page.goto('/h5/pages_tool/member/level');
    await expect(page.getByTestId('lv-current')).toHaveText(t.currentLevel);
    await expect(page.getByTestId('lv-row')).toHaveCount(4);
    await page.waitForTimeout(300);
    await shot('level');
    await page.getByRole('button', { name: t.growthRules }).click();
    await expect(page).toHaveURL(/level_growth_rules$/);
    await expect(page.locator('.w-growth-rules')).toBeVisible();
    await shot('growth-rules');
  });

  test("sign-in works once; a second tap shows 'already signed in'", async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    await useToken(page, await freshToken(request, lang));
    await page.goto('/h5/pages_tool/member/signin');
    const button = page.locator('.sc-btn');
    await expect(button).toHaveText(t.signNow);
    await shot('signin-before');
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText(t.gotPoints)).toBeVisible();
    await page.waitForTimeout(400);
    await shot('signin-reward');
    await page.getByRole('button', { name: t.gotIt }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toHaveText(t.signed);
    await expect(page.locator('.sc-date--today')).toHaveAttribute('data-signed', '1');
    await button.click();
    await expect(toast(page)).toHaveText(t.signedToast);
    await shot('signin-again');
  });

  test('a new nickname shows on the member tab', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await demoToken(request, lang);
    const before = (await post<{ nickname: string }>(request, '/api/member/info', { token })).data.nickname;
    await useToken(page, token);
    const nickname = `${lang === 'zh-cn' ? '演示' : 'Demo'}-${Date.now().toString(36).slice(-5)}`;
    try {
      await page.goto('/h5/pages_tool/member/info');
      await page.locator('[data-row="nickname"] button').click();
      await expect(page).toHaveURL(/info_edit\?type=nickname$/);
      await page.locator('button.pe-submit').click();
      await expect(toast(page)).toHaveText(t.nicknameSame);
      await page.locator('input[name="nickname"]').fill(nickname);
      await shot('nickname-form');
      await page.locator('button.pe-submit').click();
      await expect(toast(page)).toHaveText(t.saved);
      await expect(page).toHaveURL(/\/pages_tool\/member\/info$/);
      await expect(page.locator('[data-row="nickname"]')).toContainText(nickname);
      await page.goto('/h5/pages/member/index');
      await expect(page.locator('.dd-mi-name')).toHaveText(nickname);
      await shot('member-tab-nickname');
    } finally {
      await post(request, '/api/member/modifynickname', { token, nickname: before });
    }
  });

  test('switching the language on the profile relaunches the member page in the other language', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    await useToken(page, await demoToken(request, lang));
    await page.goto('/h5/pages_tool/member/info');
    await expect(page.locator('.sh-navbar')).toContainText(t.profile);
    await page.locator('[data-row="language"] button').click();
    await expect(page.getByRole('option', { name: t.otherLanguage })).toBeVisible();
    await page.waitForTimeout(400);
    await shot('language-popup');
    await page.getByRole('option', { name: t.otherLanguage }).click();
    await expect(page).toHaveURL(/\/h5\/pages\/member\/index$/);
    await expect(page.locator('.dd-mi-stat-label').first()).toHaveText(t.otherBalanceLabel);
    expect(await page.evaluate(() => localStorage.getItem('h5_lang'))).toBe(JSON.stringify(lang === 'zh-cn' ? 'en-us' : 'zh-cn'));
    await shot('member-relaunched');
  });
  test('favourites and footprints: remove a followed goods, delete footprints', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    const token = await freshToken(request, lang);
    const goods = (await (await request.get('/api/goodssku/page?page_size=2')).json()) as Envelope<{ list: Array<{ goods_id: number; sku_id: number; sku_name: string; sku_image: string; discount_price: string }> }>;
    for (const g of goods.data.list) {
      const ids = { token, goods_id: String(g.goods_id), sku_id: String(g.sku_id) };
      expect((await post(request, '/api/goodscollect/add', { ...ids, sku_name: g.sku_name, sku_price: g.discount_price, sku_image: g.sku_image })).code).toBe(0);
      expect((await post(request, '/api/goodsbrowse/add', ids)).code).toBe(0);
    }
    await useToken(page, token);
    await page.goto('/h5/pages_tool/member/collection');
    await expect(page.locator('.cl-row')).toHaveCount(2);
    await page.waitForTimeout(300);
    await shot('favourites');
    await page.locator('.cl-remove').first().click();
    await expect(toast(page)).toHaveText(t.removed);
    await expect(page.locator('.cl-row')).toHaveCount(1);

    await page.goto('/h5/pages_tool/member/footprint');
    await expect(page.locator('.fp-row')).toHaveCount(2);
    await page.getByRole('button', { name: t.manage }).click();
    await page.getByRole('checkbox', { name: t.selectAll }).click();
    await page.waitForTimeout(200);
    await shot('footprints-manage');
    await page.getByRole('button', { name: t.delete, exact: true }).click();
    await expect(toast(page)).toHaveText(t.removed);
    await expect(page.getByText(t.emptyFootprint)).toBeVisible();
  });

  test('a new avatar is uploaded, saved and shown on the profile', async ({ page, request, lang, shot }) => {
    const t = TEXT[lang];
    await useToken(page, await freshToken(request, lang));
    await page.goto('/h5/pages_tool/member/modify_face');
    await expect(page.getByRole('button', { name: t.upload })).toBeVisible();
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#3b82f6' } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('button', { name: t.confirmSave })).toBeVisible();
    await shot('avatar-picked');
    await page.getByRole('button', { name: t.confirmSave }).click();
    await expect(toast(page)).toHaveText(t.avatarSaved);
    await expect(page).toHaveURL(/\/pages_tool\/member\/info$/);
    const src = await page.locator('.pc-avatar').getAttribute('src');
    expect(src).toMatch(/^\/upload\/headimg\/.+\.png$/);
    await expect(page.locator('img.pc-avatar')).toHaveJSProperty('complete', true);
    expect(await page.locator('img.pc-avatar').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot('avatar-saved');
  });
});
