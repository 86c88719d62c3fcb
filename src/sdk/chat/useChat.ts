/**
 * The chat room's live state for a widget: the page's history (a page source) merged with what the
 * socket brings, the outbox (messages on their way, shown as sending), the connection status and
 * the unread count. On the first `init` the count the server gives marks where the unread part
 * starts; the member's read position then follows the newest message of the shop on screen. After
 * a reconnect it catches up with what came while away (`/servicer/api/chat/dialogs` after the last
 * id) before the socket's own messages: part of the subscription, as the live feed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isSuccess } from '../../data/client.ts';
import { useLanguageStore } from '../../stores/language.ts';
import { useMemberStore } from '../../stores/member.ts';
import { call } from '../api.ts';
import type { DialogsResponse } from '../../types/generated/api/chat.ts';
import { CHAT_SOCKET_PATH, ChatClient, type ChatContent, type ChatEvent, type ChatMessage, type ChatStatus, type Outgoing, type SocketFactory } from './client.ts';

/** The socket's address: the page's own host (the H5 and the API are served together). */
export function chatSocketUrl(token: string, lang: string, loc: { protocol: string; host: string } = window.location): string {
  const origin = `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}`;
  return `${origin}${CHAT_SOCKET_PATH}?token=${encodeURIComponent(token)}&lang=${encodeURIComponent(lang)}`;
}

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as ReturnType<SocketFactory>;

export interface ChatRoom {
  /** Stored messages, oldest first, each once. */
  messages: ChatMessage[];
  /** Messages on their way (not yet stored), oldest first. */
  outbox: readonly Outgoing[];
  status: ChatStatus;
  /** The shop's messages the member had not read when the room opened (0 once none). */
  unreadAtOpen: number;
  /** The first message counted as unread when the room opened. */
  firstUnreadId: number;
  /**
   * How far the shop has read the member's messages (NiuShop's 已读/未读 under them): the position the
   * socket gave, moved live by the shop's reads and by its answers (answering reads what came before).
   */
  shopReadId: number;
  send: (content: ChatContent) => string;
  discard: (clientMsgId: string) => void;
  /** The server's refusal of a message, by client id (cleared on the next send). */
  lastFailure: string;
}

function asMessages(list: unknown): ChatMessage[] {
  return Array.isArray(list) ? (list.filter((m) => m && typeof m === 'object' && Number((m as ChatMessage).id) > 0) as ChatMessage[]) : [];
}

function merge(into: Map<number, ChatMessage>, list: readonly ChatMessage[]): boolean {
  let changed = false;
  for (const m of list) {
    if (!into.has(m.id)) changed = true;
    into.set(m.id, m);
  }
  return changed;
}

export function useChatRoom(history: unknown, opts: { socket?: SocketFactory; enabled?: boolean } = {}): ChatRoom {
  // Without a token the server would refuse the socket: nothing to connect.
  const hasToken = useMemberStore((st) => Boolean(st.token));
  const enabled = opts.enabled !== false && hasToken;
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [outbox, setOutbox] = useState<readonly Outgoing[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [unreadAtOpen, setUnreadAtOpen] = useState(0);
  const [lastFailure, setLastFailure] = useState('');
  const [shopRead, setShopRead] = useState(0);
  const clientRef = useRef<ChatClient | null>(null);
  const lastIdRef = useRef(0);
  const readSent = useRef(0);

  const messages = useMemo(() => {
    const map = new Map<number, ChatMessage>();
    merge(map, asMessages(history));
    merge(map, live);
    return [...map.values()].sort((a, b) => a.id - b.id);
  }, [history, live]);
  useEffect(() => {
    lastIdRef.current = messages.length ? messages[messages.length - 1]!.id : 0;
  }, [messages]);

  const addLive = useCallback((list: readonly ChatMessage[]) => {
    if (list.length) setLive((prev) => [...prev, ...list]);
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    let alive = true;
    const catchUp = async () => {
      // What came while the socket was away, in pages of 100.
      for (let i = 0; i < 20 && alive; i++) {
        const after = lastIdRef.current;
        const res = await call<DialogsResponse>('servicer.dialogs', { after_id: after, limit: 100 });
        if (!alive || !res || !isSuccess(res)) return;
        const list = asMessages(res.data?.list);
        addLive(list);
        if (!list.length || !res.data?.has_more) return;
        lastIdRef.current = list[list.length - 1]!.id;
      }
    };
    const onEvent = (e: ChatEvent) => {
      if (!alive) return;
      switch (e.type) {
        case 'status':
          setStatus(e.status);
          break;
        case 'init':
          if (!e.reconnect) setUnreadAtOpen(e.unread);
          setShopRead((r) => Math.max(r, e.shop_read_id));
          if (lastIdRef.current > 0) void catchUp();
          break;
        case 'message':
        case 'ack':
          addLive([e.message]);
          break;
        case 'read':
          setShopRead((r) => Math.max(r, e.last_id));
          break;
        case 'outbox':
          setOutbox(e.outbox);
          break;
        case 'failed':
          setLastFailure(e.message);
          break;
        default:
          break;
      }
    };
    const client = new ChatClient({
      url: () => chatSocketUrl(useMemberStore.getState().token || '', useLanguageStore.getState().lang),
      socket: opts.socket ?? browserSocket,
      onEvent,
    });
    clientRef.current = client;
    const online = () => client.setOnline(true);
    const offline = () => client.setOnline(false);
    const visible = () => {
      if (document.visibilityState === 'visible') client.wake();
    };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) client.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    client.start();
    return () => {
      alive = false;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
      client.stop();
      clientRef.current = null;
    };
  }, [enabled, opts.socket, addLive]);

  // The read position follows the newest message of the shop on screen.
  const lastShopId = useMemo(() => {
    for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.sender === 'shop') return messages[i]!.id;
    return 0;
  }, [messages]);
  useEffect(() => {
    if (status !== 'open' || lastShopId <= readSent.current) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (clientRef.current?.read(lastShopId)) readSent.current = lastShopId;
  }, [status, lastShopId]);

  const shopReadId = Math.max(shopRead, lastShopId);

  const firstUnreadId = useMemo(() => {
    if (unreadAtOpen <= 0) return 0;
    const shop = messages.filter((m) => m.sender === 'shop');
    return shop.length >= unreadAtOpen ? shop[shop.length - unreadAtOpen]!.id : (shop[0]?.id ?? 0);
    // Fixed once known: later messages do not move the line.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadAtOpen]);

  const send = useCallback((content: ChatContent) => {
    setLastFailure('');
    return clientRef.current?.send(content) ?? '';
  }, []);
  const discard = useCallback((id: string) => clientRef.current?.discard(id), []);

  return { messages, outbox, status: hasToken ? status : 'unauthorized', unreadAtOpen, firstUnreadId, shopReadId, send, discard, lastFailure };
}
