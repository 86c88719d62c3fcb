import { expect } from 'vitest';
import type { CallOptions, TestServer } from '../../test/harness.ts';

/** Helpers for tests of the member area (and others that need a logged-in demo member). */

export const DEMO = { mobile: '13800000000', username: 'demo', password: 'demo123', payPassword: '123456' };

let ipSeq = 0;
/** A fresh client IP per call site, so the per-IP SMS limit of one test does not spill into another. */
export function freshIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export function fromIp(ip: string, opts: CallOptions = {}): CallOptions {
  return { ...opts, headers: { ...opts.headers, 'x-forwarded-for': ip } };
}

/** The newest code the development SMS provider sent to `mobile`. */
export async function lastSms(s: TestServer, mobile: string): Promise<{ code: string; template: string; create_time: number } | undefined> {
  const res = await s.call<Array<{ code: string; template: string; create_time: number }>>('/dev/outbox', { mobile });
  expect(res.code).toBe(0);
  return res.data[0];
}

/** Asks `path` (with `params`) for a code sent to `to` and reads it from the outbox: `{key, code}`. */
export async function getCode(s: TestServer, path: string, params: Record<string, unknown>, to: string, opts: CallOptions = {}): Promise<{ key: string; code: string }> {
  const res = await s.call<{ key: string }>(path, params, opts.headers?.['x-forwarded-for'] ? opts : fromIp(freshIp(), opts));
  expect(res, res.message).toMatchObject({ code: 0 });
  const sms = await lastSms(s, to);
  return { key: res.data.key, code: sms!.code };
}

/** A new captcha and its code (through /dev/captcha). */
export async function solveCaptcha(s: TestServer): Promise<{ captcha_id: string; captcha_code: string }> {
  const c = await s.call<{ id: string }>('/api/captcha/captcha');
  const d = await s.call<{ code: string }>('/dev/captcha', { captcha_id: c.data.id });
  return { captcha_id: c.data.id, captcha_code: d.data.code };
}

export async function loginAs(s: TestServer, username: string, password: string): Promise<string> {
  const res = await s.call<{ token: string }>('/api/login/login', { username, password }, fromIp(freshIp()));
  expect(res, res.message).toMatchObject({ code: 0 });
  return res.data.token;
}

let mobileSeq = 0;
/**
 * A mobile number no seeded member uses (11 digits: the count wraps at 10,000, since a worker's files
 * share this module; each file has a database of its own, so numbers only need to differ within one).
 */
export function freshMobile(): string {
  mobileSeq = (mobileSeq % 9999) + 1;
  return `177${String(process.pid % 10000).padStart(4, '0')}${String(mobileSeq).padStart(4, '0')}`;
}

/** Registers a member by mobile (SMS flow) and answers its token and mobile. */
export async function registerByMobile(s: TestServer): Promise<{ token: string; mobile: string }> {
  const mobile = freshMobile();
  const { key, code } = await getCode(s, '/api/register/mobileCode', { mobile }, mobile);
  const res = await s.call<{ token: string }>('/api/register/mobile', { mobile, key, code });
  expect(res, res.message).toMatchObject({ code: 0 });
  return { token: res.data.token, mobile };
}
