import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../data/fakeFetch.ts';
import { setStudioLang } from '../i18n.ts';
import { useSession } from '../session.ts';
import InboxPage from './InboxPage.tsx';
import type { ChatMessage, Conversation } from './model.ts';

const ok = (data: unknown) => ({ code: 0, message: 'ok', data, timestamp: 0 });
const msg = (id: number, member_id: number, sender: 'member' | 'shop', text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  member_id,
  sender,
  type: sender === 'member' ? 0 : 1,
  content_type: 0,
  consumer_say: sender === 'member' ? text : '',
  servicer_say: sender === 'shop' ? text : '',
  goods_sku_id: 0,
  order_id: 0,
  client_msg_id: '',
  create_time: 1_800_000_000 + id,
  goods: null,
  order: null,
  ...extra,
});

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

const alice = (unread: number, last: ChatMessage): Conversation => ({
  member_id: 7,
  nickname: 'Alice',
  headimg: '',
  mobile: '138****0000',
  last_time: last.create_time,
  last_message: last,
  unread_count: unread,
});
const bob = (unread: number, last: ChatMessage): Conversation => ({
  member_id: 8,
  nickname: 'Bob',
  headimg: '',
  mobile: '',
  last_time: last.create_time,
  last_message: last,
  unread_count: unread,
});

