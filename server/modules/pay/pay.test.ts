import { uploadedPath } from '../upload/test-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { memberAccounts } from '../account/test-helpers.ts';
import { getCode } from '../sms/test-helpers.ts';
import { makeGoods, orderOf, payOf, placeOrder, tradeMember, type TestMember } from '../order/test-helpers.ts';
import { devpaySign, DEVPAY_CHECKOUT_FIELDS, ensureDevpaySecret, signedDevpayNotification } from './gateway.ts';
import { safeReturnUrl } from './service.ts';
import type { DevPayGateway } from './gateway.ts';

let s: TestServer;
let secret: string;
let gateway: DevPayGateway;
beforeAll(async () => {
  s = await startTestServer();
  secret = await ensureDevpaySecret(s.db());
  gateway = s.services.paymentGateways!.devpay as DevPayGateway;
});
afterAll(async () => {
  await s.close();
});

const refundsOf = (outTradeNo: string) => s.db().selectFrom('pay_refund').selectAll().where('out_trade_no', '=', outTradeNo).orderBy('id').execute();

const notify = async (body: Record<string, string>) => {
  const res = await s.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', payload: new URLSearchParams(body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return res.body;
};

async function unpaidOrder(buyer: TestMember, price = 2500) {
  const g = await makeGoods(s, { price });
  const c = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 });
  expect(c.code).toBe(0);
  return c.data;
}

describe('pay configuration', () => {
  it('offers the development gateway and offline payment on h5, and the balance', async () => {
    expect((await s.call('/api/pay/type')).data).toEqual({ pay_type: 'devpay,offlinepay' });
    expect((await s.call('/api/pay/type', undefined, { appType: 'aliapp' })).data).toEqual({ pay_type: 'devpay' });
    expect((await s.call('/api/pay/getBalanceConfig')).data).toEqual({ balance_show: 1, pay_password_required: 1 });
    const cfg = await s.call<{ is_use: number; value: { bank: { account_number: string } } }>('/offlinepay/api/pay/config');
    expect(cfg.data.is_use).toBe(1);
    expect(cfg.data.value.bank.account_number).not.toBe('');
  });
});

