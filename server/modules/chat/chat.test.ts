import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { buildApp } from '../../http/app.ts';
import { openDatabase } from '../../db/index.ts';
import { rotateAdminToken } from '../admin/service.ts';
import { placeOrder, tradeMember, type TestMember } from '../order/test-helpers.ts';
import { connect } from './test-helpers.ts';

let s: TestServer;
let base: string;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  admin = await rotateAdminToken(s.db(), s.services.now());
});
afterAll(() => s.close());

type Msg = { id: number; type: number; content_type: number; consumer_say: string; servicer_say: string; client_msg_id: string; goods: unknown; order: { order_id: number } | null };

const adminCall = <T>(path: string, params: Record<string, unknown>) => s.call<T>(path, params, { headers: { authorization: `Bearer ${admin}` } });
const rows = (memberId: number) => s.db().selectFrom('chat_message').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

describe('chat over the socket', () => {
  let m: TestMember;
  beforeAll(async () => {
    m = await tradeMember(s, { address: false });
  });

  it('the member sends; a resend with the same client id stores nothing new; the shop answers live through the admin API', async () => {
    const c = await connect(`${base}/chat/ws?token=${m.token}&lang=en-us`);
    expect((await c.next('init')).data).toMatchObject({ unread: 0, client_id: expect.any(String), shop_read_id: 0 });
    c.send('ping');
    await c.next('pong');
    c.send({ type: 'say', data: { client_msg_id: 'm-1', content_type: 0, message: '<p>Hello <b>shop</b></p><script>alert(1)</script>' } });
    const ack = await c.next('ack');
    expect(ack.data.message).toMatchObject({ consumer_say: 'Hello shop', type: 0, client_msg_id: 'm-1' });
    await c.next('message'); // the member's own message reaches each of their sockets
    c.send({ type: 'say', data: { client_msg_id: 'm-1', content_type: 0, message: 'Hello shop' } });
    expect((await c.next('ack')).data.message!.id).toBe(ack.data.message!.id);
    expect(await rows(m.member_id)).toHaveLength(1);

    const sessions = await adminCall<{ list: Array<{ member_id: number; unread_count: number }> }>('/admin/api/chat/sessions', {});
    expect(sessions.data.list.find((x) => x.member_id === m.member_id)?.unread_count).toBe(1);
    const answer = await adminCall<Msg>('/admin/api/chat/say', { member_id: m.member_id, content_type: 0, message: 'Hi, how can we help?', client_msg_id: 's-1' });
    expect(answer.data).toMatchObject({ type: 1, servicer_say: 'Hi, how can we help?' });
    const live = await c.next('message');
    expect(live.data).toMatchObject({ id: answer.data.id, servicer_say: 'Hi, how can we help?' });
    expect((await c.next('unread')).data.count).toBe(1); // the shop's answer counts at once
    expect((await s.call<{ unread_count: number }>('/servicer/api/chat/unread', undefined, { token: m.token })).data.unread_count).toBe(1);
    c.send({ type: 'read', data: { last_id: answer.data.id } });
    expect((await c.next('unread')).data.count).toBe(0);
    await adminCall('/admin/api/chat/read', { member_id: m.member_id, last_id: answer.data.id });
    const after = await adminCall<{ list: Array<{ member_id: number; unread_count: number }> }>('/admin/api/chat/sessions', {});
    expect(after.data.list.find((x) => x.member_id === m.member_id)?.unread_count).toBe(0);
    c.ws.close();
  });

  it('a reconnect catches up with what came while away, and history survives', async () => {
    const history = await s.call<{ list: Msg[] }>('/servicer/api/chat/dialogs', { limit: 15 }, { token: m.token });
    const lastId = history.data.list.at(-1)!.id;
    const missed = await s.call<Msg>('/dev/chat/reply', { member_id: m.member_id, content_type: 0, message: 'Are you still there?' });
    expect(missed.code).toBe(0);
    const c = await connect(`${base}/chat/ws?token=${m.token}`);
    // The shop's answer reads what came before it: the room opens with the shop's read position there.
    expect((await c.next('init')).data).toMatchObject({ unread: 1, shop_read_id: missed.data.id });
    const caught = await s.call<{ list: Msg[] }>('/servicer/api/chat/dialogs', { after_id: lastId }, { token: m.token });
    expect(caught.data.list.map((x) => x.servicer_say)).toEqual(['Are you still there?']);
    const older = await s.call<{ list: Msg[]; has_more: number }>('/servicer/api/chat/dialogs', { before_id: missed.data.id, limit: 1 }, { token: m.token });
    expect(older.data.list.map((x) => x.id)).toEqual([lastId]);
    expect(older.data.has_more).toBe(1);
    c.ws.close();
  });

  it('goods and order cards, pictures; bad messages are refused in the request language', async () => {
    const buyer = await tradeMember(s, { address: true });
    const stranger = await tradeMember(s, { address: false });
    const sku = await s.db().selectFrom('goods').select('sku_id').where('goods_id', '=', 1).executeTakeFirstOrThrow();
    const placed = await placeOrder(s, buyer, { sku_id: sku.sku_id, num: 1 });
    const order = await s.db().selectFrom('order').select('order_id').where('out_trade_no', '=', placed.data).executeTakeFirstOrThrow();
    const goods = await s.call<Msg>('/servicer/api/chat/say', { content_type: 1, goods_id: sku.sku_id }, { token: buyer.token });
    expect(goods.data.goods).toMatchObject({ sku_id: sku.sku_id, price: expect.stringMatching(/^\d+\.\d{2}$/) });
    const card = await s.call<Msg>('/servicer/api/chat/say', { content_type: 2, order_id: order.order_id }, { token: buyer.token });
    expect(card.data.order).toMatchObject({ order_id: order.order_id });
    expect(await s.call('/servicer/api/chat/say', { content_type: 2, order_id: order.order_id }, { token: stranger.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'The order does not exist' });
    expect((await s.call('/servicer/api/chat/say', { content_type: 0, message: '<img src=x onerror=alert(1)>' }, { token: stranger.token, lang: 'en-us' })).message).toBe('The message cannot be empty');
    expect((await s.call('/servicer/api/chat/say', { content_type: 3, message: 'https://evil.test/x.png' }, { token: stranger.token, lang: 'en-us' })).message).toBe('The picture is not valid, please upload it again');
    expect((await s.call<Msg>('/servicer/api/chat/say', { content_type: 3, message: 'upload/chat_img/20260101/abc123.jpg' }, { token: stranger.token })).data.consumer_say).toBe('upload/chat_img/20260101/abc123.jpg');
    expect((await s.call('/servicer/api/chat/say', { content_type: 0, message: 'x'.repeat(1001) }, { token: stranger.token, lang: 'en-us' })).message).toBe('A message can have at most 1000 characters');
    expect((await s.call('/admin/api/chat/sessions', {})).code).toBe(-1);
  });

  it('refuses a socket without a valid token', async () => {
    const c = await connect(`${base}/chat/ws?token=garbage&lang=en-us`);
    expect((await c.next('error')).data).toMatchObject({ code: -10009 });
    expect(await c.closed).toBe(4401);
  });

  it.runIf(process.env.TEST_PG_URL)('delivers a message written on another instance (PostgreSQL LISTEN/NOTIFY)', async () => {
    const other = await openDatabase({ url: s.config.databaseUrl, dataDir: s.config.dataDir, poolSize: 2 });
    const second = await buildApp(s.config, other);
    await second.app.ready();
    try {
      const m2 = await tradeMember(s, { address: false });
      const c = await connect(`${base}/chat/ws?token=${m2.token}`);
      await c.next('init');
      const res = await second.app.inject({ method: 'POST', url: '/dev/chat/reply', payload: `member_id=${m2.member_id}&content_type=0&message=from+instance+two`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(JSON.parse(res.body).code).toBe(0);
      expect((await c.next('message')).data).toMatchObject({ servicer_say: 'from instance two' });
      c.ws.close();
    } finally {
      await second.app.close();
      await other.close();
    }
  });
});
