import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createTestMember, memberAccounts, type TestMember } from '../account/test-helpers.ts';
import { setConfig } from '../config/queries.ts';
import { tradeMember } from '../order/test-helpers.ts';
import type { DevPayGateway } from '../pay/gateway.ts';
import { RECHARGE_CONFIG_KEY } from './config.ts';
import { notifyDevpay, payByDevpay } from './test-helpers.ts';

let s: TestServer;
let gateway: DevPayGateway;
let pkg: number;
let plain: number;
beforeAll(async () => {
  s = await startTestServer();
  gateway = s.services.paymentGateways!.devpay as DevPayGateway;
  const base = s.services.now() + 1000;
  // Two packages of our own, newest (listed first) with gifts.
  plain = (await s.db().insertInto('member_recharge').values({ recharge_name: '充50元', face_value: 5000, buy_price: 5000, create_time: base, i18n: JSON.stringify({ 'en-us': { recharge_name: 'Top up 50' } }) }).returning('recharge_id').executeTakeFirstOrThrow()).recharge_id;
  pkg = (
    await s
      .db()
      .insertInto('member_recharge')
      .values({ recharge_name: '充100送10', face_value: 11000, buy_price: 10000, point: 100, growth: 20, coupon_id: '1,3', create_time: base + 1, i18n: JSON.stringify({ 'en-us': { recharge_name: 'Pay 100 get 110' } }) })
      .returning('recharge_id')
      .executeTakeFirstOrThrow()
  ).recharge_id;
});
afterAll(() => s.close());
beforeEach(async () => {
  await setConfig(s.db(), RECHARGE_CONFIG_KEY, { is_custom: 1, min: '1.00', max: '2000.00' }, { is_use: 1 });
});

