import type { Transaction } from 'kysely';
import { requireOwnUploads } from '../upload/owned.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import { translate, type Lang } from '../../i18n/index.ts';
import { fenToYuan } from '../../lib/money.ts';
import { getConfig } from '../config/queries.ts';
import type { Db } from '../cart/sku.ts';
import { TradeConfig } from '../order/calc.ts';
import { PayStatus } from '../order/status.ts';
import { completePayment, lockOwnPay, payEvent } from '../pay/events.ts';
import { PayType } from '../pay/payType.ts';

type Trx = Transaction<Database>;

/** Offline payment accounts (NiuShop's offlinepay config value). */
export interface OfflinePayConfig {
  pay_status: number;
  bank: { status: number; bank_name: string; account_name: string; account_number: string; branch_name: string };
  wechat: { status: number; account_name: string; payment_code: string };
  alipay: { status: number; account_name: string; payment_code: string };
}
export const DEFAULT_OFFLINEPAY: OfflinePayConfig = {
  pay_status: 0,
  bank: { status: 0, bank_name: '', account_name: '', account_number: '', branch_name: '' },
  wechat: { status: 0, account_name: '', payment_code: '' },
  alipay: { status: 0, account_name: '', payment_code: '' },
};

export async function offlinePayConfig(db: Db) {
  const value = await getConfig(db, TradeConfig.OFFLINEPAY, DEFAULT_OFFLINEPAY);
  return { config_key: TradeConfig.OFFLINEPAY, value, is_use: Number(value.pay_status) === 1 ? 1 : 0 };
}

const statusName = (lang: Lang, status: number) => translate(lang, `OFFLINEPAY_STATUS_${status}`);

/** `/offlinepay/api/pay/info`: the member's voucher for a payment (null when none was submitted). */
export async function offlinePayInfo(db: Db, lang: Lang, memberId: number, outTradeNo: string) {
  const row = await db.selectFrom('offline_pay').selectAll().where('out_trade_no', '=', outTradeNo).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) {
    const pay = await db.selectFrom('pay').select('id').where('out_trade_no', '=', outTradeNo).where('member_id', '=', memberId).executeTakeFirst();
    if (!pay) throw new ApiError(Code.ERROR, 'PAY_NOT_FOUND');
    return null;
  }
  return { ...row, pay_money: fenToYuan(row.pay_money), status_name: statusName(lang, row.status), imgs_list: row.imgs ? row.imgs.split(',') : [] };
}

/** Voucher image paths: files uploaded to this site (`upload/…`, e.g. from /offlinepay/api/pay/uploadImg), at most 9. */
export function voucherPaths(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : '';
  const list = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.length) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'imgs' });
  if (list.length > 9 || list.some((p) => p.length > 300 || p.includes('..') || !/^upload\/[\w\-./]+$/.test(p))) {
    throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'imgs' });
  }
  return list.join(',');
}

/**
 * `/offlinepay/api/pay/pay`: the shopper submits the transfer voucher. The voucher waits for audit
 * (status 0), the pay row and the order become "paying" (1) and the order no longer closes by itself.
 * A refused voucher (2) can be submitted again.
 */
export async function submitOfflinePay(services: Services, memberId: number, p: { out_trade_no: string; imgs: string; desc?: string }): Promise<number> {
  const cfg = await offlinePayConfig(services.db);
  if (!cfg.is_use) throw new ApiError(Code.ERROR, 'PAY_TYPE_UNAVAILABLE', { name: PayType.OFFLINE });
  const imgs = voucherPaths(p.imgs);
  await requireOwnUploads(services.db, imgs.split(','), 'imgs', memberId);
  return services.db.transaction().execute(async (trx) => {
    const now = services.now();
    const locked = await lockOwnPay(trx, memberId, p.out_trade_no);
    if (!locked) throw new ApiError(Code.ERROR, 'PAY_NOT_FOUND');
    const { pay, event } = locked;
    if (pay.pay_status === PayStatus.PAID) throw new ApiError(Code.ERROR, 'PAY_ALREADY_PAID');
    if (!locked.payable) throw new ApiError(Code.ERROR, 'PAY_CLOSED');
    const existing = await trx.selectFrom('offline_pay').select(['id', 'status']).where('out_trade_no', '=', p.out_trade_no).executeTakeFirst();
    if (existing && existing.status === 0) throw new ApiError(Code.ERROR, 'PAY_OFFLINE_PENDING');
    const values = { imgs, desc: (p.desc ?? '').slice(0, 1000), status: 0, pay_money: pay.pay_money, update_time: now };
    let id: number;
    if (existing) {
      await trx.updateTable('offline_pay').set(values).where('id', '=', existing.id).execute();
      id = existing.id;
    } else {
      const row = await trx
        .insertInto('offline_pay')
        .values({ ...values, out_trade_no: p.out_trade_no, member_id: memberId, relate_id: pay.relate_id, create_time: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    const doing = await trx.updateTable('pay').set({ pay_type: PayType.OFFLINE, pay_status: PayStatus.DOING }).where('id', '=', pay.id).returningAll().executeTakeFirstOrThrow();
    await event.onOffline?.(trx, doing, true, now);
    return id;
  });
}

/** Admin audit (no back office here; tests and tools call it): approves the voucher and pays the order. */
export async function approveOfflinePay(trx: Trx, outTradeNo: string, now: number = Math.floor(Date.now() / 1000)): Promise<void> {
  const row = await trx.selectFrom('offline_pay').select(['id', 'status']).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  if (!row || row.status !== 0) throw new ApiError(Code.ERROR, 'OFFLINEPAY_NOT_PENDING');
  const done = await completePayment(trx, outTradeNo, { pay_type: PayType.OFFLINE, now, action_way: 2, uid: 0 });
  if (done !== 'paid') throw new ApiError(Code.ERROR, 'OFFLINEPAY_NOT_PENDING');
  await trx.updateTable('offline_pay').set({ status: 1, audit_time: now, update_time: now }).where('id', '=', row.id).execute();
}

/** Admin audit: refuses the voucher (the shopper may submit another); the order waits for payment again. */
export async function refuseOfflinePay(trx: Trx, outTradeNo: string, remark: string, now: number = Math.floor(Date.now() / 1000)): Promise<void> {
  const row = await trx.selectFrom('offline_pay').select(['id', 'status']).where('out_trade_no', '=', outTradeNo).executeTakeFirst();
  if (!row || row.status !== 0) throw new ApiError(Code.ERROR, 'OFFLINEPAY_NOT_PENDING');
  await trx.updateTable('offline_pay').set({ status: 2, audit_remark: remark.slice(0, 255), audit_time: now, update_time: now }).where('id', '=', row.id).execute();
  const waiting = await trx.updateTable('pay').set({ pay_status: PayStatus.WAIT }).where('out_trade_no', '=', outTradeNo).where('pay_status', '=', PayStatus.DOING).returningAll().executeTakeFirst();
  if (waiting) await payEvent(waiting.event).onOffline?.(trx, waiting, false, now);
}
