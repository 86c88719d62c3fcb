/**
 * The shop's side of the chat in real time: `GET /admin/chat/ws?lang=` (the studio's inbox). Under
 * /admin so the studio's session cookie (Path=/admin, SameSite=Strict) comes with the upgrade.
 *
 * Authentication is the admin's, as for /admin/api/*: a bearer admin token on the upgrade (the
 * command line, tests), or the session cookie plus its CSRF token, which a browser cannot put in an
 * upgrade's headers and so sends as the first frame `{type:"auth", data:{csrf_token}}` (a page of
 * another site can neither read that token nor, by the Origin check, open this socket with the
 * cookie). Nothing is sent before the admin is known; a socket that does not prove it within
 * `AUTH_WAIT_MS` is closed 4401, and the session is checked again every `RECHECK_MS` (a signed-out
 * or ended session closes the socket 4401 with `ADMIN_SESSION_EXPIRED` / `ADMIN_UNAUTHORIZED`).
 *
 * Server → client: `{type:"init", data:{unread, unread_members}}` (the shop's unread messages in all
 * conversations, and the members whose conversation holds them: the studio's header badge), `{type:"message", data:{message, unread_count}}` (every new message of every
 * conversation, from either side, with the shop's unread count of that conversation),
 * `{type:"read", data:{member_id, last_id, unread_count}}` (the shop read a conversation, from any
 * tab or the API), `{type:"error", data:{code, message}}`; `ping` is answered `pong`. Writes (say,
 * read) are the admin API's (/admin/api/chat/*, CSRF header per call), so the socket only listens.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ApiError } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import { pickLang, translate, type Lang } from '../../i18n/index.ts';
import type { Db } from '../config/queries.ts';
import { messageById, present, unreadCount } from './service.ts';
import { send } from './frames.ts';

export const SERVICER_SOCKET_PATH = '/admin/chat/ws';
export const AUTH_WAIT_MS = 10_000;
export const RECHECK_MS = 60_000;
export const UNAUTHORIZED_CLOSE = 4401;

/** The shop's unread messages over every conversation. */
export async function shopUnreadTotal(db: Db): Promise<number> {
  const r = await db
    .selectFrom('chat_message as m')
    .innerJoin('chat_session as s', 's.member_id', 'm.member_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.sender', '=', 'member')
    .whereRef('m.id', '>', 's.shop_read_id')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The members whose conversation holds messages the shop has not read (at most `limit`). */
export async function shopUnreadMembers(db: Db, limit = 5000): Promise<number[]> {
  const rows = await db
    .selectFrom('chat_session as s')
    .select('s.member_id')
    .where((eb) => eb.exists(eb.selectFrom('chat_message as m').select('m.id').whereRef('m.member_id', '=', 's.member_id').where('m.sender', '=', 'member').whereRef('m.id', '>', 's.shop_read_id')))
    .orderBy('s.last_time', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.member_id);
}

/** An upgrade from a page may come only from this origin (the Origin header names the page's). */
export function sameOrigin(req: Pick<FastifyRequest, 'headers'>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true; // not a browser
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  try {
    return typeof host === 'string' && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Delivers the bus's messages and the shop's reads to this instance's servicer sockets. */
export function deliverToServicers(services: Services): () => void {
  const chat = services.chat!;
  return chat.bus.subscribe((e) => {
    if (chat.servicers.size === 0 || e.read === 'member') return;
    void (async () => {
      const unread_count = await unreadCount(services.db, e.member_id, 'shop');
      if (e.read === 'shop') {
        for (const ws of chat.servicers)
          send(ws, 'read', {
            member_id: e.member_id,
            last_id: e.last_id ?? 0,
            unread_count,
          });
        return;
      }
      const row = await messageById(services.db, e.message_id);
      if (!row) return;
      const [message] = await present(services.db, [row]);
      for (const ws of chat.servicers) send(ws, 'message', { message, unread_count });
    })().catch((err: unknown) => console.error('[chat] servicer delivery failed:', err instanceof Error ? err.message : err));
  });
}

/** Registers the servicer socket (inside the scope where @fastify/websocket is registered). */
export function registerServicerSocket(scope: FastifyInstance, services: Services): void {
  scope.get(SERVICER_SOCKET_PATH, { websocket: true }, (ws: WebSocket, req: FastifyRequest) => {
    const q = req.query as Record<string, unknown>;
    const lang: Lang = pickLang(q.lang, req.headers['accept-language']);
    const refuse = (err: unknown) => {
      const e = err instanceof ApiError ? err : null;
      if (!e) console.error('[chat] servicer:', err);
      send(ws, 'error', {
        code: e?.code ?? -1,
        message: translate(lang, e?.key ?? 'ADMIN_UNAUTHORIZED', e?.vars),
      });
      ws.close(UNAUTHORIZED_CLOSE, 'unauthorized');
    };
    if (!sameOrigin(req)) return refuse(new ApiError(-1, 'ADMIN_UNAUTHORIZED'));
    const check = (csrf: string) => {
      if (!services.checkAdmin) throw new ApiError(-1, 'ADMIN_UNAUTHORIZED');
      const headers: Record<string, string | undefined> = {
        cookie: req.headers.cookie,
        authorization: req.headers.authorization,
        'x-csrf-token': csrf,
      };
      for (const k of Object.keys(headers)) if (headers[k] === undefined) delete headers[k];
      return services.checkAdmin({ headers } as unknown as FastifyRequest);
    };

    let csrf = '';
    let joined = false;
    let recheck: ReturnType<typeof setInterval> | undefined;
    const waiting = setTimeout(() => !joined && refuse(new ApiError(-1, 'ADMIN_UNAUTHORIZED')), AUTH_WAIT_MS);
    const leave = () => {
      clearTimeout(waiting);
      clearInterval(recheck);
      services.chat?.servicers.delete(ws);
    };
    ws.on('close', leave);

    const join = async () => {
      await check(csrf);
      if (ws.readyState !== ws.OPEN) return;
      joined = true;
      clearTimeout(waiting);
      services.chat!.servicers.add(ws);
      send(ws, 'init', { unread: await shopUnreadTotal(services.db), unread_members: await shopUnreadMembers(services.db) });
      recheck = setInterval(() => {
        check(csrf).catch((err: unknown) => {
          leave();
          refuse(err);
        });
      }, RECHECK_MS);
      recheck.unref?.();
    };
    // A bearer token on the upgrade is enough by itself; a session waits for its CSRF frame.
    if (req.headers.authorization !== undefined) join().catch(refuse);

    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text === 'ping') {
        if (joined && ws.readyState === ws.OPEN) ws.send('pong');
        return;
      }
      let msg: { type?: unknown; data?: { csrf_token?: unknown } };
      try {
        msg = JSON.parse(text) as typeof msg;
      } catch {
        return refuse(new ApiError(-1, 'MALFORMED_REQUEST'));
      }
      if (msg.type === 'auth' && !joined && typeof msg.data?.csrf_token === 'string') {
        csrf = msg.data.csrf_token.slice(0, 200);
        join().catch(refuse);
        return;
      }
      if (!joined) return refuse(new ApiError(-1, 'ADMIN_UNAUTHORIZED'));
    });
  });
}