const create = (m: TestMember, p: Record<string, unknown>, lang: 'zh-cn' | 'en-us' = 'en-us') => s.call<string>('/memberrecharge/api/ordercreate/create', p, { token: m.token, lang });
const couponCount = async (m: TestMember) => Number((await s.db().selectFrom('promotion_coupon').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', m.member_id).executeTakeFirstOrThrow()).n);
const order = (no: string) => s.db().selectFrom('member_recharge_order').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow();

describe('recharge packages and orders', () => {
  it('lists packages on sale newest first, in the reader\'s language, with their coupons', async () => {
    const page = await s.call<{ list: Array<Record<string, unknown>> }>('/memberrecharge/api/memberrecharge/page', { page: 1, page_size: 100 }, { lang: 'en-us' });
    expect(page.data.list.slice(0, 2)).toMatchObject([
      { recharge_id: pkg, recharge_name: 'Pay 100 get 110', face_value: '110.00', buy_price: '100.00', point: 100, growth: 20, coupon_id: '1,3' },
      { recharge_id: plain, recharge_name: 'Top up 50', coupon_id: '', coupon_list: [] },
    ]);
    expect((page.data.list[0]!.coupon_list as unknown[]).length).toBe(2);
    expect((await s.call('/memberrecharge/api/memberrecharge/info', { recharge_id: pkg })).data).toMatchObject({ recharge_name: '充100送10' });
    await s.db().updateTable('member_recharge').set({ status: 2 }).where('recharge_id', '=', plain).execute();
    expect(await s.call('/memberrecharge/api/memberrecharge/info', { recharge_id: plain }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'This recharge package is not available' });
    const m = await createTestMember(s);
    expect(await create(m, { recharge_id: plain })).toMatchObject({ code: -1, message: 'This recharge package is not available' });
    await s.db().updateTable('member_recharge').set({ status: 1 }).where('recharge_id', '=', plain).execute();
    expect((await s.call('/memberrecharge/api/memberrecharge/config')).data).toMatchObject({ config_key: RECHARGE_CONFIG_KEY, is_use: 1, value: { is_custom: 1, min: '1.00', max: '2000.00' } });
  });

  it('refuses when off, without a package or amount, and custom amounts outside the limits', async () => {
    const m = await createTestMember(s);
    await setConfig(s.db(), RECHARGE_CONFIG_KEY, { is_custom: 1, min: '1.00', max: '2000.00' }, { is_use: 0 });
    expect(await create(m, { recharge_id: pkg })).toMatchObject({ code: -1, message: 'Recharge is not enabled' });
    expect(await create(m, { recharge_id: pkg }, 'zh-cn')).toMatchObject({ code: -1, message: '充值服务未开启' });
    await setConfig(s.db(), RECHARGE_CONFIG_KEY, { is_custom: 1, min: '1.00', max: '2000.00' }, { is_use: 1 });
    expect(await create(m, {})).toMatchObject({ code: -1, message: 'Please choose a package or enter an amount' });
    expect(await create(m, { recharge_id: 0, face_value: '0.99' })).toMatchObject({ code: -1, message: 'The amount must be between 1.00 and 2000.00' });
    expect(await create(m, { recharge_id: 0, face_value: '2000.01' })).toMatchObject({ code: -1, message: 'The amount must be between 1.00 and 2000.00' });
    expect((await create(m, { recharge_id: 0, face_value: '1.001' })).code).toBe(-1);
    expect((await create(m, { recharge_id: 0, face_value: 'abc' })).code).toBe(-1);
    expect(await create(m, { recharge_id: 999999 })).toMatchObject({ code: -1, message: 'This recharge package is not available' });
    await setConfig(s.db(), RECHARGE_CONFIG_KEY, { is_custom: 0 }, { is_use: 1 });
    expect(await create(m, { face_value: '10' })).toMatchObject({ code: -1, message: 'Custom amounts cannot be recharged' });
    expect(await s.db().selectFrom('member_recharge_order').select('order_id').where('member_id', '=', m.member_id).execute()).toEqual([]);
  });

  it('a package paid by the gateway credits balance, points, growth and coupons once, however often the callback comes', async () => {
    const m = await tradeMember(s, { balance: 100, pay_password: '123456', address: false });
    const no = (await create(m, { recharge_id: pkg })).data;
    expect(await s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1, pay_password: '123456' }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'The balance cannot pay for this' });
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 100 });
    const soldBefore = (await s.db().selectFrom('member_recharge').select('sale_num').where('recharge_id', '=', pkg).executeTakeFirstOrThrow()).sale_num;
    expect(await payByDevpay(s, m, no, 10000, 6)).toEqual(Array(6).fill('success'));
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 11100, point: 100, growth: 20, balance_money: 0 });
    expect(await couponCount(m)).toBe(2);
    expect(await order(no)).toMatchObject({ status: 2, pay_type: 'devpay', price: 10000 });
    expect((await s.db().selectFrom('member_recharge').select('sale_num').where('recharge_id', '=', pkg).executeTakeFirstOrThrow()).sale_num).toBe(soldBefore + 1);
    const ledger = await s.db().selectFrom('member_account').select(['account_type', 'account_data', 'from_type']).where('member_id', '=', m.member_id).orderBy('id').execute();
    expect(ledger).toEqual([
      { account_type: 'balance', account_data: 11000, from_type: 'memberrecharge' },
      { account_type: 'point', account_data: 100, from_type: 'memberrecharge' },
      { account_type: 'growth', account_data: 20, from_type: 'memberrecharge' },
    ]);
    const records = await s.call<{ count: number; list: Array<Record<string, unknown>> }>('/memberrecharge/api/order/page', { page: 1 }, { token: m.token, lang: 'en-us' });
    expect(records.data.list).toMatchObject([{ out_trade_no: no, recharge_name: 'Pay 100 get 110', face_value: '110.00', buy_price: '100.00', price: '100.00', point: 100, growth: 20, coupon_id: '1,3' }]);
    expect((await s.call('/api/pay/outTradeNoToOrderDetailPath', { out_trade_no: no }, { token: m.token })).data).toBe('/pages_tool/recharge/order_list');
    expect((await s.call('/api/pay/info', { out_trade_no: no }, { token: m.token })).data).toMatchObject({ event: 'MemberrechargeOrderPayNotify', pay_status: 2, order_status: 2 });
  });

  it('a custom amount credits exactly the amount paid, with no gifts; a replaced pay number pays the same order', async () => {
    const m = await createTestMember(s);
    const first = (await create(m, { recharge_id: 0, face_value: '88.80' }, 'zh-cn')).data;
    const fresh = (await s.call<string>('/api/pay/resetpay', { out_trade_no: first }, { token: m.token })).data;
    expect(fresh).not.toBe(first);
    expect(await payByDevpay(s, m, fresh, 8880)).toEqual(['success']);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 8880, point: 0, growth: 0 });
    expect(await couponCount(m)).toBe(0);
    const list = (await s.call<{ list: Array<Record<string, unknown>> }>('/memberrecharge/api/order/page', {}, { token: m.token, lang: 'en-us' })).data.list;
    expect(list).toMatchObject([{ recharge_id: 0, recharge_name: 'Custom amount', face_value: '88.80', out_trade_no: fresh }]);
  });

  it('unpaid orders close through the due job; a payment arriving afterwards goes back and credits nothing', async () => {
    const m = await createTestMember(s);
    const no = (await create(m, { recharge_id: plain })).data;
    const o = await order(no);
    expect(o.auto_close_time).toBeGreaterThan(Number(o.create_time));
    const run = (at: number) => s.call<number>('/dev/jobs/run', { name: 'memberrecharge.autoClose', at });
    await run(o.auto_close_time - 1);
    expect(await order(no)).toMatchObject({ status: 1 });
    await run(o.auto_close_time);
    expect(await order(no)).toMatchObject({ status: -1 });
    expect((await s.db().selectFrom('pay').select('pay_status').where('out_trade_no', '=', no).executeTakeFirstOrThrow()).pay_status).toBe(-2);
    expect(await s.call('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay' }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'This payment is closed' });
    expect(await notifyDevpay(s, await gateway.collect({ out_trade_no: no, total_fee: 5000, trade_no: `LATE-${no}` }))).toBe('success');
    await gateway.idle();
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 0 });
    expect(await s.db().selectFrom('pay_refund').select(['source', 'refund_fee', 'status']).where('out_trade_no', '=', no).execute()).toEqual([{ source: 'late_payment', refund_fee: 5000, status: 1 }]);
    expect((await s.call<{ count: number }>('/memberrecharge/api/order/page', {}, { token: m.token })).data.count).toBe(0);
  });

  it('a gift coupon that ran out does not stop the recharge', async () => {
    const m = await createTestMember(s);
    await s.db().updateTable('promotion_coupon_type').set((eb) => ({ lead_count: eb.ref('count') })).where('coupon_type_id', '=', 3).execute();
    const no = (await create(m, { recharge_id: pkg })).data;
    expect(await payByDevpay(s, m, no, 10000)).toEqual(['success']);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 11000, point: 100 });
    expect(await s.db().selectFrom('promotion_coupon').select('coupon_type_id').where('member_id', '=', m.member_id).execute()).toEqual([{ coupon_type_id: 1 }]);
  });
});
