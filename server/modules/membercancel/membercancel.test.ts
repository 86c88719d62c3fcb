import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, memberAccounts } from '../account/test-helpers.ts';
import { setConfig } from '../config/queries.ts';
import { WITHDRAW_CONFIG_KEY } from '../memberwithdraw/config.ts';
import { addAddress, giveCoupon, makeGoods, placeOrder, orderOf } from '../order/test-helpers.ts';
import { getCode, registerByMobile } from '../sms/test-helpers.ts';
import { CANCEL_AGREEMENT_KEY, CANCEL_CONFIG_KEY } from './service.ts';

let s: TestServer;
let goods: { sku_id: number };
beforeAll(async () => {
  s = await startTestServer();
  goods = await makeGoods(s, { price: 1000 });
});
afterAll(() => s.close());
beforeEach(async () => {
  await setConfig(s.db(), CANCEL_CONFIG_KEY, { is_enable: 1, is_audit: 1 });
});

interface Member {
  member_id: number;
  token: string;
  mobile: string;
}
/** A registered member (SMS flow) with some points, balances, a coupon and an address. */
async function member(): Promise<Member> {
  const r = await registerByMobile(s);
  const row = await s.db().selectFrom('member').select('member_id').where('mobile', '=', r.mobile).where('is_delete', '=', 0).executeTakeFirstOrThrow();
  await s.db().updateTable('member').set({ point: 300, balance: 2000, balance_money: 1500 }).where('member_id', '=', row.member_id).execute();
  await giveCoupon(s, row.member_id);
  await addAddress(s, row.member_id);
  return { member_id: row.member_id, token: r.token, mobile: r.mobile };
}
const call = <T = unknown>(m: Member, path: string, lang: 'zh-cn' | 'en-us' = 'en-us') => s.call<T>(`/membercancel/api/membercancel/${path}`, {}, { token: m.token, lang });
const dev = (path: string, p: Record<string, unknown>) => s.call<{ id: number; status: number; reason: string }>(`/dev/membercancel/${path}`, p, { lang: 'en-us' });
/** A paid order (the balance pays it) in the given status. */
async function orderIn(m: Member, status: number): Promise<number> {
  const no = (await placeOrder(s, m, { sku_id: goods.sku_id, num: 1 })).data;
  const o = await orderOf(s, no);
  await s.db().updateTable('order').set({ order_status: status }).where('order_id', '=', o.order_id).execute();
  return o.order_id;
}

