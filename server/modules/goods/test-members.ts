import crypto from 'node:crypto';
import { sql } from 'kysely';
import { signToken } from '../../http/token.ts';
import type { TestServer } from '../../test/harness.ts';

/**
 * A member row (when the member area's table exists) and a signed token for it — for tests of the
 * catalogue area that must not depend on the login endpoints.
 */
export async function testMember(s: TestServer, name = 'm'): Promise<{ member_id: number; token: string }> {
  const tag = `${name}${crypto.randomBytes(4).toString('hex')}`;
  const exists = await sql<{ t: string | null }>`select to_regclass('member')::text as t`.execute(s.db());
  let memberId: number;
  if (exists.rows[0]?.t) {
    const mobile = `139${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;
    const r = await sql<{ member_id: number }>`insert into member (username, nickname, mobile) values (${tag}, ${tag}, ${mobile}) returning member_id`.execute(s.db());
    memberId = r.rows[0]!.member_id;
  } else {
    memberId = crypto.randomInt(100000, 1000000);
  }
  const now = Math.floor(Date.now() / 1000);
  return { member_id: memberId, token: signToken(s.services.tokenSecret, { member_id: memberId, iat: now, exp: now + 3600, v: 0 }) };
}

/**
 * Closes a test server, letting the pool's sockets finish closing before the harness drops the
 * PostgreSQL test database `with (force)` (pg's pool.end() resolves before its sockets are closed,
 * and a backend killed by the drop then surfaces as an unhandled 57P01 error in vitest).
 */
export async function closeTestServer(s: TestServer): Promise<void> {
  const close = s.dbh.close.bind(s.dbh);
  s.dbh.close = async () => {
    await close();
    if (s.dbh.kind === 'pg') await new Promise((r) => setTimeout(r, 150));
  };
  await s.close();
}
