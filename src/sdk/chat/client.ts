/**
 * The chat socket's client (server/modules/chat/socket.ts; frames in schemas/api/chat.json): a
 * subscription, not a read. It keeps one socket open while started, reconnects after a drop with a
 * growing, jittered delay (reset once the server says `init`), and keeps every message it was asked
 * to send in an outbox under its own `client_msg_id` until the server acknowledges it. After a
 * reconnect the outbox is sent again with the same ids: the server stores a message once per id and
 * answers a resend with the stored message, so a message whose answer was lost is never doubled.
 * A heartbeat (`ping` → `pong`) finds a connection that died silently.
 *
 * No React and no browser globals needed: the WebSocket class is passed in (the browser's, or the
 * `ws` package's in tests), and going offline/online is told by the caller.
 */
import type { Message } from '../../types/generated/api/chat.ts';

export type ChatContent =
  | { content_type: 0; message: string }
  | { content_type: 1; goods_sku_id: number }
  | { content_type: 2; order_id: number }
  | { content_type: 3; message: string };

/** A stored message as the server presents it (NiuShop's dialog fields plus the cards): schemas/api/chat.json. */
export type ChatMessage = Message;
export type ChatGoodsCard = NonNullable<Message['goods']>;
export type ChatOrderCard = NonNullable<Message['order']>;

/** A message in the outbox: not yet acknowledged by the server. */
export interface Outgoing {
  client_msg_id: string;
  content: ChatContent;
  /** Unix seconds when it was asked for. */
  time: number;
}

export type ChatStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'offline' | 'unauthorized' | 'closed';

export type ChatEvent =
  | { type: 'status'; status: ChatStatus }
  /** The server accepted the socket; `reconnect` is true after the first time. */
  | { type: 'init'; unread: number; reconnect: boolean; shop_read_id: number }
  /** The shop read the member's messages up to `last_id` (the servicer opened the conversation). */
  | { type: 'read'; reader: 'shop'; last_id: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; client_msg_id: string; message: ChatMessage }
  /** The server refused a message (its text is in the socket's language); it left the outbox. */
  | { type: 'failed'; client_msg_id: string; code: number; message: string }
  | { type: 'error'; code: number; message: string }
  | { type: 'unread'; count: number }
  | { type: 'outbox'; outbox: readonly Outgoing[] };

/** The part of the WebSocket API used (the browser's and the `ws` package's both have it). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface ChatClientOptions {
  /** The socket's address, asked again for each connection (the token may change). */
  url: () => string;
  socket: SocketFactory;
  onEvent: (e: ChatEvent) => void;
  /** First reconnect delay (ms); doubles each failed try up to `maxDelay`. */
  baseDelay?: number;
  maxDelay?: number;
  /** Heartbeat: a `ping` this often (ms); no frame within `pongTimeout` after it → reconnect. */
  pingInterval?: number;
  pongTimeout?: number;
  newId?: () => string;
  now?: () => number;
  random?: () => number;
}

/**
 * The chat's WebSocket (not an API call): `${origin}${CHAT_SOCKET_PATH}?token=…&lang=…`; frames in
 * schemas/api/chat.json (server/modules/chat/socket.ts).
 */
export const CHAT_SOCKET_PATH = '/chat/ws';

const OPEN = 1;
/** The server's close code for a bad token: no point in trying again. */
export const UNAUTHORIZED_CLOSE = 4401;

/** A client message id the server accepts (`[A-Za-z0-9_-]{1,64}`), unique enough per member. */
export function newClientMsgId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The delay before reconnect try `attempt` (0-based): base·2^attempt capped, then 50–100 % of it. */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number = Math.random): number {
  const full = Math.min(max, base * 2 ** Math.min(attempt, 20));
  return Math.round(full * (0.5 + random() / 2));
}

