import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SMS_LIMITS } from '../sms/service.ts';
import { DEMO, freshIp, freshMobile, fromIp, getCode, loginAs, registerByMobile, solveCaptcha } from '../sms/test-helpers.ts';
import { LOGIN_ATTEMPTS, PAY_PASSWORD_ATTEMPTS } from './attempts.ts';

/**
 * Attempt limits hold under parallel bursts (the attempt is taken before the slow check), per account
 * across addresses and per address across accounts; a solved captcha unlocks one try only.
 */
let s: TestServer;
let clock = Math.floor(Date.now() / 1000);
beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
});
// Every test starts after the windows of the one before.
beforeEach(() => {
  clock += 3600;
});
afterAll(async () => {
  await s.close();
});

const BURST = 30;

/** A member with a username and password of its own (so tests do not share one account's counters). */
async function memberWithPassword(): Promise<{ username: string; password: string; token: string; mobile: string }> {
  const { token, mobile } = await registerByMobile(s);
  const username = `att_${mobile.slice(-7)}`;
  expect((await s.call('/api/member/modifyUsername', { username }, { token })).code).toBe(0);
  const { key, code } = await getCode(s, '/api/member/pwdmobliecode', await solveCaptcha(s), mobile, { token });
  const set = await s.call<{ token: string }>('/api/member/modifypassword', { new_password: 'Right-pass1', key, code }, { token });
  expect(set, set.message).toMatchObject({ code: 0 });
  return { username, password: 'Right-pass1', token: set.data.token, mobile };
}

const login = (username: string, password: string, ip: string, extra: Record<string, unknown> = {}, lang: 'zh-cn' | 'en-us' = 'zh-cn') =>
  s.call<{ token?: string; need_captcha?: number } | null>('/api/login/login', { username, password, ...extra }, fromIp(ip, { lang }));

