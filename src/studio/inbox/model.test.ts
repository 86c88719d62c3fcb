import { describe, expect, it } from 'vitest';
import { st, setStudioLang } from '../i18n.ts';
import { lastMemberMessageId, mergeMessages, parseFrame, summary, totalUnread, withMessage, withRead, withUnreadMember, type ChatMessage, type Conversation } from './model.ts';

const msg = (id: number, member_id: number, sender: 'member' | 'shop', text = `m${id}`, create_time = 1000 + id): ChatMessage => ({
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
  create_time,
  goods: null,
  order: null,
});
const conv = (member_id: number, last: ChatMessage, unread_count = 0): Conversation => ({
  member_id,
  nickname: `n${member_id}`,
  headimg: '',
  mobile: '',
  last_time: last.create_time,
  last_message: last,
  unread_count,
});

describe('the inbox model', () => {
  it('keeps each message once, in the order stored', () => {
    const a = [msg(3, 1, 'member'), msg(1, 1, 'member')];
    expect(mergeMessages(a, [msg(2, 1, 'shop'), msg(3, 1, 'member')]).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(lastMemberMessageId([msg(1, 1, 'member'), msg(2, 1, 'shop')])).toBe(1);
    expect(lastMemberMessageId([])).toBe(0);
  });

  it('moves a conversation to the top with the new message and count; the open one stays read; an unknown member asks for the list', () => {
    const list = [conv(1, msg(5, 1, 'member'), 1), conv(2, msg(3, 2, 'member'), 2)];
    const next = withMessage(list, msg(6, 2, 'member', 'again'), 3, null)!;
    expect(next.map((c) => [c.member_id, c.unread_count])).toEqual([
      [2, 3],
      [1, 1],
    ]);
    expect(next[0]!.last_message?.consumer_say).toBe('again');
    expect(withMessage(list, msg(6, 2, 'member'), 3, 2)![0]!.unread_count).toBe(0);
    expect(withMessage(list, msg(7, 9, 'member'), 1, null)).toBeNull();
    // An older message arriving late does not replace the newer one.
    expect(withMessage(list, msg(4, 1, 'member'), 1, null)![0]!.last_message?.id).toBe(5);
    expect(totalUnread(withRead(list, 2, 0))).toBe(1);
  });

  it('summarises a message in the current language', () => {
    setStudioLang('en-us');
    expect(
      summary(
        {
          ...msg(1, 1, 'member'),
          content_type: 3,
          consumer_say: 'upload/chat_img/x.png',
        },
        st,
      ),
    ).toBe('[Picture]');
    expect(summary(msg(2, 1, 'shop', 'Hi\nthere'), st)).toBe('You: Hi there');
    setStudioLang('zh-cn');
    expect(
      summary(
        {
          ...msg(3, 1, 'member'),
          content_type: 2,
          order: {
            order_id: 1,
            order_no: 'N1',
            order_money: '1.00',
            order_status_name: '',
            goods_num: 1,
            sku_name: '',
            sku_image: '',
            create_time: 0,
          },
        },
        st,
      ),
    ).toBe('[订单] N1');
    setStudioLang('en-us');
    expect(parseFrame('pong')).toBeNull();
    expect(parseFrame('{"type":"init","data":{"unread":2}}')).toEqual({
      type: 'init',
      data: { unread: 2 },
    });
    expect(parseFrame('nope')).toBeNull();
  });
});

describe('withUnreadMember', () => {
  const m = (member_id: number) => ({ id: 1, member_id }) as ChatMessage;
  it('takes the list of init, adds a member with unread messages once, drops a read one', () => {
    expect(withUnreadMember([1], { type: 'init', data: { unread: 3, unread_members: [4, 5] } })).toEqual([4, 5]);
    const one = withUnreadMember([], { type: 'message', data: { message: m(4), unread_count: 1 } });
    expect(one).toEqual([4]);
    expect(withUnreadMember(one, { type: 'message', data: { message: m(4), unread_count: 2 } })).toBe(one);
    expect(withUnreadMember([4, 5], { type: 'read', data: { member_id: 4, last_id: 9, unread_count: 0 } })).toEqual([5]);
    expect(withUnreadMember([5], { type: 'error', data: { code: -1, message: 'x' } })).toEqual([5]);
  });
});
