import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { changeAccount, type AccountChange } from './ledger.ts';
import { createTestMember, type TestMember } from './test-helpers.ts';

let s: TestServer;
let m: TestMember;
// 2025-06-15 12:00 China time
const NOW = Date.UTC(2025, 5, 15, 4, 0, 0) / 1000;
const MAY = Date.UTC(2025, 4, 20, 4, 0, 0) / 1000;

async function change(c: Omit<AccountChange, 'member_id'>, at: number) {
  await s.db().transaction().execute((trx) => changeAccount(trx, { member_id: m.member_id, ...c }));
  const last = await s.db().selectFrom('member_account').select('id').where('member_id', '=', m.member_id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  await s.db().updateTable('member_account').set({ create_time: at }).where('id', '=', last.id).execute();
}

beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => NOW;
  m = await createTestMember(s);
  await change({ account_type: 'point', delta: 100, from_type: 'adjust' }, MAY);
  await change({ account_type: 'point', delta: 40, from_type: 'signin' }, NOW - 3600); // today
  await change({ account_type: 'point', delta: 20, from_type: 'signin' }, NOW - 86400); // yesterday
  await change({ account_type: 'point', delta: -30, from_type: 'order', related_id: 9 }, NOW - 600);
  await change({ account_type: 'balance', delta: 1250, from_type: 'adjust' }, MAY);
  await change({ account_type: 'balance_money', delta: 800, from_type: 'adjust' }, NOW - 7200);
  await change({ account_type: 'balance', delta: -250, from_type: 'order', related_id: 9, remark: '订单支付' }, NOW - 500);
});
afterAll(async () => {
  await s.close();
});

interface Row {
  id: number;
  account_type: string;
  account_data: string | number;
  from_type: string;
  type_name: string;
  remark: string;
  create_time: number;
}
interface Page {
  page_count: number;
  count: number;
  list: Row[];
}

describe('/api/memberaccount', () => {
  it('info answers balances in yuan and points as integers', async () => {
    expect((await s.call('/api/memberaccount/info', {}, { token: m.token })).data).toEqual({ balance: '10.00', balance_money: '8.00' });
    expect((await s.call('/api/memberaccount/info', { account_type: 'point' }, { token: m.token })).data).toEqual({ point: 130 });
    expect((await s.call('/api/memberaccount/info', { account_type: 'balance' }, { token: m.token })).data).toEqual({ balance: '10.00' });
  });

  it('page restricts to the month (current by default), newest first, with signed amounts', async () => {
    const june = await s.call<Page>('/api/memberaccount/page', { account_type: 'balance,balance_money' }, { token: m.token });
    expect(june.data.count).toBe(2);
    expect(june.data.list.map((r) => [r.account_type, r.account_data, r.type_name])).toEqual([
      ['balance', '-2.50', '消费'],
      ['balance_money', '8.00', '调整'],
    ]);
    const may = await s.call<Page>('/api/memberaccount/page', { account_type: 'balance,balance_money', date: '2025-05' }, { token: m.token, lang: 'en-us' });
    expect(may.data.list.map((r) => [r.account_data, r.type_name])).toEqual([['12.50', 'Adjustment']]);
    const points = await s.call<Page>('/api/memberaccount/page', { account_type: 'point', page_size: 2 }, { token: m.token });
    expect(points.data).toMatchObject({ count: 3, page_count: 2 });
    expect(points.data.list.map((r) => r.account_data)).toEqual([-30, 40]);
    const p2 = await s.call<Page>('/api/memberaccount/page', { account_type: 'point', page_size: 2, page: 2 }, { token: m.token });
    expect(p2.data.list.map((r) => r.account_data)).toEqual([20]);
    const signin = await s.call<Page>('/api/memberaccount/page', { account_type: 'point', from_type: 'signin' }, { token: m.token });
    expect(signin.data.count).toBe(2);
    const byOrder = await s.call<Page>('/api/memberaccount/page', { account_type: 'point', related_id: 9 }, { token: m.token });
    expect(byOrder.data.list.map((r) => r.from_type)).toEqual(['order']);
  });

  it('fromType answers the map in the envelope and, as NiuShop, at the top level', async () => {
    const res = (await s.call('/api/memberaccount/fromType')) as unknown as Record<string, Record<string, { type_name: string }>> & { code: number; data: Record<string, Record<string, { type_name: string }>> };
    expect(res.code).toBe(0);
    expect(res.point!.signin!.type_name).toBe('签到');
    expect(res.data.balance_money!.withdraw!.type_name).toBe('提现');
    expect(res.data.point!.withdraw).toBeUndefined();
    const en = (await s.call('/api/memberaccount/fromType', undefined, { lang: 'en-us' })) as unknown as { data: Record<string, Record<string, { type_name: string }>> };
    expect(en.data.balance!.refund!.type_name).toBe('Refund');
  });

  it('monthData lists months with rows, newest first; the current month for a new member', async () => {
    expect((await s.call('/api/memberaccount/monthData', {}, { token: m.token })).data).toEqual(['2025-06', '2025-05']);
    const fresh = await createTestMember(s);
    expect((await s.call('/api/memberaccount/monthData', {}, { token: fresh.token })).data).toEqual(['2025-06']);
  });

  it('sum, point and usableBalance', async () => {
    expect((await s.call('/api/memberaccount/sum', { account_type: 'point' }, { token: m.token })).data).toBe(130);
    expect((await s.call('/api/memberaccount/sum', { account_type: 'point', query_type: 'income' }, { token: m.token })).data).toBe(160);
    expect((await s.call('/api/memberaccount/sum', { account_type: 'point', query_type: 'pay' }, { token: m.token })).data).toBe(-30);
    expect((await s.call('/api/memberaccount/sum', { account_type: 'balance' }, { token: m.token })).data).toBe('10.00');
    expect((await s.call('/api/memberaccount/sum', { account_type: 'point', start_time: NOW - 4000, end_time: NOW }, { token: m.token })).data).toBe(10);
    expect((await s.call('/api/memberaccount/point', {}, { token: m.token })).data).toEqual({ point: 130, point_all: 160, point_use: 30, point_today: 40 });
    expect((await s.call('/api/memberaccount/usableBalance', {}, { token: m.token })).data).toEqual({ balance: '10.00', balance_money: '8.00', usable_balance: '18.00' });
  });

  it('names malformed parameters and needs a token', async () => {
    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['/api/memberaccount/info', { account_type: 'gold' }, 'Parameter account_type is not valid'],
      ['/api/memberaccount/page', { date: '2025-13' }, 'Parameter date is not valid'],
      ['/api/memberaccount/page', { page: 0 }, 'Parameter page is out of range'],
      ['/api/memberaccount/page', { page_size: 'ten' }, 'Parameter page_size is not valid'],
      ['/api/memberaccount/sum', { query_type: 'all' }, 'Parameter query_type is not valid'],
      ['/api/memberaccount/sum', { start_time: -1 }, 'Parameter start_time is out of range'],
    ];
    for (const [path, params, message] of bad) {
      expect(await s.call(path, params, { token: m.token, lang: 'en-us' }), path).toMatchObject({ code: -1, message });
    }
    for (const path of ['/api/memberaccount/info', '/api/memberaccount/page', '/api/memberaccount/monthData', '/api/memberaccount/sum', '/api/memberaccount/point', '/api/memberaccount/usableBalance']) {
      expect(await s.call(path, {}), path).toMatchObject({ code: -1, message: '您尚未登录，请先进行登录' });
    }
  });
});
