import { defineRoutes, schemaRef } from '../../http/routes.ts';
import type { ApiContext } from '../../http/context.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { devOnly } from '../../http/devOnly.ts';
import { dialogs, markRead, present, saveMessage, sessions, unreadCount, type SayInput } from './service.ts';

const P = schemaRef('chat');

interface SayParams {
  content_type?: number;
  message?: string;
  goods_id?: number;
  goods_sku_id?: number;
  order_id?: number;
  client_msg_id?: string;
  member_id?: number;
}

/** Stores a message, tells every instance, answers it as shown. */
async function say(ctx: ApiContext<unknown>, input: SayInput) {
  const { row, fresh } = await saveMessage(ctx.db, input, ctx.services.now());
  if (fresh) await ctx.services.chat?.bus.publish({ member_id: row.member_id, message_id: row.id });
  return (await present(ctx.db, [row]))[0];
}

const sayInput = (p: SayParams, memberId: number, sender: 'member' | 'shop'): SayInput => ({
  member_id: memberId,
  sender,
  content_type: p.content_type ?? 0,
  ...(p.message !== undefined ? { message: p.message } : {}),
  goods_sku_id: p.goods_sku_id ?? p.goods_id ?? 0,
  order_id: p.order_id ?? 0,
  ...(p.client_msg_id !== undefined ? { client_msg_id: p.client_msg_id } : {}),
});

/**
 * Chat with the shop: the member's side (/servicer/api/chat/*, NiuShop's paths; the real-time part
 * is the socket /chat/ws), the shop's side (/admin/api/chat/*, the admin: bearer token or studio session) and a development
 * helper that answers as the shop.
 */
export default defineRoutes('chat', (api) => {
  api.route('/servicer/api/chat/bind', { auth: 'required', params: P('BindRequest') }, () => ({ servicer_id: 1 }));
  api.route('/servicer/api/chat/bye', { auth: 'required', params: P('BindRequest') }, () => null);
  api.route('/servicer/api/chat/keyword', { auth: 'required', params: P('EmptyRequest') }, () => ({ is_open: 0, keyword_list: [] }));
  api.route('/servicer/api/chat/dialogs', { auth: 'required', params: P('DialogsRequest') }, (ctx) =>
    dialogs(ctx.db, ctx.member.member_id, ctx.params),
  );
  api.route('/servicer/api/chat/say', { auth: 'required', params: P('SayRequest') }, (ctx) => say(ctx, sayInput(ctx.params, ctx.member.member_id, 'member')));
  api.route('/servicer/api/chat/unread', { auth: 'required', params: P('EmptyRequest') }, async (ctx) => ({ unread_count: await unreadCount(ctx.db, ctx.member.member_id, 'member') }));
  api.route('/servicer/api/chat/read', { auth: 'required', params: P('ReadRequest') }, async (ctx) => ({
    unread_count: await markRead(ctx.db, ctx.member.member_id, 'member', ctx.params.last_id),
  }));

  // ---- the shop's side -------------------------------------------------------------------------
  api.route('/admin/api/chat/sessions', { auth: 'admin', params: P('SessionsRequest') }, async (ctx) => {
    return sessions(ctx.db, ctx.params);
  });
  api.route('/admin/api/chat/dialogs', { auth: 'admin', params: P('AdminDialogsRequest') }, async (ctx) => {
    return dialogs(ctx.db, ctx.params.member_id, ctx.params);
  });
  api.route('/admin/api/chat/say', { auth: 'admin', params: P('AdminSayRequest') }, async (ctx) => {
    return say(ctx, sayInput(ctx.params, ctx.params.member_id, 'shop'));
  });
  api.route('/admin/api/chat/read', { auth: 'admin', params: P('AdminReadRequest') }, async (ctx) => {
    const unread_count = await markRead(ctx.db, ctx.params.member_id, 'shop', ctx.params.last_id);
    // Other studio tabs and the member's side hear it (servicer.ts, socket.ts).
    await ctx.services.chat?.bus.publish({ member_id: ctx.params.member_id, message_id: 0, read: 'shop', last_id: ctx.params.last_id });
    return { unread_count };
  });

  /** Development: answers as the shop (member by id or mobile), as the admin API would. */
  api.route('/dev/chat/reply', { ignoreSiteClose: true, params: P('DevReplyRequest') }, async (ctx) => {
    devOnly(ctx);
    let memberId = ctx.params.member_id;
    if (!memberId && ctx.params.mobile) {
      memberId = (await ctx.db.selectFrom('member').select('member_id').where('mobile', '=', ctx.params.mobile).where('is_delete', '=', 0).executeTakeFirst())?.member_id;
    }
    if (!memberId) throw new ApiError(Code.ERROR, 'MEMBER_NOT_EXIST');
    return say(ctx, sayInput(ctx.params, memberId, 'shop'));
  });
});
