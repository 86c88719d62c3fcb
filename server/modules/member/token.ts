import type { Services } from '../../http/services.ts';
import { signToken, TOKEN_LIFETIME_SEC } from '../../http/token.ts';
import type { Db } from '../config/queries.ts';

/**
 * A member token carrying the member's current token_version (`v`): bumping the version
 * (password change, lock) revokes every token issued before. Pass `db` when called inside a
 * transaction (on PGlite the root handle waits for the transaction to end).
 */
export async function issueToken(services: Pick<Services, 'db' | 'tokenSecret' | 'now'>, member_id: number, db: Db = services.db): Promise<string> {
  const row = await db.selectFrom('member').select('token_version').where('member_id', '=', member_id).executeTakeFirstOrThrow();
  const now = services.now();
  return signToken(services.tokenSecret, { member_id, iat: now, exp: now + TOKEN_LIFETIME_SEC, v: Number(row.token_version) });
}
