import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';
import type { Services } from '../../http/services.ts';
import type { Lang } from '../../i18n/index.ts';
import { fenToYuan } from '../../lib/money.ts';
import { insufficient, payWithBalance } from '../account/ledger.ts';
import { getConfig } from '../config/queries.ts';
import type { Db } from '../cart/sku.ts';
import { eventTimeConfig, TradeConfig } from '../order/calc.ts';
import { OrderStatus, PayStatus } from '../order/status.ts';
import { claimKey, newOutTradeNo, storeKey } from '../order/util.ts';
import { completePayment, lockOwnPay, payEvent, type PayOutcome } from './events.ts';
import type { PaymentGateway, PaymentNotification } from './gateway.ts';
import { PayType, payTypeName } from './payType.ts';
import { balanceConfig, checkPayPassword } from './password.ts';

export { balanceConfig };
import { dispatchRefund, handleRefundNotification, recordLatePayment } from './refunds.ts';

type Trx = Transaction<Database>;

/** Where the client sends the shopper for offline payment (NiuShop's page). */
export const OFFLINEPAY_PAGE = '/pages_tool/pay/offlinepay';

export async function ownPay(db: Db, memberId: number, outTradeNo: string) {
  const pay = await db.selectFrom('pay').selectAll().where('out_trade_no', '=', outTradeNo).where('member_id', '=', memberId).executeTakeFirst();
  if (!pay) throw new ApiError(Code.ERROR, 'PAY_NOT_FOUND');
  return pay;
}

/** `/api/pay/info` and `/api/pay/status`: the pay row (money as yuan) with what its event adds (an order's id, type and close time). */
export async function payInfo(db: Db, lang: Lang, memberId: number, outTradeNo: string) {
  const pay = await ownPay(db, memberId, outTradeNo);
  const { notify_id: _n, ...rest } = pay;
  const event = payEvent(pay.event);
  const extra = (await event.info?.(db, pay, lang)) ?? {};
  return {
    ...rest,
    // whether the balance may pay this row (a recharge may not): the pay page hides the switch
    balance_usable: event.balance === false ? 0 : 1,
    pay_money: fenToYuan(pay.pay_money),
    balance: fenToYuan(pay.balance),
    balance_money: fenToYuan(pay.balance_money),
    pay_type_name: pay.pay_type ? payTypeName(pay.pay_type, lang) : '',
    pay_no: '',
    pay_detail: pay.pay_body,
    ...extra,
  };
}

/** `/api/pay/outTradeNoToOrderDetailPath`: where the result page's button leads, by the row's event. */
export async function resultPath(db: Db, lang: Lang, memberId: number, outTradeNo: string): Promise<string> {
  const pay = await ownPay(db, memberId, outTradeNo);
  return payEvent(pay.event).resultPath(db, pay, lang);
}

/** The online pay types this client may use: devpay outside production, offlinepay when configured. */
export async function enabledPayTypes(services: Services, appType: string): Promise<string[]> {
  const out: string[] = [];
  const dev = await getConfig(services.db, TradeConfig.DEVPAY, { pay_status: 1 } as { pay_status: number });
  if (services.config.mode !== 'production' && Number(dev.pay_status) === 1 && services.paymentGateways?.devpay) out.push(PayType.DEVPAY);
  const offline = await getConfig(services.db, TradeConfig.OFFLINEPAY, { pay_status: 0 } as { pay_status: number });
  if (Number(offline.pay_status) === 1 && ['h5', 'wechat', 'weapp', 'pc'].includes(appType)) out.push(PayType.OFFLINE);
  return out;
}

/**
 * Only same-site return URLs are kept (no open redirect through the gateway): a path on this site, or an
 * absolute URL on the request's own host or the configured public origin. Anything else falls back to
 * the H5 result page of this payment.
 */
