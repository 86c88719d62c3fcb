import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeNavigation, loadNamespaces, renderWidget, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore, useMemberStore, type ChatMessage } from '../../src/sdk/index.ts';
import ChatRoom, { defaults } from './ChatRoom.tsx';

async function lang(lng: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: lng });
  await i18n.changeLanguage(lng);
  await loadNamespaces(['content']);
}
afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
  useMemberStore.setState({ token: '' });
});

/** The browser's WebSocket as the room's socket (the test plays the server's frames). */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: string[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  frame(type: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ type, data }) });
  }
}

const base = { member_id: 7, consumer_say: '', servicer_say: '', goods_sku_id: 0, order_id: 0, client_msg_id: '', goods: null, order: null };
const history: ChatMessage[] = [
  { ...base, id: 3, sender: 'shop', type: 1, content_type: 0, servicer_say: '<b>not bold</b>', create_time: 1_700_000_100 },
  { ...base, id: 1, sender: 'member', type: 0, content_type: 0, consumer_say: 'Hello shop', create_time: 1_700_000_000, client_msg_id: 'a' },
  { ...base, id: 2, sender: 'member', type: 0, content_type: 3, consumer_say: 'upload/chat_img/20260101/abc.jpg', create_time: 1_700_000_010 },
  { ...base, id: 4, sender: 'member', type: 0, content_type: 1, goods_sku_id: 5, create_time: 1_700_000_200, goods: { sku_id: 5, goods_id: 2, sku_name: 'Tea cup', sku_image: '', price: '12.50' } },
  { ...base, id: 5, sender: 'member', type: 0, content_type: 2, order_id: 9, create_time: 1_700_000_300, order: { order_id: 9, order_no: 'N0009', order_money: '30.00', order_status_name: 'Paid', goods_num: 1, sku_name: 'Tea pot', sku_image: '', create_time: 1_700_000_000 } },
];

describe('chat-room', () => {
  it('shows the history oldest first: text as text, picture, goods and order cards (en-us)', async () => {
    await lang('en-us');
    const nav = fakeNavigation();
    renderWidget(ChatRoom, defaults, { history });
    const rows = screen.getAllByTestId('chat-message');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByText('<b>not bold</b>')).toBeDefined();
    expect(rows[0]!.getAttribute('data-sender')).toBe('member');
    expect(screen.getByAltText('Picture').getAttribute('src')).toContain('upload/chat_img/20260101/abc.jpg');
    fireEvent.click(screen.getByText('Tea cup'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages/goods/detail?sku_id=5');
    fireEvent.click(screen.getByText('Order no.: N0009'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages/order/detail?order_id=9');
    // A guest has no socket: the room says to log in again.
    expect(screen.getByTestId('chat-status').textContent).toBe('Your login has expired, please log in again');
  });

  it('offers the goods the room was opened for, and an empty room says hello (zh-cn)', async () => {
    await lang('zh-cn');
    renderWidget(ChatRoom, defaults, { history: [], goods: { sku_id: 5, sku_name: '茶杯', sku_image: '', discount_price: '12.50' } });
    expect(screen.getByText('您好，有什么可以帮您？请在下方留言')).toBeDefined();
    expect(screen.getByTestId('chat-offer').textContent).toContain('茶杯');
    expect(screen.getByRole('button', { name: '发给客服' })).toBeDefined();
    expect(screen.getByRole('button', { name: '发送' })).toBeDefined();
    expect(screen.getByLabelText('请输入消息')).toBeDefined();
  });

  it("marks the member's messages read live when the shop reads them (NiuShop's 已读/未读), in both languages", async () => {
    await lang('zh-cn');
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 0, message: '', data: { list: [], has_more: 0 } }))));
    useMemberStore.setState({ token: 'member-token' });
    const mine = (id: number, text: string): ChatMessage => ({ ...base, id, sender: 'member', type: 0, content_type: 0, consumer_say: text, create_time: 1_700_000_000 + id });
    renderWidget(ChatRoom, defaults, { history: [mine(1, 'one'), mine(2, 'two'), mine(3, 'three')] });
    const ws = FakeSocket.last!;
    act(() => ws.open());
    // The shop had read up to message 1 when the room opened.
    act(() => ws.frame('init', { client_id: 'c', unread: 0, shop_read_id: 1 }));
    const marks = () => screen.getAllByTestId('chat-read').map((el) => `${el.getAttribute('data-read')}${el.textContent}`);
    expect(marks()).toEqual(['1已读', '0未读', '0未读']);
    // The servicer opens the conversation: a read frame moves the marks live.
    act(() => ws.frame('read', { reader: 'shop', last_id: 2 }));
    expect(marks()).toEqual(['1已读', '1已读', '0未读']);
    // A read never goes back.
    act(() => ws.frame('read', { reader: 'shop', last_id: 1 }));
    expect(marks()).toEqual(['1已读', '1已读', '0未读']);
    // The shop's answer reads what came before it.
    act(() => ws.frame('message', { ...base, id: 4, sender: 'shop', type: 1, content_type: 0, servicer_say: 'hi', create_time: 1_700_000_010 }));
    expect(marks()).toEqual(['1已读', '1已读', '1已读']);
    expect(screen.getAllByTestId('chat-message').find((r) => r.getAttribute('data-id') === '4')!.querySelector('[data-testid="chat-read"]')).toBeNull();
    await act(async () => {
      await lang('en-us');
    });
    act(() => ws.frame('message', { ...mine(5, 'five') }));
    expect(marks()).toEqual(['1Read', '1Read', '1Read', '0Unread']);
  });
});
