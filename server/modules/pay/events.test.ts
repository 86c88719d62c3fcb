import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { changeAccount } from '../account/ledger.ts';
import { memberAccounts } from '../account/test-helpers.ts';
import { tradeMember, type TestMember } from '../order/test-helpers.ts';
import { createPayRow, registerPayEvent, type PayEvent } from './events.ts';
import type { DevPayGateway } from './gateway.ts';

/**
 * A pay event that is not an order: paying it adds one point per yuan to the member (through the
 * ledger). Its subjects are "open" unless listed in `closed`; `failOn` makes onPaid throw after its
 * write, to show the write goes with the payment's transaction.
 */
const closed = new Set<number>();
let failOn = -1;
const TEST_EVENT = 'TestPointsPayNotify';
const testEvent: PayEvent = registerPayEvent({
  name: TEST_EVENT,
  async isPayable(trx, pay) {
    await trx.selectFrom('member').select('member_id').where('member_id', '=', pay.member_id).forUpdate().execute();
    return !closed.has(pay.relate_id);
  },
  async onPaid(trx, pay, ctx) {
    const money = pay.pay_money + pay.balance + pay.balance_money;
    await changeAccount(trx, { member_id: pay.member_id, account_type: 'point', delta: money / 100, from_type: 'adjust', remark: `test ${ctx.pay_type}`, related_id: pay.relate_id });
    if (pay.relate_id === failOn) throw new Error('onPaid failed after its write');
  },
  resultPath: (_db, pay) => `/pages_tool/test/result?id=${pay.relate_id}`,
  balance: true,
});

let s: TestServer;
let gateway: DevPayGateway;
let m: TestMember;
let seq = 1000;
beforeAll(async () => {
  s = await startTestServer();
  gateway = s.services.paymentGateways!.devpay as DevPayGateway;
  m = await tradeMember(s, { balance: 5000, pay_password: '123456', address: false });
});
afterAll(() => s.close());

const notify = async (body: Record<string, string>) =>
  (await s.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).body;

async function testPay(money: number, relate = ++seq): Promise<string> {
  return s.db().transaction().execute((trx) => createPayRow(trx, { event: TEST_EVENT, member_id: m.member_id, money_fen: money, relate_id: relate, body: 'test points', now: s.services.now() }));
}
const points = async () => (await memberAccounts(s, m.member_id)).point;
const payRow = (no: string) => s.db().selectFrom('pay').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow();

describe('pay events', () => {
  it('a pay row names its event; registering a name twice or paying for an unknown event is refused', async () => {
    const no = await testPay(300);
    expect(await payRow(no)).toMatchObject({ event: TEST_EVENT, pay_status: 0, pay_money: 300 });
    expect(() => registerPayEvent({ ...testEvent })).toThrow(/twice/);
    expect(registerPayEvent(testEvent)).toBe(testEvent);
    await expect(s.db().transaction().execute((trx) => createPayRow(trx, { event: 'NoSuchPayNotify', member_id: m.member_id, money_fen: 1, relate_id: 1, body: '', now: 0 }))).rejects.toThrow(/unknown pay event/);
    const rows = await s.db().selectFrom('pay').select('event').distinct().execute();
    expect(rows.every((r) => r.event !== '')).toBe(true);
  });

  it('answers info and the result path per event', async () => {
    const no = await testPay(250, 77);
    const info = await s.call<Record<string, unknown>>('/api/pay/info', { out_trade_no: no }, { token: m.token });
    expect(info.data).toMatchObject({ out_trade_no: no, pay_money: '2.50', event: TEST_EVENT, relate_id: 77 });
    expect(info.data).not.toHaveProperty('order_id');
    expect((await s.call('/api/pay/outTradeNoToOrderDetailPath', { out_trade_no: no }, { token: m.token })).data).toBe('/pages_tool/test/result?id=77');
  });

  it('runs the event once for parallel doubled gateway notifications, inside the payment', async () => {
    const no = await testPay(1200);
    const before = await points();
    const started = await s.call<{ url: string }>('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay' }, { token: m.token });
    expect(started.data.url).toMatch(/^\/devpay\/checkout/);
    const body = await gateway.collect({ out_trade_no: no, total_fee: 1200, trade_no: `EV-${no}` });
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify(body)));
    expect(answers).toEqual(Array(6).fill('success'));
    expect(await points()).toBe(before + 12);
    expect(await payRow(no)).toMatchObject({ pay_status: 2, pay_type: 'devpay', notify_id: `EV-${no}` });
  });

  it('pays from the balance after the pay password, and the event runs once', async () => {
    const no = await testPay(1000);
    const before = await points();
    expect(await s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1, pay_password: '000000' }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Wrong pay password' });
    const [a, b] = await Promise.all([
      s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1, pay_password: '123456' }, { token: m.token }),
      s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1, pay_password: '123456' }, { token: m.token }),
    ]);
    expect([a.data, b.data]).toEqual([{ pay_success: 1 }, { pay_success: 1 }]);
    expect(await points()).toBe(before + 10);
    expect(await memberAccounts(s, m.member_id)).toMatchObject({ balance: 4000 });
    expect(await payRow(no)).toMatchObject({ pay_status: 2, pay_type: 'BALANCE', pay_money: 0, balance: 1000 });
  });

  it('an event that fails after its write rolls the whole payment back', async () => {
    failOn = ++seq;
    const no = await testPay(500, failOn);
    const before = await points();
    const body = await gateway.collect({ out_trade_no: no, total_fee: 500, trade_no: `EV-F-${no}` });
    expect(await notify(body)).not.toBe('success');
    expect(await points()).toBe(before);
    expect(await payRow(no)).toMatchObject({ pay_status: 0, notify_id: null });
    failOn = -1;
    expect(await notify(body)).toBe('success');
    expect(await points()).toBe(before + 5);
  });

  it('money for a subject that closed meanwhile goes back through the gateway', async () => {
    const relate = ++seq;
    const no = await testPay(900, relate);
    closed.add(relate);
    const before = await points();
    expect(await notify(await gateway.collect({ out_trade_no: no, total_fee: 900, trade_no: `EV-L-${no}` }))).toBe('success');
    await gateway.idle();
    expect(await points()).toBe(before);
    expect(await payRow(no)).toMatchObject({ pay_status: 0 });
    const refund = await s.db().selectFrom('pay_refund').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ source: 'late_payment', refund_fee: 900, status: 1, member_id: m.member_id });
    expect(await s.call('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay' }, { token: m.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'This payment is closed' });
  });
});
