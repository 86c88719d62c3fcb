import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { makeGoods, orderOf, placeOrder, tradeMember } from '../order/test-helpers.ts';
import { DEVPAY_REFUND_NOTIFY_FIELDS, devpaySign, ensureDevpaySecret, type DevPayGateway } from './gateway.ts';
import { approveRefund } from '../refund/seller.ts';
import { retryDelaySec } from './refunds.ts';

let s: TestServer;
let gateway: DevPayGateway;
let secret: string;
beforeAll(async () => {
  s = await startTestServer();
  gateway = s.services.paymentGateways!.devpay as DevPayGateway;
  secret = await ensureDevpaySecret(s.db());
});
afterAll(() => s.close());

const post = async (url: string, body: Record<string, string>) =>
  (await s.app.inject({ method: 'POST', url, payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).body;

/** An unpaid order that closes, then a payment for it arrives: answers its out_trade_no and trade_no. */
async function latePayment(price: number): Promise<{ no: string; trade: string }> {
  const buyer = await tradeMember(s);
  const g = await makeGoods(s, { price });
  const no = (await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 })).data;
  await s.call('/api/order/close', { order_id: (await orderOf(s, no)).order_id }, { token: buyer.token });
  const trade = `RT-${no}`;
  expect(await post('/api/pay/notify/devpay', await gateway.collect({ out_trade_no: no, total_fee: price, trade_no: trade }))).toBe('success');
  return { no, trade };
}
const refundOf = (no: string) => s.db().selectFrom('pay_refund').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow();
const runJob = (at: number) => s.call<number>('/dev/jobs/run', { name: 'pay.refund', at });

describe('refunds through the gateway', () => {
  it('retries while the gateway cannot be reached, then refunds once', async () => {
    // A still clock: the retry times below are exact, however slow the machine.
    const now = s.services.now();
    const realNow = s.services.now;
    s.services.now = () => now;
    onTestFinished(() => {
      s.services.now = realNow;
      gateway.outage = false;
    });
    gateway.outage = true;
    const { no, trade } = await latePayment(1500);
    let r = await refundOf(no);
    expect(r).toMatchObject({ status: 0, attempts: 1, sending: 0, next_try_time: now + retryDelaySec(1) });
    expect(r.last_error).toMatch(/cannot be reached/);
    // Not due yet; then due, but the gateway is still down: the next try moves further out.
    expect((await runJob(now + 10)).data).toBe(0);
    expect((await runJob(now + 61)).data).toBe(1);
    r = await refundOf(no);
    expect(r).toMatchObject({ status: 0, attempts: 2, next_try_time: now + 61 + retryDelaySec(2) });
    gateway.outage = false;
    expect((await runJob(now + 61 + 121)).data).toBe(1);
    await gateway.idle();
    r = await refundOf(no);
    expect(r).toMatchObject({ status: 1, attempts: 3 });
    const trail = await s.db().selectFrom('pay_refund_log').select('action').where('refund_id', '=', r.id).orderBy('id').execute();
    expect(trail.map((t) => t.action)).toEqual(['created', 'error', 'error', 'sent', 'refunded']);
    expect(await s.db().selectFrom('devpay_trade').select('refunded_fee').where('trade_no', '=', trade).executeTakeFirstOrThrow()).toEqual({ refunded_fee: 1500 });
    // Finished refunds are not sent again.
    expect((await runJob(now + 86400)).data).toBe(0);
  });

  it('a request sent again (its result lost) never refunds twice, and a repeated result changes nothing', async () => {
    const { no, trade } = await latePayment(800);
    await gateway.idle();
    const r = await refundOf(no);
    expect(r.status).toBe(1);
    // The shop asks again with the same refund_no (as after a lost result): the gateway answers the same result.
    await s.db().updateTable('pay_refund').set({ status: 0 }).where('id', '=', r.id).execute();
    await gateway.refund({ refund_no: r.refund_no, trade_no: trade, out_trade_no: no, refund_fee: 800, total_fee: 800, reason: '' });
    await gateway.idle();
    expect(await s.db().selectFrom('devpay_trade').select('refunded_fee').where('trade_no', '=', trade).executeTakeFirstOrThrow()).toEqual({ refunded_fee: 800 });
    expect(await s.db().selectFrom('devpay_refund').select('status').where('trade_no', '=', trade).execute()).toEqual([{ status: 'SUCCESS' }]);
    expect((await refundOf(no)).status).toBe(1);
    // A different refund_no for more than is left is refused by the gateway.
    await gateway.refund({ refund_no: `X${r.refund_no}`, trade_no: trade, out_trade_no: no, refund_fee: 1, total_fee: 800, reason: '' });
    await gateway.idle();
    expect(await s.db().selectFrom('devpay_refund').select(['status', 'reason']).where('refund_no', '=', `X${r.refund_no}`).executeTakeFirstOrThrow()).toEqual({ status: 'FAIL', reason: 'REFUND_EXCEEDS_PAYMENT' });
  });

  it('refund results must be signed by the gateway', async () => {
    const { no } = await latePayment(600);
    await gateway.idle();
    const r = await refundOf(no);
    const fields = { refund_no: r.refund_no, trade_no: r.trade_no, refund_fee: '600', status: 'FAIL', reason: 'forged', timestamp: String(s.services.now()), nonce: 'n1' };
    expect(await post('/api/pay/refundnotify/devpay', { ...fields, sign: devpaySign('wrong', fields, DEVPAY_REFUND_NOTIFY_FIELDS) })).toBe('fail');
    expect(await post('/api/pay/refundnotify/devpay', { ...fields, sign: devpaySign(secret, fields, DEVPAY_REFUND_NOTIFY_FIELDS) })).toBe('success');
    expect((await refundOf(no)).status).toBe(1);
  });
});

