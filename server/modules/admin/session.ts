import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../http/errors.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../config/queries.ts';
import { hashPassword, verifyPassword } from '../member/password.ts';
import { checkWithAttempt, type AttemptRule } from '../member/attempts.ts';
import { adminByToken, findAdmin, setAdminCredentials, sha256, type AdminIdentity } from './service.ts';

/**
 * Studio sessions. Signing in (/admin/api/login) makes a random session id, sent only as an
 * httpOnly, SameSite=Strict cookie on /admin and kept in `admin_session` only as its sha256. A
 * session ends after `IDLE_SEC` without use and at the latest `ABSOLUTE_SEC` after sign-in.
 *
 * CSRF: every request on a session carries header `x-csrf-token` = HMAC(token secret, session id),
 * answered by sign-in and /admin/api/session (a page on another site can neither read it nor set a
 * custom header without a CORS preflight we never allow); sign-in itself needs the header with any
 * value. Bearer-token calls (the CLI) carry no cookie, so they need no CSRF token.
 */
export const SESSION_COOKIE = 'shop_admin';
export const CSRF_HEADER = 'x-csrf-token';
export const IDLE_SEC = 2 * 3600;
export const ABSOLUTE_SEC = 12 * 3600;
/** A session's expiry is written again only when it moved by more than this (not on every request). */
const SLIDE_STEP_SEC = 5 * 60;
const SID = /^[A-Za-z0-9_-]{43}$/;

export interface SessionAdmin extends AdminIdentity {
  /** Set for sessions: the CSRF token to send back and when the session ends. */
  csrf_token?: string;
  expire_time?: number;
  session_hash?: string;
}

export const csrfToken = (secret: string, sessionId: string): string => crypto.createHmac('sha256', secret).update(`admin-csrf:${sessionId}`).digest('base64url');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The value of one cookie of the request (no cookie library: one name, one plain value). */
export function readCookie(req: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

function setCookie(req: FastifyRequest, reply: FastifyReply, value: string, maxAge: number): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  void reply.header('set-cookie', `${SESSION_COOKIE}=${value}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`);
}

const header = (req: Pick<FastifyRequest, 'headers'>, name: string): string => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '';
};

export interface CheckEnv {
  db: Db;
  secret: string;
  now: number;
}

/**
 * The admin of a request: a bearer token (the CLI), else a live session cookie with its CSRF
 * header. Throws code -1: ADMIN_UNAUTHORIZED (nothing valid), ADMIN_SESSION_EXPIRED (a session
 * that ended), ADMIN_CSRF (a session without its header).
 */
export async function checkAdmin(req: FastifyRequest, env: CheckEnv): Promise<SessionAdmin> {
  if (req.headers.authorization !== undefined) {
    const byToken = await adminByToken(env.db, req.headers.authorization);
    if (byToken) return byToken;
    throw new ApiError(Code.ERROR, 'ADMIN_UNAUTHORIZED');
  }
  const sid = readCookie(req, SESSION_COOKIE);
  if (!sid || !SID.test(sid)) throw new ApiError(Code.ERROR, 'ADMIN_UNAUTHORIZED');
  const hash = sha256(sid);
  const row = await env.db
    .selectFrom('admin_session as s')
    .innerJoin('admin as a', 'a.admin_id', 's.admin_id')
    .select(['a.admin_id', 'a.username', 's.create_time', 's.expire_time'])
    .where('s.session_hash', '=', hash)
    .executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'ADMIN_UNAUTHORIZED');
  const end = Math.min(Number(row.expire_time), Number(row.create_time) + ABSOLUTE_SEC);
  if (end <= env.now) {
    await env.db.deleteFrom('admin_session').where('session_hash', '=', hash).execute();
    throw new ApiError(Code.ERROR, 'ADMIN_SESSION_EXPIRED');
  }
  const csrf = csrfToken(env.secret, sid);
  if (!sameToken(header(req, CSRF_HEADER), csrf)) throw new ApiError(Code.ERROR, 'ADMIN_CSRF');
  let expire = Number(row.expire_time);
  const wanted = Math.min(env.now + IDLE_SEC, Number(row.create_time) + ABSOLUTE_SEC);
  if (wanted - expire > SLIDE_STEP_SEC) {
    await env.db.updateTable('admin_session').set({ expire_time: wanted }).where('session_hash', '=', hash).where('expire_time', '<', wanted).execute();
    expire = wanted;
  }
  return { admin_id: row.admin_id, username: row.username, via: 'session', csrf_token: csrf, expire_time: expire, session_hash: hash };
}

