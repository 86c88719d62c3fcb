/**
 * Balance withdrawal (niushop-member-and-tools.md §1.3). Only the withdrawable balance
 * (`balance_money`) can be withdrawn. An application debits it in its own transaction through the
 * ledger's conditional update, so parallel applications never take more than the member has; the
 * fee is round(amount × rate / 100) fen and the rest is paid out. Statuses: 0 pending → 1 approved →
 * 3 transferring → 2 paid; 0/1 → -1 refused and 3 → -2 failed give the money back. Every transition
 * is one conditional update on the status it leaves, so each money-returning one happens once.
 * Transfers go through the transfer area (server/modules/transfer): the provider's signed result
 * makes the withdrawal paid or failed.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MemberWithdrawTable } from '../../db/tables/wallet.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { translate, type Lang } from '../../i18n/index.ts';
import { toFen } from '../../lib/money.ts';
import { changeAccount, type Db } from '../account/ledger.ts';
import { pageWindow, paged } from '../account/paging.ts';
import { yuan } from '../goods/format.ts';
import { newOrderNo } from '../order/util.ts';
import { createTransfer, dispatchTransfer, registerTransferSource } from '../transfer/transfers.ts';
import { withdrawConfig, type TransferType, type WithdrawConfig } from './config.ts';

type Trx = Transaction<Database>;
export type WithdrawRow = Selectable<MemberWithdrawTable>;

export const WithdrawStatus = { PENDING: 0, APPROVED: 1, PAID: 2, TRANSFERRING: 3, REFUSED: -1, FAILED: -2 } as const;
/** Statuses whose money is still on its way out (NiuShop's balance_withdraw_apply). */
export const WITHDRAW_OPEN = [WithdrawStatus.PENDING, WithdrawStatus.APPROVED, WithdrawStatus.TRANSFERRING];
const TRANSFER_SOURCE = 'member_withdraw';

const STATUS_KEY: Record<number, string> = { 0: 'WITHDRAW_STATUS_PENDING', 1: 'WITHDRAW_STATUS_APPROVED', 2: 'WITHDRAW_STATUS_PAID', 3: 'WITHDRAW_STATUS_TRANSFERRING', [-1]: 'WITHDRAW_STATUS_REFUSED', [-2]: 'WITHDRAW_STATUS_FAILED' };
export const withdrawStatusName = (status: number, lang: Lang): string => translate(lang, STATUS_KEY[status] ?? String(status));
/** Transfer type names of the withdrawal pages (NiuShop: 银行卡 / 支付宝 / 微信零钱). */
export const transferTypeName = (type: string, lang: Lang): string => translate(lang, `WITHDRAW_TRANSFER_TYPE_${type.toUpperCase()}`);

/** Fee of an amount (fen) at a percent rate, half up (NiuShop: round(apply_money × rate / 100, 2)). */
export const withdrawFee = (amountFen: number, rate: number): number => Math.round((amountFen * rate) / 100);

export function withdrawOut(w: WithdrawRow, lang: Lang) {
  return {
    id: w.id,
    withdraw_no: w.withdraw_no,
    member_id: w.member_id,
    transfer_type: w.transfer_type,
    transfer_type_name: transferTypeName(w.transfer_type, lang),
    realname: w.realname,
    mobile: w.mobile,
    bank_name: w.bank_name,
    account_number: w.account_number,
    apply_money: yuan(w.apply_money),
    rate: w.rate,
    service_money: yuan(w.service_money),
    money: yuan(w.money),
    status: w.status,
    status_name: withdrawStatusName(w.status, lang),
    apply_time: Number(w.apply_time),
    audit_time: Number(w.audit_time),
    transfer_time: Number(w.transfer_time),
    payment_time: Number(w.payment_time),
    refuse_reason: w.refuse_reason,
    fail_reason: w.fail_reason,
    certificate: w.certificate,
    certificate_remark: w.certificate_remark,
  };
}

/** Money of the member's withdrawals still on the way out and already paid (fen). */
export async function withdrawTotals(db: Db, member_id: number): Promise<{ applying: number; paid: number }> {
  const rows = await db
    .selectFrom('member_withdraw')
    .select(['status', (eb) => eb.fn.sum<string>('apply_money').as('total')])
    .where('member_id', '=', member_id)
    .where('status', 'in', [...WITHDRAW_OPEN, WithdrawStatus.PAID])
    .groupBy('status')
    .execute();
  let applying = 0;
  let paid = 0;
  for (const r of rows) {
    if (r.status === WithdrawStatus.PAID) paid += Number(r.total);
    else applying += Number(r.total);
  }
  return { applying, paid };
}