describe('approved after-sales refunds go back the way they came', () => {
  it('a gateway-paid order: the approved refund is sent to the paying transaction once, through pay_refund', async () => {
    const price = 2300;
    const buyer = await tradeMember(s);
    const g = await makeGoods(s, { price, free_shipping: 1 });
    const no = (await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 })).data;
    const trade = `AS-${no}`;
    expect(await post('/api/pay/notify/devpay', await gateway.collect({ out_trade_no: no, total_fee: price, trade_no: trade }))).toBe('success');
    const order = await orderOf(s, no);
    const line = await s.db().selectFrom('order_goods').select('order_goods_id').where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect((await s.call('/api/orderrefund/refund', { order_goods_ids: String(line.order_goods_id), refund_type: 1, refund_reason: '其他' }, { token: buyer.token })).code).toBe(0);
    const now = s.services.now();
    const r = await s.db().transaction().execute((trx) => approveRefund(trx, line.order_goods_id, { now }));
    expect(r).toMatchObject({ to_gateway: price, to_balance: 0, to_balance_money: 0 });
    expect(r.gateway_refund_id).toBeGreaterThan(0);
    const row = await refundOf(no);
    expect(row).toMatchObject({ id: r.gateway_refund_id, source: 'order_refund', source_key: String(line.order_goods_id), trade_no: trade, refund_fee: price, status: 0 });
    await runJob(now + 1);
    await gateway.idle();
    expect((await refundOf(no)).status).toBe(1);
    expect(await s.db().selectFrom('devpay_trade').select('refunded_fee').where('trade_no', '=', trade).executeTakeFirstOrThrow()).toEqual({ refunded_fee: price });
    // Nothing is sent twice.
    await runJob(now + 86400);
    await gateway.idle();
    expect(await s.db().selectFrom('devpay_refund').select('status').where('trade_no', '=', trade).execute()).toEqual([{ status: 'SUCCESS' }]);
  });

  it('a balance-paid order: the balance comes back through the ledger and nothing goes to a gateway', async () => {
    const price = 1200;
    const buyer = await tradeMember(s, { balance: 5000, pay_password: '123456' });
    const g = await makeGoods(s, { price, free_shipping: 1 });
    const no = (await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 }, { is_balance: 1, pay_password: '123456' })).data;
    const order = await orderOf(s, no);
    expect(order.pay_status).toBe(2);
    const line = await s.db().selectFrom('order_goods').select('order_goods_id').where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect((await s.call('/api/orderrefund/refund', { order_goods_ids: String(line.order_goods_id), refund_type: 1, refund_reason: '其他' }, { token: buyer.token })).code).toBe(0);
    const r = await s.db().transaction().execute((trx) => approveRefund(trx, line.order_goods_id));
    expect(r).toMatchObject({ to_gateway: 0, gateway_refund_id: 0, to_balance: price });
    expect(await s.db().selectFrom('member').select('balance').where('member_id', '=', buyer.member_id).executeTakeFirstOrThrow()).toEqual({ balance: 5000 });
    expect(await s.db().selectFrom('pay_refund').select('id').where('out_trade_no', '=', no).execute()).toEqual([]);
  });
});
