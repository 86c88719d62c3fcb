/**
 * The front end's chat client (src/sdk/chat/client.ts) against this module's real socket: it
 * reconnects after a drop, resends its outbox with the same client ids and the server stores each
 * message once; a bad token stops it; the backoff grows and is capped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { tradeMember, type TestMember } from '../order/test-helpers.ts';
import { backoffDelay, ChatClient, type ChatEvent, type SocketLike } from '../../../src/sdk/chat/client.ts';

let s: TestServer;
let base: string;
beforeAll(async () => {
  s = await startTestServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(() => s.close());

const rows = (memberId: number) => s.db().selectFrom('chat_message').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

/** A client whose sockets the test can reach, and every event it reported. */
function harness(token: string, opts: { hold?: (frame: string) => boolean } = {}) {
  const events: ChatEvent[] = [];
  const sockets: WebSocket[] = [];
  const waiters: Array<{ test: (e: ChatEvent) => boolean; resolve: (e: ChatEvent) => void }> = [];
  const client = new ChatClient({
    url: () => `${base}/chat/ws?token=${token}&lang=en-us`,
    socket: (url) => {
      const ws = new WebSocket(url);
      sockets.push(ws);
      if (opts.hold) {
        // Sends the frame, then drops the connection before the answer can arrive.
        const send = ws.send.bind(ws);
        (ws as unknown as { send: (d: string) => void }).send = (d: string) => {
          send(d);
          if (opts.hold!(d)) ws.terminate();
        };
      }
      return ws as unknown as SocketLike;
    },
    onEvent: (e) => {
      events.push(e);
      const i = waiters.findIndex((w) => w.test(e));
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(e);
    },
    baseDelay: 20,
    maxDelay: 100,
  });
  const next = (test: (e: ChatEvent) => boolean, ms = 5000, from = 0) =>
    new Promise<ChatEvent>((resolve, reject) => {
      const seen = events.slice(from).find(test);
      if (seen) return resolve(seen);
      const t = setTimeout(() => reject(new Error('no such event in time')), ms);
      waiters.push({ test, resolve: (e) => (clearTimeout(t), resolve(e)) });
    });
  return { client, events, sockets, next };
}

describe('chat client (src/sdk/chat) against the socket', () => {
  let m: TestMember;
  beforeAll(async () => {
    m = await tradeMember(s, { address: false });
  });

  it('sends, and hears the shop live', async () => {
    const h = harness(m.token);
    h.client.start();
    await h.next((e) => e.type === 'init');
    const id = h.client.send({ content_type: 0, message: 'hello there' });
    const ack = await h.next((e) => e.type === 'ack' && e.client_msg_id === id);
    expect(ack.type === 'ack' && ack.message.consumer_say).toBe('hello there');
    expect(h.client.outbox).toHaveLength(0);
    await s.call('/dev/chat/reply', { member_id: m.member_id, content_type: 0, message: 'hi from the shop' });
    const live = await h.next((e) => e.type === 'message' && e.message.servicer_say === 'hi from the shop');
    expect(live.type === 'message' && live.message.sender).toBe('shop');
    h.client.stop();
  });

  it('a message whose answer was lost is resent after the reconnect and stored once', async () => {
    const before = (await rows(m.member_id)).length;
    let dropped = 0;
    // The first say frame reaches the server, then the connection dies before the ack.
    const h = harness(m.token, { hold: (d) => d.includes('"say"') && dropped++ === 0 });
    h.client.start();
    await h.next((e) => e.type === 'init');
    const id = h.client.send({ content_type: 0, message: 'sent once' });
    const ack = await h.next((e) => e.type === 'ack' && e.client_msg_id === id);
    expect(h.events.filter((e) => e.type === 'init')).toHaveLength(2);
    expect(h.events.some((e) => e.type === 'init' && e.reconnect)).toBe(true);
    expect(h.sockets.length).toBeGreaterThanOrEqual(2);
    const after = await rows(m.member_id);
    expect(after.length - before).toBe(1);
    expect(after.at(-1)).toMatchObject({ client_msg_id: id, content: 'sent once' });
    expect(ack.type === 'ack' && ack.message.id).toBe(after.at(-1)!.id);
    h.client.stop();
  });

  it('offline keeps the outbox; online sends it once', async () => {
    const before = (await rows(m.member_id)).length;
    const h = harness(m.token);
    h.client.start();
    await h.next((e) => e.type === 'init');
    h.client.setOnline(false);
    expect(h.client.status).toBe('offline');
    const a = h.client.send({ content_type: 0, message: 'queued one' });
    const b = h.client.send({ content_type: 0, message: 'queued two' });
    expect(h.client.outbox.map((o) => o.client_msg_id)).toEqual([a, b]);
    await new Promise((r) => setTimeout(r, 100));
    expect((await rows(m.member_id)).length).toBe(before);
    h.client.setOnline(true);
    await h.next((e) => e.type === 'ack' && e.client_msg_id === b);
    const after = await rows(m.member_id);
    expect(after.slice(before).map((r) => r.content)).toEqual(['queued one', 'queued two']);
    expect(h.client.outbox).toHaveLength(0);
    h.client.stop();
  });

  it('a refused message leaves the outbox with the server message', async () => {
    const h = harness(m.token);
    h.client.start();
    await h.next((e) => e.type === 'init');
    const id = h.client.send({ content_type: 3, message: 'https://elsewhere.test/x.png' });
    const failed = await h.next((e) => e.type === 'failed');
    expect(failed).toMatchObject({ client_msg_id: id, message: 'The picture is not valid, please upload it again' });
    expect(h.client.outbox).toHaveLength(0);
    h.client.stop();
  });

  it('a bad token stops it (no reconnect loop)', async () => {
    const h = harness('garbage');
    h.client.start();
    await h.next((e) => e.type === 'status' && e.status === 'unauthorized');
    await new Promise((r) => setTimeout(r, 200));
    expect(h.sockets).toHaveLength(1);
    h.client.stop();
  });

  it('backoff doubles, is capped, and jitters within half', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 500, 15000, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(10, 500, 15000, () => 1)).toBe(15000);
    expect(backoffDelay(2, 500, 15000, () => 0)).toBe(1000);
  });
});
