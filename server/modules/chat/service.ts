/**
 * Chat with the shop (servicer addon; NiuShop's back end is not public, the wire is its front
 * end's): one conversation per member, kept in the database. A message is text (sanitised to plain
 * text), a picture (a chat upload), a goods card or an order card (the member's own order). Every
 * message carries its sender's own id (`client_msg_id`): a resend after a reconnect answers the
 * stored message instead of writing a second one. Each side's read position gives the unread counts.
 */
import sanitize from 'sanitize-html';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChatMessageTable } from '../../db/tables/content.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';
import { yuan } from '../goods/format.ts';

export type Sender = 'member' | 'shop';
export type ChatRow = Selectable<ChatMessageTable>;
export const CONTENT = { TEXT: 0, GOODS: 1, ORDER: 2, IMAGE: 3 } as const;
export const MAX_TEXT = 1000;
/** Pictures sent in the chat are the shop's own chat uploads. */
const CHAT_PICTURE = /^upload\/chat_img\/\d{8}\/[A-Za-z0-9_-]{1,80}\.(?:jpe?g|png|gif|webp)$/;
/** The shop may also send a picture of its own library (the studio's album). */
const ALBUM_PICTURE = /^upload\/album\/\d{8}\/[A-Za-z0-9_-]{1,80}\.(?:jpe?g|png|gif|webp)$/;
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface SayInput {
  member_id: number;
  sender: Sender;
  content_type: number;
  message?: string;
  goods_sku_id?: number;
  order_id?: number;
  client_msg_id?: string;
}

/** Plain text from the client's rich text (tags and entities out, whitespace kept short). */
export function plainText(html: string): string {
  const text = sanitize(html.replace(/<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Checks a message; answers the columns to store. */
async function messageColumns(db: Db, m: SayInput): Promise<{ content: string; goods_sku_id: number; order_id: number }> {
  switch (m.content_type) {
    case CONTENT.TEXT: {
      const text = plainText(m.message ?? '');
      if (!text) throw new ApiError(Code.ERROR, 'CHAT_EMPTY');
      if ([...text].length > MAX_TEXT) throw new ApiError(Code.ERROR, 'CHAT_TOO_LONG', { max: MAX_TEXT });
      return { content: text, goods_sku_id: 0, order_id: 0 };
    }
    case CONTENT.IMAGE: {
      const path = (m.message ?? '').trim();
      const fromAlbum = m.sender === 'shop' && ALBUM_PICTURE.test(path) && (await db.selectFrom('album_pic').select('pic_id').where('pic_path', '=', path).executeTakeFirst()) !== undefined;
      if (!fromAlbum && !CHAT_PICTURE.test(path)) throw new ApiError(Code.ERROR, 'CHAT_PICTURE_INVALID');
      return { content: path, goods_sku_id: 0, order_id: 0 };
    }
    case CONTENT.GOODS: {
      const sku = await db.selectFrom('goods_sku').select('sku_id').where('sku_id', '=', m.goods_sku_id ?? 0).executeTakeFirst();
      if (!sku) throw new ApiError(Code.ERROR, 'CHAT_GOODS_NOT_EXIST');
      return { content: '', goods_sku_id: sku.sku_id, order_id: 0 };
    }
    case CONTENT.ORDER: {
      const order = await db.selectFrom('order').select('order_id').where('order_id', '=', m.order_id ?? 0).where('member_id', '=', m.member_id).executeTakeFirst();
      if (!order) throw new ApiError(Code.ERROR, 'CHAT_ORDER_NOT_EXIST');
      return { content: '', goods_sku_id: 0, order_id: order.order_id };
    }
    default:
      throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'content_type' });
  }
}

/**
 * Stores a message once: the same sender's `client_msg_id` answers the stored one (`fresh` false).
 * The conversation's last message moves in the same transaction.
 */
export async function saveMessage(db: Kysely<Database>, m: SayInput, now: number): Promise<{ row: ChatRow; fresh: boolean }> {
  const clientId = m.client_msg_id?.trim() || null;
  if (clientId !== null && !CLIENT_ID.test(clientId)) throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'client_msg_id' });
  const member = await db.selectFrom('member').select('member_id').where('member_id', '=', m.member_id).where('is_delete', '=', 0).executeTakeFirst();
  if (!member) throw new ApiError(Code.ERROR, 'MEMBER_NOT_EXIST');
  if (clientId) {
    const seen = await findByClientId(db, m.member_id, m.sender, clientId);
    if (seen) return { row: seen, fresh: false };
  }
  const cols = await messageColumns(db, m);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('chat_message')
      .values({ member_id: m.member_id, sender: m.sender, content_type: m.content_type, ...cols, client_msg_id: clientId, create_time: now })
      .onConflict((oc) => oc.columns(['member_id', 'sender', 'client_msg_id']).where('client_msg_id', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return { row: (await findByClientId(trx, m.member_id, m.sender, clientId!))!, fresh: false };
    // A member's own message counts as read by them; the shop's by the shop.
    const read = m.sender === 'member' ? { member_read_id: row.id } : { shop_read_id: row.id };
    await trx
      .insertInto('chat_session')
      .values({ member_id: m.member_id, last_message_id: row.id, last_time: now, ...read })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ last_message_id: row.id, last_time: now, ...read }))
      .execute();
    return { row, fresh: true };
  });
}

