/**
 * The shop's chat inbox in the studio (/admin/inbox, issue 18), in two browser contexts: a member
 * writes from the shop's chat room, the merchant signs in to the studio, finds the conversation at
 * the top with its unread badge, opens it (the badge goes), answers, and the member sees the answer
 * live; the member's next message reaches the open inbox live; reloads keep the history on both
 * sides. The second test sends a goods card from the member and a picture uploaded from the studio
 * into the shop's library, in both languages, for the screenshots.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, openApp, test, ONE_LANGUAGE, type Lang } from './fixtures.ts';
import type { Envelope } from './builtRoutes.ts';
import { freshMember, signInAs } from './members.ts';

const PASSWORD = 'studio-pass-1';
const DESKTOP = {
  viewport: { width: 1366, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

async function post<T = unknown>(request: APIRequestContext, url: string, form: Record<string, string> = {}): Promise<Envelope<T>> {
  return (await (
    await request.post(url, {
      form: { app_type: 'h5', app_type_name: 'H5', ...form },
    })
  ).json()) as Envelope<T>;
}

/** The merchant's own browser (a second context), signed in to the studio in `lang`; console errors collected. */
async function merchant(browser: Browser, baseURL: string, lang: Lang, problems: string[]): Promise<{ context: BrowserContext; studio: Page }> {
  const context = await browser.newContext({
    ...DESKTOP,
    baseURL,
    locale: lang === 'zh-cn' ? 'zh-CN' : 'en-US',
  });
  await context.addInitScript((l) => localStorage.setItem('h5_lang', JSON.stringify(l)), lang);
  const studio = await context.newPage();
  studio.on('console', (m) => m.type() === 'error' && problems.push(`studio console: ${m.text()}`));
  studio.on('pageerror', (e) => problems.push(`studio pageerror: ${e.message}`));
  const zh = lang === 'zh-cn';
  await studio.goto('/admin/');
  await studio.getByLabel(zh ? '用户名' : 'Username').fill('admin');
  await studio.getByLabel(zh ? '密码' : 'Password').fill(PASSWORD);
  await studio.getByRole('button', { name: zh ? '登录' : 'Sign in' }).click();
  await studio.getByRole('link', { name: zh ? '客服消息' : 'Inbox' }).click();
  await expect(studio.getByTestId('inbox-status')).toHaveAttribute('data-status', 'open');
  return { context, studio };
}

async function member(page: Page, request: APIRequestContext, prefix: string): Promise<{ token: string; memberId: number }> {
  const token = await freshMember(request, prefix);
  const info = await post<{ member_id: number }>(request, '/api/member/info', {
    token,
  });
  await signInAs(page, token);
  return { token, memberId: info.data.member_id };
}

const said = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });
const inboxSaid = (studio: Page, text: string) => studio.getByTestId('inbox-message').filter({ hasText: text });

