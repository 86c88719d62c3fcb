import { ApiError, Code } from '../../http/errors.ts';
import { getConfig } from '../config/queries.ts';
import type { Db } from '../cart/sku.ts';
import { TradeConfig } from '../order/calc.ts';
import { checkPayPassword as verifyMemberPayPassword } from '../member/service.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The shop's balance-payment setting (`BALANCE_PAY_CONFIG`), as `/api/pay/getBalanceConfig` answers it:
 * `balance_show` offers the balance on the pay screen; `pay_password_required` (on unless the merchant
 * turns it off, as NiuShop's client always asks) makes every balance payment need the pay password.
 */
export interface BalanceConfig {
  balance_show: 0 | 1;
  pay_password_required: 0 | 1;
}

export async function balanceConfig(db: Db): Promise<BalanceConfig> {
  const c = await getConfig(db, TradeConfig.BALANCE, { balance_show: 1, pay_password_required: 1 } as Record<string, unknown>);
  return { balance_show: Number(c.balance_show) === 1 ? 1 : 0, pay_password_required: Number(c.pay_password_required) === 0 ? 0 : 1 };
}

/**
 * Paying from the balance needs the member's pay password while the shop setting is on (the default)
 * and the member has any balance to spend. A member without one is refused with PAY_PASSWORD_SET_FIRST
 * (`data.need_set_pay_password = 1`: the client leads them to set it and back); none sent →
 * PAY_PASSWORD_REQUIRED; the check itself is the member area's (PAY_PASSWORD_ERROR when wrong, its
 * attempt taken before the comparison). Nothing is written to the order or the accounts when it fails.
 */
export async function checkPayPassword(db: Kysely<Database>, memberId: number, given: unknown, ip: string, now: number): Promise<void> {
  if (!(await balanceConfig(db)).pay_password_required) return;
  const m = await db.selectFrom('member').select(['pay_password', 'balance', 'balance_money']).where('member_id', '=', memberId).executeTakeFirst();
  if (!m) throw new ApiError(Code.ERROR, 'ORDER_MEMBER_NOT_FOUND');
  // No balance: nothing can be taken from it (the payment itself refuses or goes to the gateway).
  if (Number(m.balance) + Number(m.balance_money) <= 0) return;
  if (!m.pay_password) throw new ApiError(Code.ERROR, 'PAY_PASSWORD_SET_FIRST', undefined, { need_set_pay_password: 1 });
  const plain = typeof given === 'string' || typeof given === 'number' ? String(given) : '';
  if (!plain) throw new ApiError(Code.ERROR, 'PAY_PASSWORD_REQUIRED');
  await verifyMemberPayPassword(db, memberId, plain.slice(0, 64), ip, now);
}