function findByClientId(db: Db, memberId: number, sender: Sender, clientId: string) {
  return db.selectFrom('chat_message').selectAll().where('member_id', '=', memberId).where('sender', '=', sender).where('client_msg_id', '=', clientId).executeTakeFirst();
}

/** Messages as the chat page shows them (NiuShop's dialog fields plus the cards). */
export async function present(db: Db, rows: readonly ChatRow[]) {
  const skuIds = [...new Set(rows.filter((r) => r.goods_sku_id).map((r) => r.goods_sku_id))];
  const orderIds = [...new Set(rows.filter((r) => r.order_id).map((r) => r.order_id))];
  const skus = skuIds.length
    ? await db.selectFrom('goods_sku').innerJoin('goods', 'goods.goods_id', 'goods_sku.goods_id').select(['goods_sku.sku_id', 'goods_sku.goods_id', 'goods_sku.sku_name', 'goods_sku.sku_image', 'goods_sku.discount_price', 'goods.goods_name']).where('goods_sku.sku_id', 'in', skuIds).execute()
    : [];
  const orders = orderIds.length ? await db.selectFrom('order').select(['order_id', 'order_no', 'order_money', 'order_status_name', 'goods_num', 'create_time']).where('order_id', 'in', orderIds).execute() : [];
  const firstGoods = orderIds.length ? await db.selectFrom('order_goods').select(['order_id', 'sku_name', 'sku_image']).where('order_id', 'in', orderIds).orderBy('order_goods_id').execute() : [];
  return rows.map((r) => {
    const sku = skus.find((s) => s.sku_id === r.goods_sku_id);
    const order = orders.find((o) => o.order_id === r.order_id);
    const og = firstGoods.find((g) => g.order_id === r.order_id);
    const fromMember = r.sender === 'member';
    const say = r.content_type === CONTENT.TEXT || r.content_type === CONTENT.IMAGE ? r.content : '';
    return {
      id: r.id,
      member_id: r.member_id,
      sender: r.sender,
      type: fromMember ? 0 : 1,
      content_type: r.content_type,
      consumer_say: fromMember ? say : '',
      servicer_say: fromMember ? '' : say,
      goods_sku_id: r.goods_sku_id,
      order_id: r.order_id,
      client_msg_id: r.client_msg_id ?? '',
      create_time: Number(r.create_time),
      goods: sku ? { sku_id: sku.sku_id, goods_id: sku.goods_id, sku_name: sku.sku_name || sku.goods_name, sku_image: sku.sku_image, price: yuan(sku.discount_price) } : null,
      order: order
        ? { order_id: order.order_id, order_no: order.order_no, order_money: yuan(order.order_money), order_status_name: order.order_status_name, goods_num: order.goods_num, sku_name: og?.sku_name ?? '', sku_image: og?.sku_image ?? '', create_time: Number(order.create_time) }
        : null,
    };
  });
}

export type ChatMessage = Awaited<ReturnType<typeof present>>[number];

/**
 * A page of the conversation, oldest first: the `limit` messages before `before_id` (scrolling
 * up), or after `after_id` (catching up after a reconnect), or the latest.
 */
