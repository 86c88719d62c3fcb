/**
 * The wallet (issue 16) as a freshly registered member (never the demo member: other suites pay
 * with its balance and read its records), on the real server: add a withdrawal account, recharge a
 * package through the development gateway and see the balance, points and coupon credited once,
 * apply for a withdrawal, approved through the development helper, then paid. One journey in the
 * project's language (run it with --project=zh-cn); a second test opens every wallet page in
 * English for its screenshot, with a member of its own that has an account and a withdrawal.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { freshMember, signInAs } from './members.ts';

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

async function post<T = unknown>(request: APIRequestContext, url: string, form: Record<string, string>): Promise<Envelope<T>> {
  return (await (await request.post(url, { form: { app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
}

/** The member's mobile (the development top-up finds the member by it). */
async function mobileOf(request: APIRequestContext, token: string): Promise<string> {
  const res = await post<{ mobile: string }>(request, '/api/member/info', { token });
  expect(res.code, res.message).toBe(0);
  return res.data.mobile;
}

const toast = (page: Page) => page.locator('.sh-toast');

test.describe('wallet', () => {
  test('add an account, recharge a package by the dev gateway, withdraw', async ({ page, request, lang, shot }) => {
    test.skip(lang !== 'zh-cn', 'the journey runs in Chinese; the English pages are the next test');
    const token = await freshMember(request, '58');
    await signInAs(page, token);

    // 1. Withdrawal accounts: none yet → add a bank card → it is the default
    await page.goto('/h5/pages_tool/member/account');
    await expect(page.getByText('暂无账户信息，请添加')).toBeVisible();
    await shot('account-empty');
    await page.getByRole('button', { name: '新增账户' }).click();
    await expect(page).toHaveURL(/\/pages_tool\/member\/account_edit$/);
    await expect(page.getByRole('radio', { name: '银行卡' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(toast(page)).toHaveText('请输入姓名');
    await page.locator('[name="realname"]').fill('张三');
    await page.locator('[name="mobile"]').fill('13800000000');
    await page.locator('[name="branch_bank_name"]').fill('中国工商银行');
    await page.locator('[name="bank_account"]').fill('6222000011112222');
    await shot('account-edit');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(toast(page)).toHaveText('添加成功');
    await expect(page).toHaveURL(/\/pages_tool\/member\/account$/);
    const card = page.locator('.wal-card').first();
    await expect(card).toContainText('银行名称：中国工商银行');
    await expect(card.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await shot('account-list');

    // 2. Recharge a package through the development gateway: the stored balance grows by its face value
    const before = await post<{ balance: string }>(request, '/api/memberaccount/info', { token, account_type: 'balance,balance_money' });
    const stored = Math.round(Number(before.data.balance) * 100);
    // …and its gifts: 100 points and one coupon (type 1) of the seed's package
    const pointsOf = async () => Number((await post<{ point: string | number }>(request, '/api/memberaccount/info', { token, account_type: 'point' })).data.point);
    const couponsOf = async () => Number((await post<number>(request, '/coupon/api/coupon/num', { token, state: '1' })).data);
    const [points0, coupons0] = [await pointsOf(), await couponsOf()];
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' })); // the gateway's bare page asks for one
    await page.goto('/h5/pages_tool/member/balance');
    await expect(page.getByRole('button', { name: '提现' })).toBeVisible();
    await shot('balance');
    await page.getByRole('button', { name: '充值', exact: true }).click();
    await expect(page).toHaveURL(/\/pages_tool\/recharge\/list$/);
    await expect(page.getByTestId('rp-balance')).toHaveText(`${(stored / 100).toFixed(2)} 元`);
    await page.getByRole('radio', { name: /110\.00 元/ }).click();
    await expect(page.getByTestId('rp-note')).toContainText('100 积分');
    await shot('recharge-list');
    await page.getByRole('button', { name: '其他金额' }).click();
    await page.waitForTimeout(350); // the popup's slide
    await shot('recharge-other');
    await page.locator('.sh-popup-mask, .sh-popup-close').first().click();
    await page.getByRole('button', { name: '充值', exact: true }).click();
    await expect(page).toHaveURL(/\/pages_tool\/pay\/index\?code=\d+/);
    // a recharge is not paid by balance: the pay page offers no balance switch
    await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await shot('recharge-pay');
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/devpay\/checkout\?/);
    await page.locator('button.pay').click();
    await page.waitForURL(/\/h5\/pages_tool\/pay\/result\?code=\d+/);
    await expect(page.getByTestId('pr-title')).toHaveText('支付成功');
    await shot('recharge-result');
    await page.getByRole('button', { name: '充值记录' }).click();
    await expect(page).toHaveURL(/\/pages_tool\/recharge\/order_list$/);
    await expect(page.getByTestId('recharge-row').first()).toContainText('实付 ¥100.00');
    await expect(page.getByTestId('recharge-row').first()).toContainText('到账 ¥110.00');
    await shot('recharge-records');
    await page.goto('/h5/pages_tool/member/balance');
    await expect(page.getByTestId('as-balance')).toHaveText(((stored + 11000) / 100).toFixed(2));
    // the package's 100 points once (its growth may also lift a new member a level, whose own gift
    // points come on top), and its coupon once
    const fromRecharge = await post<{ list: Array<{ account_data: number | string }> }>(request, '/api/memberaccount/page', { token, account_type: 'point', from_type: 'memberrecharge', page: '1', page_size: '20' });
    expect(fromRecharge.data.list.map((r) => Number(r.account_data))).toEqual([100]);
    expect(await pointsOf()).toBeGreaterThanOrEqual(points0 + 100);
    expect(await couponsOf()).toBe(coupons0 + 1);
    // The balance page's own link to the records.
    await page.getByRole('button', { name: '充值记录' }).click();
    await expect(page).toHaveURL(/\/pages_tool\/recharge\/order_list$/);
    await expect(page.getByTestId('recharge-row').first()).toContainText('到账 ¥110.00');
    await page.goBack();
    await expect(page).toHaveURL(/\/pages_tool\/member\/balance$/);

    // 3. Withdraw from the cash balance (a clerk's adjustment gives some) to the default account
    expect((await post(request, '/dev/member/balance', { mobile: await mobileOf(request, token), balance: '100.00', account_type: 'balance_money' })).code).toBe(0);
    const info = await post<{ member_info: { balance_money: string } }>(request, '/api/memberwithdraw/info', { token });
    await page.reload();
    await page.getByRole('button', { name: '提现', exact: true }).click();
    await expect(page).toHaveURL(/\/pages_tool\/member\/apply_withdrawal_new$/);
    await expect(page.getByTestId('waa-to')).toContainText('银行卡 6222000011112222');
    await expect(page.getByTestId('waa-withdrawable')).toHaveText(`可提现余额：¥${info.data.member_info.balance_money}`);
    await page.getByLabel('提现金额').fill('20');
    await expect(page.getByTestId('waa-fee')).toContainText('¥0.20'); // the shop's 1% fee, before submit
    await expect(page.getByTestId('waa-fee')).toContainText('¥19.80');
    await shot('withdraw-apply');
    await page.getByRole('button', { name: '提现', exact: true }).click();
    await expect(toast(page)).toHaveText('提现申请成功');
    await expect(page).toHaveURL(/\/pages_tool\/member\/withdrawal$/);
    const row = page.getByTestId('withdraw-row').first();
    await expect(row).toContainText('¥20.00');
    await expect(row).toContainText('待审核');
    await shot('withdraw-list');
    await row.click();
    await expect(page).toHaveURL(/\/pages_tool\/member\/withdrawal_detail\?id=\d+$/);
    await expect(page.getByTestId('wdd-money')).toHaveText('¥20.00');
    await expect(page.locator('.wdd-rows')).toContainText('¥19.80');
    const id = new URL(page.url()).searchParams.get('id')!;
    // the merchant approves (development helper); the shop transfers at once and the dev provider pays it
    expect((await post(request, '/dev/memberwithdraw/approve', { id })).code).toBe(0);
    await expect(async () => {
      await page.reload();
      await expect(page.locator('.wdd-status')).toHaveText('已转账', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await shot('withdraw-detail');
  });

  test('every wallet page in English (screenshots)', async ({ page, request, baseURL }) => {
    // A member of its own with a bank card and a withdrawal waiting for review.
    const token = await freshMember(request, '59');
    await signInAs(page, token);
    const added = await post(request, '/api/memberbankaccount/add', { token, realname: 'Li Lei', mobile: '13912345678', withdraw_type: 'bank', branch_bank_name: 'Bank of China', bank_account: '6222000033334444' });
    expect(added.code, added.message).toBe(0);
    expect((await post(request, '/dev/member/balance', { mobile: await mobileOf(request, token), balance: '50.00', account_type: 'balance_money' })).code).toBe(0);
    const applied = await post(request, '/api/memberwithdraw/apply', { token, apply_money: '12.00', transfer_type: 'bank', realname: 'Li Lei', mobile: '13912345678', bank_name: 'Bank of China', account_number: '6222000033334444' });
    expect(applied.code, applied.message).toBe(0);
    if (baseURL) await page.context().addCookies([{ name: 'h5_lang', value: 'en-us', url: baseURL }]);
    await page.addInitScript(() => localStorage.setItem('h5_lang', JSON.stringify('en-us')));
    const list = await post<{ list: Array<{ id: number }> }>(request, '/api/memberwithdraw/page', { token, page: '1', page_size: '1' });
    const pages: Array<[string, string, string]> = [
      ['balance', '/pages_tool/member/balance', 'Recharge'],
      ['account', '/pages_tool/member/account', 'Add account'],
      ['account-edit', '/pages_tool/member/account_edit', 'Account type'],
      ['withdraw-apply', '/pages_tool/member/apply_withdrawal_new', 'Withdrawable balance'],
      ['withdraw-list', '/pages_tool/member/withdrawal', 'Awaiting review'],
      ['withdraw-detail', `/pages_tool/member/withdrawal_detail?id=${list.data.list[0]!.id}`, 'Current status'],
      ['withdraw-detail-missing', '/pages_tool/member/withdrawal_detail?id=abc', 'This withdrawal does not exist'],
      ['recharge-list', '/pages_tool/recharge/list', 'Recharge notes'],
      ['recharge-records', '/pages_tool/recharge/order_list', 'No recharge records'],
    ];
    const dir = path.join('e2e', 'screenshots', 'en-us');
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, url, text] of pages) {
      await page.goto(`/h5${url}`);
      await expect(page.getByText(text).first(), name).toBeVisible();
      await page.screenshot({ path: path.join(dir, `wallet-${name}.png`) });
    }
  });
});
