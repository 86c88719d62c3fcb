import type { TestServer } from '../../test/harness.ts';
import type { TestMember } from '../account/test-helpers.ts';
import type { DevPayGateway } from '../pay/gateway.ts';

/** Posts a gateway notification body to the shop as the development gateway does; answers the raw reply. */
export async function notifyDevpay(s: TestServer, body: Record<string, string>): Promise<string> {
  const res = await s.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return res.body;
}

/**
 * Pays a pay row through the development gateway the way a shopper does: `/api/pay/pay` with
 * devpay, the gateway collects, and its signed notification is posted `times` times in parallel
 * (a doubled callback). Answers the replies.
 */
export async function payByDevpay(s: TestServer, m: TestMember, outTradeNo: string, fee: number, times = 1): Promise<string[]> {
  const started = await s.call<{ url: string }>('/api/pay/pay', { out_trade_no: outTradeNo, pay_type: 'devpay' }, { token: m.token });
  if (started.code !== 0) throw new Error(`pay refused: ${started.message}`);
  const gateway = s.services.paymentGateways!.devpay as DevPayGateway;
  const body = await gateway.collect({ out_trade_no: outTradeNo, total_fee: fee, trade_no: `T-${outTradeNo}` });
  return Promise.all(Array.from({ length: times }, () => notifyDevpay(s, body)));
}
