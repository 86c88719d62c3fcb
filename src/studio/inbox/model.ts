// The inbox's state changes as pure functions (tested without React or a socket): the conversation
// list kept newest first as messages and reads arrive, and a conversation's messages kept once each
// in the order they were stored.
import type { Message, SessionsResponse } from '../../types/generated/api/chat.ts';

export type ChatMessage = Message;
export type Conversation = SessionsResponse['list'][number];

/** A frame of the servicer socket (server/modules/chat/servicer.ts). */
export type ServicerFrame =
  | { type: 'init'; data: { unread: number; unread_members?: number[] } }
  | { type: 'message'; data: { message: ChatMessage; unread_count: number } }
  | {
      type: 'read';
      data: { member_id: number; last_id: number; unread_count: number };
    }
  | { type: 'error'; data: { code: number; message: string } };

/** Messages merged by id (a message seen twice, from the answer and the socket, is kept once), oldest first. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of list) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const newestFirst = (a: Conversation, b: Conversation) => b.last_time - a.last_time || (b.last_message?.id ?? 0) - (a.last_message?.id ?? 0);

/**
 * The list after a message: its conversation moves to the top with the message and the shop's
 * unread count the server gave (0 while the merchant has it open: it is read at once). `null` when
 * the member is not in the list yet (the caller loads the list again, with the member's name).
 */
export function withMessage(list: readonly Conversation[], message: ChatMessage, unread: number, openMemberId: number | null): Conversation[] | null {
  const i = list.findIndex((c) => c.member_id === message.member_id);
  if (i < 0) return null;
  const old = list[i]!;
  if (old.last_message && old.last_message.id > message.id) return [...list];
  const next: Conversation = {
    ...old,
    last_message: message,
    last_time: Math.max(old.last_time, message.create_time),
    unread_count: openMemberId === message.member_id ? 0 : unread,
  };
  return [next, ...list.slice(0, i), ...list.slice(i + 1)].sort(newestFirst);
}

/** The list after the shop read a conversation (in this tab, another, or through the API). */
export function withRead(list: readonly Conversation[], memberId: number, unread: number): Conversation[] {
  return list.map((c) => (c.member_id === memberId ? { ...c, unread_count: unread } : c));
}

/**
 * The members whose conversation the shop has not read, after a frame: `init` lists them, a message
 * or a read says how many the shop has left unread in that member's conversation.
 */
export function withUnreadMember(members: readonly number[], f: ServicerFrame): readonly number[] {
  if (f.type === 'init') return Array.isArray(f.data.unread_members) ? f.data.unread_members.filter((id) => Number.isInteger(id)) : members;
  if (f.type !== 'message' && f.type !== 'read') return members;
  const id = f.type === 'message' ? f.data.message.member_id : f.data.member_id;
  const unread = f.data.unread_count > 0;
  if (unread === members.includes(id)) return members;
  return unread ? [...members, id] : members.filter((m) => m !== id);
}

export const totalUnread = (list: readonly Conversation[]): number => list.reduce((n, c) => n + c.unread_count, 0);

/** The newest message of the member in a conversation (what reading it marks), 0 when none. */
export function lastMemberMessageId(list: readonly ChatMessage[]): number {
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.sender === 'member') return list[i]!.id;
  return 0;
}

/** A line for the list: the text, or what kind of message it was. */
export function summary(m: ChatMessage | null, t: (key: string, vars?: Record<string, unknown>) => string): string {
  if (!m) return '';
  const text = m.sender === 'member' ? m.consumer_say : m.servicer_say;
  const said =
    m.content_type === 0
      ? text.replace(/\s+/g, ' ')
      : m.content_type === 3
        ? t('inbox.kinds.picture')
        : m.content_type === 1
          ? t('inbox.kinds.goods', { name: m.goods?.sku_name ?? '' })
          : t('inbox.kinds.order', { no: m.order?.order_no ?? '' });
  return m.sender === 'shop' ? t('inbox.youSaid', { text: said }) : said;
}

/** A message id the server accepts (`[A-Za-z0-9_-]{1,64}`), new for each message the merchant sends. */
export function newClientMsgId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID ? `s-${c.randomUUID()}` : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Parses a socket frame; null for anything else. */
export function parseFrame(text: string): ServicerFrame | null {
  if (text === 'pong') return null;
  try {
    const f = JSON.parse(text) as { type?: unknown; data?: unknown };
    return f && typeof f.type === 'string' && f.data && typeof f.data === 'object' ? (f as ServicerFrame) : null;
  } catch {
    return null;
  }
}
