import crypto from 'node:crypto';
import { sql } from 'kysely';
import { ApiError, Code } from '../../http/errors.ts';
import type { Services } from '../../http/services.ts';
import type { Db } from '../config/queries.ts';
import './provider.ts';

/** What a code is for; each has its NiuShop message template. */
export type SmsScene = 'login' | 'register' | 'find_password' | 'tripartite' | 'bind_mobile' | 'set_password' | 'pay_password';

export const SCENE_TEMPLATE: Record<SmsScene, string> = {
  login: 'LOGIN_CODE',
  register: 'REGISTER_CODE',
  find_password: 'FIND_PASSWORD',
  tripartite: 'MEMBER_BIND',
  bind_mobile: 'MEMBER_BIND',
  set_password: 'SET_PASSWORD',
  pay_password: 'MEMBER_PAY_PASSWORD',
};

/** Limits of the code flow (spec section 9 and our own abuse limits). */
export const SMS_LIMITS = {
  /** A code is valid 10 minutes. */
  ttlSec: 600,
  /** The same mobile and scene may ask again after 120 s (the client counts down as long). */
  resendSec: 120,
  /** Codes per mobile within 24 hours. */
  perMobilePerDay: 10,
  /** Codes per client IP within an hour. */
  perIpPerHour: 30,
  /** Wrong guesses before a code is void. */
  maxAttempts: 5,
} as const;

export interface SendCodeInput {
  mobile: string;
  scene: SmsScene;
  ip: string;
  /** The member the code is for (member-centre codes), 0 otherwise. */
  member_id?: number;
}

/**
 * Makes a 4-digit code for `mobile`, keeps it 10 minutes under a random key and sends it through
 * services.sms. Refuses (code -1) a resend within 120 s for the same mobile and scene (naming the
 * seconds left), more than 10 codes a day for a mobile and more than 30 an hour from one IP.
 * The checks and the insert run under a per-mobile advisory lock so parallel requests cannot
 * slip past them. Returns the key.
 */
export async function sendSmsCode(services: Pick<Services, 'db' | 'now' | 'sms'>, input: SendCodeInput): Promise<{ key: string }> {
  const now = services.now();
  const { mobile, scene, ip } = input;
  const template = SCENE_TEMPLATE[scene];
  const code = String(crypto.randomInt(0, 10000)).padStart(4, '0');
  const key = crypto.randomBytes(16).toString('hex');

  const id = await services.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(trx);
    const last = await trx
      .selectFrom('sms_code')
      .select('create_time')
      .where('mobile', '=', mobile)
      .where('scene', '=', scene)
      .where('create_time', '>', now - SMS_LIMITS.resendSec)
      .orderBy('create_time', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last) {
      throw new ApiError(Code.ERROR, 'SMS_RESEND_WAIT', { seconds: Math.max(1, Number(last.create_time) + SMS_LIMITS.resendSec - now) });
    }
    const perMobile = await trx
      .selectFrom('sms_code')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('mobile', '=', mobile)
      .where('create_time', '>', now - 86400)
      .executeTakeFirstOrThrow();
    if (Number(perMobile.n) >= SMS_LIMITS.perMobilePerDay) throw new ApiError(Code.ERROR, 'SMS_MOBILE_LIMIT', { n: SMS_LIMITS.perMobilePerDay });
    const perIp = await trx
      .selectFrom('sms_code')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('ip', '=', ip)
      .where('create_time', '>', now - 3600)
      .executeTakeFirstOrThrow();
    if (Number(perIp.n) >= SMS_LIMITS.perIpPerHour) throw new ApiError(Code.ERROR, 'SMS_IP_LIMIT');
    const row = await trx
      .insertInto('sms_code')
      .values({ key, mobile, code, scene, template, member_id: input.member_id ?? 0, expire_time: now + SMS_LIMITS.ttlSec, ip, create_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });

  try {
    if (!services.sms) throw new Error('no SMS provider');
    await services.sms.send(mobile, template, { code });
  } catch {
    // Not sent: the code must neither work nor count against the shopper's limits.
    await services.db.deleteFrom('sms_code').where('id', '=', id).execute();
    throw new ApiError(Code.ERROR, 'SMS_SEND_FAIL');
  }
  return { key };
}

export interface VerifyCodeInput {
  key: unknown;
  code: unknown;
  mobile: string;
  scene: SmsScene;
  /** For member-centre codes: the code must have been sent for this member. */
  member_id?: number;
  now: number;
}

/**
 * Checks a code without using it up. The attempt is taken first, in one conditional statement
 * (`attempts + 1` only while the code is unused, unexpired and under 5 attempts), so parallel guesses
 * each spend one of the five and none is checked past them: the fifth wrong guess makes the code void.
 * Returns the code's row id for `consumeSmsCode`, which the caller runs inside the transaction of
 * whatever the code allows.
 */
export async function verifySmsCode(db: Db, input: VerifyCodeInput): Promise<number> {
  const key = typeof input.key === 'string' ? input.key : '';
  const code = input.code === undefined || input.code === null ? '' : String(input.code).trim();
  if (!key) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'key' });
  if (!code) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'code' });
  const row = await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('key', '=', key)
    .where('used', '=', 0)
    .where('expire_time', '>=', input.now)
    .where('attempts', '<', SMS_LIMITS.maxAttempts)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const known = await db.selectFrom('sms_code').select(['scene', 'member_id']).where('key', '=', key).executeTakeFirst();
    if (!known || known.scene !== input.scene || (input.member_id !== undefined && Number(known.member_id) !== input.member_id)) {
      throw new ApiError(Code.ERROR, 'SMS_CODE_ERROR');
    }
    throw new ApiError(Code.ERROR, 'SMS_CODE_EXPIRED');
  }
  // A code of another scene or member is not this one: the attempt it took stays spent.
  if (row.scene !== input.scene || (input.member_id !== undefined && Number(row.member_id) !== input.member_id)) {
    throw new ApiError(Code.ERROR, 'SMS_CODE_ERROR');
  }
  if (row.mobile !== input.mobile || code !== row.code) {
    if (Number(row.attempts) >= SMS_LIMITS.maxAttempts) throw new ApiError(Code.ERROR, 'SMS_CODE_VOID');
    throw new ApiError(Code.ERROR, 'SMS_CODE_ERROR');
  }
  return row.id;
}

/** Uses a verified code up (once: a second use in parallel finds it used and fails). */
export async function consumeSmsCode(db: Db, id: number): Promise<void> {
  const row = await db.updateTable('sms_code').set({ used: 1 }).where('id', '=', id).where('used', '=', 0).returning('id').executeTakeFirst();
  if (!row) throw new ApiError(Code.ERROR, 'SMS_CODE_EXPIRED');
}

/** Messages the local provider sent to a mobile, newest first (development helper). */
export async function outbox(db: Db, mobile: string, limit = 50): Promise<Array<{ mobile: string; code: string; template: string; content: string; create_time: number }>> {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['mobile', 'code', 'template', 'content', 'create_time'])
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, create_time: Number(r.create_time) }));
}
