import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, memberAccounts, type TestMember } from '../account/test-helpers.ts';
import { setConfig } from '../config/queries.ts';
import type { DevTransferProvider } from '../transfer/provider.ts';
import { WITHDRAW_CONFIG_KEY } from './config.ts';
import { withdrawFee, withdrawStatusName } from './service.ts';

let s: TestServer;
let provider: DevTransferProvider;
beforeAll(async () => {
  s = await startTestServer();
  provider = s.services.transferProviders!.bank as DevTransferProvider;
});
afterAll(() => s.close());

interface Withdraw {
  id: number;
  status: number;
  status_name: string;
  apply_money: string;
  service_money: string;
  money: string;
  transfer_type_name: string;
  refuse_reason: string;
  fail_reason: string;
  account_number: string;
  payment_time: number;
}
const CONFIG = { is_auto_audit: 1, rate: 3, transfer_type: 'bank,alipay,wechatpay', is_auto_transfer: 1, min: '1.00', max: '5000.00' };
const config = (patch: Record<string, unknown> = {}, is_use = 1) => setConfig(s.db(), WITHDRAW_CONFIG_KEY, { ...CONFIG, ...patch }, { is_use });
beforeEach(async () => {
  provider.outage = false;
  await config();
});

const BANK = { transfer_type: 'bank', realname: '张三', mobile: '13912345678', bank_name: '招商银行', account_number: '6225880000000001' };
const apply = (m: TestMember, money: string, p: Record<string, unknown> = BANK, lang: 'zh-cn' | 'en-us' = 'en-us') =>
  s.call<number>('/api/memberwithdraw/apply', { ...p, apply_money: money }, { token: m.token, lang });
const detail = async (m: TestMember, id: number, lang: 'zh-cn' | 'en-us' = 'en-us') => (await s.call<Withdraw>('/api/memberwithdraw/detail', { id }, { token: m.token, lang })).data;
const cash = async (m: TestMember) => (await memberAccounts(s, m.member_id)).balance_money;
const ledger = (m: TestMember) => s.db().selectFrom('member_account').select(['account_data', 'from_type', 'remark']).where('member_id', '=', m.member_id).where('account_type', '=', 'balance_money').orderBy('id').execute();
const dev = (path: string, p: Record<string, unknown>) => s.call<Withdraw>(`/dev/memberwithdraw/${path}`, p, { lang: 'en-us' });

