import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, type TestMember } from '../account/test-helpers.ts';
import { MAX_BANK_ACCOUNTS } from './service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

interface Account {
  id: number;
  member_id: number;
  withdraw_type: string;
  withdraw_type_name: string;
  branch_bank_name: string;
  bank_account: string;
  is_default: number;
}
const BANK = { realname: '张三', mobile: '13912345678', withdraw_type: 'bank', branch_bank_name: '招商银行', bank_account: '6225880000000001' };
const ALIPAY = { realname: '张三', mobile: '13912345678', withdraw_type: 'alipay', bank_account: 'zhang@example.com' };

const add = (m: TestMember, p: Record<string, unknown>, lang: 'zh-cn' | 'en-us' = 'zh-cn') => s.call<number>('/api/memberbankaccount/add', p, { token: m.token, lang });
const list = async (m: TestMember) => (await s.call<{ count: number; list: Account[] }>('/api/memberbankaccount/page', { page: 1, page_size: 50 }, { token: m.token })).data;
const defaults = async (m: TestMember) => (await list(m)).list.filter((a) => a.is_default === 1).map((a) => a.id);

describe('withdrawal accounts', () => {
  it('adds bank and Alipay accounts; the newest added is the only default; lists newest first', async () => {
    const m = await createTestMember(s);
    const a = await add(m, BANK);
    expect(a.code).toBe(0);
    const b = await add(m, ALIPAY);
    const rows = await list(m);
    expect(rows.list.map((r) => r.id)).toEqual([b.data, a.data]);
    expect(await defaults(m)).toEqual([b.data]);
    const info = await s.call<Account>('/api/memberbankaccount/info', { id: a.data }, { token: m.token, lang: 'en-us' });
    expect(info.data).toMatchObject({ withdraw_type: 'bank', withdraw_type_name: 'Bank card', branch_bank_name: '招商银行', bank_account: '6225880000000001', is_default: 0 });
    const def = await s.call<Account>('/api/memberbankaccount/defaultInfo', undefined, { token: m.token });
    expect(def.data).toMatchObject({ id: b.data, withdraw_type_name: '支付宝', branch_bank_name: '' });
  });

  it('editing makes the account the default; set default and delete keep exactly one default', async () => {
    const m = await createTestMember(s);
    const a = (await add(m, BANK)).data;
    const b = (await add(m, ALIPAY)).data;
    expect((await s.call('/api/memberbankaccount/edit', { ...BANK, id: a, bank_account: '6225880000000002' }, { token: m.token })).code).toBe(0);
    expect(await defaults(m)).toEqual([a]);
    expect((await s.call('/api/memberbankaccount/setdefault', { id: b }, { token: m.token })).code).toBe(0);
    expect(await defaults(m)).toEqual([b]);
    expect((await s.call('/api/memberbankaccount/delete', { id: b }, { token: m.token })).code).toBe(0);
    expect(await defaults(m)).toEqual([a]);
    expect((await s.call('/api/memberbankaccount/delete', { id: a }, { token: m.token })).code).toBe(0);
    expect((await s.call('/api/memberbankaccount/defaultInfo', undefined, { token: m.token })).data).toBeNull();
  });

  it('parallel adds and set-defaults leave exactly one default', async () => {
    const m = await createTestMember(s);
    const ids = (await Promise.all(Array.from({ length: 6 }, (_, i) => add(m, { ...BANK, bank_account: `62258800000001${i}` })))).map((r) => r.data);
    expect(await defaults(m)).toHaveLength(1);
    await Promise.all(ids.map((id) => s.call('/api/memberbankaccount/setdefault', { id }, { token: m.token })));
    expect(await defaults(m)).toHaveLength(1);
  });

  it('a member sees and changes only their own accounts', async () => {
    const owner = await createTestMember(s);
    const other = await createTestMember(s);
    const id = (await add(owner, BANK)).data;
    for (const path of ['info', 'edit', 'setdefault', 'delete']) {
      const r = await s.call(`/api/memberbankaccount/${path}`, { ...BANK, id, bank_account: 'stolen' }, { token: other.token, lang: 'en-us' });
      expect(r).toMatchObject({ code: -1, message: 'The account does not exist' });
    }
    expect((await list(other)).count).toBe(0);
    const row = await s.db().selectFrom('member_bank_account').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: owner.member_id, bank_account: '6225880000000001', is_default: 1 });
    expect((await s.call('/api/memberbankaccount/page', {}, {})).code).toBe(-1);
  });

  it('checks the form by type in the request language', async () => {
    const m = await createTestMember(s);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...BANK, realname: '' }, 'Please enter the name'],
      [{ ...BANK, mobile: '' }, 'Please enter the mobile number'],
      [{ ...BANK, mobile: '1391234' }, 'Please enter a valid mobile number'],
      [{ ...BANK, withdraw_type: 'paypal' }, 'Please choose the account type'],
      [{ ...BANK, branch_bank_name: ' ' }, 'Please enter the bank name'],
      [{ ...BANK, bank_account: '' }, 'Please enter the withdrawal account'],
      [{ ...ALIPAY, bank_account: '' }, 'Please enter the withdrawal account'],
      [{ realname: '张三', mobile: '13912345678', withdraw_type: 'wechatpay' }, 'Please bind WeChat first'],
    ];
    for (const [p, message] of cases) expect(await add(m, p, 'en-us')).toMatchObject({ code: -1, message });
    expect(await add(m, { ...BANK, mobile: '' })).toMatchObject({ code: -1, message: '请输入手机号' });
    expect((await list(m)).count).toBe(0);
  });

  it('WeChat change needs an openid and keeps no account number; Alipay keeps no bank name', async () => {
    const m = await createTestMember(s);
    await s.db().updateTable('member').set({ wx_openid: 'o-test-openid' }).where('member_id', '=', m.member_id).execute();
    const w = await add(m, { realname: '张三', mobile: '13912345678', withdraw_type: 'wechatpay', bank_account: 'ignored', branch_bank_name: 'ignored' });
    expect(w.code).toBe(0);
    const a = await add(m, { ...ALIPAY, branch_bank_name: 'ignored' });
    const rows = await list(m);
    expect(rows.list.find((r) => r.id === w.data)).toMatchObject({ withdraw_type: 'wechatpay', withdraw_type_name: '微信', bank_account: '', branch_bank_name: '' });
    expect(rows.list.find((r) => r.id === a.data)).toMatchObject({ branch_bank_name: '' });
  });

  it('caps the number of accounts per member', async () => {
    const m = await createTestMember(s);
    await s
      .db()
      .insertInto('member_bank_account')
      .values(Array.from({ length: MAX_BANK_ACCOUNTS }, (_, i) => ({ member_id: m.member_id, realname: '张三', mobile: '13912345678', withdraw_type: 'alipay' as const, bank_account: `a${i}@example.com` })))
      .execute();
    expect(await add(m, ALIPAY, 'en-us')).toMatchObject({ code: -1, message: `You can add at most ${MAX_BANK_ACCOUNTS} withdrawal accounts` });
  });
});