/** `/api/memberwithdraw/info`: the member's withdrawable money and the config. */
export async function withdrawInfo(db: Db, member_id: number) {
  const m = await db.selectFrom('member').select('balance_money').where('member_id', '=', member_id).executeTakeFirstOrThrow();
  const totals = await withdrawTotals(db, member_id);
  const cfg = await withdrawConfig(db);
  return {
    member_info: { site_id: 1, balance_money: yuan(m.balance_money), balance_withdraw_apply: yuan(totals.applying), balance_withdraw: yuan(totals.paid) },
    config: { ...cfg.value, is_use: cfg.is_use ? 1 : 0 },
  };
}

async function openids(db: Db, member_id: number): Promise<{ wx_openid: string; weapp_openid: string }> {
  return db.selectFrom('member').select(['wx_openid', 'weapp_openid']).where('member_id', '=', member_id).executeTakeFirstOrThrow();
}

/** `/api/memberwithdraw/transferType`: the enabled types by name; WeChat only for a member with an openid. */
export async function transferTypes(db: Db, member_id: number, lang: Lang): Promise<Record<string, string>> {
  const cfg = await withdrawConfig(db);
  const ids = await openids(db, member_id);
  const out: Record<string, string> = {};
  for (const t of cfg.types) {
    if (t === 'wechatpay' && !ids.wx_openid && !ids.weapp_openid) continue;
    out[t] = transferTypeName(t, lang);
  }
  return out;
}

