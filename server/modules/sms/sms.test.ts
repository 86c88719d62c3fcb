import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { SMS_LIMITS } from './service.ts';
import { DEMO, freshIp, freshMobile, fromIp, getCode, lastSms } from './test-helpers.ts';

let s: TestServer;
let clock = 0;
beforeAll(async () => {
  s = await startTestServer();
  clock = Math.floor(Date.now() / 1000);
  s.services.now = () => clock;
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => {
  clock += 3 * 86400;
});

describe('SMS codes through the development provider', () => {
  it('sends a 4-digit code to the outbox and answers a key', async () => {
    const res = await s.call<{ key: string }>('/api/login/mobileCode', { mobile: DEMO.mobile }, fromIp(freshIp()));
    expect(res.code).toBe(0);
    expect(res.data.key).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data).not.toHaveProperty('code');
    const out = await s.call<Array<{ mobile: string; code: string; template: string; create_time: number }>>('/dev/outbox', { mobile: DEMO.mobile });
    expect(out.data[0]).toMatchObject({ mobile: DEMO.mobile, template: 'LOGIN_CODE', create_time: clock });
    expect(out.data[0]!.code).toMatch(/^\d{4}$/);
  });

  it('refuses a resend within 120 s for the same mobile and scene, naming the seconds left', async () => {
    const ip = freshIp();
    expect((await s.call('/api/login/mobileCode', { mobile: DEMO.mobile }, fromIp(ip))).code).toBe(0);
    clock += 20;
    const zh = await s.call('/api/login/mobileCode', { mobile: DEMO.mobile }, fromIp(ip));
    expect(zh).toMatchObject({ code: -1, message: '发送过于频繁，请100秒后再试' });
    const en = await s.call('/api/login/mobileCode', { mobile: DEMO.mobile }, fromIp(ip, { lang: 'en-us' }));
    expect(en.message).toBe('Please wait 100 s before asking for another code');
    // Another scene for the same mobile is not held back.
    expect((await s.call('/api/findpassword/mobileCode', { mobile: DEMO.mobile, ...(await captcha()) }, fromIp(ip))).code).toBe(0);
    clock += 101;
    expect((await s.call('/api/login/mobileCode', { mobile: DEMO.mobile }, fromIp(ip))).code).toBe(0);
  });

  it('allows at most 10 codes a day per mobile', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < SMS_LIMITS.perMobilePerDay; i++) {
      const r = await s.call('/api/register/mobileCode', { mobile }, fromIp(freshIp()));
      expect(r.code, r.message).toBe(0);
      clock += SMS_LIMITS.resendSec + 1;
    }
    const zh = await s.call('/api/register/mobileCode', { mobile }, fromIp(freshIp()));
    expect(zh).toMatchObject({ code: -1, message: '该手机号24小时内获取验证码已达10次，请明天再试' });
    const en = await s.call('/api/register/mobileCode', { mobile }, fromIp(freshIp(), { lang: 'en-us' }));
    expect(en.message).toBe('This number has had 10 codes in 24 hours, please try again tomorrow');
    clock += 86400;
    expect((await s.call('/api/register/mobileCode', { mobile }, fromIp(freshIp()))).code).toBe(0);
  });

  it('allows at most 30 codes an hour per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < SMS_LIMITS.perIpPerHour; i++) {
      const r = await s.call('/api/register/mobileCode', { mobile: freshMobile() }, fromIp(ip));
      expect(r.code, r.message).toBe(0);
    }
    const zh = await s.call('/api/register/mobileCode', { mobile: freshMobile() }, fromIp(ip));
    expect(zh).toMatchObject({ code: -1, message: '获取验证码过于频繁，请稍后再试' });
    const en = await s.call('/api/register/mobileCode', { mobile: freshMobile() }, fromIp(ip, { lang: 'en-us' }));
    expect(en.message).toBe('Too many codes were asked for from your network, please try again later');
    expect((await s.call('/api/register/mobileCode', { mobile: freshMobile() }, fromIp(freshIp()))).code).toBe(0);
    clock += 3601;
    expect((await s.call('/api/register/mobileCode', { mobile: freshMobile() }, fromIp(ip))).code).toBe(0);
  });

  it('expires a code after 10 minutes', async () => {
    const { key, code } = await getCode(s, '/api/login/mobileCode', { mobile: DEMO.mobile }, DEMO.mobile);
    clock += SMS_LIMITS.ttlSec + 1;
    const zh = await s.call('/api/login/mobile', { mobile: DEMO.mobile, key, code });
    expect(zh).toMatchObject({ code: -1, message: '动态码已失效，请重新获取' });
    const en = await s.call('/api/login/mobile', { mobile: DEMO.mobile, key, code }, { lang: 'en-us' });
    expect(en.message).toBe('The SMS code has expired, please get a new one');
  });

  it('counts wrong codes and voids the code after 5', async () => {
    const { key, code } = await getCode(s, '/api/login/mobileCode', { mobile: DEMO.mobile }, DEMO.mobile);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 1; i < SMS_LIMITS.maxAttempts; i++) {
      expect(await s.call('/api/login/mobile', { mobile: DEMO.mobile, key, code: wrong })).toMatchObject({ code: -1, message: '手机动态码不正确' });
    }
    expect(await s.call('/api/login/mobile', { mobile: DEMO.mobile, key, code: wrong }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Too many wrong SMS codes, please get a new one' });
    expect(await s.call('/api/login/mobile', { mobile: DEMO.mobile, key, code })).toMatchObject({ code: -1, message: '动态码已失效，请重新获取' });
  });

  it('uses a code once, and only for its mobile and scene', async () => {
    const { key, code } = await getCode(s, '/api/login/mobileCode', { mobile: DEMO.mobile }, DEMO.mobile);
    expect((await s.call('/api/login/mobile', { mobile: '13800000001', key, code })).message).toBe('手机动态码不正确');
    expect((await s.call('/api/register/mobile', { mobile: DEMO.mobile, key, code })).message).toBe('手机动态码不正确');
    expect((await s.call('/api/login/mobile', { mobile: DEMO.mobile, key, code })).code).toBe(0);
    expect((await s.call('/api/login/mobile', { mobile: DEMO.mobile, key, code })).message).toBe('动态码已失效，请重新获取');
  });

  it('drops the code when the provider fails to send', async () => {
    const real = s.services.sms;
    s.services.sms = { send: () => Promise.reject(new Error('gateway down')) };
    try {
      const res = await s.call('/api/login/mobileCode', { mobile: DEMO.mobile }, fromIp(freshIp(), { lang: 'en-us' }));
      expect(res).toMatchObject({ code: -1, message: 'The SMS could not be sent' });
    } finally {
      s.services.sms = real;
    }
    // The failed attempt does not hold the shopper back.
    expect((await s.call('/api/login/mobileCode', { mobile: DEMO.mobile }, fromIp(freshIp()))).code).toBe(0);
    expect((await lastSms(s, DEMO.mobile))?.template).toBe('LOGIN_CODE');
  });

  it('applies each endpoint rule: captcha flags, registered or free mobile, mobile format', async () => {
    expect(await s.call('/api/login/mobileCode', { mobile: freshMobile() }, fromIp(freshIp()))).toMatchObject({ code: -1, message: '该手机号未注册！' });
    expect(await s.call('/api/findpassword/mobileCode', { mobile: freshMobile(), ...(await captcha()) }, fromIp(freshIp()))).toMatchObject({ code: -1, message: '该手机号未注册！' });
    expect(await s.call('/api/register/mobileCode', { mobile: DEMO.mobile }, fromIp(freshIp()))).toMatchObject({ code: -1, message: '手机号已存在' });
    expect(await s.call('/api/register/mobileCode', { mobile: '1380000', }, fromIp(freshIp(), { lang: 'en-us' }))).toMatchObject({ code: -1, message: 'Please enter a correct phone number' });
    // Find password always asks for the image captcha.
    expect(await s.call('/api/findpassword/mobileCode', { mobile: DEMO.mobile }, fromIp(freshIp()))).toMatchObject({ code: -1, message: '缺少参数captcha_id' });
    // Login / register / tripartite codes follow the captcha config flags.
    await setCaptcha({ shop_reception_login: 1, shop_reception_register: 1 });
    try {
      expect((await s.call('/api/login/mobileCode', { mobile: DEMO.mobile }, fromIp(freshIp()))).message).toBe('缺少参数captcha_id');
      expect((await s.call('/api/tripartite/mobileCode', { mobile: DEMO.mobile }, fromIp(freshIp()))).message).toBe('缺少参数captcha_id');
      expect((await s.call('/api/register/mobileCode', { mobile: freshMobile(), captcha_id: 'abc' }, fromIp(freshIp()))).message).toBe('缺少参数captcha_code');
      const c = await captcha();
      expect((await s.call('/api/login/mobileCode', { mobile: DEMO.mobile, ...c }, fromIp(freshIp()))).code).toBe(0);
      // Used up by the send it unlocked: another send needs another captcha.
      expect((await s.call('/api/register/mobileCode', { mobile: freshMobile(), ...c }, fromIp(freshIp()))).message).toBe('验证码已失效');
      expect((await s.call('/api/register/mobileCode', { mobile: freshMobile(), ...(await captcha()) }, fromIp(freshIp()))).code).toBe(0);
    } finally {
      await setCaptcha({ shop_reception_login: 0, shop_reception_register: 0 });
    }
  });

  it('answers a message naming the missing or malformed parameter and sends nothing', async () => {
    const count = async () => Number((await s.db().selectFrom('sms_code').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const path of ['/api/login/mobileCode', '/api/register/mobileCode', '/api/findpassword/mobileCode', '/api/tripartite/mobileCode']) {
      expect(await s.call(path, {}, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Missing parameter mobile' });
      expect(await s.call(path, { mobile: '' })).toMatchObject({ code: -1, message: '缺少参数mobile' });
      const twice = await s.app.inject({ method: 'GET', url: `${path}?mobile=13800000000&mobile=13800000001&lang=en-us` });
      expect(JSON.parse(twice.body)).toMatchObject({ code: -1, message: 'Parameter mobile is not valid' });
      expect(await s.call(path, { mobile: '1'.repeat(30) }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Parameter mobile is too long' });
    }
    expect(await count()).toBe(before);
  });
});

async function captcha(): Promise<{ captcha_id: string; captcha_code: string }> {
  const c = await s.call<{ id: string }>('/api/captcha/captcha');
  const d = await s.call<{ code: string }>('/dev/captcha', { captcha_id: c.data.id });
  return { captcha_id: c.data.id, captcha_code: d.data.code };
}

async function setCaptcha(v: Record<string, number>): Promise<void> {
  const res = await s.call('/dev/config', { config_key: 'CAPTCHA_CONFIG', value: JSON.stringify(v) });
  expect(res.code).toBe(0);
}