export async function dialogs(db: Db, memberId: number, p: { before_id?: number; after_id?: number; page?: number; limit?: number; page_size?: number }) {
  const limit = Math.min(Math.max(Number(p.limit ?? p.page_size ?? 15) || 15, 1), 100);
  let q = db.selectFrom('chat_message').selectAll().where('member_id', '=', memberId);
  let rows: ChatRow[];
  if (p.after_id !== undefined) {
    rows = await q.where('id', '>', p.after_id).orderBy('id').limit(limit).execute();
  } else {
    if (p.before_id !== undefined) q = q.where('id', '<', p.before_id);
    const offset = p.before_id === undefined ? (Math.max(Number(p.page ?? 1) || 1, 1) - 1) * limit : 0;
    rows = (await q.orderBy('id', 'desc').limit(limit).offset(offset).execute()).reverse();
  }
  return { list: await present(db, rows), has_more: rows.length === limit ? 1 : 0 };
}

/** The reader's read position in the member's conversation (0 before any read). */
export async function readPosition(db: Db, memberId: number, reader: Sender): Promise<number> {
  const s = await db.selectFrom('chat_session').select(['member_read_id', 'shop_read_id']).where('member_id', '=', memberId).executeTakeFirst();
  return Number((reader === 'member' ? s?.member_read_id : s?.shop_read_id) ?? 0);
}

/** Messages of the other side the reader has not read. */
export async function unreadCount(db: Db, memberId: number, reader: Sender): Promise<number> {
  const s = await db.selectFrom('chat_session').select(['member_read_id', 'shop_read_id']).where('member_id', '=', memberId).executeTakeFirst();
  const readId = reader === 'member' ? (s?.member_read_id ?? 0) : (s?.shop_read_id ?? 0);
  const r = await db
    .selectFrom('chat_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('sender', '=', reader === 'member' ? 'shop' : 'member')
    .where('id', '>', readId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Moves the reader's position forward to `lastId` (never back); answers the unread count left. */
export async function markRead(db: Db, memberId: number, reader: Sender, lastId: number): Promise<number> {
  const col = reader === 'member' ? 'member_read_id' : 'shop_read_id';
  await db
    .insertInto('chat_session')
    .values({ member_id: memberId, [col]: lastId })
    .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({ [col]: eb.fn('greatest', [eb.ref(`chat_session.${col}`), eb.val(lastId)]) })))
    .execute();
  return unreadCount(db, memberId, reader);
}

/** The shop's conversation list, latest first, with the member and the shop's unread count. */
export async function sessions(db: Db, p: { page?: number; page_size?: number }) {
  const size = Math.min(Math.max(Number(p.page_size ?? 20) || 20, 1), 100);
  const offset = (Math.max(Number(p.page ?? 1) || 1, 1) - 1) * size;
  const rows = await db
    .selectFrom('chat_session as s')
    .innerJoin('member as m', 'm.member_id', 's.member_id')
    .select(['s.member_id', 's.last_message_id', 's.last_time', 's.shop_read_id', 'm.nickname', 'm.headimg', 'm.mobile'])
    .where('s.last_message_id', '>', 0)
    .orderBy('s.last_time', 'desc')
    .orderBy('s.member_id')
    .limit(size)
    .offset(offset)
    .execute();
  const lasts = rows.length ? await db.selectFrom('chat_message').selectAll().where('id', 'in', rows.map((r) => r.last_message_id)).execute() : [];
  const presented = await present(db, lasts);
  const out = [];
  for (const r of rows) {
    out.push({
      member_id: r.member_id,
      nickname: r.nickname,
      headimg: r.headimg,
      mobile: r.mobile ? `${r.mobile.slice(0, 3)}****${r.mobile.slice(-4)}` : '',
      last_time: Number(r.last_time),
      last_message: presented.find((m) => m.id === r.last_message_id) ?? null,
      unread_count: await unreadCount(db, r.member_id, 'shop'),
    });
  }
  return { list: out };
}

export async function messageById(db: Db, id: number): Promise<ChatRow | undefined> {
  return db.selectFrom('chat_message').selectAll().where('id', '=', id).executeTakeFirst();
}