describe('account cancellation', () => {
  it('answers the config and the agreement; refuses when the shop has not opened cancellation', async () => {
    await setConfig(s.db(), CANCEL_AGREEMENT_KEY, { 'zh-cn': { title: '注销协议', content: '<p>注销后不可恢复</p>' }, 'en-us': { title: 'Cancellation terms', content: '<p>Final</p>' } });
    expect((await s.call('/membercancel/api/membercancel/agreement', {}, { lang: 'en-us' })).data).toMatchObject({ title: 'Cancellation terms', content: '<p>Final</p>' });
    expect((await s.call('/membercancel/api/membercancel/config')).data).toEqual({ is_enable: 1, is_audit: 1 });
    await setConfig(s.db(), CANCEL_CONFIG_KEY, { is_enable: 0 });
    expect((await s.call('/membercancel/api/membercancel/config')).data).toEqual({ is_enable: 0, is_audit: 1 });
    const m = await member();
    expect(await call(m, 'apply')).toMatchObject({ code: -1, message: 'Account cancellation is not available' });
    expect((await call(m, 'info')).data).toBeNull();
  });

  it('shows the assets and refuses while orders, after-sales or withdrawals are still running', async () => {
    const m = await member();
    const shipped = await orderIn(m, 3);
    await orderIn(m, 1);
    const info = await call<Record<string, unknown>>(m, 'accountInfo');
    expect(info.data).toMatchObject({
      member_info: { point: 300, balance_withdraw_apply: '0.00' },
      member_coupon_count: 1,
      order_pay_count: 1,
      order_delivery_count: 1,
      order_refund_count: 0,
    });
    expect(await call(m, 'apply')).toMatchObject({ code: -1, message: 'Some orders are not finished; apply again once they are' });
    expect(await call(m, 'apply', 'zh-cn')).toMatchObject({ code: -1, message: '还有订单未完成，请等订单完成后再申请注销' });
    await s.db().updateTable('order').set({ order_status: 10 }).where('member_id', '=', m.member_id).execute();
    await s.db().updateTable('order_goods').set({ refund_status: 1 }).where('order_id', '=', shipped).execute();
    expect((await call<{ order_refund_count: number }>(m, 'accountInfo')).data.order_refund_count).toBe(1);
    expect(await call(m, 'apply')).toMatchObject({ code: -1, message: 'An after-sales case is still open; apply again once it is closed' });
    await s.db().updateTable('order_goods').set({ refund_status: 3 }).where('order_id', '=', shipped).execute();
    await s.db().insertInto('member_withdraw').values({ withdraw_no: `W${m.member_id}`, member_id: m.member_id, transfer_type: 'bank', apply_money: 100, money: 100, status: 3 }).execute();
    expect((await call<{ member_info: { balance_withdraw_apply: string } }>(m, 'accountInfo')).data.member_info.balance_withdraw_apply).toBe('1.00');
    expect(await call(m, 'apply')).toMatchObject({ code: -1, message: 'A withdrawal is still on its way; apply again once it is paid' });
    await s.db().updateTable('member_withdraw').set({ status: 2 }).where('member_id', '=', m.member_id).execute();
    expect(await call(m, 'apply')).toMatchObject({ code: 0, data: { status: 0, is_audit: 1 } });
    expect(await s.db().selectFrom('member_cancel').select('status').where('member_id', '=', m.member_id).execute()).toEqual([{ status: 0 }]);
  });

  it('applies once under parallel requests; withdraw, refuse with a reason, apply again on the same record', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call<{ id: number }>(m, 'apply')));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.message === 'You have already applied for cancellation')).toBe(true);
    expect((await call(m, 'info')).data).toMatchObject({ status: 0 });
    expect(await call(m, 'cancelApply')).toMatchObject({ code: 0, data: 1 });
    expect((await call(m, 'info')).data).toBeNull();
    expect(await call(m, 'cancelApply')).toMatchObject({ code: -1, message: 'There is no application to withdraw' });

    const id = (await call<{ id: number }>(m, 'apply')).data.id;
    expect((await dev('refuse', { id, reason: '有未处理的售后' })).data).toMatchObject({ status: -1, reason: '有未处理的售后' });
    expect((await dev('approve', { id })).message).toBe('This application has already been reviewed');
    expect((await call(m, 'info')).data).toMatchObject({ id, status: -1, reason: '有未处理的售后' });
    expect((await call<{ id: number }>(m, 'apply')).data.id).toBe(id);
    expect((await call(m, 'info')).data).toMatchObject({ id, status: 0, reason: '' });
  });

  it('approval checks again, then closes unpaid orders, clears the assets, anonymises and deletes the member; the mobile registers anew', async () => {
    const m = await member();
    const id = (await call<{ id: number }>(m, 'apply')).data.id;
    const unpaid = await orderOf(s, (await placeOrder(s, m, { sku_id: goods.sku_id, num: 1 })).data);
    const paidOrder = await orderIn(m, 1);
    expect(await dev('approve', { id })).toMatchObject({ code: -1, message: 'Some orders are not finished; apply again once they are' });
    await s.db().updateTable('order').set({ order_status: 10 }).where('order_id', '=', paidOrder).execute();
    expect((await dev('approve', { id })).data).toMatchObject({ status: 1 });

    expect((await s.db().selectFrom('order').select('order_status').where('order_id', '=', unpaid.order_id).executeTakeFirstOrThrow()).order_status).toBe(-1);
    const row = await s.db().selectFrom('member').selectAll().where('member_id', '=', m.member_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_delete: 1, status: 0, mobile: '', password: '', pay_password: '', headimg: '', realname: '', username: `cancelled_${m.member_id}` });
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ point: 0, balance: 0, balance_money: 0 });
    const cleared = await s.db().selectFrom('member_account').select(['account_type', 'from_type']).where('member_id', '=', m.member_id).where('from_type', '=', 'membercancel').execute();
    expect(cleared.map((r) => r.account_type).sort()).toEqual(['balance', 'balance_money', 'point']);
    expect(await s.db().selectFrom('member_address').select('id').where('member_id', '=', m.member_id).execute()).toEqual([]);
    expect(await s.db().selectFrom('promotion_coupon').select('state').where('member_id', '=', m.member_id).execute()).toEqual([{ state: 4 }]);
    expect(await s.db().selectFrom('member_cancel').select(['mobile', 'nickname', 'status']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ mobile: '', nickname: '', status: 1 });
    expect((await s.call('/api/member/info', undefined, { token: m.token })).code).toBe(-10009);

    // Three minutes later (the SMS resend interval), the same mobile registers as a new member.
    const clock = s.services.now;
    s.services.now = () => clock() + 180;
    try {
      const { key, code } = await getCode(s, '/api/register/mobileCode', { mobile: m.mobile }, m.mobile);
      const again = await s.call<{ token: string }>('/api/register/mobile', { mobile: m.mobile, key, code });
      expect(again.code).toBe(0);
      const fresh = await s.call<{ member_id: number }>('/api/member/info', undefined, { token: again.data.token });
      expect(fresh.data.member_id).not.toBe(m.member_id);
    } finally {
      s.services.now = clock;
    }
  });

  it('without audit the application is approved at once', async () => {
    await setConfig(s.db(), CANCEL_CONFIG_KEY, { is_enable: 1, is_audit: 0 });
    const m = await member();
    expect(await call(m, 'apply')).toMatchObject({ code: 0, data: { status: 1, is_audit: 0 } });
    expect((await s.db().selectFrom('member').select('is_delete').where('member_id', '=', m.member_id).executeTakeFirstOrThrow()).is_delete).toBe(1);
    expect((await call(m, 'info')).code).toBe(-10009);
  });

  /**
   * The preconditions are judged inside the transaction that cancels: withdrawal applications sent
   * at the same moment as the cancellation (immediate, or the merchant's approval) either land
   * first (and the cancellation is refused) or find the balance cleared (and are refused). Never a
   * deleted member with money on its way out, and every fen of the ledger accounted for.
   */
  it('a cancellation and withdrawals sent at once: never a cancelled member with a withdrawal on its way', async () => {
    await setConfig(s.db(), WITHDRAW_CONFIG_KEY, { is_auto_audit: 1, rate: 0, transfer_type: 'bank', is_auto_transfer: 0, min: '1.00', max: '0' }, { is_use: 1 });
    const BANK = { transfer_type: 'bank', realname: '张三', mobile: '13912345678', bank_name: '招商银行', account_number: '6225880000000001', apply_money: '1.00' };
    for (const audited of [false, true]) {
      await setConfig(s.db(), CANCEL_CONFIG_KEY, { is_enable: 1, is_audit: audited ? 1 : 0 });
      for (let round = 0; round < 4; round++) {
        const m = await createTestMember(s, { balance_money: 600, point: 10 });
        const pending = audited ? (await s.call<{ id: number }>('/membercancel/api/membercancel/apply', {}, { token: m.token })).data.id : 0;
        const cancel = audited ? dev('approve', { id: pending }) : s.call('/membercancel/api/membercancel/apply', {}, { token: m.token, lang: 'en-us' });
        // spread over a tenth of a second or so, so that some arrive while the cancellation is under way
        const withdrawals = Array.from({ length: 6 }, (_, i) => new Promise((r) => setTimeout(r, i * 25)).then(() => s.call('/api/memberwithdraw/apply', BANK, { token: m.token, lang: 'en-us' })));
        const [c, ...w] = await Promise.all([cancel, ...withdrawals]);
        const row = await s.db().selectFrom('member').select(['is_delete', 'balance_money']).where('member_id', '=', m.member_id).executeTakeFirstOrThrow();
        const open = await s.db().selectFrom('member_withdraw').select('apply_money').where('member_id', '=', m.member_id).where('status', 'in', [0, 1, 3]).execute();
        const taken = w.filter((a) => a.code === 0).length;
        expect(open).toHaveLength(taken);
        if (c.code === 0) {
          expect(row).toEqual({ is_delete: 1, balance_money: 0 });
          expect(taken).toBe(0);
        } else {
          expect(c.message).toBe('A withdrawal is still on its way; apply again once it is paid');
          expect(row).toEqual({ is_delete: 0, balance_money: 600 - taken * 100 });
          expect(taken).toBeGreaterThan(0);
        }
        const ledger = await s.db().selectFrom('member_account').select((eb) => eb.fn.sum<string>('account_data').as('sum')).where('member_id', '=', m.member_id).where('account_type', '=', 'balance_money').executeTakeFirstOrThrow();
        expect(600 + Number(ledger.sum ?? 0)).toBe(row.balance_money);
      }
    }
  });
});