describe('withdrawal: config and rules', () => {
  it('answers the config, the money and the transfer types; WeChat only with an openid', async () => {
    const m = await createTestMember(s, { balance_money: 12345, balance: 999 });
    const row = await s.call<{ is_use: number; value: Record<string, unknown> }>('/api/memberwithdraw/config');
    expect(row.data).toMatchObject({ config_key: WITHDRAW_CONFIG_KEY, is_use: 1, value: { rate: 3, min: '1.00', max: '5000.00', is_auto_audit: 1 } });
    const info = await s.call('/api/memberwithdraw/info', undefined, { token: m.token });
    expect(info.data).toMatchObject({ member_info: { balance_money: '123.45', balance_withdraw_apply: '0.00', balance_withdraw: '0.00' }, config: { is_use: 1, transfer_type: 'bank,alipay,wechatpay' } });
    expect((await s.call('/api/memberwithdraw/transferType', undefined, { token: m.token, lang: 'en-us' })).data).toEqual({ bank: 'Bank card', alipay: 'Alipay' });
    await s.db().updateTable('member').set({ weapp_openid: 'o-weapp' }).where('member_id', '=', m.member_id).execute();
    expect((await s.call('/api/memberwithdraw/transferType', undefined, { token: m.token })).data).toEqual({ bank: '银行卡', alipay: '支付宝', wechatpay: '微信零钱' });
    await config({ transfer_type: 'alipay' });
    expect((await s.call('/api/memberwithdraw/transferType', undefined, { token: m.token })).data).toEqual({ alipay: '支付宝' });
  });

  it('refuses when off, unsupported types, amounts outside min/max or above the balance, and a WeChat payee without openid', async () => {
    const m = await createTestMember(s, { balance_money: 600000 });
    await config({}, 0);
    expect(await apply(m, '10')).toMatchObject({ code: -1, message: 'Withdrawal is not enabled' });
    expect(await apply(m, '10', BANK, 'zh-cn')).toMatchObject({ code: -1, message: '提现未开启' });
    await config({ transfer_type: 'bank,alipay' });
    expect(await apply(m, '10', { ...BANK, transfer_type: 'wechatpay' })).toMatchObject({ code: -1, message: 'This withdrawal method is not supported' });
    expect(await apply(m, '0.99')).toMatchObject({ code: -1, message: 'The amount cannot be below the minimum of 1.00' });
    expect(await apply(m, '5000.01')).toMatchObject({ code: -1, message: 'The amount cannot be above the maximum of 5000.00' });
    expect(await apply(m, '0')).toMatchObject({ code: -1, message: 'Please enter the amount' });
    expect((await apply(m, '1.234')).code).toBe(-1);
    expect((await apply(m, '-5')).code).toBe(-1);
    expect(await apply(m, '10', { ...BANK, bank_name: '' })).toMatchObject({ code: -1, message: 'Please enter the bank name' });
    expect(await apply(m, '10', { transfer_type: 'alipay', realname: '张三' })).toMatchObject({ code: -1, message: 'Please enter the withdrawal account' });
    await config({ max: '0' });
    expect(await apply(m, '6000.01')).toMatchObject({ code: -1, message: 'The amount exceeds your withdrawable balance' });
    expect((await apply(m, '5500.00')).code).toBe(0);
    await config({ transfer_type: 'wechatpay' });
    expect(await apply(m, '10', { transfer_type: 'wechatpay' })).toMatchObject({ code: -1, message: 'Please bind WeChat or choose another account' });
    expect(await cash(m)).toBe(50000);
  });

  it('takes the fee half up and pays out the rest; the WeChat payee is the member\'s own openid', async () => {
    expect(withdrawFee(10000, 3)).toBe(300);
    expect(withdrawFee(33, 5)).toBe(2);
    expect(withdrawFee(30, 5)).toBe(2);
    expect(withdrawFee(29, 5)).toBe(1);
    const m = await createTestMember(s, { balance_money: 20000 });
    await s.db().updateTable('member').set({ wx_openid: 'o-official' }).where('member_id', '=', m.member_id).execute();
    const id = (await apply(m, '100')).data;
    expect(await detail(m, id)).toMatchObject({ status: 0, status_name: 'Awaiting review', apply_money: '100.00', service_money: '3.00', money: '97.00', transfer_type_name: 'Bank card' });
    const w = (await apply(m, '10.33', { transfer_type: 'wechatpay', account_number: 'someone-else' })).data;
    expect(await detail(m, w, 'zh-cn')).toMatchObject({ status_name: '待审核', service_money: '0.31', money: '10.02', account_number: 'o-official', transfer_type_name: '微信零钱' });
    expect(await cash(m)).toBe(20000 - 10000 - 1033);
    expect((await ledger(m)).map((r) => [r.account_data, r.from_type])).toEqual([[-10000, 'withdraw'], [-1033, 'withdraw']]);
    const info = await s.call('/api/memberwithdraw/info', undefined, { token: m.token });
    expect(info.data).toMatchObject({ member_info: { balance_money: '89.67', balance_withdraw_apply: '110.33', balance_withdraw: '0.00' } });
  });

  it('20 parallel withdrawals never take more than the withdrawable balance', async () => {
    const m = await createTestMember(s, { balance_money: 10000, balance: 50000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(m, '10.00')));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(10);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.message === 'The amount exceeds your withdrawable balance')).toBe(true);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance_money: 0, balance: 50000 });
    const rows = await s.db().selectFrom('member_withdraw').select('apply_money').where('member_id', '=', m.member_id).execute();
    expect(rows).toHaveLength(10);
    expect((await ledger(m)).reduce((sum, r) => sum + r.account_data, 0)).toBe(-10000);
  });
});

