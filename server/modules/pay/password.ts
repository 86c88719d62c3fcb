import { ApiError, Code } from '../../http/errors.ts';
import { checkPayPassword as verifyMemberPayPassword } from '../member/service.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Paying from the balance needs the member's pay password when one is set (and the member has any
 * balance to spend). Missing → PAY_PASSWORD_REQUIRED; the check itself is the member area's
 * (PAY_PASSWORD_ERROR when wrong, refused for a while after repeated wrong guesses). Nothing is written
 * to the order or the accounts when it fails.
 */
export async function checkPayPassword(db: Kysely<Database>, memberId: number, given: unknown, ip: string, now: number): Promise<void> {
  const m = await db.selectFrom('member').select(['pay_password', 'balance', 'balance_money']).where('member_id', '=', memberId).executeTakeFirst();
  if (!m) throw new ApiError(Code.ERROR, 'ORDER_MEMBER_NOT_FOUND');
  if (!m.pay_password || Number(m.balance) + Number(m.balance_money) <= 0) return;
  const plain = typeof given === 'string' || typeof given === 'number' ? String(given) : '';
  if (!plain) throw new ApiError(Code.ERROR, 'PAY_PASSWORD_REQUIRED');
  await verifyMemberPayPassword(db, memberId, plain.slice(0, 64), ip, now);
}
