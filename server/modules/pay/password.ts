import { ApiError, Code } from '../../http/errors.ts';
import { balanceConfig } from './balanceConfig.ts';
import { checkPayPassword as verifyMemberPayPassword } from '../member/service.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export { balanceConfig, type BalanceConfig } from './balanceConfig.ts';

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
