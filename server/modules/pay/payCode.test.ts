import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember } from '../account/test-helpers.ts';
import { PAY_CODE_TTL, type MemberPayCode } from './payCode.ts';

let s: TestServer;
let clock = Math.floor(Date.now() / 1000);
beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
});
afterAll(async () => {
  await s.close();
});

const codesOf = (memberId: number) => s.db().selectFrom('pay_balance').selectAll().where('member_id', '=', memberId).execute();
const pngBytes = (uri: string): Buffer => {
  expect(uri.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(uri.slice('data:image/png;base64,'.length), 'base64');
};

describe('GET /api/pay/memberpaycode', () => {
  it('refuses a guest and a bad token as other token routes do', async () => {
    const guest = await s.call('/api/pay/memberpaycode', undefined, { method: 'GET', lang: 'en-us' });
    expect(guest.code).toBe(-1);
    expect(guest.message).toBe('Not logged in, please log in first');
    expect((await s.call('/api/pay/memberpaycode', undefined, { method: 'GET', token: 'not-a-token' })).code).toBe(-10009);
    expect(await s.db().selectFrom('pay_balance').selectAll().execute()).toHaveLength(0);
  });

  it('gives an 18-digit auth code, a 4-digit dynamic code, PNG barcode and QR code, valid for 120 s', async () => {
    const m = await createTestMember(s);
    const r = await s.call<MemberPayCode>('/api/pay/memberpaycode', undefined, { method: 'GET', token: m.token });
    expect(r.code).toBe(0);
    expect(r.data.auth_code).toMatch(/^\d{18}$/);
    expect(r.data.dynamic_code).toMatch(/^\d{4}$/);
    expect(r.data.expire_time).toBe(clock + PAY_CODE_TTL);
    for (const uri of [r.data.barcode, r.data.qrcode]) expect(pngBytes(uri).subarray(1, 4).toString('latin1')).toBe('PNG');
    const rows = await codesOf(m.member_id);
    expect(rows).toEqual([expect.objectContaining({ auth_code: r.data.auth_code, dynamic_code: r.data.dynamic_code, status: 0, create_time: clock, expire_time: clock + PAY_CODE_TTL })]);
  });

  it('a new code replaces the member’s older one, and leaves other members’ codes alone', async () => {
    const a = await createTestMember(s);
    const b = await createTestMember(s);
    const first = await s.call<MemberPayCode>('/api/pay/memberpaycode', undefined, { method: 'GET', token: a.token });
    const other = await s.call<MemberPayCode>('/api/pay/memberpaycode', undefined, { method: 'GET', token: b.token });
    clock += 30;
    const second = await s.call<MemberPayCode>('/api/pay/memberpaycode', undefined, { method: 'GET', token: a.token });
    expect(second.data.auth_code).not.toBe(first.data.auth_code);
    expect(second.data.expire_time).toBe(clock + PAY_CODE_TTL);
    expect((await codesOf(a.member_id)).map((r) => r.auth_code)).toEqual([second.data.auth_code]);
    expect((await codesOf(b.member_id)).map((r) => r.auth_code)).toEqual([other.data.auth_code]);
  });

  it('codes are unique: the table refuses a second row with the same auth code', async () => {
    const a = await createTestMember(s);
    const b = await createTestMember(s);
    const r = await s.call<MemberPayCode>('/api/pay/memberpaycode', undefined, { method: 'GET', token: a.token });
    await expect(
      s.db().insertInto('pay_balance').values({ auth_code: r.data.auth_code, member_id: b.member_id, dynamic_code: '1234', create_time: clock, expire_time: clock + 1 }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    const many = new Set<string>();
    for (let i = 0; i < 20; i++) many.add((await s.call<MemberPayCode>('/api/pay/memberpaycode', undefined, { method: 'GET', token: b.token })).data.auth_code);
    expect(many.size).toBe(20);
  });
});
