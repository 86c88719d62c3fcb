/**
 * Studio sign-in: sessions in an httpOnly SameSite=Strict cookie with a CSRF header, expiry (idle
 * and absolute), sign-out, password change, attempt limits taken before the password is checked,
 * every /admin/ route refusing a caller without the admin before looking at its parameters, and
 * the command line's bearer token still working.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { modules } from '../index.ts';
import { ABSOLUTE_SEC, IDLE_SEC } from './session.ts';

let s: TestServer;
let clock = 1_800_000_000;
const PASSWORD = 'studio-pass-1';

beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
});
afterAll(async () => {
  await s.close();
});
beforeEach(async () => {
  await s.db().deleteFrom('member_auth_fail').execute();
  const res = await s.call('/dev/admin-password', { password: PASSWORD, username: 'admin' });
  expect(res.code).toBe(0);
});

interface Answer<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** A request the way the studio makes it (form body, cookie and CSRF header when given). */
async function req<T = unknown>(url: string, params: Record<string, string> = {}, headers: Record<string, string> = {}, ip = '10.0.0.1') {
  const res = await s.app.inject({ method: 'POST', url, payload: new URLSearchParams({ lang: 'en-us', ...params }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, remoteAddress: ip });
  return { body: JSON.parse(res.body) as Answer<T>, cookie: res.headers['set-cookie'] as string | undefined };
}

interface Signed {
  cookie: string;
  csrf: string;
  headers: Record<string, string>;
  raw: string;
}

async function signIn(password = PASSWORD, ip = '10.0.0.1'): Promise<Signed> {
  const res = await req<{ username: string; csrf_token: string; expire_time: number }>('/admin/api/login', { username: 'admin', password }, { 'x-csrf-token': '1' }, ip);
  expect(res.body.code, res.body.message).toBe(0);
  const raw = res.cookie!;
  const cookie = raw.split(';')[0]!;
  return { cookie, csrf: res.body.data.csrf_token, headers: { cookie, 'x-csrf-token': res.body.data.csrf_token }, raw };
}

describe('signing in', () => {
  it('answers an httpOnly SameSite=Strict cookie on /admin and a CSRF token; the session id is stored only hashed', async () => {
    const res = await req<{ username: string; csrf_token: string; expire_time: number }>('/admin/api/login', { username: 'admin', password: PASSWORD }, { 'x-csrf-token': '1' });
    expect(res.body).toMatchObject({ code: 0, data: { username: 'admin', expire_time: clock + IDLE_SEC } });
    expect(res.cookie).toMatch(/^shop_admin=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const sid = /^shop_admin=([^;]+)/.exec(res.cookie!)![1]!;
    const rows = await s.db().selectFrom('admin_session').select('session_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.session_hash.includes(sid))).toBe(false);
    expect(res.body.data.csrf_token).not.toBe(sid);

    const who = await req<{ username: string; via: string; csrf_token: string }>('/admin/api/session', {}, { cookie: `shop_admin=${sid}`, 'x-csrf-token': res.body.data.csrf_token });
    expect(who.body).toMatchObject({ code: 0, data: { username: 'admin', via: 'session', csrf_token: res.body.data.csrf_token } });
  });

  it('refuses a wrong password or username with one message, and a sign-in without the custom header', async () => {
    expect((await req('/admin/api/login', { username: 'admin', password: 'wrong-pass' }, { 'x-csrf-token': '1' })).body).toMatchObject({ code: -1, message: 'Wrong username or password' });
    expect((await req('/admin/api/login', { username: 'root', password: PASSWORD }, { 'x-csrf-token': '1' })).body).toMatchObject({ code: -1, message: 'Wrong username or password' });
    const noHeader = await req('/admin/api/login', { username: 'admin', password: PASSWORD });
    expect(noHeader.body).toMatchObject({ code: -1, message: /security token/ });
    expect(noHeader.cookie).toBeUndefined();
    expect((await req('/admin/api/login', { username: 'admin' }, { 'x-csrf-token': '1' })).body.code).toBe(-1);
  });

  it('needs the session CSRF token on every call: none, another session’s or a made-up one is refused', async () => {
    const a = await signIn();
    const b = await signIn();
    expect((await req('/admin/api/session', {}, { cookie: a.cookie })).body).toMatchObject({ code: -1, message: /security token/ });
    expect((await req('/admin/api/session', {}, { cookie: a.cookie, 'x-csrf-token': b.csrf })).body.code).toBe(-1);
    expect((await req('/admin/api/session', {}, { cookie: a.cookie, 'x-csrf-token': 'x'.repeat(43) })).body.code).toBe(-1);
    expect((await req('/admin/api/diy/list', {}, { cookie: a.cookie })).body.code).toBe(-1);
    expect((await req('/admin/api/diy/list', {}, a.headers)).body.code).toBe(0);
    // A made-up session id.
    expect((await req('/admin/api/session', {}, { cookie: `shop_admin=${'y'.repeat(43)}`, 'x-csrf-token': a.csrf })).body).toMatchObject({ code: -1, message: 'missing or invalid admin token' });
  });

  it('keeps the command line working with its bearer token (no cookie, no CSRF header)', async () => {
    const token = ((await s.call<{ token: string }>('/dev/admin-token')).data as { token: string }).token;
    const who = await req('/admin/api/session', {}, { authorization: `Bearer ${token}` });
    expect(who.body).toMatchObject({ code: 0, data: { username: 'admin', via: 'token' } });
    expect(who.body.data).not.toHaveProperty('csrf_token');
    expect((await req('/admin/api/diy/list', {}, { authorization: `Bearer ${token}` })).body.code).toBe(0);
    expect((await req('/admin/diy/list', {}, { authorization: `Bearer ${token}` })).body.code).toBe(0);
    // A wrong token is refused even beside a good session.
    const a = await signIn();
    expect((await req('/admin/api/session', {}, { ...a.headers, authorization: 'Bearer nope-nope-nope-nope-nope' })).body.code).toBe(-1);
  });
});

describe('every /admin/ route', () => {
  const paths = modules.flatMap((m) => m.routes.routes).filter((r) => /^\/admin\//i.test(r.path));

  it('declares the admin (sign-in is the only open one)', () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const r of paths) {
      if (r.path === '/admin/api/login') expect(r.options.adminOpen).toBe(true);
      else expect(r.options.auth, r.path).toBe('admin');
    }
  });

  it('refuses callers without the admin before reading parameters, in the request’s language', async () => {
    const signed = await signIn();
    for (const r of paths.filter((p) => p.path !== '/admin/api/login')) {
      const none = await req(r.path, { name: '%%%', member_id: 'x' });
      expect(none.body, r.path).toMatchObject({ code: -1, message: 'missing or invalid admin token', data: null });
      const noCsrf = await req(r.path, {}, { cookie: signed.cookie });
      expect(noCsrf.body, r.path).toMatchObject({ code: -1, message: /security token/ });
    }
    const zh = await s.call('/admin/api/diy/list', {}, { lang: 'zh-cn' });
    expect(zh.message).toBe('管理员令牌无效');
  });
});

describe('sessions end', () => {
  it('after the idle time, moved on while used, and at the latest after the absolute lifetime', async () => {
    const start = clock;
    const a = await signIn();
    // Used before the idle time runs out: still valid, and the end moves on.
    clock = start + IDLE_SEC - 60;
    expect((await req('/admin/api/session', {}, a.headers)).body).toMatchObject({ code: 0, data: { expire_time: clock + IDLE_SEC } });
    clock += IDLE_SEC - 60;
    expect((await req('/admin/api/session', {}, a.headers)).body.code).toBe(0);
    // Unused for the idle time: ended.
    clock += IDLE_SEC + 1;
    expect((await req('/admin/api/session', {}, a.headers)).body).toMatchObject({ code: -1, message: /session has ended/ });
    expect((await req('/admin/api/session', {}, a.headers)).body.code).toBe(-1);

    // Used all the time: ends at the absolute lifetime.
    const b = await signIn();
    const signedAt = clock;
    while (clock + IDLE_SEC / 2 < signedAt + ABSOLUTE_SEC) {
      clock += IDLE_SEC / 2;
      expect((await req('/admin/api/session', {}, b.headers)).body.code).toBe(0);
    }
    clock = signedAt + ABSOLUTE_SEC;
    expect((await req('/admin/api/session', {}, b.headers)).body).toMatchObject({ code: -1, message: /session has ended/ });
  });

  it('on sign-out (the cookie is cleared)', async () => {
    const a = await signIn();
    const out = await req('/admin/api/logout', {}, a.headers);
    expect(out.body.code).toBe(0);
    expect(out.cookie).toMatch(/^shop_admin=; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=0/);
    expect((await req('/admin/api/session', {}, a.headers)).body.code).toBe(-1);
  });
});

describe('changing the password', () => {
  it('checks the current one, ends every session and gives the caller a new one', async () => {
    const a = await signIn();
    const other = await signIn();
    expect((await req('/admin/api/account', { password: 'not-it-at-all', new_password: 'brand-new-1' }, a.headers)).body).toMatchObject({ code: -1, message: 'The current password is wrong' });
    expect((await req('/admin/api/account', { password: PASSWORD, new_password: 'short' }, a.headers)).body).toMatchObject({ code: -1, message: /at least 8/ });
    const changed = await req<{ username: string; csrf_token: string }>('/admin/api/account', { password: PASSWORD, new_password: 'brand-new-1', username: 'shopkeeper' }, a.headers);
    expect(changed.body).toMatchObject({ code: 0, data: { username: 'shopkeeper' } });
    expect((await req('/admin/api/session', {}, a.headers)).body.code).toBe(-1);
    expect((await req('/admin/api/session', {}, other.headers)).body.code).toBe(-1);
    const fresh = { cookie: changed.cookie!.split(';')[0]!, 'x-csrf-token': changed.body.data.csrf_token };
    expect((await req('/admin/api/session', {}, fresh)).body).toMatchObject({ code: 0, data: { username: 'shopkeeper' } });
    expect((await req('/admin/api/login', { username: 'admin', password: PASSWORD }, { 'x-csrf-token': '1' })).body.code).toBe(-1);
    expect((await req('/admin/api/login', { username: 'shopkeeper', password: 'brand-new-1' }, { 'x-csrf-token': '1' })).body.code).toBe(0);
  });
});

describe('attempt limits', () => {
  it('takes an attempt before checking: after 10 failures from an IP even the right password is refused; other IPs are not', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await req('/admin/api/login', { username: 'admin', password: `wrong-${i}` }, { 'x-csrf-token': '1' }, '10.9.9.9')).body.message).toBe('Wrong username or password');
    }
    const blocked = await req('/admin/api/login', { username: 'admin', password: PASSWORD }, { 'x-csrf-token': '1' }, '10.9.9.9');
    expect(blocked.body).toMatchObject({ code: -1, message: /Too many wrong passwords/ });
    expect(blocked.cookie).toBeUndefined();
    await signIn(PASSWORD, '10.8.8.8');
    // The window passes.
    clock += 15 * 60 + 1;
    await signIn(PASSWORD, '10.9.9.9');
  });

  it('a parallel burst of guesses from one IP gets at most 10 checked', async () => {
    const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => req('/admin/api/login', { username: 'admin', password: `burst-${i}` }, { 'x-csrf-token': '1' }, '10.6.6.6')));
    const checked = burst.filter((r) => r.body.message === 'Wrong username or password').length;
    const refused = burst.filter((r) => /Too many wrong passwords/.test(r.body.message)).length;
    expect(checked).toBe(10);
    expect(refused).toBe(6);
  });

  it('a success gives the attempts back', async () => {
    for (let i = 0; i < 9; i++) await req('/admin/api/login', { username: 'admin', password: `wrong-${i}` }, { 'x-csrf-token': '1' }, '10.7.7.7');
    await signIn(PASSWORD, '10.7.7.7');
    expect((await req('/admin/api/login', { username: 'admin', password: 'wrong-again' }, { 'x-csrf-token': '1' }, '10.7.7.7')).body.message).toBe('Wrong username or password');
    await signIn(PASSWORD, '10.7.7.7');
  });
});

describe('/dev/admin-password', () => {
  it('is not found in production', async () => {
    const config = s.services.config as { mode: string };
    config.mode = 'production';
    try {
      const res = await s.call('/dev/admin-password', { password: 'whatever-1' });
      expect(res.code).toBe(-1);
      expect(res.message).toMatch(/dev\/admin-password/);
    } finally {
      config.mode = 'test';
    }
  });
});
