/**
 * Invite friends (issue 17): a fresh member's invite page shows the QR code of their link and the
 * link itself; a new member opens that link in a browser of their own, registers by mobile, and
 * the inviter sees them with the campaign's reward (balance, points, coupon), which their account
 * holds. The last test opens the page in both languages for the screenshots.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, openApp, test } from './fixtures.ts';
import type { Envelope } from './builtRoutes.ts';
import { freshMember } from './members.ts';

async function post<T = unknown>(request: APIRequestContext, url: string, form: Record<string, string> = {}): Promise<Envelope<T>> {
  return (await (await request.post(url, { form: { app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
}

test.describe('invite friends', () => {
  test('a new member registers through the link; the inviter sees them and the reward', async ({ page, browser, request, lang, baseURL, shot }) => {
    test.skip(lang !== 'zh-cn', 'the journey runs in Chinese; the page in both languages is the last test');
    const token = await freshMember(request, '35');
    await page.addInitScript((t) => localStorage.setItem('h5_token', JSON.stringify(t)), token);
    const link = (await post<{ link: string; source_member: number }>(request, '/memberrecommend/api/memberrecommend/link', { token })).data;
    const campaign = (await post<{ point: number; balance: string }>(request, '/memberrecommend/api/memberrecommend/info')).data;
    const before = (await post<{ point: number; balance: string }>(request, '/api/member/info', { token })).data;

    await openApp(page, '/pages_tool/member/invite_friends');
    await expect(page.getByTestId('invite-link')).toHaveText(link.link);
    await expect(page.getByRole('img', { name: '邀请链接二维码' })).toHaveAttribute('data-qr-text', link.link);
    await expect(page.getByTestId('invite-count')).toHaveText('（共0人）');
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.locator('.sh-toast')).toBeVisible();

    // the friend: their own browser, the link, then registration by mobile
    const friend = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const fp = await friend.newPage();
    const problems: string[] = [];
    fp.on('pageerror', (e) => problems.push(e.message));
    await fp.goto(new URL(link.link).pathname + new URL(link.link).search);
    await expect.poll(() => fp.evaluate(() => localStorage.getItem('h5_source_member'))).toBe(JSON.stringify(String(link.source_member)));
    await fp.goto('/h5/pages_tool/login/register');
    await fp.getByText('使用手机号注册').click();
    const mobile = `135${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await fp.locator('input[name="mobile"]').fill(mobile);
    await fp.locator('.acc-sms').click();
    let code = '';
    await expect
      .poll(async () => {
        code = (await (await request.get(`/dev/outbox?mobile=${mobile}`)).json()).data?.[0]?.code ?? '';
        return code;
      })
      .not.toBe('');
    await fp.locator('input[name="code"]').fill(code);
    await fp.getByRole('checkbox', { name: '同意协议' }).click();
    await fp.locator('button.acc-submit').click();
    await expect(fp.getByTestId('register-reward')).toBeVisible();
    expect(problems).toEqual([]);
    await friend.close();

    await page.reload();
    await expect(page.getByTestId('invite-count')).toHaveText('（共1人）');
    const row = page.getByTestId('invitee');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('invitee-reward')).toHaveText(`${campaign.balance}元现金红包 + ${campaign.point}积分 + 1张优惠券`);
    await shot('invitee-rewarded');
    const after = (await post<{ point: number; balance: string }>(request, '/api/member/info', { token })).data;
    expect(Number(after.point) - Number(before.point)).toBe(campaign.point);
    expect((Number(after.balance) - Number(before.balance)).toFixed(2)).toBe(campaign.balance);
  });

  test('the invite page and its poster (screenshots)', async ({ page, request, shot }) => {
    const token = await freshMember(request, '34');
    await page.addInitScript((t) => localStorage.setItem('h5_token', JSON.stringify(t)), token);
    await openApp(page, '/pages_tool/member/invite_friends');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('invite-link')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('invite');
    await page.getByRole('button', { name: /生成海报|Make poster/ }).click();
    await expect(page.getByTestId('invite-poster')).toBeVisible();
    await expect.poll(() => page.getByTestId('invite-poster').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(720);
    await shot('poster');
  });
});
