/**
 * Chat with the shop (issue 17, /pages_tool/chat/room) over the real socket: a fresh member sends,
 * the shop answers through the admin API and the member sees it without a reload; a reload keeps
 * the history; offline, a message waits in the outbox and is sent once when the network is back
 * (and what the shop said meanwhile arrives). The journey runs in English; the second test opens
 * the room from the goods detail's 客服 entry in both languages for the screenshots.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openApp, test, ONE_LANGUAGE } from './fixtures.ts';
import type { Envelope } from './builtRoutes.ts';
import { freshMember } from './members.ts';

interface Msg {
  id: number;
  sender: string;
  consumer_say: string;
  servicer_say: string;
}

async function post<T = unknown>(request: APIRequestContext, url: string, form: Record<string, string> = {}): Promise<Envelope<T>> {
  return (await (await request.post(url, { form: { app_type: 'h5', app_type_name: 'H5', ...form } })).json()) as Envelope<T>;
}

/** The shop's answer through the admin API (a token from the test server). */
async function shopSays(request: APIRequestContext, memberId: number, message: string): Promise<Msg> {
  const minted = (await (await request.get('/dev/admin-token')).json()) as Envelope<{ token: string }>;
  expect(minted.code).toBe(0);
  const res = (await (await request.post('/admin/api/chat/say', { headers: { authorization: `Bearer ${minted.data.token}` }, form: { member_id: String(memberId), content_type: '0', message } })).json()) as Envelope<Msg>;
  expect(res.code, res.message).toBe(0);
  return res.data;
}

async function signIn(page: Page, request: APIRequestContext, prefix: string): Promise<{ token: string; memberId: number }> {
  const token = await freshMember(request, prefix);
  const info = await post<{ member_id: number }>(request, '/api/member/info', { token });
  await page.addInitScript((t) => localStorage.setItem('h5_token', JSON.stringify(t)), token);
  return { token, memberId: info.data.member_id };
}

const said = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

test.describe('chat', () => {
  test('the member sends, the shop answers live, a reload keeps the history, offline messages are sent once', async ({ page, request, lang, shot }) => {
    test.skip(lang !== 'en-us', ONE_LANGUAGE);
    const { token, memberId } = await signIn(page, request, '72');
    await openApp(page, '/pages_tool/chat/room');
    await expect(page.getByText('Hello, how can we help? Leave us a message below')).toBeVisible();
    await expect(page.getByTestId('chat-status')).toHaveCount(0);

    const box = page.getByLabel('Type a message');
    await box.fill('Is the <b>green tea</b> in stock?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(said(page, 'Is the green tea in stock?')).toHaveAttribute('data-sender', 'member');
    await expect(box).toHaveValue('');
    // An empty message is not sent.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('The message cannot be empty')).toBeVisible();

    await shopSays(request, memberId, 'Yes, 20 boxes left.');
    await expect(said(page, 'Yes, 20 boxes left.')).toHaveAttribute('data-sender', 'shop');
    await shot('live');
    // Seen on screen: read.
    await expect.poll(async () => (await post<{ unread_count: number }>(request, '/servicer/api/chat/unread', { token })).data.unread_count).toBe(0);

    await page.reload();
    await expect(said(page, 'Is the green tea in stock?')).toBeVisible();
    await expect(said(page, 'Yes, 20 boxes left.')).toBeVisible();
    await expect(page.getByTestId('chat-status')).toHaveCount(0);

    // Offline: the message waits; the shop's answer meanwhile is caught up on reconnect.
    await page.context().setOffline(true);
    await expect(page.getByTestId('chat-status')).toHaveText('You are offline; messages will be sent when you are back');
    await box.fill('Sent while offline');
    await box.press('Enter');
    await expect(page.getByTestId('chat-pending')).toContainText('Sent while offline');
    await shopSays(request, memberId, 'Answered while you were away');
    await shot('offline');
    await page.context().setOffline(false);
    await expect(said(page, 'Sent while offline')).toBeVisible();
    await expect(page.getByTestId('chat-pending')).toHaveCount(0);
    await expect(said(page, 'Answered while you were away')).toBeVisible();
    await expect(page.getByTestId('chat-status')).toHaveCount(0);

    const history = await post<{ list: Msg[] }>(request, '/servicer/api/chat/dialogs', { token, limit: '50' });
    expect(history.data.list.map((m) => m.consumer_say || m.servicer_say)).toEqual(['Is the green tea in stock?', 'Yes, 20 boxes left.', 'Answered while you were away', 'Sent while offline']);
    await expect(page.getByTestId('chat-message')).toHaveCount(4);
  });

  test('from the goods detail: 客服 opens the room with the goods to send (both languages)', async ({ page, request, lang, shot }) => {
    const { memberId } = await signIn(page, request, '73');
    await shopSays(request, memberId, lang === 'zh-cn' ? '您好，欢迎光临！' : 'Hello, welcome to our shop!');
    const goods = await post<{ list: Array<{ sku_id: number; goods_name: string }> }>(request, '/api/goodssku/page', { page: '1', page_size: '1' });
    const sku = goods.data.list[0]!;
    await openApp(page, `/pages/goods/detail?sku_id=${sku.sku_id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: lang === 'zh-cn' ? '客服' : 'Service', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pages_tool/chat/room\\?sku_id=${sku.sku_id}$`));
    // The shop's message the member had not read is marked as new.
    await expect(page.getByTestId('chat-unread')).toBeVisible();
    const offer = page.getByTestId('chat-offer');
    await expect(offer).toBeVisible();
    await shot('offer');
    await offer.getByRole('button', { name: lang === 'zh-cn' ? '发给客服' : 'Send to shop' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByTestId('chat-message').last().locator('.chr-card')).toBeVisible();
    await shot('room');
  });
});
