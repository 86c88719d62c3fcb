import type { Generated, JSONColumnType } from 'kysely';
import type { I18nText } from './content.ts';

/**
 * Tables of the member wallet and account lifecycle (issue 16): withdrawal accounts (migration
 * 0030_bank_account), withdrawals and transfers (0031_withdraw), recharge (0032_recharge), cancellation (0034_membercancel), paid member cards (0033_supermember; the card columns of member_level are
 * in tables/account.ts). Interfaces in Kysely's style; times unix seconds, money integer fen.
 */

export type WithdrawType = 'bank' | 'alipay' | 'wechatpay';

/** A member's withdrawal account (NiuShop member_bank_account). */
export interface MemberBankAccountTable {
  id: Generated<number>;
  member_id: number;
  realname: string;
  mobile: string;
  withdraw_type: WithdrawType;
  /** Bank name (bank cards only). */
  branch_bank_name: Generated<string>;
  /** Card or Alipay account number; '' for WeChat (paid to the openid). */
  bank_account: Generated<string>;
  is_default: Generated<number>;
  create_time: Generated<number>;
  modify_time: Generated<number>;
}

/** A balance withdrawal (NiuShop member_withdraw). status: 0 pending, 1 approved, 3 transferring, 2 paid, -1 refused, -2 transfer failed. */
export interface MemberWithdrawTable {
  id: Generated<number>;
  withdraw_no: string;
  member_id: number;
  transfer_type: WithdrawType;
  realname: Generated<string>;
  mobile: Generated<string>;
  bank_name: Generated<string>;
  /** Card / Alipay account, or the WeChat openid. */
  account_number: Generated<string>;
  /** 0 official account / H5, 1 mini-program (which openid). */
  applet_type: Generated<number>;
  /** Fen debited from balance_money. */
  apply_money: number;
  /** Fee percent at the time of the application. */
  rate: Generated<number>;
  /** Fee, fen: round(apply_money × rate / 100). */
  service_money: Generated<number>;
  /** Fen paid out: apply_money − service_money. */
  money: number;
  status: Generated<number>;
  apply_time: Generated<number>;
  audit_time: Generated<number>;
  transfer_time: Generated<number>;
  payment_time: Generated<number>;
  refuse_reason: Generated<string>;
  fail_reason: Generated<string>;
  certificate: Generated<string>;
  certificate_remark: Generated<string>;
  /** pay_transfer.id once the transfer started. */
  transfer_id: Generated<number>;
}

/** Money sent out through a transfer provider. status: 0 waiting for the result, 1 paid, -1 failed. */
export interface PayTransferTable {
  id: Generated<number>;
  transfer_no: string;
  /** Who asked for it (member_withdraw); with relate_id, one transfer per source row. */
  source: string;
  relate_id: number;
  member_id: Generated<number>;
  transfer_type: string;
  realname: Generated<string>;
  account_number: Generated<string>;
  bank_name: Generated<string>;
  amount: number;
  status: Generated<number>;
  attempts: Generated<number>;
  next_try_time: Generated<number>;
  sending: Generated<number>;
  last_error: Generated<string>;
  /** The provider's payout id. */
  provider_no: Generated<string>;
  result_reason: Generated<string>;
  create_time: Generated<number>;
  finish_time: Generated<number>;
}

/** The development transfer provider's books: one payout per transfer_no. */
export interface DevtransferPayoutTable {
  transfer_no: string;
  payout_no: string;
  transfer_type: string;
  account_number: Generated<string>;
  amount: number;
  /** SUCCESS or FAIL */
  status: string;
  reason: Generated<string>;
  create_time: Generated<number>;
}

type I18nColumn = JSONColumnType<I18nText, string | undefined, string>;

/** A recharge package. status: 1 on sale, 2 off. */
export interface MemberRechargeTable {
  recharge_id: Generated<number>;
  recharge_name: string;
  cover_img: Generated<string>;
  /** Fen credited to the stored balance. */
  face_value: number;
  /** Fen paid. */
  buy_price: number;
  point: Generated<number>;
  growth: Generated<number>;
  /** Coupon type ids given, comma separated ('' none). */
  coupon_id: Generated<string>;
  sale_num: Generated<number>;
  status: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
  update_time: Generated<number>;
}