describe('balance payment', () => {
  it('asks for the pay password, refuses a wrong one and too little balance, writing nothing', async () => {
    const buyer = await tradeMember(s, { balance: 1000, balance_money: 2000, pay_password: '123456' });
    const no = await unpaidOrder(buyer, 2500);
    const pay = (p: Record<string, unknown>) => s.call<Record<string, unknown>>('/api/pay/pay', { out_trade_no: no, ...p }, { token: buyer.token, lang: 'en-us' });
    expect(await pay({ is_balance: 1 })).toMatchObject({ code: -1, message: 'Please enter your pay password' });
    expect(await pay({ is_balance: 1, pay_password: '654321' })).toMatchObject({ code: -1, message: 'Wrong pay password' });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 1000, balance_money: 2000 });
    expect(await payOf(s, no)).toMatchObject({ pay_status: 0, pay_money: 2500, balance: 0 });

    const poor = await tradeMember(s, { balance: 500, pay_password: '123456' });
    const no2 = await unpaidOrder(poor, 2500);
    const r = await s.call('/api/pay/pay', { out_trade_no: no2, is_balance: 1, pay_password: '123456' }, { token: poor.token, lang: 'en-us' });
    expect(r.code).toBe(-1);
    expect(await memberAccounts(s, poor.member_id)).toMatchObject({ balance: 500 });
    expect(await payOf(s, no2)).toMatchObject({ pay_status: 0, pay_money: 2500, balance: 0 });
    expect(await orderOf(s, no2)).toMatchObject({ order_status: 0, balance_money: 0, pay_money: 2500 });
    const ledger = await s.db().selectFrom('member_account').select('id').where('member_id', '=', poor.member_id).execute();
    expect(ledger).toHaveLength(0);

    // The right password: stored value first, then withdrawable money; the order is paid at once.
    expect(await pay({ is_balance: 1, pay_password: '123456' })).toMatchObject({ code: 0, data: { pay_success: 1 } });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 0, balance_money: 500 });
    expect(await payOf(s, no)).toMatchObject({ pay_status: 2, pay_type: 'BALANCE', pay_money: 0, balance: 1000, balance_money: 1500 });
    expect(await orderOf(s, no)).toMatchObject({ order_status: 1, pay_status: 2, pay_type: 'BALANCE', balance_money: 2500, pay_money: 0 });
    expect(await pay({ is_balance: 1 })).toMatchObject({ code: 0, data: { pay_success: 1 } });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 0, balance_money: 500 });
    const status = await s.call<{ pay_status: number; pay_money: string }>('/api/pay/status', { out_trade_no: no }, { token: buyer.token });
    expect(status.data).toMatchObject({ pay_status: 2, pay_money: '0.00' });
  });

  it('with is_balance on create: all paid at once, or part taken and returned when the order closes', async () => {
    const buyer = await tradeMember(s, { balance: 1500, pay_password: '123456' });
    const g = await makeGoods(s, { price: 1000 });
    expect(await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 }, { is_balance: 1 })).toMatchObject({ code: -1, message: '请输入支付密码' });
    const full = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 }, { is_balance: 1, pay_password: '123456' });
    expect(await orderOf(s, full.data)).toMatchObject({ order_status: 1, pay_type: 'BALANCE', balance_money: 1000, pay_money: 0 });
    const part = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 }, { is_balance: 1, pay_password: '123456' });
    const o = await orderOf(s, part.data);
    expect(o).toMatchObject({ order_status: 0, balance_money: 500, pay_money: 500 });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 0 });
    await s.call('/api/order/close', { order_id: o.order_id }, { token: buyer.token });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 500 });
  });
});