describe('withdrawal: audit, transfer and the money coming back once', () => {
  it('pending → approved → transferring → paid through the signed, asynchronous provider', async () => {
    const m = await createTestMember(s, { balance_money: 10000 });
    const id = (await apply(m, '50')).data;
    const approved = await dev('approve', { id });
    expect(approved.data).toMatchObject({ status: 3, status_name: 'Transferring' });
    expect((await dev('approve', { id })).message).toBe("The withdrawal's status has changed; please refresh");
    await provider.idle();
    const paid = await detail(m, id);
    expect(paid).toMatchObject({ status: 2, status_name: 'Paid' });
    expect(paid.payment_time).toBeGreaterThan(0);
    const t = await s.db().selectFrom('pay_transfer').selectAll().where('relate_id', '=', id).where('source', '=', 'member_withdraw').executeTakeFirstOrThrow();
    expect(t).toMatchObject({ status: 1, amount: 4850, transfer_type: 'bank', account_number: '6225880000000001' });
    expect(await s.db().selectFrom('devtransfer_payout').select('amount').where('transfer_no', '=', t.transfer_no).execute()).toEqual([{ amount: 4850 }]);
    expect((await s.call('/api/memberwithdraw/info', undefined, { token: m.token })).data).toMatchObject({ member_info: { balance_money: '50.00', balance_withdraw_apply: '0.00', balance_withdraw: '50.00' } });
    expect((await dev('refuse', { id, reason: 'late' })).code).toBe(-1);
    expect(await cash(m)).toBe(5000);
  });

  it('without audit an application is approved at once; without automatic transfer the merchant starts it', async () => {
    await config({ is_auto_audit: 0, is_auto_transfer: 0 });
    const m = await createTestMember(s, { balance_money: 10000 });
    const id = (await apply(m, '20')).data;
    expect(await detail(m, id)).toMatchObject({ status: 1, status_name: 'Awaiting transfer' });
    expect((await dev('transfer', { id })).data).toMatchObject({ status: 3 });
    await provider.idle();
    expect(await detail(m, id)).toMatchObject({ status: 2 });
  });

  it('parallel refusals give the money back exactly once', async () => {
    const m = await createTestMember(s, { balance_money: 10000 });
    const id = (await apply(m, '30')).data;
    const answers = await Promise.all(Array.from({ length: 6 }, () => dev('refuse', { id, reason: '信息有误' })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(await detail(m, id)).toMatchObject({ status: -1, status_name: 'Refused', refuse_reason: '信息有误' });
    expect(await cash(m)).toBe(10000);
    expect((await ledger(m)).map((r) => [r.account_data, r.from_type])).toEqual([[-3000, 'withdraw'], [3000, 'withdraw']]);
    expect((await dev('approve', { id })).code).toBe(-1);
  });

  it('approvals and refusals sent at once: the money goes out or comes back, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const m = await createTestMember(s, { balance_money: 10000 });
      const id = (await apply(m, '30')).data;
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => dev(i % 2 ? 'refuse' : 'approve', { id, reason: 'race' })));
      expect(answers.filter((a) => a.code === 0).length).toBe(1);
      await provider.idle();
      const w = await detail(m, id);
      const transfers = await s.db().selectFrom('pay_transfer').select('amount').where('relate_id', '=', id).where('source', '=', 'member_withdraw').execute();
      if (w.status === -1) {
        expect(transfers).toEqual([]);
        expect(await cash(m)).toBe(10000);
        expect((await ledger(m)).map((r) => r.account_data)).toEqual([-3000, 3000]);
      } else {
        expect(w.status).toBe(2);
        expect(transfers).toEqual([{ amount: 2910 }]);
        expect(await cash(m)).toBe(7000);
        expect((await ledger(m)).map((r) => r.account_data)).toEqual([-3000]);
      }
    }
  });

  it('names every status in both languages', async () => {
    const names = (lang: 'zh-cn' | 'en-us') => [0, 1, 3, 2, -1, -2].map((st) => withdrawStatusName(st, lang));
    expect(names('zh-cn')).toEqual(['待审核', '待转账', '转账中', '已转账', '已拒绝', '转账失败']);
    expect(names('en-us')).toEqual(['Awaiting review', 'Awaiting transfer', 'Transferring', 'Paid', 'Refused', 'Transfer failed']);
  });

  it('a refused payout fails the withdrawal and gives the money back once, however often the result comes', async () => {
    const m = await createTestMember(s, { balance_money: 10000 });
    const id = (await apply(m, '40', { ...BANK, account_number: 'FAIL-closed-card' })).data;
    await dev('approve', { id });
    await provider.idle();
    expect(await detail(m, id)).toMatchObject({ status: -2, status_name: 'Transfer failed', fail_reason: 'PAYEE_ACCOUNT_INVALID' });
    expect(await cash(m)).toBe(10000);
    const t = await s.db().selectFrom('pay_transfer').selectAll().where('relate_id', '=', id).where('source', '=', 'member_withdraw').executeTakeFirstOrThrow();
    const payout = await s.db().selectFrom('devtransfer_payout').selectAll().where('transfer_no', '=', t.transfer_no).executeTakeFirstOrThrow();
    const post = (body: Record<string, string>) =>
      s.app.inject({ method: 'POST', url: '/api/transfer/notify/devtransfer', payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }).then((r) => r.body);
    const again = Array.from({ length: 5 }, () => post(provider.signedResult({ transfer_no: t.transfer_no, payout_no: payout.payout_no, amount: 3880, status: 'FAIL', reason: 'PAYEE_ACCOUNT_INVALID' })));
    const flipped = post(provider.signedResult({ transfer_no: t.transfer_no, payout_no: payout.payout_no, amount: 3880, status: 'SUCCESS' }));
    expect(await Promise.all([...again, flipped])).toEqual(Array(6).fill('success'));
    expect(await detail(m, id)).toMatchObject({ status: -2 });
    expect(await cash(m)).toBe(10000);
    expect((await ledger(m)).map((r) => [r.account_data, r.from_type])).toEqual([[-4000, 'withdraw'], [4000, 'withdraw_fail']]);
  });

  it('forged or mismatched results change nothing', async () => {
    const m = await createTestMember(s, { balance_money: 10000 });
    provider.outage = true;
    const id = (await apply(m, '10')).data;
    await dev('approve', { id });
    const t = await s.db().selectFrom('pay_transfer').selectAll().where('relate_id', '=', id).where('source', '=', 'member_withdraw').executeTakeFirstOrThrow();
    const post = (body: Record<string, string>) =>
      s.app.inject({ method: 'POST', url: '/api/transfer/notify/devtransfer', payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }).then((r) => r.body);
    const good = provider.signedResult({ transfer_no: t.transfer_no, payout_no: 'X1', amount: t.amount, status: 'FAIL', reason: 'forged' });
    expect(await post({ ...good, sign: good.sign!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })).toBe('fail');
    expect(await post({ ...good, amount: String(t.amount + 1) })).toBe('fail');
    expect(await post(provider.signedResult({ transfer_no: t.transfer_no, payout_no: 'X1', amount: t.amount + 1, status: 'FAIL' }))).toBe('fail');
    expect(await post(provider.signedResult({ transfer_no: 'TF-unknown', payout_no: 'X1', amount: t.amount, status: 'FAIL' }))).toBe('fail');
    expect(await detail(m, id)).toMatchObject({ status: 3 });
    expect(await cash(m)).toBe(9000);
  });

  it('a provider outage leaves the withdrawal transferring; the due job sends it again until it is paid', async () => {
    const m = await createTestMember(s, { balance_money: 10000 });
    provider.outage = true;
    const id = (await apply(m, '25')).data;
    await dev('approve', { id });
    const row = () => s.db().selectFrom('pay_transfer').selectAll().where('relate_id', '=', id).where('source', '=', 'member_withdraw').executeTakeFirstOrThrow();
    const first = await row();
    expect(first).toMatchObject({ status: 0, attempts: 1 });
    expect(first.last_error).toMatch(/cannot be reached/);
    expect(await detail(m, id)).toMatchObject({ status: 3 });
    provider.outage = false;
    const runAt = (at: number) => s.call<number>('/dev/jobs/run', { name: 'transfer.send', at });
    await runAt(first.next_try_time - 1);
    expect(await row()).toMatchObject({ status: 0, attempts: 1 });
    await runAt(first.next_try_time);
    await provider.idle();
    expect(await detail(m, id)).toMatchObject({ status: 2 });
    expect(await row()).toMatchObject({ status: 1, attempts: 2 });
    await runAt(first.next_try_time + 86400);
    expect(await row()).toMatchObject({ status: 1, attempts: 2 });
    expect(await cash(m)).toBe(7500);
  });

  it('a member sees only their own withdrawals, newest first, with status names in their language', async () => {
    const m = await createTestMember(s, { balance_money: 10000 });
    const other = await createTestMember(s);
    const a = (await apply(m, '10')).data;
    const b = (await apply(m, '11')).data;
    await dev('refuse', { id: a, reason: 'no' });
    const page = await s.call<{ count: number; list: Withdraw[] }>('/api/memberwithdraw/page', { page: 1, page_size: 10 }, { token: m.token, lang: 'en-us' });
    expect(page.data.list.map((w) => [w.id, w.status_name])).toEqual([[b, 'Awaiting review'], [a, 'Refused']]);
    expect(await s.call('/api/memberwithdraw/detail', { id: a }, { token: other.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'The withdrawal does not exist' });
    expect((await s.call<{ count: number }>('/api/memberwithdraw/page', {}, { token: other.token })).data.count).toBe(0);
  });
});
