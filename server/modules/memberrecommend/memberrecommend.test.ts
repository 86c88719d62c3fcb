import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { memberAccounts } from '../account/test-helpers.ts';
import { tradeMember } from '../order/test-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

let n = 0;
const register = (source_member: number) => {
  n += 1;
  return s.call<{ token: string }>('/api/register/username', { username: `invitee${process.pid % 1000}x${n}`, password: 'abc123456', source_member });
};

describe('invite friends', () => {
  it('answers the running campaign in both languages', async () => {
    const zh = await s.call<{ recommend_name: string; point: number; balance: string; max_fetch: number; coupon_list: Array<{ coupon_type_id: number }> }>('/memberrecommend/api/memberrecommend/info');
    expect(zh.data).toMatchObject({ recommend_name: '邀请好友得好礼', point: 100, balance: '5.00', max_fetch: 5 });
    expect(zh.data.coupon_list.map((c) => c.coupon_type_id)).toEqual([3]);
    expect((await s.call<{ recommend_name: string }>('/memberrecommend/api/memberrecommend/info', undefined, { lang: 'en-us' })).data.recommend_name).toBe('Invite friends, get gifts');
  });

  it('binds the invitee at registration and rewards the inviter once, with ledger rows and a coupon', async () => {
    const inviter = await tradeMember(s, { address: false });
    const r = await register(inviter.member_id);
    expect(r.code).toBe(0);
    const invitee = await s.db().selectFrom('member').select(['member_id', 'source_member']).orderBy('member_id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(invitee.source_member).toBe(inviter.member_id);
    expect(await memberAccounts(s, inviter.member_id)).toMatchObject({ point: 100, balance: 500 });
    const ledger = await s.db().selectFrom('member_account').select(['account_type', 'from_type']).where('member_id', '=', inviter.member_id).orderBy('id').execute();
    expect(ledger).toEqual([
      { account_type: 'point', from_type: 'memberrecommend' },
      { account_type: 'balance', from_type: 'memberrecommend' },
    ]);
    expect(await s.db().selectFrom('promotion_coupon').select('get_type').where('member_id', '=', inviter.member_id).execute()).toEqual([{ get_type: 3 }]);
    const lists = await s.call<{ count: number; list: Array<{ source_member: number; point: number; balance: string; coupon_num: number; remark: string }> }>('/memberrecommend/api/memberrecommend/lists', {}, { token: inviter.token, lang: 'en-us' });
    expect(lists.data.count).toBe(1);
    expect(lists.data.list[0]).toMatchObject({ source_member: invitee.member_id, point: 100, balance: '5.00', coupon_num: 1, remark: 'Invite reward' });
    const invitees = await s.call<{ count: number; list: Array<{ member_id: number; is_rewarded: number }> }>('/memberrecommend/api/memberrecommend/invitees', {}, { token: inviter.token });
    expect(invitees.data.list).toEqual([expect.objectContaining({ member_id: invitee.member_id, is_rewarded: 1 })]);
    // the same invitee never rewards twice; alterShareRelation-like rebinding does not exist
    const { rewardInviter } = await import('./service.ts');
    expect(await rewardInviter(s.db(), invitee.member_id)).toBe(false);
    expect((await memberAccounts(s, inviter.member_id)).point).toBe(100);
  });

  it('binds once: signing in later through another inviter\'s link neither rebinds nor rewards', async () => {
    const first = await tradeMember(s, { address: false });
    const second = await tradeMember(s, { address: false });
    const before = await memberAccounts(s, second.member_id);
    n += 1;
    const username = `bound${process.pid % 1000}x${n}`;
    expect((await s.call('/api/register/username', { username, password: 'abc123456', source_member: first.member_id })).code).toBe(0);
    const login = await s.call<{ token: string }>('/api/login/login', { username, password: 'abc123456', source_member: second.member_id });
    expect(login.code, login.message).toBe(0);
    const row = await s.db().selectFrom('member').select(['member_id', 'source_member']).where('username', '=', username).executeTakeFirstOrThrow();
    expect(row.source_member).toBe(first.member_id);
    const { rewardInviter } = await import('./service.ts');
    expect(await rewardInviter(s.db(), row.member_id)).toBe(false);
    expect(await memberAccounts(s, second.member_id)).toMatchObject({ point: before.point, balance: before.balance });
    const theirs = await s.call<{ count: number }>('/memberrecommend/api/memberrecommend/invitees', {}, { token: second.token });
    expect(theirs.data.count).toBe(0);
  });

  it('caps the rewarded invitees per inviter under parallel registrations', async () => {
    const inviter = await tradeMember(s, { address: false });
    await s.db().updateTable('promotion_recommend').set({ max_fetch: 3 }).execute();
    try {
      const results = await Promise.all(Array.from({ length: 7 }, () => register(inviter.member_id)));
      expect(results.every((r) => r.code === 0)).toBe(true);
      const awards = await s.db().selectFrom('promotion_recommend_award').select('award_id').where('member_id', '=', inviter.member_id).execute();
      expect(awards).toHaveLength(3);
      expect(await memberAccounts(s, inviter.member_id)).toMatchObject({ point: 300, balance: 1500 });
      const invitees = await s.call<{ count: number; list: Array<{ is_rewarded: number }> }>('/memberrecommend/api/memberrecommend/invitees', { page_size: 20 }, { token: inviter.token });
      expect(invitees.data.count).toBe(7);
      expect(invitees.data.list.filter((i) => i.is_rewarded === 1)).toHaveLength(3);
    } finally {
      await s.db().updateTable('promotion_recommend').set({ max_fetch: 5 }).execute();
    }
  });

  it('makes the invite poster with a QR code of the link', async () => {
    const m = await tradeMember(s, { address: false });
    const link = await s.call<{ link: string }>('/memberrecommend/api/memberrecommend/link', undefined, { token: m.token });
    expect(link.data.link).toMatch(new RegExp(`/h5/pages/index/index\\?source_member=${m.member_id}$`));
    const p = await s.call<{ path: string; link: string }>('/memberrecommend/api/memberrecommend/poster', { page: '/pages/index/index' }, { token: m.token });
    expect(p.code).toBe(0);
    expect(p.data.path).toMatch(new RegExp(`^upload/poster/invite/${m.member_id}_[0-9a-f]{12}\\.jpg$`));
    const file = path.join(s.config.dataDir, p.data.path);
    const { default: sharp } = await import('sharp');
    expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ width: 720, height: 1150, format: 'jpeg' });
    const again = await s.call<{ path: string }>('/memberrecommend/api/memberrecommend/poster', {}, { token: m.token });
    expect(again.data.path).toBe(p.data.path);
    expect((await s.call('/memberrecommend/api/memberrecommend/poster')).code).toBe(-1);
  });
});