describe('the pay password for balance payments (shop setting, on by default)', () => {
  const setRequired = async (on: 0 | 1) => {
    const row = await s.db().selectFrom('sys_config').select('value').where('config_key', '=', 'BALANCE_PAY_CONFIG').executeTakeFirstOrThrow();
    await s.db().updateTable('sys_config').set({ value: JSON.stringify({ ...(row.value as object), pay_password_required: on }) as never }).where('config_key', '=', 'BALANCE_PAY_CONFIG').execute();
  };

  it('a member without one is refused (asked to set it first) on pay and on create, writing nothing; once set, the payment goes through', async () => {
    const buyer = await tradeMember(s, { balance: 5000 });
    const no = await unpaidOrder(buyer, 2500);
    for (const lang of ['en-us', 'zh-cn'] as const) {
      const r = await s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1, pay_password: '123456' }, { token: buyer.token, lang });
      expect(r).toMatchObject({ code: -1, data: { need_set_pay_password: 1 } });
      expect(r.message).toBe(lang === 'en-us' ? "For your account's safety, set a pay password before paying from the balance" : '为了您的账户安全，请先设置支付密码再使用余额支付');
    }
    const g = await makeGoods(s, { price: 1000 });
    expect(await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 }, { is_balance: 1 })).toMatchObject({ code: -1, data: { need_set_pay_password: 1 } });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 5000 });
    expect(await payOf(s, no)).toMatchObject({ pay_status: 0, pay_money: 2500, balance: 0 });
    expect(await s.db().selectFrom('member_account').select('id').where('member_id', '=', buyer.member_id).execute()).toHaveLength(0);

    // The confirm page hears the setting and whether the member has one.
    const key = (await s.call<{ order_key: string }>('/api/ordercreate/payment', { sku_id: g.sku_id, num: 1 }, { token: buyer.token })).data.order_key;
    const calc = await s.call<{ pay_password_required: number; member_account: { is_pay_password: number } }>('/api/ordercreate/calculate', { order_key: key, is_balance: 1 }, { token: buyer.token });
    expect(calc.data).toMatchObject({ pay_password_required: 1, member_account: { is_pay_password: 0 } });

    // Set it (the SMS code to the bound mobile), then the same payment goes through with it, and only with it.
    const mobile = (await s.db().selectFrom('member').select('mobile').where('member_id', '=', buyer.member_id).executeTakeFirstOrThrow()).mobile;
    const { key: smsKey, code } = await getCode(s, '/api/member/paypwdcode', {}, mobile, { token: buyer.token });
    expect((await s.call('/api/member/modifypaypassword', { password: '246810', key: smsKey, code }, { token: buyer.token })).code).toBe(0);
    expect(await s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1 }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Please enter your pay password' });
    expect(await s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1, pay_password: '246810' }, { token: buyer.token })).toMatchObject({ code: 0, data: { pay_success: 1 } });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 2500 });
  });

  it('turned off by the merchant: the balance pays without a password, and the client is told', async () => {
    await setRequired(0);
    try {
      expect((await s.call('/api/pay/getBalanceConfig')).data).toEqual({ balance_show: 1, pay_password_required: 0 });
      const without = await tradeMember(s, { balance: 5000 });
      const no = await unpaidOrder(without, 2500);
      expect(await s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1 }, { token: without.token })).toMatchObject({ code: 0, data: { pay_success: 1 } });
      const withOne = await tradeMember(s, { balance: 5000, pay_password: '123456' });
      const g = await makeGoods(s, { price: 1000 });
      const placed = await placeOrder(s, withOne, { sku_id: g.sku_id, num: 1 }, { is_balance: 1 });
      expect(await orderOf(s, placed.data)).toMatchObject({ order_status: 1, pay_type: 'BALANCE', balance_money: 1000 });
    } finally {
      await setRequired(1);
    }
    expect((await s.call('/api/pay/getBalanceConfig')).data).toEqual({ balance_show: 1, pay_password_required: 1 });
  });
});

describe('balance payments switched off (BALANCE_PAY_CONFIG.balance_show 0)', () => {
  it('the order confirm takes no balance and says so; the cashier refuses the balance; the gateway still pays', async () => {
    const set = async (on: 0 | 1) => {
      const row = await s.db().selectFrom('sys_config').select('value').where('config_key', '=', 'BALANCE_PAY_CONFIG').executeTakeFirstOrThrow();
      await s.db().updateTable('sys_config').set({ value: JSON.stringify({ ...(row.value as object), balance_show: on }) as never }).where('config_key', '=', 'BALANCE_PAY_CONFIG').execute();
    };
    await set(0);
    try {
      const buyer = await tradeMember(s, { balance: 5000, pay_password: '123456' });
      const g = await makeGoods(s, { price: 1000 });
      // The confirm page is told (balance_show 0: no switch) and the calculation takes none when asked.
      const key = (await s.call<{ order_key: string }>('/api/ordercreate/payment', { sku_id: g.sku_id, num: 1 }, { token: buyer.token })).data.order_key;
      const calc = await s.call('/api/ordercreate/calculate', { order_key: key, is_balance: 1 }, { token: buyer.token });
      expect(calc.data).toMatchObject({ balance_show: 0, is_balance: 0, balance_money: '0.00', pay_money: '10.00' });
      const placed = await placeOrder(s, buyer, { sku_id: g.sku_id, num: 1 }, { is_balance: 1, pay_password: '123456' });
      expect(await orderOf(s, placed.data)).toMatchObject({ order_status: 0, balance_money: 0, pay_money: 1000 });
      const no = await unpaidOrder(buyer, 1200);
      expect(await s.call('/api/pay/pay', { out_trade_no: no, is_balance: 1, pay_password: '123456' }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'The shop does not take payment from the balance' });
      expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 5000 });
      expect((await s.call('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay' }, { token: buyer.token })).code).toBe(0);
    } finally {
      await set(1);
    }
  });
});