export class ChatClient {
  private readonly o: Required<Omit<ChatClientOptions, 'url' | 'socket' | 'onEvent'>> & Pick<ChatClientOptions, 'url' | 'socket' | 'onEvent'>;
  private ws: SocketLike | null = null;
  /** Bumped for each socket: handlers of an old socket do nothing. */
  private gen = 0;
  private attempt = 0;
  private inits = 0;
  private started = false;
  private offline = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  /** Ready once `init` arrived on the current socket. */
  private ready = false;
  private readonly box = new Map<string, Outgoing & { sentGen: number }>();
  status: ChatStatus = 'idle';

  constructor(options: ChatClientOptions) {
    this.o = {
      baseDelay: 500,
      maxDelay: 15000,
      pingInterval: 20000,
      pongTimeout: 8000,
      newId: newClientMsgId,
      now: () => Math.floor(Date.now() / 1000),
      random: Math.random,
      ...options,
    };
  }

  /** Opens the socket (again after `stop`). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.attempt = 0;
    if (!this.offline) this.connect();
    else this.setStatus('offline');
  }

  /** Closes the socket for good (the outbox is kept for a later `start`). */
  stop(): void {
    this.started = false;
    this.drop();
    this.setStatus('closed');
  }

  /** The browser went offline: close now and wait for `setOnline(true)`. */
  setOnline(online: boolean): void {
    if (online === !this.offline) return;
    this.offline = !online;
    if (!this.started) return;
    if (this.offline) {
      this.drop();
      this.setStatus('offline');
    } else {
      this.attempt = 0;
      this.connect();
    }
  }

  /** Reconnects now (e.g. the page came back to the foreground) unless a socket is open. */
  wake(): void {
    if (!this.started || this.offline || this.status === 'unauthorized') return;
    if (this.ws && (this.status === 'open' || this.status === 'connecting')) return;
    this.attempt = 0;
    this.connect();
  }

  /** Puts a message in the outbox and sends it when the socket is ready; answers its client id. */
  send(content: ChatContent): string {
    const id = this.o.newId();
    const item = { client_msg_id: id, content, time: this.o.now(), sentGen: -1 };
    this.box.set(id, item);
    this.emitOutbox();
    this.flush();
    return id;
  }

  /** Tells the server the member read up to `lastId`. Dropped when not connected (sent again on the next read). */
  read(lastId: number): boolean {
    if (!this.ready || !this.ws || this.ws.readyState !== OPEN || !(lastId > 0)) return false;
    this.ws.send(JSON.stringify({ type: 'read', data: { last_id: lastId } }));
    return true;
  }

  /** Takes a message out of the outbox (the member gave up on it). */
  discard(clientMsgId: string): void {
    if (this.box.delete(clientMsgId)) this.emitOutbox();
  }

  get outbox(): readonly Outgoing[] {
    return [...this.box.values()].map(({ client_msg_id, content, time }) => ({ client_msg_id, content, time }));
  }

  // ---- the socket -------------------------------------------------------------------------------

  private setStatus(s: ChatStatus): void {
    if (this.status === s) return;
    this.status = s;
    this.o.onEvent({ type: 'status', status: s });
  }

  private emitOutbox(): void {
    this.o.onEvent({ type: 'outbox', outbox: this.outbox });
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.retryTimer = this.pingTimer = this.pongTimer = null;
  }