/** A recharge order. status: 1 unpaid, 2 paid, -1 closed. pay_status 1 while an offline voucher waits. */
export interface MemberRechargeOrderTable {
  order_id: Generated<number>;
  order_no: string;
  out_trade_no: string;
  member_id: number;
  nickname: Generated<string>;
  member_img: Generated<string>;
  /** 0 for a custom amount. */
  recharge_id: Generated<number>;
  recharge_name: string;
  cover_img: Generated<string>;
  face_value: number;
  buy_price: number;
  point: Generated<number>;
  growth: Generated<number>;
  coupon_id: Generated<string>;
  /** Fen paid (set when paid). */
  price: Generated<number>;
  pay_type: Generated<string>;
  pay_status: Generated<number>;
  status: Generated<number>;
  order_from: Generated<string>;
  order_from_name: Generated<string>;
  store_id: Generated<number>;
  i18n: I18nColumn;
  create_time: Generated<number>;
  pay_time: Generated<number>;
  auto_close_time: Generated<number>;
  close_time: Generated<number>;
}

export type PeriodUnit = 'week' | 'month' | 'quarter' | 'year';

/** A paid-card order. order_status: 0 waiting for payment, 1 paid, -1 closed; order_type 1 buy, 2 renewal. */
export interface MemberLevelOrderTable {
  order_id: Generated<number>;
  order_no: string;
  out_trade_no: string;
  member_id: number;
  nickname: Generated<string>;
  headimg: Generated<string>;
  level_id: number;
  level_name: string;
  order_type: number;
  /** 0 a fee, 1 the price is credited to the stored balance. */
  charge_type: Generated<number>;
  period_unit: PeriodUnit;
  buy_num: Generated<number>;
  order_money: number;
  pay_type: Generated<string>;
  /** 1 while an offline voucher waits for audit. */
  pay_status: Generated<number>;
  order_status: Generated<number>;
  /** The card's expiry this order gave (set when paid). */
  expire_time: Generated<number>;
  create_time: Generated<number>;
  pay_time: Generated<number>;
  auto_close_time: Generated<number>;
  close_time: Generated<number>;
}

/** A change of a member's level (buy, renew, expire). */
export interface MemberLevelRecordsTable {
  id: Generated<number>;
  member_id: number;
  before_level_id: Generated<number>;
  before_level_name: Generated<string>;
  before_level_type: Generated<number>;
  before_expire_time: Generated<number>;
  after_level_id: Generated<number>;
  after_level_name: Generated<string>;
  after_level_type: Generated<number>;
  after_expire_time: Generated<number>;
  change_type: string;
  order_id: Generated<number>;
  change_time: Generated<number>;
}

/** An account cancellation. status: 0 pending, 1 approved (member anonymised and deleted), -1 refused. */
export interface MemberCancelTable {
  id: Generated<number>;
  member_id: number;
  username: Generated<string>;
  mobile: Generated<string>;
  nickname: Generated<string>;
  status: Generated<number>;
  audit_uid: Generated<number>;
  audit_username: Generated<string>;
  reason: Generated<string>;
  audit_time: Generated<number>;
  create_time: Generated<number>;
  /** Asset figures when applied (fen / points), written as a JSON string. */
  member_json: JSONColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface WalletTables {
  member_cancel: MemberCancelTable;
  member_level_order: MemberLevelOrderTable;
  member_level_records: MemberLevelRecordsTable;
  member_recharge: MemberRechargeTable;
  member_recharge_order: MemberRechargeOrderTable;
  member_bank_account: MemberBankAccountTable;
  member_withdraw: MemberWithdrawTable;
  pay_transfer: PayTransferTable;
  devtransfer_payout: DevtransferPayoutTable;
}