function mount(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/inbox" element={<InboxPage />} />
        <Route path="/inbox/:memberId" element={<InboxPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the inbox', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    useSession.setState({ csrf: 'csrf-1', status: 'signedIn' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setStudioLang('en-us');
  });

  it('lists conversations, proves the session on the socket, shows a conversation with its cards, reads it and replies with Enter', async () => {
    setStudioLang('en-us');
    const first = msg(1, 7, 'member', 'Is it <b>fresh</b>?');
    const goods = msg(2, 7, 'member', '', {
      content_type: 1,
      goods_sku_id: 3,
      goods: {
        sku_id: 3,
        goods_id: 3,
        sku_name: 'Green tea',
        sku_image: 'upload/goods/tea.png',
        price: '12.00',
      },
    });
    const { requests } = fakeFetch({
      '/admin/api/chat/sessions': ok({
        list: [alice(2, goods), bob(1, msg(1, 8, 'member', 'Hello'))],
      }),
      '/admin/api/chat/dialogs': ok({ list: [first, goods], has_more: 0 }),
      '/admin/api/chat/read': ok({ unread_count: 0 }),
      '/admin/api/chat/say': (r: { body: Record<string, string> }) =>
        ok(
          msg(3, 7, 'shop', r.body.message ?? '', {
            client_msg_id: r.body.client_msg_id ?? '',
          }),
        ),
    });
    mount('/inbox/7');
    const ws = FakeSocket.last!;
    expect(ws.url).toMatch(/^ws:\/\/[^/]+\/admin\/chat\/ws\?lang=en-us$/);
    act(() => ws.open());
    expect(JSON.parse(ws.sent[0]!)).toEqual({
      type: 'auth',
      data: { csrf_token: 'csrf-1' },
    });
    act(() => ws.frame('init', { unread: 3 }));
    expect(screen.getByTestId('inbox-status').textContent).toBe('Live');

    const log = await screen.findByRole('log', { name: 'Messages with Alice' });
    // Text as text (never markup), the goods card readable.
    await vi.waitFor(() => expect(within(log).getByText('Is it <b>fresh</b>?')).toBeTruthy());
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText('Green tea')).toBeTruthy();
    expect(within(log).getByText('¥12.00')).toBeTruthy();
    // Read up to the member's newest message, with the CSRF header; Alice's badge goes.
    await vi.waitFor(() => expect(requests.find((r) => r.path === '/admin/api/chat/read')?.body).toMatchObject({ member_id: '7', last_id: '2' }));
    expect(requests.find((r) => r.path === '/admin/api/chat/read')!.headers['x-csrf-token']).toBe('csrf-1');
    await vi.waitFor(() => expect(screen.getAllByTestId('inbox-unread')).toHaveLength(1));
    expect(screen.getByText('1 unread messages')).toBeTruthy();

    const box = screen.getByLabelText('Reply');
    fireEvent.change(box, { target: { value: 'Yes, picked today' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    const say = requests.find((r) => r.path === '/admin/api/chat/say')!;
    expect(say.body).toMatchObject({
      member_id: '7',
      content_type: '0',
      message: 'Yes, picked today',
    });
    expect(say.body.client_msg_id).toMatch(/^s-[A-Za-z0-9_-]+$/);
    await vi.waitFor(() => expect(within(log).getByText('Yes, picked today')).toBeTruthy());
    expect((box as HTMLTextAreaElement).value).toBe('');
    // The socket echoes it: still once.
    act(() =>
      ws.frame('message', {
        message: msg(3, 7, 'shop', 'Yes, picked today'),
        unread_count: 0,
      }),
    );
    expect(within(log).getAllByText('Yes, picked today')).toHaveLength(1);
    // Shift+Enter does not send.
    fireEvent.change(box, { target: { value: 'line' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(requests.filter((r) => r.path === '/admin/api/chat/say')).toHaveLength(1);
  });

  it('live: a message of another member moves them to the top with the count; a new member loads the list again; in Chinese', async () => {
    setStudioLang('zh-cn');
    let sessions = [alice(0, msg(1, 7, 'member', 'Hi')), bob(0, msg(2, 8, 'member', 'Yo'))];
    const { requests } = fakeFetch({
      '/admin/api/chat/sessions': () => ok({ list: sessions }),
    });
    mount('/inbox');
    const ws = FakeSocket.last!;
    act(() => ws.open());
    act(() => ws.frame('init', { unread: 0 }));
    await screen.findByText('请在左侧选择一个会话。');
    await vi.waitFor(() => expect(document.querySelectorAll('[data-conversation]')).toHaveLength(2));
    act(() =>
      ws.frame('message', {
        message: msg(5, 7, 'member', 'Where is my order?'),
        unread_count: 1,
      }),
    );
    const items = [...document.querySelectorAll('[data-conversation]')];
    expect(items.map((el) => el.getAttribute('data-conversation'))).toEqual(['7', '8']);
    expect(within(items[0] as HTMLElement).getByText('Where is my order?')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByTestId('inbox-unread')
        .getAttribute('aria-label'),
    ).toBe('1 条未读');
    act(() => ws.frame('read', { member_id: 7, last_id: 5, unread_count: 0 }));
    expect(screen.queryAllByTestId('inbox-unread')).toHaveLength(0);

    const loads = requests.filter((r) => r.path === '/admin/api/chat/sessions').length;
    sessions = [
      {
        member_id: 9,
        nickname: '',
        headimg: '',
        mobile: '',
        last_time: 1_800_000_010,
        last_message: msg(10, 9, 'member', '', {
          content_type: 3,
          consumer_say: 'upload/chat_img/20261207/a.png',
        }),
        unread_count: 1,
      },
      ...sessions,
    ];
    act(() =>
      ws.frame('message', {
        message: sessions[0]!.last_message,
        unread_count: 1,
      }),
    );
    await vi.waitFor(() => expect(requests.filter((r) => r.path === '/admin/api/chat/sessions').length).toBe(loads + 1));
    await screen.findByText('会员 9');
    expect(screen.getByText('[图片]')).toBeTruthy();
  });

  it('a refused socket (the session ended) stops and asks for the session', async () => {
    setStudioLang('en-us');
    fakeFetch({
      '/admin/api/chat/sessions': ok({ list: [] }),
      '/admin/api/session': {
        code: -1,
        message: 'Your session has ended',
        data: null,
      },
    });
    mount('/inbox');
    const ws = FakeSocket.last!;
    act(() => ws.open());
    act(() => ws.frame('error', { code: -1, message: 'Your session has ended' }));
    await act(async () => ws.onclose?.({ code: 4401 }));
    expect(screen.getByTestId('inbox-status').getAttribute('data-status')).toBe('refused');
    await vi.waitFor(() => expect(useSession.getState().status).toBe('signedOut'));
  });
});
