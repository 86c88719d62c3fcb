import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { changeAccount, payWithBalance } from './ledger.ts';
import { parseRemark, remarkText } from './remarks.ts';
import { createTestMember } from './test-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

interface Page {
  list: Array<{ remark: string; from_type: string }>;
}

describe('ledger remarks', () => {
  it('recognises the texts callers write as templates, most specific first', () => {
    expect(parseRemark('支付20261121194258925249余额支付')).toEqual({ key: 'ACCOUNT_REMARK_PAY_BALANCE', vars: { out_trade_no: '20261121194258925249' } });
    expect(parseRemark('订单N1退款返还')).toEqual({ key: 'ACCOUNT_REMARK_REFUND_BALANCE', vars: { order_no: 'N1' } });
    expect(parseRemark('订单N1退款返还积分')).toEqual({ key: 'ACCOUNT_REMARK_REFUND_POINT', vars: { order_no: 'N1' } });
    expect(parseRemark('签到奖励5积分')).toEqual({ key: 'ACCOUNT_REMARK_SIGNIN_POINT', vars: { n: 5 } });
    expect(parseRemark('会员等级升级奖励（黄金会员）')).toEqual({ key: 'ACCOUNT_REMARK_LEVEL_UPGRADE', vars: { level_name: '黄金会员' } });
    expect(parseRemark('gift')).toBeNull();
    expect(parseRemark('')).toBeNull();
  });

  it('renders a key in each language, with the English singular for one', () => {
    expect(remarkText('zh-cn', 'ACCOUNT_REMARK_ORDER_BALANCE', { order_no: 'N9' })).toBe('订单N9余额支付');
    expect(remarkText('en-us', 'ACCOUNT_REMARK_ORDER_BALANCE', { order_no: 'N9' })).toBe('Paid with balance, order no. N9');
    expect(remarkText('en-us', 'ACCOUNT_REMARK_SIGNIN_POINT', { n: 5 })).toBe('Sign-in reward of 5 points');
    expect(remarkText('en-us', 'ACCOUNT_REMARK_SIGNIN_POINT', { n: 1 })).toBe('Sign-in reward of 1 point');
    expect(remarkText('zh-cn', 'ACCOUNT_REMARK_SIGNIN_POINT', { n: 1 })).toBe('签到奖励1积分');
    expect(remarkText('en-us', 'ACCOUNT_NOT_A_REMARK')).toBeNull();
    expect(remarkText('en-us', 'ACCOUNT_INSUFFICIENT')).toBeNull();
  });

  it('stores key and variables with the zh-cn text; the listing follows the reader', async () => {
    const m = await createTestMember(s, { balance: 1000 });
    await changeAccount(s.db(), { member_id: m.member_id, account_type: 'point', delta: 5, from_type: 'signin', remark: '签到奖励5积分' });
    await changeAccount(s.db(), { member_id: m.member_id, account_type: 'point', delta: 1, from_type: 'signin', remark_key: 'ACCOUNT_REMARK_SIGNIN_POINT', remark_vars: { n: 1 } });
    await changeAccount(s.db(), { member_id: m.member_id, account_type: 'point', delta: 2, from_type: 'adjust', remark: 'gift from the shop' });
    await payWithBalance(s.db(), m.member_id, 300, { remark_key: 'ACCOUNT_REMARK_ORDER_BALANCE', remark_vars: { order_no: 'N7' }, related_id: 7 });
    const rows = await s.db().selectFrom('member_account').select(['remark', 'remark_key', 'remark_vars']).where('member_id', '=', m.member_id).orderBy('id').execute();
    expect(rows.map((r) => [r.remark, r.remark_key])).toEqual([
      ['签到奖励5积分', 'ACCOUNT_REMARK_SIGNIN_POINT'],
      ['签到奖励1积分', 'ACCOUNT_REMARK_SIGNIN_POINT'],
      ['gift from the shop', ''],
      ['订单N7余额支付', 'ACCOUNT_REMARK_ORDER_BALANCE'],
    ]);
    expect(rows[0]!.remark_vars).toEqual({ n: 5 });

    const list = async (account_type: string, lang: 'zh-cn' | 'en-us') =>
      (await s.call<Page>('/api/memberaccount/page', { account_type }, { token: m.token, lang })).data.list.map((r) => r.remark);
    expect(await list('point', 'en-us')).toEqual(['gift from the shop', 'Sign-in reward of 1 point', 'Sign-in reward of 5 points']);
    expect(await list('point', 'zh-cn')).toEqual(['gift from the shop', '签到奖励1积分', '签到奖励5积分']);
    expect(await list('balance', 'en-us')).toEqual(['Paid with balance, order no. N7']);
  });

  it('rows without a key show their text, rendered when it is one of the templates', async () => {
    const m = await createTestMember(s);
    const now = s.services.now();
    await s
      .db()
      .insertInto('member_account')
      .values([
        { member_id: m.member_id, account_type: 'balance', account_data: 100, from_type: 'adjust', remark: '演示账户期初', create_time: now - 20 },
        { member_id: m.member_id, account_type: 'balance', account_data: 100, from_type: 'adjust', remark: '手工调整', create_time: now - 10 },
        { member_id: m.member_id, account_type: 'balance', account_data: 100, from_type: 'adjust', remark: 'x', remark_key: 'ACCOUNT_REMARK_GONE', create_time: now },
      ])
      .execute();
    const en = await s.call<Page>('/api/memberaccount/page', { account_type: 'balance' }, { token: m.token, lang: 'en-us' });
    expect(en.data.list.map((r) => r.remark)).toEqual(['x', '手工调整', 'Opening balance of the demo account']);
  });

  it('refuses an unknown key', async () => {
    const m = await createTestMember(s);
    await expect(changeAccount(s.db(), { member_id: m.member_id, account_type: 'point', delta: 1, from_type: 'adjust', remark_key: 'ACCOUNT_REMARK_NOPE' })).rejects.toThrow(/unknown ledger remark key/);
  });
});