/**
 * Sign-in failures of the one admin account are counted per IP (the subject is the account at that
 * address, so a stranger can only shut out their own address); the attempt is taken before the
 * password is looked at (server/modules/member/attempts.ts) and given back on success.
 */
const ADMIN_ATTEMPTS: AttemptRule = { windowSec: 15 * 60, perSubject: 10, past: 'refuse' };

let dummyHash: Promise<string> | null = null;

function withAttempt(db: Kysely<Database>, scope: 'admin_login' | 'admin_password', ip: string, now: number, check: () => Promise<boolean>): Promise<boolean> {
  return checkWithAttempt(db, { scope, subject: `admin@${ip}`, ip, now, rule: ADMIN_ATTEMPTS }, check);
}

export interface SignedIn {
  username: string;
  csrf_token: string;
  expire_time: number;
}

async function openSession(db: Db, adminId: number, env: { secret: string; now: number; ip: string; userAgent: string }, req: FastifyRequest, reply: FastifyReply): Promise<{ csrf_token: string; expire_time: number }> {
  const sid = crypto.randomBytes(32).toString('base64url');
  const expire = env.now + IDLE_SEC;
  // Ended sessions are of no use: dropped whenever someone signs in.
  await db.deleteFrom('admin_session').where('expire_time', '<=', env.now).execute();
  await db
    .insertInto('admin_session')
    .values({ session_hash: sha256(sid), admin_id: adminId, ip: env.ip.slice(0, 64), user_agent: env.userAgent.slice(0, 255), create_time: env.now, expire_time: expire })
    .execute();
  setCookie(req, reply, sid, ABSOLUTE_SEC);
  return { csrf_token: csrfToken(env.secret, sid), expire_time: expire };
}

/** /admin/api/login: username and password (attempts taken first, per IP) → a session cookie and its CSRF token. */
export async function signIn(db: Kysely<Database>, input: { username: string; password: string }, env: { secret: string; now: number; ip: string }, req: FastifyRequest, reply: FastifyReply): Promise<SignedIn> {
  if (!header(req, CSRF_HEADER)) throw new ApiError(Code.ERROR, 'ADMIN_CSRF');
  const admin = await findAdmin(db);
  const ok = await withAttempt(db, 'admin_login', env.ip, env.now, async () => {
    // An unknown username costs as much time as a wrong password.
    const hash = admin && admin.password_hash && admin.username === input.username.trim() ? admin.password_hash : await (dummyHash ??= hashPassword('not a password'));
    const right = await verifyPassword(input.password, hash);
    return right && admin !== undefined && hash === admin.password_hash;
  });
  if (!ok || !admin) throw new ApiError(Code.ERROR, 'ADMIN_LOGIN_FAILED');
  const session = await openSession(db, admin.admin_id, { ...env, userAgent: header(req, 'user-agent') }, req, reply);
  return { username: admin.username, ...session };
}

/** /admin/api/logout: ends the caller's session (bearer-token callers have none) and clears the cookie. */
export async function signOut(db: Db, admin: SessionAdmin, req: FastifyRequest, reply: FastifyReply): Promise<null> {
  if (admin.session_hash) await db.deleteFrom('admin_session').where('session_hash', '=', admin.session_hash).execute();
  setCookie(req, reply, '', 0);
  return null;
}

/**
 * /admin/api/account: a new password (and username), the current password checked first (attempts
 * taken like sign-in). Every session ends; a session caller gets a new one at once.
 */
export async function changeAccount(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: { password: string; new_password: string; username?: string },
  env: { secret: string; now: number; ip: string },
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<{ username: string; csrf_token?: string; expire_time?: number }> {
  const row = await findAdmin(db);
  const ok = await withAttempt(db, 'admin_password', env.ip, env.now, async () => Boolean(row && (await verifyPassword(input.password, row.password_hash))));
  if (!ok || !row) throw new ApiError(Code.ERROR, 'ADMIN_PASSWORD_WRONG');
  const saved = await setAdminCredentials(db, { password: input.new_password, username: input.username }, env.now);
  if (admin.via !== 'session') return { username: saved.username };
  return { username: saved.username, ...(await openSession(db, saved.admin_id, { ...env, userAgent: header(req, 'user-agent') }, req, reply)) };
}
