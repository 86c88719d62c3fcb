import type { Insertable, Selectable } from 'kysely';
import type { MemberTable } from '../../db/tables/member.ts';
import type { TokenPayload } from '../../http/token.ts';
import type { Db } from '../config/queries.ts';

export type MemberRow = Selectable<MemberTable>;

/** A member that is not deleted, by id. */
export async function findMemberById(db: Db, member_id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('member_id', '=', member_id).where('is_delete', '=', 0).executeTakeFirst();
}

export async function findMemberByMobile(db: Db, mobile: string): Promise<MemberRow | undefined> {
  if (!mobile) return undefined;
  // `<> ''` and `is_delete = 0` match the partial unique index (member_mobile_uq).
  return db.selectFrom('member').selectAll().where('mobile', '=', mobile).where('mobile', '<>', '').where('is_delete', '=', 0).executeTakeFirst();
}

export async function findMemberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
  if (!username) return undefined;
  return db
    .selectFrom('member')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('username', '<>', '')
    .where('is_delete', '=', 0)
    .executeTakeFirst();
}

/**
 * The member a login name means: its username first, then its mobile, then its email
 * (NiuShop matches `username|mobile|email`).
 */
export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  const lower = account.toLowerCase();
  const rows = await db
    .selectFrom('member')
    .selectAll()
    .where('is_delete', '=', 0)
    .where((eb) =>
      // Each branch repeats its partial index's predicate so the planner can use all three.
      eb.or([
        eb.and([eb(eb.fn('lower', ['username']), '=', lower), eb('username', '<>', '')]),
        eb.and([eb('mobile', '=', account), eb('mobile', '<>', '')]),
        eb.and([eb(eb.fn('lower', ['email']), '=', lower), eb('email', '<>', '')]),
      ]),
    )
    .limit(5)
    .execute();
  const rank = (m: MemberRow) => (m.username.toLowerCase() === lower ? 0 : m.mobile === account ? 1 : 2);
  return rows.sort((a, b) => rank(a) - rank(b) || a.member_id - b.member_id)[0];
}

export async function insertMember(db: Db, values: Insertable<MemberTable>): Promise<number> {
  const row = await db.insertInto('member').values(values).returning('member_id').executeTakeFirstOrThrow();
  return row.member_id;
}

/** Whether a unique index of the member table refused a write (username or mobile taken). */
export function uniqueViolation(err: unknown): 'username' | 'mobile' | 'other' | null {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (!e || e.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('member_username_uq')) return 'username';
  if (where.includes('member_mobile_uq')) return 'mobile';
  return 'other';
}

/** The token check run for every authenticated request (services.checkTokenMember). */
export async function tokenMemberState(db: Db, payload: TokenPayload): Promise<'ok' | 'revoked' | 'locked'> {
  const row = await db
    .selectFrom('member')
    .select(['status', 'is_delete', 'token_version'])
    .where('member_id', '=', payload.member_id)
    .executeTakeFirst();
  if (!row || Number(row.is_delete) !== 0) return 'revoked';
  if (Number(row.token_version) !== Number(payload.v ?? 0)) return 'revoked';
  if (Number(row.status) !== 1) return 'locked';
  return 'ok';
}
