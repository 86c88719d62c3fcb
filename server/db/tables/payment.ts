import type { Generated } from 'kysely';

/**
 * Money going back through a payment gateway, and the development gateway's own books; migration
 * 0011_pay_events creates them. Money is integer fen, times unix seconds.
 */

/** status: 0 waiting for the gateway's result, 1 refunded, -1 refused by the gateway, 2 returned offline by the merchant */
export interface PayRefundTable {
  id: Generated<number>;
  /** our number for the refund, sent to the gateway (its idempotency key) */
  refund_no: string;
  /** why: 'late_payment' (a payment for a row no longer payable), 'order_refund' (after-sales), … */
  source: string;
  /** one refund per source and key: the gateway transaction of a late payment, the order item of an after-sales refund */
  source_key: string;
  pay_type: string;
  out_trade_no: string;
  /** the gateway transaction being refunded */
  trade_no: Generated<string>;
  member_id: Generated<number>;
  refund_fee: number;
  /** what that transaction collected */
  total_fee: Generated<number>;
  reason: Generated<string>;
  status: Generated<number>;
  attempts: Generated<number>;
  /** when to (re)send the request while no result has arrived */
  next_try_time: Generated<number>;
  /** 1 while a sweep has claimed the row and is sending it */
  sending: Generated<number>;
  last_error: Generated<string>;
  create_time: Generated<number>;
  finish_time: Generated<number>;
}

/** The trail of a refund: created, sent, accepted, failed attempts, the gateway's result. */
export interface PayRefundLogTable {
  id: Generated<number>;
  refund_id: number;
  action: string;
  detail: Generated<string>;
  create_time: Generated<number>;
}

/** A payment the development gateway collected (its side of the books). */
export interface DevpayTradeTable {
  trade_no: string;
  out_trade_no: string;
  total_fee: number;
  refunded_fee: Generated<number>;
  create_time: Generated<number>;
}

/** A refund the development gateway made, once per refund_no; status 'SUCCESS' or 'FAIL'. */
export interface DevpayRefundTable {
  refund_no: string;
  trade_no: string;
  refund_fee: number;
  status: string;
  reason: Generated<string>;
  create_time: Generated<number>;
}

/** A member pay code (0053_pay_code): shown to a cashier until `expire_time`; status 0 unused. */
export interface PayBalanceTable {
  id: Generated<number>;
  site_id: Generated<number>;
  auth_code: string;
  member_id: number;
  dynamic_code: string;
  status: Generated<number>;
  out_trade_no: Generated<string>;
  pay_time: Generated<number>;
  create_time: number;
  expire_time: number;
}

export interface PaymentTables {
  pay_refund: PayRefundTable;
  pay_refund_log: PayRefundLogTable;
  devpay_trade: DevpayTradeTable;
  devpay_refund: DevpayRefundTable;
  pay_balance: PayBalanceTable;
}
