import crypto from 'node:crypto';
import { ApiError, Code } from '../../http/errors.ts';
import type { ApiContext } from '../../http/context.ts';
import type { Db } from '../config/queries.ts';

/**
 * The shop's one admin (for the publishing API): a random bearer token, kept only as its
 * sha256. The token is shown once, when it is made (first start, or `npm run admin -- rotate`).
 */
export const ADMIN_USERNAME = 'admin';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');

export function announceToken(token: string): void {
  console.log(`[shop] admin token (shown once): ${token}`);
}

/** Creates the admin when there is none; answers the new token then, else null. */
export async function ensureAdmin(db: Db, now: number): Promise<string | null> {
  const token = newToken();
  const row = await db
    .insertInto('admin')
    .values({ username: ADMIN_USERNAME, token_hash: sha256(token), create_time: now, rotate_time: now })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('admin_id')
    .executeTakeFirst();
  return row ? token : null;
}

/** Replaces the admin token (creating the admin if needed) and answers the new one. */
export async function rotateAdminToken(db: Db, now: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('admin')
    .values({ username: ADMIN_USERNAME, token_hash: sha256(token), create_time: now, rotate_time: now })
    .onConflict((oc) => oc.column('username').doUpdateSet({ token_hash: sha256(token), rotate_time: now }))
    .execute();
  return token;
}

export interface AdminIdentity {
  admin_id: number;
  username: string;
}

/** The admin calling (header `authorization: Bearer <token>`), or code -1 ADMIN_UNAUTHORIZED. */
export async function requireAdmin(ctx: Pick<ApiContext, 'db' | 'req'>): Promise<AdminIdentity> {
  const header = ctx.req.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim()) : null;
  if (!m) throw new ApiError(Code.ERROR, 'ADMIN_UNAUTHORIZED');
  const row = await ctx.db.selectFrom('admin').select(['admin_id', 'username']).where('token_hash', '=', sha256(m[1]!)).executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'ADMIN_UNAUTHORIZED');
  return row;
}
