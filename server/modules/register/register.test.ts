import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO, freshIp, freshMobile, fromIp, getCode, loginAs, solveCaptcha } from '../sms/test-helpers.ts';

let s: TestServer;
let clock = Math.floor(Date.now() / 1000);
beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => {
  clock += 200;
});

let seq = 0;
const uname = () => `reg_${process.pid % 10000}_${++seq}`;
const count = async () => Number((await s.db().selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const setConfig = (config_key: string, value: Record<string, unknown>) => s.call('/dev/config', { config_key, value: JSON.stringify(value) });

describe('register config, agreements, reward config', () => {
  it('answers the register config row', async () => {
    const res = await s.call<{ config_key: string; value: Record<string, unknown>; is_use: number }>('/api/register/config');
    expect(res.code).toBe(0);
    expect(res.data.config_key).toBe('REGISTER_CONFIG');
    expect(res.data.value).toMatchObject({ login: 'username,mobile', register: 'username,mobile', third_party: 0, bind_mobile: 0, pwd_len: 6, pwd_complexity: '', agreement_show: 1 });
  });

  it('answers the agreements in the request language; other types are refused', async () => {
    const zh = await s.call<{ title: string; content: string }>('/api/register/aggrement', { type: 'SERVICE' });
    expect(zh.data.title).toBe('用户服务协议');
    expect(zh.data.content.length).toBeGreaterThan(20);
    expect((await s.call<{ title: string }>('/api/register/aggrement', { type: 'PRIVACY' }, { lang: 'en-us' })).data.title).toBe('Privacy Policy');
    expect((await s.call<{ title: string }>('/api/register/aggrement')).data.title).toBe('用户服务协议');
    expect(await s.call('/api/register/aggrement', { type: 'OTHER' })).toMatchObject({ code: -1, message: '不支持的类型' });
    expect((await s.call('/api/register/aggrement', { type: 'OTHER' }, { lang: 'en-us' })).message).toBe('Unsupported agreement type');
  });

  it('answers the new-member reward config', async () => {
    const res = await s.call<{ is_use: number; value: Record<string, unknown> }>('/memberregister/api/Config/Config');
    expect(res).toMatchObject({ code: 0, data: { is_use: 1, value: { point: 100, balance: '0.00', growth: 10, coupon_list: [] } } });
  });
});

describe('register by username', () => {
  it('registers, answers a working token and grants the new-member reward', async () => {
    const username = uname();
    const res = await s.call<{ token: string }>('/api/register/username', { username, password: 'secret1', source_member: 1 }, fromIp(freshIp()));
    expect(res, res.message).toMatchObject({ code: 0 });
    const me = await s.call<{ username: string; point: number; growth: number; balance: string; source_member: number; is_edit_username: number; password: number }>('/api/member/info', undefined, { token: res.data.token });
    expect(me.data).toMatchObject({ username, source_member: 1, is_edit_username: 0, password: 1, balance: '0.00' });
    // The reward goes through the account ledger (point 100, growth 10) when that module is there.
    const rows = await s.db().selectFrom('member_account').select(['account_type', 'account_data', 'from_type']).where('member_id', '=', (await s.db().selectFrom('member').select('member_id').where('username', '=', username).executeTakeFirstOrThrow()).member_id).execute();
    expect(me.data.point).toBe(100);
    expect(me.data.growth).toBe(10);
    expect(rows.map((r) => [r.account_type, Number(r.account_data), r.from_type]).sort()).toEqual([
      ['growth', 10, 'register'],
      ['point', 100, 'register'],
    ]);
    await loginAs(s, username, 'secret1');
  });

  it('skips the reward when the config is off', async () => {
    await s.db().updateTable('sys_config').set({ is_use: 0 }).where('config_key', '=', 'MEMBER_REGISTER_REWARD_CONFIG').execute();
    try {
      const res = await s.call<{ token: string }>('/api/register/username', { username: uname(), password: 'secret1' }, fromIp(freshIp()));
      const me = await s.call<{ point: number }>('/api/member/info', undefined, { token: res.data.token });
      expect(me.data.point).toBe(0);
    } finally {
      await s.db().updateTable('sys_config').set({ is_use: 1 }).where('config_key', '=', 'MEMBER_REGISTER_REWARD_CONFIG').execute();
    }
  });

  it('applies the password and username rules, in both languages, and writes nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: uname(), password: '12345' }, '密码长度不能小于6位', 'The password must have at least 6 characters'],
      [{ username: uname(), password: 'has space' }, '密码不能包含空格', 'The password must not contain spaces'],
      [{ username: uname(), password: 'secret1', confirm_password: 'secret2' }, '两次密码不一致', 'The two passwords differ'],
      [{ username: '12345678', password: 'secret1' }, '用户名不能为纯数字', 'A username cannot be digits only'],
      [{ username: 'ab cd', password: 'secret1' }, '用户名不能包含空格或@', 'A username must not contain spaces or "@"'],
      [{ username: 'a', password: 'secret1' }, '用户名不能少于4个字符', 'The username must have at least 4 characters'],
      [{ username: 'abc', password: 'secret1' }, '用户名不能少于4个字符', 'The username must have at least 4 characters'],
      [{ username: 'x'.repeat(31), password: 'secret1' }, '用户名不能超过30个字符', 'The username must have at most 30 characters'],
      [{ username: 'demo', password: 'secret1' }, '该用户名已存在', 'This username is already taken'],
      [{ username: 'DEMO', password: 'secret1' }, '该用户名已存在', 'This username is already taken'],
      [{ password: 'secret1' }, '缺少参数username', 'Missing parameter username'],
      [{ username: uname() }, '缺少参数password', 'Missing parameter password'],
      [{ username: uname(), password: 'secret1', source_member: 'abc' }, '参数source_member格式不正确', 'Parameter source_member is not valid'],
    ];
    for (const [params, zh, en] of cases) {
      expect(await s.call('/api/register/username', params, fromIp(freshIp())), zh).toMatchObject({ code: -1, message: zh });
      expect((await s.call('/api/register/username', params, fromIp(freshIp(), { lang: 'en-us' }))).message).toBe(en);
    }
    expect(await count()).toBe(before);
  });

  it('follows the configured length and complexity', async () => {
    await setConfig('REGISTER_CONFIG', { pwd_len: 8, pwd_complexity: 'number,letter,upper_case,symbol' });
    try {
      expect((await s.call('/api/register/username', { username: uname(), password: 'abc1234' })).message).toBe('密码长度不能小于8位');
      expect((await s.call('/api/register/username', { username: uname(), password: 'abcd1234' })).message).toBe('密码需包含数字、小写字母、大写字母、特殊字符');
      expect((await s.call('/api/register/username', { username: uname(), password: 'abcd1234' }, { lang: 'en-us' })).message).toBe(
        'The password must contain a digit, a lower-case letter, an upper-case letter, a symbol (#?!@$%^&*-)',
      );
      expect((await s.call('/api/register/username', { username: uname(), password: 'Abcd-1234' }, fromIp(freshIp()))).code).toBe(0);
    } finally {
      await setConfig('REGISTER_CONFIG', { pwd_len: 6, pwd_complexity: '' });
    }
  });

  it('asks for the image captcha when shop_reception_register = 1', async () => {
    await setConfig('CAPTCHA_CONFIG', { shop_reception_register: 1 });
    try {
      expect((await s.call('/api/register/username', { username: uname(), password: 'secret1' })).message).toBe('缺少参数captcha_id');
      const c = await solveCaptcha(s);
      expect((await s.call('/api/register/username', { username: uname(), password: 'secret1', ...c }, fromIp(freshIp()))).code).toBe(0);
      expect((await s.call('/api/register/username', { username: uname(), password: 'secret1', ...c }, fromIp(freshIp()))).message).toBe('验证码已失效');
    } finally {
      await setConfig('CAPTCHA_CONFIG', { shop_reception_register: 0 });
    }
  });

  it('refuses when username registration is off', async () => {
    await setConfig('REGISTER_CONFIG', { register: 'mobile' });
    try {
      expect(await s.call('/api/register/username', { username: uname(), password: 'secret1' }, { lang: 'en-us' })).toMatchObject({ code: -1, message: 'Registration is closed' });
    } finally {
      await setConfig('REGISTER_CONFIG', { register: 'username,mobile' });
    }
  });
});

