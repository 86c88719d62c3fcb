import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PayTable } from '../../db/tables/trade.ts';
import type { Lang } from '../../i18n/index.ts';
import { PayStatus } from '../order/status.ts';
import { newOutTradeNo } from '../order/util.ts';

type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;
export type PayRow = Selectable<PayTable>;

/** How a pay row was paid, handed to the event's `onPaid`. */
export interface PaidContext {
  now: number;
  /** BALANCE, ONLINE_PAY (nothing left to pay), devpay, offlinepay, … (PayType) */
  pay_type: string;
  /** the gateway's transaction id; '' for balance and offline payments */
  trade_no: string;
  /** who completed it: 1 the buyer, 2 the seller (offline approval), 3 the system (gateway) */
  action_way: number;
  uid: number;
}

/**
 * What a kind of payment does (NiuShop's pay events: `OrderPayNotify`, `MemberrechargeOrderPayNotify`,
 * `MemberLevelOrderPayNotify`, `GiftCardOrderPayNotify`, …). An area registers its event once, at
 * import, and makes its pay rows with `createPayRow`; payment completion (balance, gateway
 * notification, offline approval) then runs it.
 *
 * Lock order, the same for every writer: the event's own row (`isPayable` locks it) before the pay
 * row. A close job that locks its row first and then closes the pay rows therefore never deadlocks
 * with a payment.
 */
export interface PayEvent {
  /** Stored in `pay.event`. */
  name: string;
  /**
   * Locks what the payment changes (`… for update`) and answers whether this pay row may still be
   * paid: its subject waits for payment and the row is its current one (not replaced, not closed).
   * Called inside the payment's transaction before the pay row is locked.
   */
  isPayable(trx: Trx, pay: PayRow): Promise<boolean>;
  /** Does what the payment buys (order paid, balance credited, card opened…); runs once per pay row, inside the payment's transaction. */
  onPaid(trx: Trx, pay: PayRow, ctx: PaidContext): Promise<void>;
  /** The H5 path of the result page's "view" button (`/api/pay/outTradeNoToOrderDetailPath`). */
  resultPath(db: Db, pay: PayRow, lang?: Lang): Promise<string> | string;
  /** Whether the member's balance may pay it (default true; a recharge cannot be paid with the balance). */
  balance?: boolean;
  /** After `taken` fen of the row were paid from the balance (the pay row already says so). */
  onBalancePart?(trx: Trx, pay: PayRow, taken: number): Promise<void>;
  /** The row was replaced by a fresh number (`/api/pay/resetpay`): point the subject at it. */
  onReissue?(trx: Trx, old: PayRow, freshOutTradeNo: string): Promise<void>;
  /** An offline voucher was submitted (`pending` true) or refused (false). */
  onOffline?(trx: Trx, pay: PayRow, pending: boolean, now: number): Promise<void>;
  /** Extra fields of `/api/pay/info` (the order's id, number and close time for orders). */
  info?(db: Db, pay: PayRow, lang: Lang): Promise<Record<string, unknown>>;
}

const events = new Map<string, PayEvent>();

/** Registers an event (once per name; a second registration of the same name is a programming error). */
export function registerPayEvent(event: PayEvent): PayEvent {
  const known = events.get(event.name);
  if (known && known !== event) throw new Error(`pay event ${event.name} is registered twice`);
  events.set(event.name, event);
  return event;
}

export function payEvent(name: string): PayEvent {
  const e = events.get(name);
  if (!e) throw new Error(`unknown pay event ${name}`);
  return e;
}

export interface NewPayRow {
  event: string;
  member_id: number;
  /** fen still to pay (0 completes at once through `completePayment`) */
  money_fen: number;
  /** the event's own id */
  relate_id: number;
  /** what is paid for (the gateway shows it) */
  body: string;
  /** fen already paid from the stored / cash balance for it */
  balance?: number;
  balance_money?: number;
  /** a number made beforehand with `newOutTradeNo` (when the subject row carries it); made here otherwise */
  out_trade_no?: string;
  now: number;
}

