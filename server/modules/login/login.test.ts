import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signToken } from '../../http/token.ts';
import { LOGIN_ATTEMPTS } from '../member/attempts.ts';
import { DEMO, freshIp, freshMobile, fromIp, getCode, loginAs, registerByMobile, solveCaptcha } from '../sms/test-helpers.ts';

let s: TestServer;
let clock = Math.floor(Date.now() / 1000);
beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
});
// Each test starts after the 120 s SMS resend wait of the one before.
beforeEach(() => {
  clock += 200;
});
afterAll(async () => {
  await s.close();
});

const info = (token: string, lang: 'zh-cn' | 'en-us' = 'zh-cn') => s.call<{ member_id: number; username: string; mobile: string }>('/api/member/info', undefined, { token, lang });

describe('logout', () => {
  it('revokes the token on the server: it no longer answers member info', async () => {
    const { token } = await registerByMobile(s);
    const other = await loginAs(s, DEMO.username, DEMO.password);
    expect((await info(token)).code).toBe(0);
    expect(await s.call('/api/login/logout', {}, { token })).toMatchObject({ code: 0 });
    expect(await info(token)).toMatchObject({ code: -10009 });
    expect((await info(token, 'en-us')).code).toBe(-10009);
    expect(await s.call('/api/login/logout', {}, { token })).toMatchObject({ code: -10009 });
    // Another member's token is untouched.
    expect((await info(other)).code).toBe(0);
  });
});

