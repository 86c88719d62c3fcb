import crypto from 'node:crypto';
import { ApiError, Code } from '../../http/errors.ts';
import type { ApiContext } from '../../http/context.ts';
import type { Db } from '../config/queries.ts';
import { hashPassword } from '../member/password.ts';
import { checkPasswordRules, checkUsernameRules } from '../member/rules.ts';

/**
 * The shop's one admin: a random bearer token for the command line (kept only as its sha256, shown
 * once when made: first start, `npm run admin -- rotate`) and a username + password for signing in
 * to the studio (session.ts). The password is made at first start (shown once) or set with
 * `npm run admin -- password`, and changed in the studio (/admin/api/account).
 */
export const ADMIN_USERNAME = 'admin';
/** Admin passwords: at least this many characters (member rules otherwise: no spaces, ≤ 64). */
export const ADMIN_PASSWORD_MIN = 8;

export const sha256 = (s: string): string => crypto.createHash('sha256').update(s).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');
/** A password to show once: 16 characters of base64url (96 bits). */
export const newPassword = (): string => crypto.randomBytes(12).toString('base64url');

export function announceToken(token: string): void {
  console.log(`[shop] admin token (shown once): ${token}`);
}

export function announcePassword(username: string, password: string): void {
  console.log(`[shop] admin sign-in at /admin/ (shown once): username ${username}, password ${password}  (change it there, or: npm run admin -- password)`);
}

/** The admin row (the first one: the shop has one admin). */
export async function findAdmin(db: Db) {
  return db.selectFrom('admin').select(['admin_id', 'username', 'password_hash', 'token_hash']).orderBy('admin_id').limit(1).executeTakeFirst();
}

export interface EnsuredAdmin {
  /** The new token, when the admin was created now. */
  token: string | null;
  /** The new password, when the admin had none (created now, or from before passwords existed). */
  password: string | null;
  username: string;
}

/**
 * Creates the admin when there is none (token and password both new), and gives an admin without a
 * password one; answers what was made (to be shown once).
 */
export async function ensureAdmin(db: Db, now: number): Promise<EnsuredAdmin> {
  const token = newToken();
  const password = newPassword();
  const hash = await hashPassword(password);
  let row = await findAdmin(db);
  if (!row) {
    // Two instances starting on an empty table: the unique username lets one of them make it.
    const created = await db
      .insertInto('admin')
      .values({ username: ADMIN_USERNAME, token_hash: sha256(token), password_hash: hash, password_time: now, create_time: now, rotate_time: now })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('admin_id')
      .executeTakeFirst();
    if (created) return { token, password, username: ADMIN_USERNAME };
    row = await findAdmin(db);
    if (!row) return { token: null, password: null, username: ADMIN_USERNAME };
  }
  const set = await db.updateTable('admin').set({ password_hash: hash, password_time: now }).where('admin_id', '=', row.admin_id).where('password_hash', '=', '').returning('admin_id').executeTakeFirst();
  return { token: null, password: set ? password : null, username: row.username };
}

/** Replaces the admin token (creating the admin if needed) and answers the new one. */
export async function rotateAdminToken(db: Db, now: number): Promise<string> {
  const token = newToken();
  const row = await findAdmin(db);
  if (row) await db.updateTable('admin').set({ token_hash: sha256(token), rotate_time: now }).where('admin_id', '=', row.admin_id).execute();
  else await db.insertInto('admin').values({ username: ADMIN_USERNAME, token_hash: sha256(token), create_time: now, rotate_time: now }).execute();
  return token;
}

/** Checks a new admin password (code -1 with the rule broken). */
export function checkAdminPassword(password: string): void {
  checkPasswordRules(password, { pwd_len: ADMIN_PASSWORD_MIN, pwd_complexity: '' });
}

/**
 * Sets the admin's password (and, when given, username) and ends every session of the admin
 * (signed-in browsers must sign in again). Creates the admin when there is none.
 */
export async function setAdminCredentials(db: Db, input: { password: string; username?: string | undefined }, now: number): Promise<{ admin_id: number; username: string }> {
  checkAdminPassword(input.password);
  const username = input.username?.trim();
  if (username !== undefined) checkUsernameRules(username);
  const hash = await hashPassword(input.password);
  const row = await findAdmin(db);
  if (!row) {
    const made = await db
      .insertInto('admin')
      .values({ username: username || ADMIN_USERNAME, token_hash: sha256(newToken()), password_hash: hash, password_time: now, create_time: now, rotate_time: now })
      .returning(['admin_id', 'username'])
      .executeTakeFirstOrThrow();
    return made;
  }
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('admin')
      .set({ password_hash: hash, password_time: now, ...(username ? { username } : {}) })
      .where('admin_id', '=', row.admin_id)
      .returning(['admin_id', 'username'])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('admin_session').where('admin_id', '=', row.admin_id).execute();
    return done;
  });
}

export interface AdminIdentity {
  admin_id: number;
  username: string;
  /** How the caller proved it: the command line's bearer token or a signed-in studio session. */
  via: 'token' | 'session';
}

/** The admin of a bearer token (header `authorization: Bearer <token>`), null when it is not one. */
export async function adminByToken(db: Db, header: unknown): Promise<AdminIdentity | null> {
  const m = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim()) : null;
  if (!m) return null;
  const row = await db.selectFrom('admin').select(['admin_id', 'username']).where('token_hash', '=', sha256(m[1]!)).executeTakeFirst();
  return row ? { ...row, via: 'token' } : null;
}

/** The admin calling with a bearer token, or code -1 ADMIN_UNAUTHORIZED (routes use `auth: 'admin'`). */
export async function requireAdmin(ctx: Pick<ApiContext, 'db' | 'req'>): Promise<AdminIdentity> {
  const admin = await adminByToken(ctx.db, ctx.req.headers.authorization);
  if (!admin) throw new ApiError(Code.ERROR, 'ADMIN_UNAUTHORIZED');
  return admin;
}