/** Makes a pay row for a registered event inside the caller's transaction; answers its out_trade_no. */
export async function createPayRow(trx: Trx, row: NewPayRow): Promise<string> {
  payEvent(row.event);
  if (!Number.isSafeInteger(row.money_fen) || row.money_fen < 0) throw new Error(`pay money must be whole fen >= 0, got ${String(row.money_fen)}`);
  const outTradeNo = row.out_trade_no ?? newOutTradeNo(row.now);
  await trx
    .insertInto('pay')
    .values({
      out_trade_no: outTradeNo,
      member_id: row.member_id,
      pay_body: row.body.slice(0, 1000),
      pay_money: row.money_fen,
      pay_status: PayStatus.WAIT,
      event: row.event,
      relate_id: row.relate_id,
      balance: row.balance ?? 0,
      balance_money: row.balance_money ?? 0,
      create_time: row.now,
      notify_id: null,
    })
    .execute();
  return outTradeNo;
}

/** What completing a payment came to. */
export type PayOutcome =
  /** this call paid the row and ran its event */
  | 'paid'
  /** the same gateway transaction had already paid it (a repeated notification) */
  | 'duplicate'
  /** the row can no longer be paid: closed, replaced, paid by another transaction, or a different amount */
  | 'not_payable'
  /** no such pay row */
  | 'unknown';

export interface CompleteOptions {
  pay_type: string;
  now: number;
  /** the gateway's transaction id (unique over all pay rows) */
  trade_no?: string;
  /** what the gateway collected (fen): the row must still ask for exactly this */
  expect_money?: number;
  /** 1 buyer, 2 seller (offline approval), 3 system (gateway) */
  action_way?: number;
  uid?: number;
}

/**
 * Completes a payment in the caller's transaction: the event locks its subject and says whether the
 * row is still payable, then the pay row is locked; only a row still waiting (0) or paying (1), with
 * the expected amount, is marked paid and its event's `onPaid` runs, so each pay row is paid once.
 * Answers what happened; nothing changes unless 'paid'. A payment that was collected for a row that
 * is not payable is the caller's to give back (`recordLatePayment`).
 */
export async function completePayment(trx: Trx, outTradeNo: string, opts: CompleteOptions): Promise<PayOutcome> {
  const peek = await trx.selectFrom('pay').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  if (!peek) return 'unknown';
  const event = payEvent(peek.event);
  const payable = await event.isPayable(trx, peek);
  const pay = await trx.selectFrom('pay').selectAll().where('id', '=', peek.id).forUpdate().executeTakeFirstOrThrow();
  if (pay.pay_status === PayStatus.PAID) return opts.trade_no && pay.notify_id === opts.trade_no ? 'duplicate' : 'not_payable';
  if (!payable || (pay.pay_status !== PayStatus.WAIT && pay.pay_status !== PayStatus.DOING)) return 'not_payable';
  if (opts.expect_money !== undefined && pay.pay_money !== opts.expect_money) return 'not_payable';
  if (opts.trade_no) {
    // One gateway transaction pays one row (notify_id is unique): a reused id is refused, not thrown.
    const taken = await trx.selectFrom('pay').select('id').where('notify_id', '=', opts.trade_no).executeTakeFirst();
    if (taken) return 'not_payable';
  }
  const paid = await trx
    .updateTable('pay')
    .set({ pay_status: PayStatus.PAID, pay_time: opts.now, pay_type: opts.pay_type, ...(opts.trade_no ? { trade_no: opts.trade_no, notify_id: opts.trade_no } : {}) })
    .where('id', '=', pay.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // A voucher still waiting for audit is settled by this payment (approved when it is the offline one).
  await trx.updateTable('offline_pay').set({ status: opts.pay_type === 'offlinepay' ? 1 : 3, audit_time: opts.now }).where('out_trade_no', '=', outTradeNo).where('status', '=', 0).execute();
  await event.onPaid(trx, paid, { now: opts.now, pay_type: opts.pay_type, trade_no: opts.trade_no ?? '', action_way: opts.action_way ?? 1, uid: opts.uid ?? pay.member_id });
  return 'paid';
}

/** Locks the member's own pay row's subject and the row (for the pay, resetpay and offline calls). */
export async function lockOwnPay(trx: Trx, memberId: number, outTradeNo: string): Promise<{ pay: PayRow; event: PayEvent; payable: boolean } | null> {
  const peek = await trx.selectFrom('pay').selectAll().where('out_trade_no', '=', outTradeNo).where('member_id', '=', memberId).executeTakeFirst();
  if (!peek) return null;
  const event = payEvent(peek.event);
  const payable = await event.isPayable(trx, peek);
  const pay = await trx.selectFrom('pay').selectAll().where('id', '=', peek.id).forUpdate().executeTakeFirstOrThrow();
  return { pay, event, payable: payable && (pay.pay_status === PayStatus.WAIT || pay.pay_status === PayStatus.DOING) };
}