export interface ApplyInput {
  apply_money: string;
  transfer_type: string;
  realname?: string;
  mobile?: string;
  bank_name?: string;
  account_number?: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Where the money goes, checked for its type (the WeChat openid comes from the member, never the request). */
async function payee(trx: Trx, member_id: number, type: TransferType, p: ApplyInput, appType: string) {
  const realname = text(p.realname).slice(0, 50);
  const mobile = text(p.mobile).slice(0, 20);
  if (type === 'wechatpay') {
    const ids = await openids(trx, member_id);
    const weapp = appType === 'weapp' && ids.weapp_openid !== '';
    const openid = weapp ? ids.weapp_openid : ids.wx_openid || ids.weapp_openid;
    if (!openid) throw new ApiError(Code.ERROR, 'WITHDRAW_BIND_WECHAT');
    return { realname, mobile, bank_name: '', account_number: openid, applet_type: openid === ids.weapp_openid ? 1 : 0 };
  }
  if (!realname) throw new ApiError(Code.ERROR, 'BANK_ACCOUNT_REALNAME_REQUIRED');
  const account = text(p.account_number);
  if (!account) throw new ApiError(Code.ERROR, 'BANK_ACCOUNT_NUMBER_REQUIRED');
  if (account.length > 100) throw new ApiError(Code.ERROR, 'PARAM_TOO_LONG', { name: 'account_number' });
  const bank = type === 'bank' ? text(p.bank_name) : '';
  if (type === 'bank' && !bank) throw new ApiError(Code.ERROR, 'BANK_ACCOUNT_BANK_NAME_REQUIRED');
  if (bank.length > 50) throw new ApiError(Code.ERROR, 'PARAM_TOO_LONG', { name: 'bank_name' });
  return { realname, mobile, bank_name: bank, account_number: account, applet_type: 0 };
}

/** Approves a pending withdrawal in the caller's transaction; starts its transfer when the shop transfers automatically. Answers the transfer id to send (0 none), or null when it was not pending. */
async function approveIn(trx: Trx, id: number, now: number, cfg: WithdrawConfig): Promise<number | null> {
  const w = await trx
    .updateTable('member_withdraw')
    .set({ status: WithdrawStatus.APPROVED, audit_time: now })
    .where('id', '=', id)
    .where('status', '=', WithdrawStatus.PENDING)
    .returningAll()
    .executeTakeFirst();
  if (!w) return null;
  return cfg.is_auto_transfer ? startTransferIn(trx, w, now) : 0;
}

/** Approved → transferring: a transfer row for the money paid out. Answers its id (null when the withdrawal was not approved). */
async function startTransferIn(trx: Trx, w: WithdrawRow, now: number): Promise<number | null> {
  const moved = await trx
    .updateTable('member_withdraw')
    .set({ status: WithdrawStatus.TRANSFERRING, transfer_time: now })
    .where('id', '=', w.id)
    .where('status', '=', WithdrawStatus.APPROVED)
    .returning('id')
    .executeTakeFirst();
  if (!moved) return null;
  const t = await createTransfer(trx, {
    source: TRANSFER_SOURCE,
    relate_id: w.id,
    member_id: w.member_id,
    transfer_type: w.transfer_type,
    realname: w.realname,
    account_number: w.account_number,
    bank_name: w.bank_name,
    amount: w.money,
    now,
  });
  await trx.updateTable('member_withdraw').set({ transfer_id: t.id }).where('id', '=', w.id).execute();
  return t.id;
}

/** Sends a transfer made by a committed transaction (failures wait for the `transfer.send` sweep). */
async function send(db: Kysely<Database>, transferId: number | null, now: number): Promise<void> {
  if (!transferId) return;
  await dispatchTransfer(db, transferId, now).catch((err: unknown) => console.warn('[withdraw] transfer not sent now:', err instanceof Error ? err.message : err));
}

/**
 * `/api/memberwithdraw/apply`: checks the config and the amount, debits the withdrawable balance and
 * records the application in one transaction (approved at once when the shop does not audit).
 */
export async function applyWithdraw(db: Kysely<Database>, member_id: number, p: ApplyInput, appType: string, now: number): Promise<number> {
  const out = await db.transaction().execute(async (trx) => {
    const cfg = await withdrawConfig(trx);
    if (!cfg.is_use) throw new ApiError(Code.ERROR, 'WITHDRAW_NOT_ENABLED');
    const type = cfg.types.find((t) => t === p.transfer_type);
    if (!type) throw new ApiError(Code.ERROR, 'WITHDRAW_TYPE_UNSUPPORTED');
    let amount: number;
    try {
      amount = toFen(String(p.apply_money));
    } catch {
      throw new ApiError(Code.ERROR, 'INVALID_PARAM', { name: 'apply_money' });
    }
    if (amount <= 0) throw new ApiError(Code.ERROR, 'WITHDRAW_AMOUNT_REQUIRED');
    if (amount < cfg.min) throw new ApiError(Code.ERROR, 'WITHDRAW_BELOW_MIN', { min: yuan(cfg.min) });
    if (cfg.max > 0 && amount > cfg.max) throw new ApiError(Code.ERROR, 'WITHDRAW_ABOVE_MAX', { max: yuan(cfg.max) });
    const fee = withdrawFee(amount, cfg.rate);
    if (amount - fee <= 0) throw new ApiError(Code.ERROR, 'WITHDRAW_AMOUNT_TOO_SMALL');
    const to = await payee(trx, member_id, type, p, appType);
    const withdrawNo = newOrderNo(now);
    const row = await trx
      .insertInto('member_withdraw')
      .values({ withdraw_no: withdrawNo, member_id, transfer_type: type, ...to, apply_money: amount, rate: cfg.rate, service_money: fee, money: amount - fee, status: WithdrawStatus.PENDING, apply_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await changeAccount(trx, { member_id, account_type: 'balance_money', delta: -amount, from_type: 'withdraw', remark_key: 'ACCOUNT_REMARK_WITHDRAW_APPLY', remark_vars: { withdraw_no: withdrawNo }, related_id: row.id });
    } catch (err) {
      if (err instanceof ApiError && err.key === 'ACCOUNT_INSUFFICIENT') throw new ApiError(Code.ERROR, 'WITHDRAW_EXCEEDS_BALANCE');
      throw err;
    }
    const transferId = cfg.is_auto_audit ? 0 : await approveIn(trx, row.id, now, cfg);
    return { id: row.id, transferId };
  });
  await send(db, out.transferId, now);
  return out.id;
}

export async function withdrawPage(db: Db, member_id: number, p: { page?: number; page_size?: number }, lang: Lang) {
  const q = db.selectFrom('member_withdraw').where('member_id', '=', member_id);
  const { limit, offset, size } = pageWindow(p.page, p.page_size);
  const [c, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('apply_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return paged(rows.map((r) => withdrawOut(r, lang)), Number(c.n), size);
}

export async function withdrawDetail(db: Db, member_id: number, id: number, lang: Lang) {
  const w = await db.selectFrom('member_withdraw').selectAll().where('id', '=', id).where('member_id', '=', member_id).executeTakeFirst();
  if (!w) throw new ApiError(Code.ERROR, 'WITHDRAW_NOT_EXIST');
  return withdrawOut(w, lang);
}

// ---- the merchant's side (development helpers until the studio has screens) ----------------------------

async function anyWithdraw(db: Db, id: number): Promise<WithdrawRow> {
  const w = await db.selectFrom('member_withdraw').selectAll().where('id', '=', id).executeTakeFirst();
  if (!w) throw new ApiError(Code.ERROR, 'WITHDRAW_NOT_EXIST');
  return w;
}

/** Approves a pending withdrawal (and transfers it when the shop transfers automatically). */
export async function approveWithdraw(db: Kysely<Database>, id: number, now: number): Promise<WithdrawRow> {
  const transferId = await db.transaction().execute(async (trx) => {
    await anyWithdraw(trx, id);
    const t = await approveIn(trx, id, now, await withdrawConfig(trx));
    if (t === null) throw new ApiError(Code.ERROR, 'WITHDRAW_STATUS_CHANGED');
    return t;
  });
  await send(db, transferId, now);
  return anyWithdraw(db, id);
}

/** Sends an approved withdrawal through the transfer provider. */
export async function transferWithdraw(db: Kysely<Database>, id: number, now: number): Promise<WithdrawRow> {
  const transferId = await db.transaction().execute(async (trx) => {
    const t = await startTransferIn(trx, await anyWithdraw(trx, id), now);
    if (t === null) throw new ApiError(Code.ERROR, 'WITHDRAW_STATUS_CHANGED');
    return t;
  });
  await send(db, transferId, now);
  return anyWithdraw(db, id);
}

/** Refuses a pending or approved withdrawal and gives its money back (once: only the call that moves the status does). */
export async function refuseWithdraw(db: Kysely<Database>, id: number, reason: string, now: number): Promise<WithdrawRow> {
  return db.transaction().execute(async (trx) => {
    await anyWithdraw(trx, id);
    const w = await trx
      .updateTable('member_withdraw')
      .set({ status: WithdrawStatus.REFUSED, refuse_reason: reason.slice(0, 255), audit_time: now })
      .where('id', '=', id)
      .where('status', 'in', [WithdrawStatus.PENDING, WithdrawStatus.APPROVED])
      .returningAll()
      .executeTakeFirst();
    if (!w) throw new ApiError(Code.ERROR, 'WITHDRAW_STATUS_CHANGED');
    await changeAccount(trx, { member_id: w.member_id, account_type: 'balance_money', delta: w.apply_money, from_type: 'withdraw', remark_key: 'ACCOUNT_REMARK_WITHDRAW_REFUSED', remark_vars: { withdraw_no: w.withdraw_no }, related_id: w.id });
    return w;
  });
}

/** The provider's result for a withdrawal's transfer: transferring → paid, or → failed with the money given back. */
registerTransferSource({
  name: TRANSFER_SOURCE,
  async onResult(trx, t, r) {
    if (r.ok) {
      await trx.updateTable('member_withdraw').set({ status: WithdrawStatus.PAID, payment_time: r.now }).where('id', '=', t.relate_id).where('status', '=', WithdrawStatus.TRANSFERRING).execute();
      return;
    }
    const w = await trx
      .updateTable('member_withdraw')
      .set({ status: WithdrawStatus.FAILED, fail_reason: r.reason.slice(0, 255) })
      .where('id', '=', t.relate_id)
      .where('status', '=', WithdrawStatus.TRANSFERRING)
      .returningAll()
      .executeTakeFirst();
    if (!w) return;
    await changeAccount(trx, { member_id: w.member_id, account_type: 'balance_money', delta: w.apply_money, from_type: 'withdraw_fail', remark_key: 'ACCOUNT_REMARK_WITHDRAW_FAILED', remark_vars: { withdraw_no: w.withdraw_no }, related_id: w.id });
  },
});