describe('the development gateway', () => {
  it('leaves the order unpaid until the signed notification arrives', async () => {
    const buyer = await tradeMember(s);
    const no = await unpaidOrder(buyer, 1999);
    const r = await s.call<{ pay_type: string; url: string; pay_money: string }>('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay' }, { token: buyer.token });
    expect(r.data).toMatchObject({ pay_type: 'devpay', pay_money: '19.99' });
    expect(r.data.url).toMatch(/^\/devpay\/checkout\?/);
    const page = await s.app.inject({ method: 'GET', url: r.data.url, headers: { 'accept-language': 'en-US' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('¥19.99');
    expect(page.body).toContain('action="/devpay/checkout/submit"');
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    // Tampering with the amount in the link breaks its signature.
    const tampered = r.data.url.replace('total_fee=1999', 'total_fee=1');
    expect((await s.app.inject({ method: 'GET', url: tampered, headers: { 'accept-language': 'en-US' } })).body).toContain('invalid or was tampered with');

    const form = Object.fromEntries(new URL(r.data.url, 'http://x').searchParams);
    const submit = await s.app.inject({ method: 'POST', url: '/devpay/checkout/submit', payload: new URLSearchParams({ ...form, action: 'pay' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(submit.statusCode).toBe(303);
    expect(submit.headers.location).toBe(`/h5/pages_tool/pay/result?code=${no}`);
    expect(await orderOf(s, no)).toMatchObject({ order_status: 0, pay_status: 0 });
    await gateway.idle();
    expect(await orderOf(s, no)).toMatchObject({ order_status: 1, pay_status: 2, pay_type: 'devpay' });
    const p = await payOf(s, no);
    expect(p).toMatchObject({ pay_status: 2, pay_type: 'devpay' });
    expect(p.trade_no).toMatch(/^DEV/);
    expect(p.notify_id).toBe(p.trade_no);
  });

  it('cancel sends the shopper back without paying', async () => {
    const buyer = await tradeMember(s);
    const no = await unpaidOrder(buyer);
    const r = await s.call<{ url: string }>('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay', return_url: 'https://evil.example/steal' }, { token: buyer.token });
    const form = Object.fromEntries(new URL(r.data.url, 'http://x').searchParams);
    expect(form.return_url).toBe(`/h5/pages_tool/pay/result?code=${no}`);
    const submit = await s.app.inject({ method: 'POST', url: '/devpay/checkout/submit', payload: new URLSearchParams({ ...form, action: 'cancel' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(submit.statusCode).toBe(303);
    await gateway.idle();
    expect(await orderOf(s, no)).toMatchObject({ order_status: 0 });
  });

  it('pays once for a doubled notification, refuses forged ones and gives back money it cannot take', async () => {
    const buyer = await tradeMember(s);
    const no = await unpaidOrder(buyer, 4200);
    const forged = signedDevpayNotification('not-the-secret', { out_trade_no: no, total_fee: 4200, trade_no: 'T-1' });
    expect(await notify(forged)).toBe('fail');
    const stale = signedDevpayNotification(secret, { out_trade_no: no, total_fee: 4200, trade_no: 'T-1', timestamp: s.services.now() - 7200 });
    expect(await notify(stale)).toBe('fail');
    const unknown = signedDevpayNotification(secret, { out_trade_no: '999999', total_fee: 4200, trade_no: 'T-0' });
    expect(await notify(unknown)).toBe('fail');
    const edited = { ...signedDevpayNotification(secret, { out_trade_no: no, total_fee: 4200, trade_no: 'T-1' }), total_fee: '4300' };
    expect(await notify(edited)).toBe('fail');
    expect(await orderOf(s, no)).toMatchObject({ order_status: 0 });
    expect(await refundsOf(no)).toEqual([]);

    // The gateway collected a different amount: the order stays unpaid and that money goes back.
    const wrongAmount = await gateway.collect({ out_trade_no: no, total_fee: 1, trade_no: 'T-W' });
    expect(await notify(wrongAmount)).toBe('success');
    expect(await orderOf(s, no)).toMatchObject({ order_status: 0 });

    const good = await gateway.collect({ out_trade_no: no, total_fee: 4200, trade_no: 'T-1' });
    const [a, b] = await Promise.all([notify(good), notify(good)]);
    expect([a, b]).toEqual(['success', 'success']);
    expect(await notify(good)).toBe('success');
    expect(await orderOf(s, no)).toMatchObject({ order_status: 1, pay_status: 2 });
    const logs = await s.db().selectFrom('order_log').select('action_key').where('order_id', '=', (await orderOf(s, no)).order_id).where('action_key', '=', 'pay').execute();
    expect(logs).toHaveLength(1);
    // A second payment of the paid row (another gateway transaction) is refunded, not kept.
    expect(await notify(await gateway.collect({ out_trade_no: no, total_fee: 4200, trade_no: 'T-2' }))).toBe('success');
    await gateway.idle();
    expect((await refundsOf(no)).map((r) => [r.trade_no, r.refund_fee, r.status])).toEqual([
      ['T-W', 1, 1],
      ['T-2', 4200, 1],
    ]);
    // A trade_no that already paid one record cannot pay another (and is not refunded: that would undo the first).
    const other = await unpaidOrder(buyer, 4200);
    expect(await notify(signedDevpayNotification(secret, { out_trade_no: other, total_fee: 4200, trade_no: 'T-1' }))).toBe('fail');
    expect(await orderOf(s, other)).toMatchObject({ order_status: 0 });
    expect(await refundsOf(other)).toEqual([]);
  });

  it('a replaced pay number (resetpay / order re-pay) is refunded when paid; the new one pays', async () => {
    const buyer = await tradeMember(s);
    const no = await unpaidOrder(buyer, 800);
    const o = await orderOf(s, no);
    const fresh = await s.call<string>('/api/order/pay', { order_ids: String(o.order_id) }, { token: buyer.token });
    expect(fresh.code).toBe(0);
    expect(fresh.data).not.toBe(no);
    expect(await payOf(s, no)).toMatchObject({ pay_status: -1 });
    expect(await notify(await gateway.collect({ out_trade_no: no, total_fee: 800, trade_no: `T-old-${no}` }))).toBe('success');
    expect(await orderOf(s, no).catch(() => null)).toBeNull();
    const again = await s.call<string>('/api/pay/resetpay', { out_trade_no: fresh.data }, { token: buyer.token });
    expect(await notify(await gateway.collect({ out_trade_no: again.data, total_fee: 800, trade_no: `T-new-${no}` }))).toBe('success');
    expect(await orderOf(s, again.data)).toMatchObject({ order_id: o.order_id, order_status: 1 });
    await gateway.idle();
    expect((await refundsOf(no)).map((r) => [r.source, r.refund_fee, r.status])).toEqual([['late_payment', 800, 1]]);
    expect((await s.call('/api/pay/outTradeNoToOrderDetailPath', { out_trade_no: again.data }, { token: buyer.token })).data).toBe(`/pages/order/detail?order_id=${o.order_id}`);
    expect(await s.call('/api/pay/resetpay', { out_trade_no: again.data }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'This payment is closed' });
  });

  it('a payment for a closed order is recorded and refunded through the gateway, once', async () => {
    const buyer = await tradeMember(s);
    const no = await unpaidOrder(buyer, 700);
    await s.call('/api/order/close', { order_id: (await orderOf(s, no)).order_id }, { token: buyer.token });
    const late = await gateway.collect({ out_trade_no: no, total_fee: 700, trade_no: `T-late-${no}` });
    const answers = await Promise.all([notify(late), notify(late), notify(late)]);
    expect(answers).toEqual(['success', 'success', 'success']);
    expect(await orderOf(s, no)).toMatchObject({ order_status: -1, pay_status: 0 });
    await gateway.idle();
    const rows = await refundsOf(no);
    expect(rows.map((r) => [r.source, r.trade_no, r.refund_fee, r.status])).toEqual([['late_payment', `T-late-${no}`, 700, 1]]);
    const trail = await s.db().selectFrom('pay_refund_log').select('action').where('refund_id', '=', rows[0]!.id).orderBy('id').execute();
    expect(trail.map((t) => t.action)).toEqual(['created', 'sent', 'refunded']);
    expect(await s.db().selectFrom('devpay_trade').select('refunded_fee').where('trade_no', '=', `T-late-${no}`).executeTakeFirstOrThrow()).toEqual({ refunded_fee: 700 });
    expect(await notify(late)).toBe('success');
    await gateway.idle();
    expect(await refundsOf(no)).toHaveLength(1);
    expect(await s.call('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay' }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'This payment is closed' });
  });

  it('repeats the first answer for a repeated idempotency key', async () => {
    const buyer = await tradeMember(s, { balance: 10000, pay_password: '123456' });
    const no = await unpaidOrder(buyer, 1000);
    const a = await s.call<{ url: string }>('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay', idempotency_key: 'pay-1' }, { token: buyer.token });
    const b = await s.call<{ url: string }>('/api/pay/pay', { out_trade_no: no, pay_type: 'devpay', is_balance: 1, pay_password: '123456', idempotency_key: 'pay-1' }, { token: buyer.token });
    expect(b.data).toEqual(a.data);
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 10000 });
  });

  it('keeps only same-site return URLs', () => {
    expect(safeReturnUrl('/h5/pages_tool/pay/result?code=1', '1', null, undefined)).toBe('/h5/pages_tool/pay/result?code=1');
    expect(safeReturnUrl('//evil.example/x', '1', null, undefined)).toBe('/h5/pages_tool/pay/result?code=1');
    expect(safeReturnUrl('javascript:alert(1)', '1', null, undefined)).toBe('/h5/pages_tool/pay/result?code=1');
    expect(safeReturnUrl('https://shop.example/h5/x', '1', null, 'https://shop.example')).toBe('https://shop.example/h5/x');
    expect(safeReturnUrl('https%3A%2F%2Fshop.example%2Fh5%2Fy', '1', null, 'https://shop.example')).toBe('https://shop.example/h5/y');
    expect(devpaySign('k', { b: '2', a: '1' }, ['a', 'b'])).toBe(devpaySign('k', { a: '1', b: '2' }, ['b', 'a']));
    expect(DEVPAY_CHECKOUT_FIELDS).toContain('total_fee');
  });
});

describe('offline payment', () => {
  it('records the voucher, keeps the order open past its close time, and pays it on approval', async () => {
    const { approveOfflinePay } = await import('../offlinepay/service.ts');
    const { closeExpiredOrders } = await import('../order/lifecycle.ts');
    const buyer = await tradeMember(s);
    const no = await unpaidOrder(buyer, 3000);
    const r = await s.call<{ pay_type: string; redirect: string }>('/api/pay/pay', { out_trade_no: no, pay_type: 'offlinepay' }, { token: buyer.token });
    expect(r.data).toMatchObject({ pay_type: 'offlinepay', redirect: `/pages_tool/pay/offlinepay?outTradeNo=${no}` });
    expect((await s.call('/offlinepay/api/pay/info', { out_trade_no: no }, { token: buyer.token })).data).toBeNull();
    expect(await s.call('/offlinepay/api/pay/pay', { out_trade_no: no }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter imgs' });
    expect(await s.call('/offlinepay/api/pay/pay', { out_trade_no: no, imgs: '../../etc/passwd' }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter imgs is not valid' });
    expect(await s.call('/offlinepay/api/pay/pay', { out_trade_no: no, imgs: 'upload/voucher/1.jpg' }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'imgs: only pictures uploaded to this shop are accepted' });
    expect(await s.call('/offlinepay/api/pay/pay', { out_trade_no: no, imgs: await uploadedPath(s, buyer.member_id + 100000, 'offlinepay') }, { token: buyer.token })).toMatchObject({ code: -1, message: 'imgs只能使用在本店上传的图片' });
    const voucher = await uploadedPath(s, buyer.member_id, 'offlinepay');
    expect(await s.call('/offlinepay/api/pay/pay', { out_trade_no: no, imgs: voucher, desc: '已转账' }, { token: buyer.token })).toMatchObject({ code: 0 });
    const info = await s.call<Record<string, unknown>>('/offlinepay/api/pay/info', { out_trade_no: no }, { token: buyer.token, lang: 'en-us' });
    expect(info.data).toMatchObject({ status: 0, status_name: 'Awaiting review', imgs: voucher, desc: '已转账', pay_money: '30.00' });
    expect(await payOf(s, no)).toMatchObject({ pay_status: 1, pay_type: 'offlinepay' });
    expect(await orderOf(s, no)).toMatchObject({ order_status: 0, pay_status: 1 });
    expect(await s.call('/offlinepay/api/pay/pay', { out_trade_no: no, imgs: await uploadedPath(s, buyer.member_id, 'offlinepay') }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Your offline payment voucher is being reviewed' });
    await closeExpiredOrders(s.db(), s.services.now() + 3600);
    expect(await orderOf(s, no)).toMatchObject({ order_status: 0 });
    await s.db().transaction().execute((trx) => approveOfflinePay(trx, no, s.services.now()));
    expect(await orderOf(s, no)).toMatchObject({ order_status: 1, pay_status: 2, pay_type: 'offlinepay' });
    expect((await s.call<Record<string, unknown>>('/offlinepay/api/pay/info', { out_trade_no: no }, { token: buyer.token })).data).toMatchObject({ status: 1 });
  });
});

describe('development helpers and production mode', () => {
  it('refuses a voucher (resubmittable), approves the next, and auto-closes on demand', async () => {
    const buyer = await tradeMember(s);
    const no = await unpaidOrder(buyer, 1200);
    expect(await s.call('/offlinepay/api/pay/pay', { out_trade_no: no, imgs: await uploadedPath(s, buyer.member_id, 'offlinepay') }, { token: buyer.token })).toMatchObject({ code: 0 });
    expect(await s.call('/dev/offlinepay/refuse', { out_trade_no: no, remark: '金额不符' })).toMatchObject({ code: 0 });
    expect(await payOf(s, no)).toMatchObject({ pay_status: 0 });
    expect((await s.call<Record<string, unknown>>('/offlinepay/api/pay/info', { out_trade_no: no }, { token: buyer.token })).data).toMatchObject({ status: 2, audit_remark: '金额不符' });
    expect(await s.call('/offlinepay/api/pay/pay', { out_trade_no: no, imgs: await uploadedPath(s, buyer.member_id, 'offlinepay') }, { token: buyer.token })).toMatchObject({ code: 0 });
    expect(await s.call('/dev/offlinepay/approve', { out_trade_no: no })).toMatchObject({ code: 0 });
    expect(await orderOf(s, no)).toMatchObject({ order_status: 1, pay_type: 'offlinepay' });
    expect(await s.call('/dev/offlinepay/approve', { out_trade_no: no }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'No offline payment voucher is waiting for review' });

    const other = await unpaidOrder(buyer, 900);
    const o = await orderOf(s, other);
    expect(await s.call('/dev/order/autoclose', { order_id: o.order_id })).toMatchObject({ code: 0, data: 1 });
    expect(await orderOf(s, other)).toMatchObject({ order_status: -1 });
  });

  it('in production: no development gateway, no /dev helpers', async () => {
    const prod = await startTestServer({ mode: 'production' });
    try {
      expect(prod.services.paymentGateways?.devpay).toBeUndefined();
      expect((await prod.call('/api/pay/type')).data).toEqual({ pay_type: 'offlinepay' });
      const buyer = await tradeMember(prod);
      const g = await makeGoods(prod);
      const c = await placeOrder(prod, buyer, { sku_id: g.sku_id, num: 1 });
      expect(await prod.call('/api/pay/pay', { out_trade_no: c.data, pay_type: 'devpay' }, { token: buyer.token, lang: 'en-us' })).toMatchObject({ code: -1, message: 'Payment method not available: devpay' });
      const o = await orderOf(prod, c.data);
      for (const [path, params] of [['/dev/order/ship', { order_id: o.order_id }], ['/dev/order/autoclose', {}], ['/dev/offlinepay/approve', { out_trade_no: c.data }]] as const) {
        const res = await prod.app.inject({ method: 'POST', url: path, payload: new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect(res.statusCode, path).toBe(404);
      }
      expect((await prod.app.inject({ method: 'GET', url: '/devpay/checkout?out_trade_no=1' })).statusCode).toBe(404);
      const forged = signedDevpayNotification(secret, { out_trade_no: c.data, total_fee: o.pay_money });
      expect((await prod.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', payload: new URLSearchParams(forged).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).body).toBe('fail');
      expect(await orderOf(prod, c.data)).toMatchObject({ order_status: 0 });
    } finally {
      await prod.close();
    }
  });
});

describe('malformed input', () => {
  it('names the parameter in the request language and writes nothing', async () => {
    const buyer = await tradeMember(s, { balance: 5000 });
    const no = await unpaidOrder(buyer, 1000);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/pay/pay', {}, 'Missing parameter out_trade_no'],
      ['/api/pay/pay', { out_trade_no: 'x y' }, 'Parameter out_trade_no is not valid'],
      ['/api/pay/pay', { out_trade_no: no, pay_type: 'wechatpay' }, 'Parameter pay_type is not valid'],
      ['/api/pay/pay', { out_trade_no: no, is_balance: 5 }, 'Parameter is_balance is not valid'],
      ['/api/pay/pay', { out_trade_no: no }, 'Please choose a payment method'],
      ['/api/pay/pay', { out_trade_no: '12345' }, 'Payment not found'],
      ['/api/pay/info', {}, 'Missing parameter out_trade_no'],
      ['/api/pay/status', {}, 'Missing parameter out_trade_no'],
      ['/api/pay/resetpay', {}, 'Missing parameter out_trade_no'],
      ['/api/pay/outTradeNoToOrderDetailPath', {}, 'Missing parameter out_trade_no'],
      ['/offlinepay/api/pay/info', {}, 'Missing parameter out_trade_no'],
      ['/offlinepay/api/pay/pay', { imgs: 'a.jpg' }, 'Missing parameter out_trade_no'],
    ];
    for (const [path, params, message] of cases) {
      expect(await s.call(path, params, { token: buyer.token, lang: 'en-us' }), `${path} ${JSON.stringify(params)}`).toMatchObject({ code: -1, message });
    }
    expect((await s.call('/api/pay/pay', {}, { token: buyer.token })).message).toBe('缺少参数out_trade_no');
    expect(await payOf(s, no)).toMatchObject({ pay_status: 0, pay_type: '', pay_money: 1000 });
    expect(await memberAccounts(s, buyer.member_id)).toMatchObject({ balance: 5000 });
    expect(await s.call('/api/pay/pay', { out_trade_no: no }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Not logged in, please log in first' });
    const raw = await s.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', payload: 'garbage=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(raw.body).toBe('fail');
    expect(raw.headers['content-type']).toContain('text/plain');
  });
});