describe('attempts are taken before the check', () => {
  it('password login: the right password at the end of a parallel burst of 30 is refused', async () => {
    const m = await memberWithPassword();
    const ip = freshIp();
    const tries = Array.from({ length: BURST }, (_, i) => (i === BURST - 1 ? m.password : `wrong-${i}`));
    const answers = await Promise.all(tries.map((p) => login(m.username, p, ip)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(0);
    expect(answers.filter((a) => a.message === '用户名或密码错误').length).toBeLessThanOrEqual(LOGIN_ATTEMPTS.perSubject);
    expect(answers.at(-1)).toMatchObject({ code: -1, message: '请输入图形验证码', data: { need_captcha: 1 } });
    // The owner is not locked out: with a solved captcha the right password logs in (and clears the count).
    expect((await login(m.username, m.password, freshIp(), await solveCaptcha(s))).code).toBe(0);
    expect((await login(m.username, m.password, freshIp())).code).toBe(0);
  });

  it('pay password: the right one at the end of a parallel burst of 30 is refused', async () => {
    const token = await loginAs(s, DEMO.username, DEMO.password);
    const ip = freshIp();
    const tries = Array.from({ length: BURST }, (_, i) => (i === BURST - 1 ? DEMO.payPassword : String(900000 + i)));
    const answers = await Promise.all(tries.map((p) => s.call('/api/member/checkpaypassword', { pay_password: p }, fromIp(ip, { token }))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(0);
    expect(answers.filter((a) => a.message === '支付密码错误')).toHaveLength(PAY_PASSWORD_ATTEMPTS.perSubject);
    expect(answers.at(-1)).toMatchObject({ code: -1, message: '密码错误次数过多，请15分钟后再试' });
    // From another address too (the member is the subject), until the window passes.
    expect((await s.call('/api/member/checkpaypassword', { pay_password: DEMO.payPassword }, fromIp(freshIp(), { token, lang: 'en-us' }))).message).toBe(
      'Too many wrong passwords, please try again in 15 min',
    );
    clock += PAY_PASSWORD_ATTEMPTS.windowSec + 1;
    expect((await s.call('/api/member/checkpaypassword', { pay_password: DEMO.payPassword }, fromIp(freshIp(), { token }))).code).toBe(0);
  });

  it('SMS codes: the right code at the end of a parallel burst of 30 is refused, and the code is void', async () => {
    const mobile = freshMobile();
    const { key, code } = await getCode(s, '/api/register/mobileCode', { mobile }, mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 10000).padStart(4, '0');
    const tries = Array.from({ length: BURST }, (_, i) => (i === BURST - 1 ? code : wrong(i)));
    const answers = await Promise.all(tries.map((c) => s.call('/api/register/mobile', { mobile, key, code: c }, fromIp(freshIp()))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(0);
    expect(answers.at(-1)).toMatchObject({ code: -1, message: '动态码已失效，请重新获取' });
    const row = await s.db().selectFrom('sms_code').select('attempts').where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(SMS_LIMITS.maxAttempts);
    expect((await s.call('/api/register/mobile', { mobile, key, code }, fromIp(freshIp(), { lang: 'en-us' }))).code).toBe(-1);
  });

  it('changing the password with the old one: the right one at the end of a burst of 30 is refused', async () => {
    const m = await memberWithPassword();
    const tries = Array.from({ length: BURST }, (_, i) => (i === BURST - 1 ? m.password : `Wrong-old${i}`));
    const answers = await Promise.all(tries.map((old) => s.call('/api/member/modifypassword', { old_password: old, new_password: 'Next-pass2' }, fromIp(freshIp(), { token: m.token }))));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(0);
    expect(answers.at(-1)).toMatchObject({ code: -1, message: '密码错误次数过多，请15分钟后再试' });
  });
});

describe('limits per account across addresses and per address across accounts', () => {
  it('after 5 failures on an account from any addresses, every try needs the captcha, which it uses up', async () => {
    const m = await memberWithPassword();
    for (let i = 0; i < LOGIN_ATTEMPTS.perSubject; i++) {
      expect((await login(m.username, `wrong-${i}`, freshIp())).message).toBe('用户名或密码错误');
    }
    // The right password from a new address: the captcha is asked (in the request's language).
    expect(await login(m.username, m.password, freshIp(), {}, 'en-us')).toMatchObject({ code: -1, message: 'Please enter the image verification code', data: { need_captcha: 1 } });
    // Account names are one subject whatever their case.
    expect((await login(m.username.toUpperCase(), m.password, freshIp())).data).toMatchObject({ need_captcha: 1 });
    // A wrong captcha is used up and refused; a solved one unlocks one try only.
    const wrongCaptcha = await solveCaptcha(s);
    expect((await login(m.username, m.password, freshIp(), { ...wrongCaptcha, captcha_code: '99999' })).message).toBe('验证码不正确');
    expect((await login(m.username, m.password, freshIp(), wrongCaptcha)).message).toBe('验证码已失效');
    const c = await solveCaptcha(s);
    expect((await login(m.username, 'still-wrong', freshIp(), c)).message).toBe('用户名或密码错误');
    expect((await login(m.username, m.password, freshIp(), c)).message).toBe('验证码已失效');
    expect((await login(m.username, m.password, freshIp(), await solveCaptcha(s))).code).toBe(0);
    // The right password cleared the account's count: no captcha next time.
    expect((await login(m.username, m.password, freshIp())).code).toBe(0);
  });

  it('a stranger cannot lock an account: the owner logs in with the captcha while the failures go on', async () => {
    const m = await memberWithPassword();
    await Promise.all(Array.from({ length: 12 }, (_, i) => login(m.username, `wrong-${i}`, freshIp())));
    const ok = await login(m.username, m.password, freshIp(), await solveCaptcha(s));
    expect(ok, ok.message).toMatchObject({ code: 0 });
  });

  it('one address failing on many accounts is refused for every account, other addresses are not', async () => {
    const ip = freshIp();
    const cap = LOGIN_ATTEMPTS.perAddress!;
    for (let i = 0; i < cap; i++) {
      expect((await login(`nobody_${clock}_${i}`, 'some-password', ip)).message).toBe('用户名或密码错误');
    }
    expect(await login(DEMO.username, DEMO.password, ip)).toMatchObject({ code: -1, message: '密码错误次数过多，请15分钟后再试' });
    expect((await login(DEMO.username, DEMO.password, ip, await solveCaptcha(s))).code).toBe(-1);
    expect((await login(DEMO.username, DEMO.password, freshIp())).code).toBe(0);
    clock += LOGIN_ATTEMPTS.windowSec + 1;
    expect((await login(DEMO.username, DEMO.password, ip)).code).toBe(0);
  });

  it('a parallel burst from one address over many accounts stops at the address cap', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => login(`stuffing_${clock}_${i}`, 'guess-123', ip)));
    expect(answers.filter((a) => a.message === '用户名或密码错误')).toHaveLength(LOGIN_ATTEMPTS.perAddress!);
    expect(answers.filter((a) => a.message === '密码错误次数过多，请15分钟后再试')).toHaveLength(BURST - LOGIN_ATTEMPTS.perAddress!);
  });

  it('a solved image captcha is used up by the SMS send it unlocked', async () => {
    const c = await solveCaptcha(s);
    const ip = freshIp();
    expect((await s.call('/api/findpassword/mobileCode', { mobile: DEMO.mobile, ...c }, fromIp(ip))).code).toBe(0);
    const again = await s.call('/api/findpassword/mobileCode', { mobile: (await registerByMobile(s)).mobile, ...c }, fromIp(ip, { lang: 'en-us' }));
    expect(again).toMatchObject({ code: -1, message: 'The verification code has expired, please refresh it' });
    // Parallel sends with one solved captcha: one is sent.
    const d = await solveCaptcha(s);
    const mobiles = await Promise.all([registerByMobile(s), registerByMobile(s), registerByMobile(s)]);
    const sends = await Promise.all(mobiles.map((x) => s.call('/api/findpassword/mobileCode', { mobile: x.mobile, ...d }, fromIp(freshIp()))));
    expect(sends.filter((a) => a.code === 0)).toHaveLength(1);
  });
});