describe('register by mobile', () => {
  it('registers with a REGISTER_CODE code; the username is generated and editable once', async () => {
    const mobile = freshMobile();
    const { key, code } = await getCode(s, '/api/register/mobileCode', { mobile }, mobile);
    const res = await s.call<{ token: string }>('/api/register/mobile', { mobile, key, code });
    expect(res, res.message).toMatchObject({ code: 0 });
    const me = await s.call<{ mobile: string; username: string; nickname: string; is_edit_username: number; password: number }>('/api/member/info', undefined, { token: res.data.token });
    expect(me.data).toMatchObject({ mobile, is_edit_username: 1, password: 0, nickname: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    expect(me.data.username).toMatch(/^u_[a-z0-9]{10}$/);
    expect((await s.call('/api/register/mobile', { mobile, key, code })).message).toBe('动态码已失效，请重新获取');
  });

  it('refuses a taken mobile, a wrong code, missing parameters; writes nothing', async () => {
    const before = await count();
    expect((await s.call('/api/register/mobileCode', { mobile: DEMO.mobile }, fromIp(freshIp(), { lang: 'en-us' }))).message).toBe('This mobile number is already registered');
    const mobile = freshMobile();
    const { key, code } = await getCode(s, '/api/register/mobileCode', { mobile }, mobile);
    expect((await s.call('/api/register/mobile', { mobile, key, code: code === '0000' ? '1111' : '0000' })).message).toBe('手机动态码不正确');
    expect((await s.call('/api/register/mobile', { mobile, key }, { lang: 'en-us' })).message).toBe('Missing parameter code');
    expect((await s.call('/api/register/mobile', { key, code })).message).toBe('缺少参数mobile');
    expect(await count()).toBe(before);
  });
});

describe('/api/register/exist', () => {
  it('answers success for a free name and 账户已存在 for a taken one', async () => {
    expect((await s.call('/api/register/exist', { username: uname() })).code).toBe(0);
    expect(await s.call('/api/register/exist', { username: 'demo' })).toMatchObject({ code: -1, message: '账户已存在' });
    expect((await s.call('/api/register/exist', { type: 'mobile', value: DEMO.mobile }, { lang: 'en-us' })).message).toBe('This account already exists');
    expect((await s.call('/api/register/exist', { mobile: freshMobile() })).code).toBe(0);
    expect((await s.call('/api/register/exist', {}, { lang: 'en-us' })).message).toBe('Missing parameter username');
  });
});