export function safeReturnUrl(raw: unknown, outTradeNo: string, req: FastifyRequest | null, publicOrigin: string | undefined): string {
  const fallback = `/h5/pages_tool/pay/result?code=${encodeURIComponent(outTradeNo)}`;
  if (typeof raw !== 'string' || !raw || raw.length > 1000) return fallback;
  let url = raw.trim();
  if (/^https?%3A/i.test(url) || url.startsWith('%2F')) {
    try {
      url = decodeURIComponent(url);
    } catch {
      return fallback;
    }
  }
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return fallback;
    if (publicOrigin && u.origin === new URL(publicOrigin).origin) return u.toString();
    if (req && req.headers.host && u.host === req.headers.host) return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return fallback;
  }
  return fallback;
}

export interface PayRequest {
  member_id: number;
  out_trade_no: string;
  pay_type: string;
  is_balance: number;
  params: Params;
  app_type: string;
  idempotency_key: string | null;
  req: FastifyRequest | null;
}

/**
 * `/api/pay/pay`. Already paid → `{pay_success: 1}`. With `is_balance` the member's balance (stored
 * value first, then withdrawable) pays as much as it can, after the pay password; when it covers
 * everything the payment completes here (pay_type BALANCE). Paying by balance alone (no pay_type) with
 * too little balance is refused and writes nothing. Otherwise: `devpay` → `{pay_type, url}` of the
 * gateway's checkout page (the order is paid only when the gateway's signed notification arrives);
 * `offlinepay` → `{pay_type, redirect}` to the voucher page.
 */
export async function pay(services: Services, r: PayRequest): Promise<Record<string, unknown>> {
  const payType = r.pay_type;
  if (payType && payType !== PayType.BALANCE) {
    const enabled = await enabledPayTypes(services, r.app_type);
    if (!enabled.includes(payType)) throw new ApiError(Code.ERROR, 'PAY_TYPE_UNAVAILABLE', { name: payType });
  }
  // Quick answers before any password check.
  const pre = await ownPay(services.db, r.member_id, r.out_trade_no);
  if (pre.pay_status === PayStatus.PAID) return { pay_success: 1 };
  if (pre.pay_status < 0) throw new ApiError(Code.ERROR, 'PAY_CLOSED');
  if (r.is_balance === 1 && pre.pay_money > 0 && (await balanceConfig(services.db)).balance_show !== 1) throw new ApiError(Code.ERROR, 'PAY_BALANCE_OFF');
  if (r.is_balance === 1 && pre.pay_money > 0) await checkPayPassword(services.db, r.member_id, r.params.pay_password, r.req?.ip ?? '', services.now());

  return services.db.transaction().execute(async (trx) => {
    const now = services.now();
    if (r.idempotency_key) {
      const claim = await claimKey(trx, 'pay', r.member_id, r.idempotency_key);
      if (!claim.fresh) return claim.response as Record<string, unknown>;
    }
    const answer = await payInTransaction(trx, services, r, now);
    if (r.idempotency_key) await storeKey(trx, 'pay', r.member_id, r.idempotency_key, answer);
    return answer;
  });
}

