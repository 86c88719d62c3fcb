/**
 * The chat socket: `GET /chat/ws?token=<member token>&lang=` upgraded by @fastify/websocket.
 * Client → server: the text `ping` (answered `pong`), `{type:"say", data:{client_msg_id,
 * content_type, message | goods_sku_id | order_id}}`, `{type:"read", data:{last_id}}`.
 * Server → client: `{type:"init", data:{client_id, unread, shop_read_id}}` (`shop_read_id`: the
 * shop's read position in the conversation: the member's messages up to it are read), `{type:"ack", data:{client_msg_id,
 * message}}` (also for a resend: the stored message), `{type:"message", data: message}` (every new
 * message of the conversation, from either side, on every socket of the member, on every instance),
 * `{type:"unread", data:{count}}` (after its own read, and after each message of the shop),
 * `{type:"read", data:{reader:"shop", last_id}}` (the shop read up to there),
 * `{type:"error", data:{client_msg_id?, code, message}}`. The shop's own socket: servicer.ts.
 */
import crypto from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { ApiError } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import { verifyToken } from '../../http/token.ts';
import { pickLang, translate, type Lang } from '../../i18n/index.ts';
import { send } from './frames.ts';
import { registerServicerSocket } from './servicer.ts';
import { markRead, messageById, present, readPosition, saveMessage, unreadCount } from './service.ts';

/** This instance's open sockets, by member. */
export class ChatHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();

  add(memberId: number, ws: WebSocket): void {
    let set = this.sockets.get(memberId);
    if (!set) this.sockets.set(memberId, (set = new Set()));
    set.add(ws);
  }

  remove(memberId: number, ws: WebSocket): void {
    const set = this.sockets.get(memberId);
    set?.delete(ws);
    if (set && set.size === 0) this.sockets.delete(memberId);
  }

  of(memberId: number): ReadonlySet<WebSocket> {
    return this.sockets.get(memberId) ?? new Set();
  }

  closeAll(): void {
    for (const set of this.sockets.values()) for (const ws of set) ws.close(1001, 'server closing');
    this.sockets.clear();
  }
}


/** Delivers the bus's messages to this instance's sockets. */
export function deliver(services: Services): () => void {
  const chat = services.chat!;
  return chat.bus.subscribe((e) => {
    const sockets = chat.hub.of(e.member_id);
    if (sockets.size === 0) return;
    void (async () => {
      if (e.read) {
        // The shop read the conversation: the member's side may show it.
        if (e.read === 'shop') for (const ws of sockets) send(ws, 'read', { reader: 'shop', last_id: e.last_id ?? 0 });
        return;
      }
      const row = await messageById(services.db, e.message_id);
      if (!row) return;
      const [message] = await present(services.db, [row]);
      for (const ws of sockets) send(ws, 'message', message);
      // The shop answered: the member's unread count grew.
      if (row.sender === 'shop') {
        const count = await unreadCount(services.db, e.member_id, 'member');
        for (const ws of sockets) send(ws, 'unread', { count });
      }
    })().catch((err: unknown) => console.error('[chat] delivery failed:', err instanceof Error ? err.message : err));
  });
}

export async function registerChatSocket(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 64 * 1024 } });
    registerServicerSocket(scope, services);
    scope.get('/chat/ws', { websocket: true }, (ws, req) => {
      const q = req.query as Record<string, unknown>;
      const lang: Lang = pickLang(q.lang, req.headers['accept-language']);
      const fail = (err: unknown, clientMsgId?: unknown) => {
        const e = err instanceof ApiError ? err : null;
        if (!e) console.error('[chat]', err);
        send(ws, 'error', { ...(clientMsgId ? { client_msg_id: clientMsgId } : {}), code: e?.code ?? -1, message: translate(lang, e?.key ?? 'SERVER_ERROR', e?.vars) });
      };
      // Messages that arrive while the token is being checked wait for it.
      const ready: Promise<number | null> = (async () => {
        const token = typeof q.token === 'string' ? q.token : '';
        const checked = token ? verifyToken(services.tokenSecret, token, services.now()) : null;
        const state = checked?.ok && services.checkTokenMember ? await services.checkTokenMember(checked.payload) : checked?.ok ? 'ok' : 'revoked';
        if (!checked?.ok || state !== 'ok') {
          send(ws, 'error', { code: token ? -10009 : -1, message: translate(lang, token ? 'TOKEN_ERROR' : 'TOKEN_NOT_EXIST') });
          ws.close(4401, 'unauthorized');
          return null;
        }
        const memberId = checked.payload.member_id;
        services.chat!.hub.add(memberId, ws);
        ws.on('close', () => services.chat!.hub.remove(memberId, ws));
        send(ws, 'init', {
          client_id: crypto.randomUUID(),
          unread: await unreadCount(services.db, memberId, 'member'),
          shop_read_id: await readPosition(services.db, memberId, 'shop'),
        });
        return memberId;
      })();
      ready.catch(fail);
      // One connection's frames are handled one after another, so its messages are stored in the
      // order they were sent (handled at once, a later message could commit first).
      let tail: Promise<void> = ready.then(
        () => undefined,
        () => undefined,
      );
      const queue = (fn: (memberId: number) => Promise<void>) => {
        tail = tail
          .then(() => ready)
          .then((memberId) => (memberId ? fn(memberId) : undefined))
          .catch(fail);
      };

      ws.on('message', (raw) => {
        const text = raw.toString();
        if (text === 'ping') {
          if (ws.readyState === ws.OPEN) ws.send('pong');
          return;
        }
        let msg: { type?: unknown; data?: Record<string, unknown> };
        try {
          msg = JSON.parse(text) as typeof msg;
        } catch {
          fail(new ApiError(-1, 'MALFORMED_REQUEST'));
          return;
        }
        const data = msg.data && typeof msg.data === 'object' ? msg.data : {};
        if (msg.type === 'say') {
          queue(async (memberId) => {
            try {
              const { row, fresh } = await saveMessage(
                services.db,
                {
                  member_id: memberId,
                  sender: 'member',
                  content_type: Number(data.content_type ?? 0),
                  message: typeof data.message === 'string' ? data.message : '',
                  goods_sku_id: Number(data.goods_sku_id ?? data.goods_id ?? 0),
                  order_id: Number(data.order_id ?? 0),
                  client_msg_id: typeof data.client_msg_id === 'string' ? data.client_msg_id : undefined,
                },
                services.now(),
              );
              const [message] = await present(services.db, [row]);
              send(ws, 'ack', { client_msg_id: row.client_msg_id ?? '', message });
              if (fresh) await services.chat!.bus.publish({ member_id: memberId, message_id: row.id });
            } catch (err) {
              fail(err, data.client_msg_id);
            }
          });
        } else if (msg.type === 'read') {
          queue(async (memberId) => {
            const count = await markRead(services.db, memberId, 'member', Math.max(Number(data.last_id) || 0, 0));
            send(ws, 'unread', { count });
          });
        } else {
          fail(new ApiError(-1, 'INVALID_PARAM', { name: 'type' }));
        }
      });
    });
  });
}
