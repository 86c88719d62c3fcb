import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code } from '../../http/errors.ts';
import { recomputeLevel } from '../level/service.ts';
import { changeOneAccount, inTransaction, insufficient, type AccountChange, type Db } from './change.ts';
import type { RemarkVars } from './remarks.ts';

export { ACCOUNT_TYPES, insufficient, type AccountChange, type AccountType, type Db } from './change.ts';

/**
 * Changes one account of a member and writes its ledger row, inside the caller's transaction.
 * One atomic statement: `update member set x = x + delta where member_id = ? and x + delta >= 0`,
 * so concurrent changes can never take an account below zero. Returns the new value.
 * Throws ApiError ACCOUNT_INSUFFICIENT (data.account_type) when it would go below zero.
 * A growth change also re-evaluates the member's level (upgrades grant the level's gifts).
 */
export async function changeAccount(db: Db, change: AccountChange): Promise<number> {
  return inTransaction(db, async (trx) => {
    const value = await changeOneAccount(trx, change);
    if (change.account_type === 'growth' && change.delta !== 0) await recomputeLevel(trx, change.member_id);
    return value;
  });
}

export interface BalanceSplit {
  /** Fen taken from the stored (non-withdrawable) balance. */
  balance: number;
  /** Fen taken from the cash (withdrawable) balance. */
  balance_money: number;
}

export interface PayOptions {
  from_type?: string;
  type_name?: string;
  remark?: string;
  remark_key?: string;
  remark_vars?: RemarkVars;
  related_id?: number;
}

/** The fields every part of a split payment or refund shares. */
function baseOf(member_id: number, fromType: string, opts: PayOptions) {
  return {
    member_id,
    from_type: opts.from_type ?? fromType,
    remark: opts.remark ?? '',
    ...(opts.remark_key ? { remark_key: opts.remark_key, remark_vars: opts.remark_vars ?? {} } : {}),
    ...(opts.type_name ? { type_name: opts.type_name } : {}),
    ...(opts.related_id ? { related_id: opts.related_id } : {}),
  };
}

/**
 * Pays `fen` from a member's balances: the stored `balance` first, then `balance_money`.
 * The member row is locked for the split; each part goes through changeAccount (one ledger row
 * each, from_type 'order' unless told). Throws ACCOUNT_INSUFFICIENT (balance) when both together
 * are not enough; nothing is deducted then. Returns the split.
 */
export async function payWithBalance(db: Db, member_id: number, fen: number, opts: PayOptions = {}): Promise<BalanceSplit> {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`pay amount must be whole fen >= 0, got ${String(fen)}`);
  if (fen === 0) return { balance: 0, balance_money: 0 };
  return inTransaction(db, (trx) => pay1(trx, member_id, fen, opts));
}

async function pay1(trx: Transaction<Database>, member_id: number, fen: number, opts: PayOptions): Promise<BalanceSplit> {
  const cur = await sql<{ balance: number; balance_money: number }>`
    select balance, balance_money from member where member_id = ${member_id} for update`.execute(trx);
  const m = cur.rows[0];
  if (!m) throw new ApiError(Code.ERROR, 'ACCOUNT_MEMBER_NOT_EXIST');
  const have = Number(m.balance);
  const haveMoney = Number(m.balance_money);
  if (have + haveMoney < fen) throw insufficient('balance');
  const fromBalance = Math.min(have, fen);
  const split: BalanceSplit = { balance: fromBalance, balance_money: fen - fromBalance };
  const base = baseOf(member_id, 'order', opts);
  if (split.balance > 0) await changeAccount(trx, { ...base, account_type: 'balance', delta: -split.balance });
  if (split.balance_money > 0) await changeAccount(trx, { ...base, account_type: 'balance_money', delta: -split.balance_money });
  return split;
}

/** Gives a balance payment back in the same split (refunds): each part through changeAccount. */
export async function refundToBalance(db: Db, member_id: number, split: BalanceSplit, opts: PayOptions = {}): Promise<void> {
  if (split.balance <= 0 && split.balance_money <= 0) return;
  await inTransaction(db, (trx) => refund1(trx, member_id, split, opts));
}

async function refund1(trx: Transaction<Database>, member_id: number, split: BalanceSplit, opts: PayOptions): Promise<void> {
  const base = baseOf(member_id, 'refund', opts);
  if (split.balance > 0) await changeAccount(trx, { ...base, account_type: 'balance', delta: split.balance });
  if (split.balance_money > 0) await changeAccount(trx, { ...base, account_type: 'balance_money', delta: split.balance_money });
}
