import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, memberAccounts } from '../account/test-helpers.ts';
import { SIGNIN_CONFIG_KEY } from './config.ts';

let s: TestServer;
let clock = 0;
// 2025-03-10 09:00 China time (01:00 UTC)
const DAY0 = Date.UTC(2025, 2, 10, 1, 0, 0) / 1000;
beforeAll(async () => {
  s = await startTestServer();
  clock = DAY0;
  s.services.now = () => clock;
});
afterAll(async () => {
  await s.close();
});

const at = (dayOffset: number, hourChina = 9) => DAY0 + dayOffset * 86400 + (hourChina - 9) * 3600;

interface SignResult {
  point: number;
  growth: number;
  sign_days_series: number;
  days: number;
}

describe('sign-in', () => {
  it('answers the config and the award description without a token', async () => {
    const st = await s.call<{ is_use: number; value: { cycle: number; reward: Array<{ day: number; point: number }> } }>('/api/membersignin/getSignStatus');
    expect(st.code).toBe(0);
    expect(st.data).toMatchObject({ config_key: SIGNIN_CONFIG_KEY, is_use: 1, value: { cycle: 7 } });
    expect(st.data.value.reward.map((r) => [r.day, r.point])).toEqual([
      [1, 5],
      [3, 10],
      [7, 30],
    ]);
    const award = await s.call<{ cycle: number }>('/api/membersignin/award');
    expect(award.data.cycle).toBe(7);
  });

  it('signs once per China calendar day and rewards through the ledger', async () => {
    const m = await createTestMember(s);
    clock = at(0);
    expect((await s.call<number>('/api/membersignin/issign', {}, { token: m.token })).data).toBe(0);
    const first = await s.call<SignResult>('/api/membersignin/signin', {}, { token: m.token });
    expect(first.data).toEqual({ point: 5, growth: 1, sign_days_series: 1, days: 1 });
    expect((await s.call<number>('/api/membersignin/issign', {}, { token: m.token })).data).toBe(1);
    const again = await s.call('/api/membersignin/signin', {}, { token: m.token });
    expect(again).toMatchObject({ code: -1, message: '您已签到' });
    // 23:30 China time is still the same day
    clock = at(0, 23.5);
    expect(await s.call('/api/membersignin/signin', {}, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Already signed in today' });
    const acc = await memberAccounts(s, m.member_id);
    expect(acc).toMatchObject({ point: 5, growth: 1, sign_days_series: 1 });
    const rows = await s.db().selectFrom('member_account').selectAll().where('member_id', '=', m.member_id).orderBy('id').execute();
    expect(rows.map((r) => [r.account_type, Number(r.account_data), r.from_type, r.remark])).toEqual([
      ['point', 5, 'signin', '签到奖励5积分'],
      ['growth', 1, 'signin', '签到奖励1成长值'],
    ]);
    // 00:30 China time the next day is a new day (16:30 UTC the same UTC day)
    clock = at(1, 0.5);
    expect((await s.call<SignResult>('/api/membersignin/signin', {}, { token: m.token })).data).toMatchObject({ days: 2, point: 5 });
  });

  it('is concurrency-safe: parallel sign-ins on one day reward once', async () => {
    const m = await createTestMember(s);
    clock = at(0);
    const results = await Promise.all(Array.from({ length: 8 }, () => s.call<SignResult>('/api/membersignin/signin', {}, { token: m.token })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === -1).every((r) => r.message === '您已签到')).toBe(true);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 5, growth: 1 });
  });

  it('keeps the streak, adds streak rewards, resets after a full cycle and after a missed day', async () => {
    const m = await createTestMember(s);
    const got: Array<[number, number, number, number]> = [];
    for (let d = 0; d < 8; d++) {
      clock = at(d);
      const r = await s.call<SignResult>('/api/membersignin/signin', {}, { token: m.token });
      expect(r.code).toBe(0);
      got.push([r.data.days, r.data.point, r.data.growth, r.data.sign_days_series]);
    }
    expect(got).toEqual([
      [1, 5, 1, 1],
      [2, 5, 1, 2],
      [3, 15, 1, 3],
      [4, 5, 1, 4],
      [5, 5, 1, 5],
      [6, 5, 1, 6],
      [7, 35, 6, 0], // cycle complete: streak back to 0
      [1, 5, 1, 1], // a new cycle
    ]);
    // miss day 8, sign on day 9: restart at 1
    clock = at(9);
    expect((await s.call<number>('/api/membersignin/issign', {}, { token: m.token })).data).toBe(0);
    expect((await memberAccounts(s, m.member_id)).sign_days_series).toBe(0);
    const r = await s.call<SignResult>('/api/membersignin/signin', {}, { token: m.token });
    expect(r.data).toMatchObject({ days: 1, sign_days_series: 1 });
    const acc = await memberAccounts(s, m.member_id);
    expect(acc.point).toBe(5 * 9 + 10 + 30);
    expect(acc.growth).toBe(9 + 5);
    const sum = await s.call<number>('/api/memberaccount/sum', { account_type: 'point', from_type: 'signin' }, { token: m.token });
    expect(sum.data).toBe(acc.point);
  });

  it('lists this month’s records (from 6 days before the 1st)', async () => {
    const m = await createTestMember(s);
    for (const d of [-12, -9, -2, 0]) {
      clock = at(d);
      await s.call('/api/membersignin/signin', {}, { token: m.token });
    }
    clock = at(0);
    const rec = await s.call<Array<{ create_time: number; sign_date: string }>>('/api/membersignin/getSignRecords', {}, { token: m.token });
    // Today is 2025-03-10, so records start 2025-02-23: days -12 (02-26), -9 (03-01), -2, 0.
    expect(rec.data.map((r) => r.sign_date)).toEqual(['2025-02-26', '2025-03-01', '2025-03-08', '2025-03-10']);
  });

  it('refuses when sign-in is off, and needs a token', async () => {
    const m = await createTestMember(s);
    await s.db().updateTable('sys_config').set({ is_use: 0 }).where('config_key', '=', SIGNIN_CONFIG_KEY).execute();
    try {
      expect(await s.call('/api/membersignin/signin', {}, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Sign-in is not enabled' });
      expect((await s.call('/api/membersignin/award')).data).toEqual([]);
      expect((await memberAccounts(s, m.member_id)).point).toBe(0);
    } finally {
      await s.db().updateTable('sys_config').set({ is_use: 1 }).where('config_key', '=', SIGNIN_CONFIG_KEY).execute();
    }
    expect(await s.call('/api/membersignin/signin', {})).toMatchObject({ code: -1, message: '您尚未登录，请先进行登录' });
    expect(await s.call('/api/membersignin/issign', {}, { token: 'forged.token' })).toMatchObject({ code: -10009 });
  });
});
