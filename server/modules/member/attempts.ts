import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, Code, fail } from '../../http/errors.ts';

/**
 * Attempt limits for every secret the server checks (passwords, pay passwords, codes a member types:
 * gift-card codes, verify codes, invite codes …). The attempt is TAKEN BEFORE the slow check: under a
 * per-subject lock a row is reserved in `member_auth_fail` (it counts as a failure until the check
 * succeeds), so a parallel burst of guesses can never be checked in full — the right secret at the end
 * of a burst is refused like the wrong ones around it.
 *
 * Limits: failures of one subject in the window counted across every address (`perSubject`, then either
 * refused — only for secrets a stranger cannot try, such as a member's own pay password — or only with a
 * solved image captcha, so no stranger can lock an account), and failures from one address across every
 * subject (`perAddress`, then that address is refused: it stops credential stuffing).
 */
export interface AttemptRule {
  windowSec: number;
  /** Failures of one subject (any address) within the window before `past` applies. */
  perSubject: number;
  /** What a further try needs: 'captcha' (a solved image captcha, consumed by that try) or 'refuse'. */
  past: 'captcha' | 'refuse';
  /** Failures from one address (any subject) within the window before that address is refused. */
  perAddress?: number;
}

/** Password login: 5 failures on an account (any address) → the image captcha; 20 from an address → refused. */
export const LOGIN_ATTEMPTS: AttemptRule = { windowSec: 15 * 60, perSubject: 5, past: 'captcha', perAddress: 20 };
/** Changing the password with the old one (a logged-in member only). */
export const MODIFY_PASSWORD_ATTEMPTS: AttemptRule = { windowSec: 15 * 60, perSubject: 10, past: 'refuse' };
/** The pay password (only its member can try it): 5 failures in 15 minutes, then refused for the window. */
export const PAY_PASSWORD_ATTEMPTS: AttemptRule = { windowSec: 15 * 60, perSubject: 5, past: 'refuse' };

export interface AttemptInput {
  /** What is checked ('login', 'paypwd', 'giftcard' …), at most 20 characters. */
  scope: string;
  /** Whose secret (account name, member id …), at most 100 characters. */
  subject: string;
  ip: string;
  now: number;
  rule: AttemptRule;
  /** An image captcha sent with the try (consumed when the rule needs it). */
  captcha?: { id: unknown; code: unknown };
  /** The caller already checked and consumed an image captcha for this try. */
  captchaDone?: boolean;
}

type Verdict = { ok: true; id: number } | { ok: false; key: string; vars?: Record<string, number>; data?: unknown };

/**
 * Takes an attempt, runs `check` (the slow comparison) and answers whether it passed. Refuses (code -1)
 * before checking when a limit is reached: AUTH_TOO_MANY_FAILS (minutes left), or AUTH_CAPTCHA_REQUIRED
 * with `data.need_captcha = 1` (the client shows the captcha), CAPTCHA_FAILURE / CAPTCHA_ERROR for a
 * captcha that does not match (it is used up either way). A passing check clears the subject's failures.
 */
export async function checkWithAttempt(db: Kysely<Database>, input: AttemptInput, check: () => Promise<boolean>): Promise<boolean> {
  await takeAttempt(db, input);
  // A failed (or thrown) check keeps the reserved row: it is the failure's record.
  const ok = await check();
  if (ok) await clearAttempts(db, input.scope, input.subject);
  return ok;
}

/** Reserves one attempt (see checkWithAttempt) and answers its row id; throws when a limit is reached. */
export async function takeAttempt(db: Kysely<Database>, input: AttemptInput): Promise<number> {
  const { scope, ip, now, rule } = input;
  const subject = input.subject.slice(0, 100);
  const since = now - rule.windowSec;
  const verdict = await db.transaction().execute(async (trx): Promise<Verdict> => {
    // One subject, then its address: parallel tries queue here, so each sees the ones before it.
    await sql`select pg_advisory_xact_lock(hashtext(${`att:${scope}:${subject}`}))`.execute(trx);
    if (rule.perAddress) await sql`select pg_advisory_xact_lock(hashtext(${`att-ip:${scope}:${ip}`}))`.execute(trx);
    if (rule.perAddress) {
      const byIp = await countSince(trx, scope, since, { ip });
      if (byIp.n >= rule.perAddress) return { ok: false, key: 'AUTH_TOO_MANY_FAILS', vars: { minutes: minutesLeft(byIp.first, rule, now) } };
    }
    const bySubject = await countSince(trx, scope, since, { subject });
    if (bySubject.n >= rule.perSubject && !input.captchaDone) {
      if (rule.past === 'refuse') return { ok: false, key: 'AUTH_TOO_MANY_FAILS', vars: { minutes: minutesLeft(bySubject.first, rule, now) } };
      const cid = input.captcha?.id;
      const code = input.captcha?.code;
      if (typeof cid !== 'string' || !cid || code === undefined || code === null || code === '') {
        return { ok: false, key: 'AUTH_CAPTCHA_REQUIRED', data: { need_captcha: 1 } };
      }
      // Used up by this try whatever it brings (a 4-digit code cannot be tried through).
      const c = await trx.deleteFrom('captcha').where('id', '=', cid).returning(['code', 'expire_time']).executeTakeFirst();
      if (!c || Number(c.expire_time) < now) return { ok: false, key: 'CAPTCHA_FAILURE', data: { need_captcha: 1 } };
      if (String(code).trim() !== c.code) return { ok: false, key: 'CAPTCHA_ERROR', data: { need_captcha: 1 } };
    }
    const row = await trx.insertInto('member_auth_fail').values({ scope, subject, ip: ip.slice(0, 64), create_time: now }).returning('id').executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  });
  if (!verdict.ok) throw new ApiError(Code.ERROR, verdict.key, verdict.vars, verdict.data ?? null);
  // Old rows are of no use; trim them now and then.
  if (Math.random() < 0.02) await db.deleteFrom('member_auth_fail').where('create_time', '<', now - 86400).execute();
  return verdict.id;
}

/** Forgets a subject's failures (its secret was just given right). */
export async function clearAttempts(db: Kysely<Database>, scope: string, subject: string): Promise<void> {
  await db.deleteFrom('member_auth_fail').where('scope', '=', scope).where('subject', '=', subject.slice(0, 100)).execute();
}

/** `checkWithAttempt` that throws `wrongKey` (code -1) when the check fails. */
export async function requireWithAttempt(db: Kysely<Database>, input: AttemptInput, check: () => Promise<boolean>, wrongKey: string): Promise<void> {
  if (!(await checkWithAttempt(db, input, check))) throw fail(wrongKey);
}

async function countSince(db: Kysely<Database>, scope: string, since: number, by: { ip?: string; subject?: string }): Promise<{ n: number; first: number }> {
  let q = db
    .selectFrom('member_auth_fail')
    .select([sql<number>`count(*)::int`.as('n'), sql<string | null>`min(create_time)::bigint`.as('first')])
    .where('scope', '=', scope)
    .where('create_time', '>', since);
  if (by.ip !== undefined) q = q.where('ip', '=', by.ip.slice(0, 64));
  if (by.subject !== undefined) q = q.where('subject', '=', by.subject);
  const r = await q.executeTakeFirstOrThrow();
  return { n: Number(r.n), first: Number(r.first ?? 0) };
}

function minutesLeft(first: number, rule: AttemptRule, now: number): number {
  return Math.max(1, Math.ceil(((first || now) + rule.windowSec - now) / 60));
}
