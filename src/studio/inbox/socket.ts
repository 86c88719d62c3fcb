// The studio's end of the servicer socket (/admin/chat/ws, server/modules/chat/servicer.ts): opened
// with the session cookie, proved with the session's CSRF token as the first frame, kept alive with
// `ping`, reopened after a drop with a growing delay. A refusal (4401) is the session's: the studio
// asks whether it still has one (session.ts) and stops.
import { backoffDelay } from '../../sdk/chat/client.ts';
import { parseFrame, type ServicerFrame } from './model.ts';

export type SocketStatus = 'connecting' | 'open' | 'waiting' | 'refused' | 'closed';

export interface ServicerSocketOptions {
  url: () => string;
  csrf: () => string;
  onFrame: (f: ServicerFrame) => void;
  onStatus: (s: SocketStatus) => void;
  onRefused?: (message: string) => void;
  socket?: (url: string) => WebSocket;
  pingInterval?: number;
}

export const SERVICER_SOCKET_PATH = '/admin/chat/ws';

export function servicerSocketUrl(lang: string, loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${SERVICER_SOCKET_PATH}?lang=${encodeURIComponent(lang)}`;
}

export class ServicerSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private ping: ReturnType<typeof setInterval> | undefined;
  private lastError = '';

  constructor(private readonly o: ServicerSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    this.ws?.close(1000, 'left');
    this.ws = null;
    this.o.onStatus('closed');
  }

  private open(): void {
    if (this.stopped) return;
    this.o.onStatus(this.attempt ? 'waiting' : 'connecting');
    const ws = (this.o.socket ?? ((u: string) => new WebSocket(u)))(this.o.url());
    this.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', data: { csrf_token: this.o.csrf() } }));
    ws.onmessage = (ev: MessageEvent) => {
      if (ws !== this.ws) return;
      const f = parseFrame(String(ev.data));
      if (!f) return;
      if (f.type === 'init') {
        this.attempt = 0;
        this.o.onStatus('open');
        clearInterval(this.ping);
        this.ping = setInterval(() => ws.readyState === 1 && ws.send('ping'), this.o.pingInterval ?? 25000);
      }
      if (f.type === 'error') this.lastError = f.data.message;
      this.o.onFrame(f);
    };
    ws.onclose = (ev: CloseEvent) => {
      if (ws !== this.ws) return;
      clearInterval(this.ping);
      this.ws = null;
      if (this.stopped) return;
      if (ev.code === 4401) {
        this.stopped = true;
        this.o.onStatus('refused');
        this.o.onRefused?.(this.lastError);
        return;
      }
      this.o.onStatus('waiting');
      this.retry = setTimeout(() => this.open(), backoffDelay(this.attempt++, 500, 15000));
    };
  }
}
