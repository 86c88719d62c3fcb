import { signToken } from '../../http/token.ts';
import type { TestServer } from '../../test/harness.ts';

export interface TestMember {
  member_id: number;
  token: string;
}

let seq = 0;

/** A member row with the given accounts (fen for money) and a token for it (tests only). */
export async function createTestMember(
  s: TestServer,
  accounts: { point?: number; balance?: number; balance_money?: number; growth?: number; nickname?: string } = {},
): Promise<TestMember> {
  seq += 1;
  const tag = `${process.pid}${Date.now() % 100000}${seq}`;
  const row = await s
    .db()
    .insertInto('member')
    .values({
      username: `t${tag}`,
      nickname: accounts.nickname ?? `tester${seq}`,
      mobile: `139${tag.slice(-8).padStart(8, '0')}`,
      point: accounts.point ?? 0,
      balance: accounts.balance ?? 0,
      balance_money: accounts.balance_money ?? 0,
      growth: accounts.growth ?? 0,
      reg_time: s.services.now(),
    })
    .returning('member_id')
    .executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  const token = signToken(s.services.tokenSecret, { member_id: row.member_id, iat: now, exp: now + 3600, v: 0 });
  return { member_id: row.member_id, token };
}

export async function memberAccounts(s: TestServer, member_id: number): Promise<{ point: number; balance: number; balance_money: number; growth: number; member_level: number; member_level_name: string; sign_days_series: number }> {
  const r = await s
    .db()
    .selectFrom('member')
    .select(['point', 'balance', 'balance_money', 'growth', 'member_level', 'member_level_name', 'sign_days_series'])
    .where('member_id', '=', member_id)
    .executeTakeFirstOrThrow();
  return { ...r, point: Number(r.point), balance: Number(r.balance), balance_money: Number(r.balance_money), growth: Number(r.growth) };
}
