// The header's inbox badge: the conversations with messages the shop has not read, from the studio's
// socket alone (init lists them, messages and reads move them), in both languages; one socket.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStudioLang } from '../i18n.ts';
import { useSession } from '../session.ts';
import { InboxLink } from './InboxLink.tsx';
import { useInboxLive } from './live.ts';
import type { ChatMessage } from './model.ts';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
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

const message = (id: number, member_id: number): ChatMessage => ({
  id,
  member_id,
  sender: 'member',
  type: 0,
  content_type: 0,
  consumer_say: 'hi',
  servicer_say: '',
  goods_sku_id: 0,
  order_id: 0,
  client_msg_id: '',
  create_time: 1_800_000_000 + id,
  goods: null,
  order: null,
});

describe('the header inbox badge', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    useSession.setState({ csrf: 'csrf-9', status: 'signedIn' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setStudioLang('en-us');
  });

  it('counts conversations with unread messages of members, live; the socket closes with the last user', () => {
    setStudioLang('en-us');
    const view = render(
      <MemoryRouter>
        <InboxLink />
        <InboxLink />
      </MemoryRouter>,
    );
    expect(FakeSocket.all).toHaveLength(1);
    const ws = FakeSocket.all[0]!;
    act(() => ws.open());
    expect(JSON.parse(ws.sent[0]!)).toEqual({ type: 'auth', data: { csrf_token: 'csrf-9' } });
    expect(screen.queryAllByTestId('header-unread')).toHaveLength(0);
    act(() => ws.frame('init', { unread: 5, unread_members: [7, 8] }));
    const badge = () => screen.getAllByTestId('header-unread')[0]!;
    expect(badge().textContent).toBe('2');
    expect(badge().getAttribute('aria-label')).toBe('2 conversations unread');
    // A new conversation, then more messages in one already counted.
    act(() => ws.frame('message', { message: message(10, 9), unread_count: 1 }));
    expect(badge().textContent).toBe('3');
    act(() => ws.frame('message', { message: message(11, 8), unread_count: 2 }));
    expect(badge().textContent).toBe('3');
    // The shop read two of them (here or in another tab).
    act(() => ws.frame('read', { member_id: 7, last_id: 4, unread_count: 0 }));
    act(() => ws.frame('read', { member_id: 8, last_id: 11, unread_count: 0 }));
    expect(badge().textContent).toBe('1');
    act(() => setStudioLang('zh-cn'));
    expect(badge().getAttribute('aria-label')).toBe('1 个会话有未读消息');
    act(() => ws.frame('read', { member_id: 9, last_id: 10, unread_count: 0 }));
    expect(screen.queryAllByTestId('header-unread')).toHaveLength(0);
    view.unmount();
    expect(ws.readyState).toBe(3);
    expect(useInboxLive.getState().status).toBe('closed');
  });
});