describe('login by password', () => {
  it('logs in by username, mobile or email and answers {token, can_receive_registergift}', async () => {
    await s.db().updateTable('member').set({ email: 'Demo@Example.com' }).where('username', '=', 'demo').execute();
    for (const account of ['demo', 'DEMO', DEMO.mobile, 'demo@example.com']) {
      const res = await s.call<{ token: string; can_receive_registergift: number }>('/api/login/login', { username: account, password: DEMO.password }, fromIp(freshIp()));
      expect(res, account).toMatchObject({ code: 0, data: { can_receive_registergift: 0 } });
      expect((await info(res.data.token)).data).toMatchObject({ username: 'demo', mobile: DEMO.mobile });
    }
    const row = await s.db().selectFrom('member').select(['login_num', 'login_time', 'login_ip']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    expect(row.login_num).toBeGreaterThanOrEqual(4);
    expect(Number(row.login_time)).toBeGreaterThan(0);
  });

  it('refuses a wrong password or an unknown account with one message, in both languages', async () => {
    const ip = freshIp();
    expect(await s.call('/api/login/login', { username: 'demo', password: 'wrong-one' }, fromIp(ip))).toMatchObject({ code: -1, message: '用户名或密码错误', data: null });
    expect(await s.call('/api/login/login', { username: 'nobody-here', password: 'wrong-one' }, fromIp(ip, { lang: 'en-us' }))).toMatchObject({ code: -1, message: 'Wrong username or password' });
  });

  it('asks for the image captcha after 5 failures on an account (any address) until the window passes', async () => {
    clock += LOGIN_ATTEMPTS.windowSec; // the failures of the tests before are out of the window
    const ip = freshIp();
    for (let i = 0; i < LOGIN_ATTEMPTS.perSubject; i++) {
      expect((await s.call('/api/login/login', { username: 'demo', password: `bad${i}` }, fromIp(ip))).message).toBe('用户名或密码错误');
    }
    expect(await s.call('/api/login/login', { username: 'demo', password: DEMO.password }, fromIp(ip))).toMatchObject({ code: -1, message: '请输入图形验证码', data: { need_captcha: 1 } });
    expect((await s.call('/api/login/login', { username: 'demo', password: DEMO.password }, fromIp(freshIp(), { lang: 'en-us' }))).message).toBe('Please enter the image verification code');
    clock += LOGIN_ATTEMPTS.windowSec + 1;
    expect((await s.call('/api/login/login', { username: 'demo', password: DEMO.password }, fromIp(ip))).code).toBe(0);
  });

  it('asks for the image captcha when shop_reception_login = 1, and uses it up', async () => {
    await s.call('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: JSON.stringify({ shop_reception_login: 1 }) });
    try {
      expect(await s.call('/api/login/login', { username: 'demo', password: DEMO.password }, fromIp(freshIp()))).toMatchObject({ code: -1, message: '缺少参数captcha_id' });
      const c = await solveCaptcha(s);
      expect((await s.call('/api/login/login', { username: 'demo', password: DEMO.password, captcha_id: c.captcha_id, captcha_code: '99999' }, fromIp(freshIp()))).message).toBe('验证码不正确');
      const d = await solveCaptcha(s);
      expect((await s.call('/api/login/login', { username: 'demo', password: DEMO.password, ...d }, fromIp(freshIp()))).code).toBe(0);
      expect((await s.call('/api/login/login', { username: 'demo', password: DEMO.password, ...d }, fromIp(freshIp(), { lang: 'en-us' }))).message).toBe('The verification code has expired, please refresh it');
    } finally {
      await s.call('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: JSON.stringify({ shop_reception_login: 0 }) });
    }
  });

  it('tells a locked member so (after the right password) and rejects its tokens with -10009', async () => {
    const { token, mobile } = await registerByMobile(s);
    await s.db().updateTable('member').set({ status: 0, password: '' }).where('mobile', '=', mobile).execute();
    expect(await info(token)).toMatchObject({ code: -10009, message: '会员被锁定' });
    expect((await info(token, 'en-us')).message).toBe('This account is locked');
    const { key, code } = await getCode(s, '/api/login/mobileCode', { mobile }, mobile);
    expect(await s.call('/api/login/mobile', { mobile, key, code }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'This account is locked' });
  });

  it('stops password login when the register config leaves it out', async () => {
    await s.call('/dev/config', { config_key: 'REGISTER_CONFIG', value: JSON.stringify({ login: 'mobile' }) });
    try {
      expect(await s.call('/api/login/login', { username: 'demo', password: DEMO.password }, fromIp(freshIp()))).toMatchObject({ code: -1, message: '用户名登录未开启！' });
    } finally {
      await s.call('/dev/config', { config_key: 'REGISTER_CONFIG', value: JSON.stringify({ login: 'username,mobile' }) });
    }
  });
});

describe('login by SMS code', () => {
  it('logs the member of the mobile in', async () => {
    const { key, code } = await getCode(s, '/api/login/mobileCode', { mobile: DEMO.mobile }, DEMO.mobile);
    const res = await s.call<{ token: string }>('/api/login/mobile', { mobile: DEMO.mobile, key, code });
    expect(res.code).toBe(0);
    expect((await info(res.data.token)).data.username).toBe('demo');
  });

  it('refuses a wrong code and a mobile without member', async () => {
    const { key, code } = await getCode(s, '/api/login/mobileCode', { mobile: DEMO.mobile }, DEMO.mobile);
    expect(await s.call('/api/login/mobile', { mobile: DEMO.mobile, key, code: code === '1234' ? '4321' : '1234' }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Wrong SMS code' });
    expect((await s.call('/api/login/mobileCode', { mobile: freshMobile() }, fromIp(freshIp(), { lang: 'en-us' }))).message).toBe('This mobile number is not registered');
  });

  it('names missing parameters', async () => {
    expect(await s.call('/api/login/mobile', { mobile: DEMO.mobile, key: 'k' }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter code' });
    expect(await s.call('/api/login/mobile', { mobile: DEMO.mobile, code: '1234' })).toMatchObject({ code: -1, message: '缺少参数key' });
    expect(await s.call('/api/login/login', { username: 'demo' })).toMatchObject({ code: -1, message: '缺少参数password' });
    expect(await s.call('/api/login/login', { password: 'x' }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter username' });
    expect(await s.call('/api/login/login', { username: 'demo', password: 'x'.repeat(200) }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter password is too long' });
  });
});

describe('find password', () => {
  it('sets a new password by SMS code and revokes older tokens', async () => {
    const { token: oldToken, mobile } = await registerByMobile(s);
    const c = await solveCaptcha(s);
    const { key, code } = await getCode(s, '/api/findpassword/mobileCode', { mobile, ...c }, mobile);
    expect((await s.call('/api/findpassword/mobile', { mobile, key, code, password: '123' }, { lang: 'en-us' })).message).toBe('The password must have at least 6 characters');
    expect((await s.call('/api/findpassword/mobile', { mobile, key, code, password: 'newpass1', confirm_password: 'newpass2' })).message).toBe('两次密码不一致');
    expect((await s.call('/api/findpassword/mobile', { mobile, key, code, password: 'newpass1' })).code).toBe(0);
    expect((await info(oldToken)).code).toBe(-10009);
    await loginAs(s, mobile, 'newpass1');
    // The code is used up.
    expect((await s.call('/api/findpassword/mobile', { mobile, key, code, password: 'newpass2' })).message).toBe('动态码已失效，请重新获取');
  });

  it('names missing parameters and changes nothing', async () => {
    const before = await s.db().selectFrom('member').select('password').where('mobile', '=', DEMO.mobile).executeTakeFirstOrThrow();
    expect((await s.call('/api/findpassword/mobile', { mobile: DEMO.mobile, key: 'k', code: '1234' }, { lang: 'en-us' })).message).toBe('Missing parameter password');
    expect((await s.call('/api/findpassword/mobile', { mobile: DEMO.mobile, key: 'k', code: '1234', password: 'abcdefg' })).message).toBe('手机动态码不正确');
    const after = await s.db().selectFrom('member').select('password').where('mobile', '=', DEMO.mobile).executeTakeFirstOrThrow();
    expect(after.password).toBe(before.password);
  });
});

describe('tripartite (bind mobile popup)', () => {
  it('logs in an existing mobile, registers a new one with is_register 1', async () => {
    const { key, code } = await getCode(s, '/api/tripartite/mobileCode', { mobile: DEMO.mobile }, DEMO.mobile);
    const old = await s.call<{ token: string; is_register?: number }>('/api/tripartite/mobile', { mobile: DEMO.mobile, key, code });
    expect(old.code).toBe(0);
    expect(old.data.is_register).toBeUndefined();
    expect((await info(old.data.token)).data.username).toBe('demo');

    const mobile = freshMobile();
    const sent = await getCode(s, '/api/tripartite/mobileCode', { mobile }, mobile);
    // a picture from elsewhere is refused before the code is spent
    for (const avatarUrl of ['javascript:alert(1)', 'https://thirdwx.qlogo.cn/mmopen/a/132', 'http://10.0.0.1/a.png']) {
      expect(await s.call('/api/tripartite/mobile', { mobile, key: sent.key, code: sent.code, avatarUrl }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'headimg: only pictures uploaded to this shop are accepted' });
    }
    expect(await s.call('/api/tripartite/mobile', { mobile, key: sent.key, code: sent.code, headimg: 'https://cdn.example/a.png' })).toMatchObject({ code: -1, message: 'headimg只能使用在本店上传的图片' });
    const res = await s.call<{ token: string; is_register: number }>('/api/tripartite/mobile', { mobile, key: sent.key, code: sent.code, nickName: 'Wx 😀 user' });
    expect(res).toMatchObject({ code: 0, data: { is_register: 1 } });
    const me = await s.call<{ mobile: string; nickname: string; headimg: string; is_edit_username: number }>('/api/member/info', undefined, { token: res.data.token });
    expect(me.data).toMatchObject({ mobile, nickname: 'Wx 😀 user', headimg: '', is_edit_username: 1 });
  });
});

describe('tokens', () => {
  it('answers -1 without a token, -10009 for a bad one, -10010 for an expired one', async () => {
    expect(await s.call('/api/member/info')).toMatchObject({ code: -1, message: '您尚未登录，请先进行登录' });
    expect(await s.call('/api/member/info', undefined, { token: 'abc.def', lang: 'en-us' })).toMatchObject({ code: -10009, message: 'Invalid token' });
    const now = s.services.now();
    const member_id = (await s.db().selectFrom('member').select('member_id').where('username', '=', 'demo').executeTakeFirstOrThrow()).member_id;
    const expired = signToken(s.services.tokenSecret, { member_id, iat: now - 7200, exp: now - 10, v: 0 });
    expect(await s.call('/api/member/info', undefined, { token: expired })).toMatchObject({ code: -10010, message: 'token已过期' });
    expect(await s.call('/api/login/verifyToken', undefined, { token: expired, lang: 'en-us' })).toMatchObject({ code: -10010, message: 'Token expired' });
    const forged = signToken('not-the-secret', { member_id, iat: now, exp: now + 3600, v: 0 });
    expect((await s.call('/api/login/verifyToken', undefined, { token: forged })).code).toBe(-10009);
    expect((await s.call('/api/login/verifyToken')).code).toBe(-1);
  });

  it('sends a refreshtoken when less than 300 s are left, and the new token works', async () => {
    const now = s.services.now();
    const member_id = (await s.db().selectFrom('member').select('member_id').where('username', '=', 'demo').executeTakeFirstOrThrow()).member_id;
    const version = (await s.db().selectFrom('member').select('token_version').where('member_id', '=', member_id).executeTakeFirstOrThrow()).token_version;
    const closing = signToken(s.services.tokenSecret, { member_id, iat: now - 3600, exp: now + 100, v: version });
    const res = await s.call<{ member_id: number }>('/api/login/verifyToken', undefined, { token: closing });
    expect(res).toMatchObject({ code: 0, data: { member_id } });
    expect(res.refreshtoken).toBeTruthy();
    const again = await s.call('/api/login/verifyToken', undefined, { token: res.refreshtoken });
    expect(again.code).toBe(0);
    expect(again.refreshtoken).toBeUndefined();
  });

  it('rejects a token of a deleted member', async () => {
    const { token, mobile } = await registerByMobile(s);
    await s.db().updateTable('member').set({ is_delete: 1 }).where('mobile', '=', mobile).execute();
    expect((await info(token)).code).toBe(-10009);
  });
});
