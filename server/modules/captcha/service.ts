import crypto from 'node:crypto';
import { create } from 'svg-captcha';
import { ApiError, Code } from '../../http/errors.ts';
import type { Db } from '../config/queries.ts';

/** Image captchas: 4 digits, valid 10 minutes (NiuShop's think-captcha settings). */
export const CAPTCHA_TTL_SEC = 600;

export interface CaptchaImage {
  id: string;
  /** data:image/svg+xml;base64,… */
  img: string;
}

export async function createCaptcha(db: Db, now: number, discardId?: string): Promise<CaptchaImage> {
  const c = create({ size: 4, charPreset: '0123456789', width: 100, height: 40, fontSize: 40, noise: 2, color: true, background: '#f5f5f5' });
  const id = crypto.randomBytes(16).toString('hex');
  if (discardId) await db.deleteFrom('captcha').where('id', '=', discardId).execute();
  // Expired captchas are of no use; clear them as new ones are made (indexed on expire_time).
  await db.deleteFrom('captcha').where('expire_time', '<', now).execute();
  await db.insertInto('captcha').values({ id, code: c.text, expire_time: now + CAPTCHA_TTL_SEC, create_time: now }).execute();
  return { id, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

export interface CheckCaptchaOptions {
  /** Delete the captcha when it matches (login, register, an SMS send: a solved captcha unlocks one try). */
  consume?: boolean;
  now?: number;
}

/**
 * Checks an image captcha with NiuShop's messages: missing id or code → 缺少参数captcha_id /
 * captcha_code; unknown or expired → 验证码已失效; wrong → 验证码不正确 (and the captcha is void,
 * so a 4-digit code cannot be guessed by trying them all).
 */
export async function checkCaptcha(db: Db, id: unknown, code: unknown, opts: CheckCaptchaOptions = {}): Promise<void> {
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (typeof id !== 'string' || !id) throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'captcha_id' });
  if (code === undefined || code === null || code === '') throw new ApiError(Code.ERROR, 'MISSING_PARAM', { name: 'captcha_code' });
  const row = await db.selectFrom('captcha').select(['code', 'expire_time']).where('id', '=', id).executeTakeFirst();
  if (!row || Number(row.expire_time) < now) throw new ApiError(Code.ERROR, 'CAPTCHA_FAILURE');
  if (String(code).trim() !== row.code) {
    await db.deleteFrom('captcha').where('id', '=', id).execute();
    throw new ApiError(Code.ERROR, 'CAPTCHA_ERROR');
  }
  if (opts.consume) {
    const gone = await db.deleteFrom('captcha').where('id', '=', id).returning('id').executeTakeFirst();
    if (!gone) throw new ApiError(Code.ERROR, 'CAPTCHA_FAILURE');
  }
}

/** The code of a captcha (development helper /dev/captcha). */
export async function peekCaptcha(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('captcha').select('code').where('id', '=', id).executeTakeFirst();
  return row?.code ?? null;
}