async function payInTransaction(trx: Trx, services: Services, r: PayRequest, now: number): Promise<Record<string, unknown>> {
  const locked = await lockOwnPay(trx, r.member_id, r.out_trade_no);
  if (!locked) throw new ApiError(Code.ERROR, 'PAY_NOT_FOUND');
  const { pay, event } = locked;
  if (pay.pay_status === PayStatus.PAID) return { pay_success: 1 };
  if (!locked.payable) throw new ApiError(Code.ERROR, 'PAY_CLOSED');
  if (pay.pay_status === PayStatus.DOING) throw new ApiError(Code.ERROR, 'PAY_OFFLINE_PENDING');
  let left = pay.pay_money;
  const pureBalance = !r.pay_type || r.pay_type === PayType.BALANCE;
  if (r.is_balance === 1 && left > 0 && event.balance !== false) {
    const m = await trx.selectFrom('member').select(['balance', 'balance_money']).where('member_id', '=', r.member_id).executeTakeFirstOrThrow();
    const take = Math.min(Number(m.balance) + Number(m.balance_money), left);
    if (pureBalance && take < left) throw insufficient('balance');
    if (take > 0) {
      const split = await payWithBalance(trx, r.member_id, take, { from_type: 'order', remark: `支付${pay.out_trade_no}余额支付`, related_id: pay.relate_id });
      left -= take;
      const updated = await trx
        .updateTable('pay')
        .set((eb) => ({ pay_money: left, balance: eb('balance', '+', split.balance), balance_money: eb('balance_money', '+', split.balance_money) }))
        .where('id', '=', pay.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await event.onBalancePart?.(trx, updated, take);
    }
  } else if (pureBalance && left > 0) {
    throw new ApiError(Code.ERROR, event.balance === false && r.is_balance === 1 ? 'PAY_BALANCE_NOT_ALLOWED' : 'PAY_TYPE_REQUIRED');
  }
  if (left === 0) {
    const done = await completePayment(trx, pay.out_trade_no, { pay_type: pay.balance + pay.balance_money > 0 || r.is_balance === 1 ? PayType.BALANCE : PayType.ONLINE, now, uid: r.member_id });
    if (done !== 'paid') throw new ApiError(Code.ERROR, 'PAY_CLOSED');
    return { pay_success: 1 };
  }
  const returnUrl = safeReturnUrl(r.params.return_url, pay.out_trade_no, r.req, services.config.publicOrigin);
  await trx.updateTable('pay').set({ pay_type: r.pay_type, return_url: returnUrl }).where('id', '=', pay.id).execute();
  if (r.pay_type === PayType.OFFLINE) {
    return { pay_type: PayType.OFFLINE, redirect: `${OFFLINEPAY_PAGE}?outTradeNo=${encodeURIComponent(pay.out_trade_no)}`, pay_money: fenToYuan(left) };
  }
  const gateway: PaymentGateway | undefined = services.paymentGateways?.[r.pay_type];
  if (!gateway) throw new ApiError(Code.ERROR, 'PAY_TYPE_UNAVAILABLE', { name: r.pay_type });
  const started = await gateway.startPayment({ out_trade_no: pay.out_trade_no, total_fee: left, subject: pay.pay_body || pay.out_trade_no, return_url: returnUrl });
  return { pay_type: r.pay_type, url: started.url, pay_money: fenToYuan(left) };
}

/**
 * Replaces the pay number of an unpaid order (NiuShop resetpay): the old row is cancelled (-1), a new
 * one carries the amount and the balance already taken. A gateway notification for the old number is
 * refused afterwards. Returns the new out_trade_no.
 */
export async function resetPay(services: Services, memberId: number, outTradeNo: string): Promise<string> {
  return services.db.transaction().execute(async (trx) => {
    const locked = await lockOwnPay(trx, memberId, outTradeNo);
    if (!locked) throw new ApiError(Code.ERROR, 'PAY_NOT_FOUND');
    const { pay, event } = locked;
    if (!locked.payable) throw new ApiError(Code.ERROR, 'PAY_CLOSED');
    if (pay.pay_status === PayStatus.DOING) throw new ApiError(Code.ERROR, 'PAY_OFFLINE_PENDING');
    const fresh = newOutTradeNo(services.now());
    await trx.updateTable('pay').set({ pay_status: PayStatus.CANCELLED }).where('id', '=', pay.id).execute();
    await trx
      .insertInto('pay')
      .values({
        out_trade_no: fresh,
        member_id: memberId,
        pay_body: pay.pay_body,
        pay_money: pay.pay_money,
        pay_status: PayStatus.WAIT,
        event: pay.event,
        relate_id: pay.relate_id,
        balance: pay.balance,
        balance_money: pay.balance_money,
        create_time: services.now(),
        notify_id: null,
      })
      .execute();
    await event.onReissue?.(trx, pay, fresh);
    return fresh;
  });
}

/** `/api/order/pay`: a new pay number for one of the member's unpaid orders. */
export async function repayOrder(services: Services, memberId: number, orderId: number): Promise<string> {
  const o = await services.db.selectFrom('order').select(['out_trade_no', 'order_status']).where('order_id', '=', orderId).where('member_id', '=', memberId).where('is_delete', '=', 0).executeTakeFirst();
  if (!o) throw new ApiError(Code.ERROR, 'ORDER_NOT_FOUND');
  if (o.order_status !== OrderStatus.WAIT_PAY) throw new ApiError(Code.ERROR, 'PAY_CLOSED');
  return resetPay(services, memberId, o.out_trade_no);
}

export type NotifyResult = 'success' | 'fail';

const uniqueViolation = (err: unknown): boolean => /unique|duplicate/i.test(String((err as Error)?.message));

/**
 * Handles a verified gateway notification. A SUCCESS for a payable row with exactly its amount pays it
 * (its event runs once); the same transaction again answers success and changes nothing. Money the
 * gateway collected for a row that can no longer be paid (closed, replaced, paid by another
 * transaction, a different amount) is recorded and refunded through the gateway, once per gateway
 * transaction, and the notification is acknowledged. Unknown pay numbers and a transaction id that
 * already paid another row are refused.
 */
export async function handleNotification(services: Services, payType: string, n: PaymentNotification): Promise<NotifyResult> {
  if (n.status !== 'SUCCESS') return 'success';
  const now = services.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const { outcome, refundId } = await services.db.transaction().execute(async (trx) => {
        const outcome: PayOutcome = await completePayment(trx, n.out_trade_no, { pay_type: payType, trade_no: n.trade_no, expect_money: n.total_fee, now, action_way: 3, uid: 0 });
        if (outcome !== 'not_payable') return { outcome, refundId: null };
        const pay = await trx.selectFrom('pay').select(['member_id', 'pay_status', 'pay_money']).where('out_trade_no', '=', n.out_trade_no).executeTakeFirstOrThrow();
        const used = await trx.selectFrom('pay').select('out_trade_no').where('notify_id', '=', n.trade_no).executeTakeFirst();
        // A transaction id that paid a different row: not ours to give back (refunding it would undo that payment).
        if (used && used.out_trade_no !== n.out_trade_no) return { outcome: 'unknown' as const, refundId: null };
        const why = pay.pay_money !== n.total_fee && pay.pay_status >= 0 && pay.pay_status !== PayStatus.PAID ? 'amount differs' : `pay status ${pay.pay_status}`;
        const late = await recordLatePayment(trx, { pay_type: payType, out_trade_no: n.out_trade_no, trade_no: n.trade_no, total_fee: n.total_fee, member_id: pay.member_id, reason: `late payment (${why})`, now });
        return { outcome, refundId: late.created ? late.id : null };
      });
      if (refundId !== null) await dispatchRefund(services.db, refundId, now).catch((err: unknown) => console.warn('[pay] late refund left to the sweep:', err instanceof Error ? err.message : err));
      return outcome === 'unknown' ? 'fail' : 'success';
    } catch (err) {
      // The same transaction id raced onto another row (unique notify_id): look again once.
      if (attempt === 0 && uniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** A gateway's refund result (its route, or the development gateway posting in-process): verified, then applied once. */
export async function receiveRefundNotification(services: Services, payType: string, params: Record<string, unknown>): Promise<NotifyResult> {
  const g = services.paymentGateways?.[payType];
  const n = g?.verifyRefundNotification ? await g.verifyRefundNotification(params) : null;
  if (!n) return 'fail';
  return handleRefundNotification(services.db, n, services.now());
}

export async function autoCloseSeconds(db: Db): Promise<number> {
  return (await eventTimeConfig(db)).auto_close * 60;
}