  /** Forgets the current socket (its late events are ignored) and closes it. */
  private drop(): void {
    this.clearTimers();
    this.gen++;
    this.ready = false;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onopen = ws.onmessage = ws.onerror = null;
      ws.onclose = null;
      try {
        ws.close(1000, 'bye');
      } catch {
        /* already closing */
      }
    }
  }

  private connect(): void {
    this.drop();
    const gen = this.gen;
    let ws: SocketLike;
    try {
      ws = this.o.socket(this.o.url());
    } catch {
      this.retry();
      return;
    }
    this.ws = ws;
    this.setStatus('connecting');
    ws.onmessage = (ev) => {
      if (gen === this.gen) this.onFrame(typeof ev.data === 'string' ? ev.data : String(ev.data));
    };
    ws.onclose = (ev) => {
      if (gen !== this.gen) return;
      this.ws = null;
      this.ready = false;
      this.clearTimers();
      if (ev.code === UNAUTHORIZED_CLOSE) {
        this.setStatus('unauthorized');
        return;
      }
      this.retry();
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  private retry(): void {
    if (!this.started || this.offline) return;
    this.clearTimers();
    this.setStatus('waiting');
    const delay = backoffDelay(this.attempt++, this.o.baseDelay, this.o.maxDelay, this.o.random);
    const gen = this.gen;
    this.retryTimer = setTimeout(() => {
      if (gen === this.gen && this.started && !this.offline) this.connect();
    }, delay);
  }

  private heartbeat(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    const gen = this.gen;
    this.pingTimer = setInterval(() => {
      if (gen !== this.gen || !this.ws || this.ws.readyState !== OPEN) return;
      this.ws.send('ping');
      if (!this.pongTimer) {
        this.pongTimer = setTimeout(() => {
          // No answer: the connection is dead even if the socket does not know yet.
          if (gen === this.gen) {
            this.drop();
            this.retry();
          }
        }, this.o.pongTimeout);
      }
    }, this.o.pingInterval);
  }

  /** Sends what the current socket has not carried yet, oldest first. */
  private flush(): void {
    const ws = this.ws;
    if (!this.ready || !ws || ws.readyState !== OPEN) return;
    for (const item of this.box.values()) {
      if (item.sentGen === this.gen) continue;
      item.sentGen = this.gen;
      ws.send(JSON.stringify({ type: 'say', data: { client_msg_id: item.client_msg_id, ...item.content } }));
    }
  }

  private onFrame(text: string): void {
    // Any frame shows the connection lives.
    if (this.pongTimer) {
      clearTimeout(this.pongTimer);
      this.pongTimer = null;
    }
    if (text === 'pong') return;
    let f: { type?: unknown; data?: Record<string, unknown> };
    try {
      f = JSON.parse(text) as typeof f;
    } catch {
      return;
    }
    const d = (f.data && typeof f.data === 'object' ? f.data : {}) as Record<string, unknown>;
    switch (f.type) {
      case 'init': {
        this.ready = true;
        this.attempt = 0;
        const reconnect = this.inits++ > 0;
        this.setStatus('open');
        this.heartbeat();
        this.o.onEvent({ type: 'init', unread: Number(d.unread) || 0, reconnect, shop_read_id: Number(d.shop_read_id) || 0 });
        this.flush();
        break;
      }
      case 'message':
        this.settle(d as unknown as ChatMessage);
        this.o.onEvent({ type: 'message', message: d as unknown as ChatMessage });
        break;
      case 'ack': {
        const message = d.message as ChatMessage | undefined;
        const id = String(d.client_msg_id ?? message?.client_msg_id ?? '');
        if (message) {
          this.settle(message);
          this.o.onEvent({ type: 'ack', client_msg_id: id, message });
        }
        break;
      }
      case 'read':
        if (d.reader === 'shop') this.o.onEvent({ type: 'read', reader: 'shop', last_id: Number(d.last_id) || 0 });
        break;
      case 'unread':
        this.o.onEvent({ type: 'unread', count: Number(d.count) || 0 });
        break;
      case 'error': {
        const id = typeof d.client_msg_id === 'string' ? d.client_msg_id : '';
        const code = Number(d.code) || -1;
        const message = String(d.message ?? '');
        if (id && this.box.delete(id)) {
          this.emitOutbox();
          this.o.onEvent({ type: 'failed', client_msg_id: id, code, message });
        } else this.o.onEvent({ type: 'error', code, message });
        break;
      }
      default:
        break;
    }
  }

  /** A stored message of the member with an id of the outbox: it arrived, once. */
  private settle(m: ChatMessage): void {
    if (m && m.sender === 'member' && m.client_msg_id && this.box.delete(m.client_msg_id)) this.emitOutbox();
  }
}