test.describe('the shop chat inbox', () => {
  test.beforeEach(async ({ request }) => {
    expect(
      (
        await (
          await request.post('/dev/admin-password', {
            form: { password: PASSWORD, username: 'admin' },
          })
        ).json()
      ).code,
    ).toBe(0);
  });

  test('a member writes, the merchant sees it unread in the studio, answers, and the member sees it live; reloads keep the history', async ({ page, request, lang, browser, baseURL, problems }) => {
    test.skip(lang !== 'en-us', ONE_LANGUAGE);
    const { token, memberId } = await member(page, request, '74');
    await openApp(page, '/pages_tool/chat/room');
    const box = page.getByLabel('Type a message');
    await box.fill('Do you ship to Hangzhou?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(said(page, 'Do you ship to Hangzhou?')).toHaveAttribute('data-sender', 'member');
    // Not read by the shop yet (NiuShop's 未读 beside the member's message).
    await expect(said(page, 'Do you ship to Hangzhou?').getByTestId('chat-read')).toHaveText('Unread');

    const { context, studio } = await merchant(browser, baseURL!, lang, problems);
    // The header's badge counts this conversation (the socket's first frame lists it).
    const badge = studio.getByTestId('header-unread');
    await expect(badge).toHaveAttribute('data-members', new RegExp(`(^| )${memberId}( |$)`));
    const row = studio.locator(`[data-conversation="${memberId}"]`);
    await expect(row).toContainText('Do you ship to Hangzhou?');
    await expect(row.getByTestId('inbox-unread')).toHaveText('1');
    // Newest first: this conversation is at the top.
    await expect(studio.locator('[data-conversation]').first()).toHaveAttribute('data-conversation', String(memberId));

    // Keyboard: the conversation is a link; Enter opens it, the reply box takes Enter to send.
    await row.getByRole('link').focus();
    await studio.keyboard.press('Enter');
    await expect(studio).toHaveURL(new RegExp(`/admin/inbox/${memberId}$`));
    await expect(inboxSaid(studio, 'Do you ship to Hangzhou?')).toHaveAttribute('data-sender', 'member');
    await expect(row.getByTestId('inbox-unread')).toHaveCount(0);
    // The shop read it: the member's page marks it read live, and the header's badge lets it go.
    await expect(said(page, 'Do you ship to Hangzhou?').getByTestId('chat-read')).toHaveText('Read');
    await expect(said(page, 'Do you ship to Hangzhou?').getByTestId('chat-read')).toHaveAttribute('data-read', '1');
    await expect(studio.locator(`[data-testid="header-unread"][data-members~="${memberId}"]`)).toHaveCount(0);
    const reply = studio.getByLabel('Reply', { exact: true });
    await reply.fill('Yes, delivery takes two days.');
    await reply.press('Enter');
    await expect(inboxSaid(studio, 'Yes, delivery takes two days.')).toHaveAttribute('data-sender', 'shop');
    await expect(reply).toHaveValue('');

    // The member sees the answer without a reload; the shop read the question.
    await expect(said(page, 'Yes, delivery takes two days.')).toHaveAttribute('data-sender', 'shop');
    await expect.poll(async () => (await post<{ unread_count: number }>(request, '/servicer/api/chat/unread', { token })).data.unread_count).toBe(0);

    // The member's next message reaches the open inbox live, and is read there.
    await box.fill('Great, thank you!');
    await box.press('Enter');
    await expect(inboxSaid(studio, 'Great, thank you!')).toBeVisible();
    await expect(row).toContainText('Great, thank you!');
    await expect(row.getByTestId('inbox-unread')).toHaveCount(0);

    // Reloads keep the history, each message once, in order.
    await studio.reload();
    await expect(studio.getByTestId('inbox-status')).toHaveAttribute('data-status', 'open');
    await expect(studio.getByTestId('inbox-message')).toHaveText([/Do you ship to Hangzhou\?/, /Yes, delivery takes two days\./, /Great, thank you!/]);
    await page.reload();
    await expect(page.getByTestId('chat-message')).toHaveCount(3);
    const history = await post<{
      list: Array<{ consumer_say: string; servicer_say: string }>;
    }>(request, '/servicer/api/chat/dialogs', { token, limit: '50' });
    expect(history.data.list.map((m) => m.consumer_say || m.servicer_say)).toEqual(['Do you ship to Hangzhou?', 'Yes, delivery takes two days.', 'Great, thank you!']);
    await expect(said(page, 'Great, thank you!').getByTestId('chat-read')).toHaveText('Read');

    // Away from the inbox, the header's badge takes the member's next message live, unread on both sides.
    await studio.getByRole('link', { name: 'Pages', exact: true }).click();
    await expect(studio.locator(`[data-testid="header-unread"][data-members~="${memberId}"]`)).toHaveCount(0);
    await box.fill('One more question');
    await box.press('Enter');
    await expect(said(page, 'One more question').getByTestId('chat-read')).toHaveText('Unread');
    await expect(studio.locator(`[data-testid="header-unread"][data-members~="${memberId}"]`)).toBeVisible();
    await studio.screenshot({ path: `e2e/screenshots/${lang}/studio-header-unread.png` });
    await page.screenshot({ path: `e2e/screenshots/${lang}/chat-read-marks.png` });
    await context.close();
  });

  test('goods cards and pictures from the library (both languages)', async ({ page, request, lang, browser, baseURL, problems }) => {
    const zh = lang === 'zh-cn';
    const { token, memberId } = await member(page, request, '75');
    const goods = await post<{
      list: Array<{ sku_id: number; goods_name: string }>;
    }>(request, '/api/goodssku/page', { page: '1', page_size: '1' });
    const sku = goods.data.list[0]!;
    expect(
      (
        await post(request, '/servicer/api/chat/say', {
          token,
          content_type: '0',
          message: zh ? '这款茶叶还有货吗？' : 'Is this tea still in stock?',
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await post(request, '/servicer/api/chat/say', {
          token,
          content_type: '1',
          goods_id: String(sku.sku_id),
        })
      ).code,
    ).toBe(0);

    const { context, studio } = await merchant(browser, baseURL!, lang, problems);
    const row = studio.locator(`[data-conversation="${memberId}"]`);
    await expect(row.getByTestId('inbox-unread')).toHaveText('2');
    await expect(row).toContainText(zh ? '[商品]' : '[Goods]');
    await studio.screenshot({ path: `e2e/screenshots/${lang}/inbox-list.png` });
    await row.getByRole('link').click();
    const card = studio.locator('[data-card="goods"]');
    await expect(card).toBeVisible();
    await expect(
      card.getByRole('link', {
        name: zh ? '在商城中查看' : 'Open in the shop',
      }),
    ).toHaveAttribute('href', `/h5/pages/goods/detail?sku_id=${sku.sku_id}`);

    await studio.getByLabel(zh ? '回复' : 'Reply', { exact: true }).fill(zh ? '有货，今天发出。' : 'Yes, it ships today.');
    await studio.getByRole('button', { name: zh ? '发送' : 'Send', exact: true }).click();
    await studio.getByRole('button', { name: zh ? '发送图片' : 'Send a picture' }).click();
    const dialog = studio.getByRole('dialog');
    const picture = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#52c41a' },
    })
      .png()
      .toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'tea-box.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    await expect(dialog).toHaveCount(0);
    const sent = studio.getByTestId('inbox-message').last();
    await expect(sent).toHaveAttribute('data-sender', 'shop');
    await expect(sent.locator('img')).toHaveAttribute('src', /^\/upload\/album\//);
    await expect.poll(() => sent.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await studio.screenshot({
      path: `e2e/screenshots/${lang}/inbox-conversation.png`,
    });

    // The member's room shows the shop's picture and answer.
    await openApp(page, '/pages_tool/chat/room');
    await expect(page.getByTestId('chat-message').filter({ has: page.locator('img.chr-pic') })).toHaveCount(1);
    await expect(said(page, zh ? '有货，今天发出。' : 'Yes, it ships today.')).toHaveAttribute('data-sender', 'shop');
    // The shop read and answered: the member's own messages are marked read.
    await expect(page.locator('[data-sender="member"] [data-testid="chat-read"]')).toHaveText([zh ? '已读' : 'Read', zh ? '已读' : 'Read']);
    await page.screenshot({ path: `e2e/screenshots/${lang}/chat-read.png` });
    await context.close();
  });
});
