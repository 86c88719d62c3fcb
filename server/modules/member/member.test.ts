import { uploadedPath } from '../upload/test-helpers.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO, freshIp, freshMobile, fromIp, getCode, loginAs, registerByMobile, solveCaptcha } from '../sms/test-helpers.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { PAY_PASSWORD_ATTEMPTS } from './attempts.ts';

let s: TestServer;
let clock = Math.floor(Date.now() / 1000);
let demo: string;
beforeAll(async () => {
  s = await startTestServer();
  s.services.now = () => clock;
  demo = await loginAs(s, DEMO.username, DEMO.password);
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => {
  clock += 200;
});

type Info = Record<string, unknown>;
const info = async (token: string) => (await s.call<Info>('/api/member/info', undefined, { token })).data;
/** Calls an edit in both languages and checks the failure messages (and that nothing changed). */
async function refuses(path: string, token: string, params: Record<string, unknown>, zh: string, en: string): Promise<void> {
  const before = await info(token);
  expect(await s.call(path, params, { token }), `${path} ${zh}`).toMatchObject({ code: -1, message: zh });
  expect((await s.call(path, params, { token, lang: 'en-us' })).message).toBe(en);
  expect(await info(token)).toEqual(before);
}

describe('passwords', () => {
  it('hashes with scrypt and verifies; NiuShop md5 hashes still verify', async () => {
    const h = await hashPassword('demo123');
    expect(h).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('demo123', h)).toBe(true);
    expect(await verifyPassword('demo124', h)).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    const { createHash } = await import('node:crypto');
    const md5 = (x: string) => createHash('md5').update(x).digest('hex');
    const legacy = md5(md5('demo123') + 'NiuCloud');
    expect(await verifyPassword('demo123', legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(h)).toBe(false);
  });
});

describe('/api/member/info', () => {
  it('answers the NiuShop fields, money as yuan strings', async () => {
    const d = await info(demo);
    for (const k of [
      'member_id', 'source_member', 'username', 'nickname', 'mobile', 'email', 'status', 'headimg', 'member_level', 'member_level_name', 'member_label', 'member_label_name',
      'qq', 'qq_openid', 'wx_openid', 'wx_unionid', 'ali_openid', 'baidu_openid', 'toutiao_openid', 'douyin_openid', 'realname', 'sex', 'location', 'birthday', 'point',
      'balance', 'balance_money', 'growth', 'password', 'member_level_type', 'level_expire_time', 'is_edit_username', 'is_fenxiao', 'province_id', 'city_id', 'district_id',
      'community_id', 'address', 'full_address', 'longitude', 'latitude', 'member_code', 'member_level_info', 'sign_days_series',
    ]) {
      expect(d, k).toHaveProperty(k);
    }
    expect(d).toMatchObject({ username: 'demo', mobile: DEMO.mobile, status: 1, balance: '500.00', balance_money: '0.00', point: 1000, growth: 120, password: 1 });
    expect(d).not.toHaveProperty('pay_password');
  });
});

describe('profile edits (spec section 5)', () => {
  it('username: once, only for generated usernames, unchanged / empty / taken refused', async () => {
    await refuses('/api/member/modifyUsername', demo, { username: 'demo' }, '与原用户名一致，无需修改', 'Same as the current username, no change needed');
    await refuses('/api/member/modifyUsername', demo, { username: 'other_name' }, '用户名不可进行修改', 'The username can no longer be changed');
    await refuses('/api/member/modifyUsername', demo, {}, '用户名不能为空', 'Please enter a username');
    const { token } = await registerByMobile(s);
    const generated = String((await info(token)).username);
    await refuses('/api/member/modifyUsername', token, { username: generated }, '与原用户名一致，无需修改', 'Same as the current username, no change needed');
    await refuses('/api/member/modifyUsername', token, { username: 'Demo' }, '该用户名已存在', 'This username is already taken');
    await refuses('/api/member/modifyUsername', token, { username: '13900000000' }, '用户名不能为纯数字', 'A username cannot be digits only');
    await refuses('/api/member/modifyUsername', token, { username: 'x' }, '用户名不能少于4个字符', 'The username must have at least 4 characters');
    const name = `chosen_${process.pid % 10000}`;
    expect((await s.call('/api/member/modifyUsername', { username: name }, { token })).code).toBe(0);
    expect(await info(token)).toMatchObject({ username: name, is_edit_username: 0 });
    await refuses('/api/member/modifyUsername', token, { username: `${name}2` }, '用户名不可进行修改', 'The username can no longer be changed');
  });

  it('nickname: not empty, not unchanged, emoji kept', async () => {
    await refuses('/api/member/modifynickname', demo, { nickname: '' }, '昵称不能为空', 'Please enter a nickname');
    await refuses('/api/member/modifynickname', demo, { nickname: '  ' }, '昵称不能为空', 'Please enter a nickname');
    await refuses('/api/member/modifynickname', demo, { nickname: 'Demo' }, '与原昵称一致，无需修改', 'Same as the current nickname, no change needed');
    await refuses('/api/member/modifynickname', demo, { nickname: 'n'.repeat(31) }, '昵称不能超过30个字符', 'The nickname must have at most 30 characters');
    expect((await s.call('/api/member/modifynickname', { nickname: ' Lucky 🍀 Cat ' }, { token: demo })).code).toBe(0);
    expect((await info(demo)).nickname).toBe('Lucky 🍀 Cat');
    expect((await s.call('/api/member/modifynickname', { nickname: '😀' }, { token: demo })).code).toBe(0);
    expect((await info(demo)).nickname).toBe('😀');
  });

  it('real name, sex, birthday, address, head image', async () => {
    await refuses('/api/member/modifyrealname', demo, {}, '真实姓名不能为空', 'Please enter your real name');
    expect((await s.call('/api/member/modifyrealname', { realname: '张三' }, { token: demo })).code).toBe(0);
    await refuses('/api/member/modifyrealname', demo, { realname: '张三' }, '与原真实姓名一致，无需修改', 'Same as the current real name, no change needed');
    expect((await s.call('/api/member/modifysex', { sex: 2 }, { token: demo })).code).toBe(0);
    await refuses('/api/member/modifysex', demo, { sex: 3 }, '参数sex格式不正确', 'Parameter sex is not valid');
    await refuses('/api/member/modifysex', demo, {}, '缺少参数sex', 'Missing parameter sex');
    expect((await s.call('/api/member/modifybirthday', { birthday: '1990-05-17' }, { token: demo })).code).toBe(0);
    expect((await info(demo)).birthday).toBe(Date.UTC(1990, 4, 17) / 1000 - 8 * 3600);
    expect((await s.call('/api/member/modifybirthday', { birthday: 642873600 }, { token: demo })).code).toBe(0);
    await refuses('/api/member/modifybirthday', demo, { birthday: '1990-02-30' }, '请选择正确的生日', 'Please choose a valid birthday');
    await refuses('/api/member/modifybirthday', demo, { birthday: String(clock + 10 * 86400) }, '请选择正确的生日', 'Please choose a valid birthday');
    expect((await s.call('/api/member/modifyaddress', { province_id: 11, city_id: 1101, district_id: 110105, address: '建国路 1 号', full_address: '北京市-北京市-朝阳区' }, { token: demo })).code).toBe(0);
    expect(await info(demo)).toMatchObject({ province_id: 11, district_id: 110105, full_address: '北京市-北京市-朝阳区' });
    await refuses('/api/member/modifyaddress', demo, { province_id: 'x', city_id: 1, district_id: 1, address: 'a', full_address: 'b' }, '参数province_id格式不正确', 'Parameter province_id is not valid');
    // Only the member's own uploads: no other host, no internal address, no made-up path, nobody else's picture.
    const demoId = (await s.db().selectFrom('member').select('member_id').where('username', '=', DEMO.username).executeTakeFirstOrThrow()).member_id;
    const own = await uploadedPath(s, demoId, 'headimg', 'png');
    expect((await s.call('/api/member/modifyheadimg', { headimg: own }, { token: demo })).code).toBe(0);
    expect((await info(demo)).headimg).toBe(own);
    const theirs = await uploadedPath(s, demoId + 100000, 'headimg');
    for (const headimg of ['javascript:alert(1)', 'https://cdn.example.com/a.png', 'https://169.254.169.254/latest/meta-data/a.png', 'http://127.0.0.1:4000/upload/headimg/20250101/a.png', '//evil.example/a.png', 'upload/../../etc/passwd.png', 'upload/headimg/20250101/never-uploaded.png', theirs]) {
      await refuses('/api/member/modifyheadimg', demo, { headimg }, 'headimg只能使用在本店上传的图片', 'headimg: only pictures uploaded to this shop are accepted');
    }
    expect((await info(demo)).headimg).toBe(own);
    await refuses('/api/member/modifyheadimg', demo, {}, '缺少参数headimg', 'Missing parameter headimg');
  });

  it('password: old required, new required, length, confirmation, differs, old must match; revokes old tokens', async () => {
    const username = `pw_${process.pid % 10000}`;
    const reg = await s.call<{ token: string }>('/api/register/username', { username, password: 'first-pass' }, fromIp(freshIp()));
    let token = reg.data.token;
    const P = '/api/member/modifypassword';
    await refuses(P, token, { new_password: 'second-pass' }, '请输入原始密码', 'Please enter the current password');
    await refuses(P, token, { old_password: 'first-pass' }, '请输入新密码', 'Please enter the new password');
    await refuses(P, token, { old_password: 'first-pass', new_password: '12345' }, '密码长度不能小于6位', 'The password must have at least 6 characters');
    await refuses(P, token, { old_password: 'first-pass', new_password: 'second-pass', confirm_password: 'second-pas' }, '两次密码不一致', 'The two passwords differ');
    await refuses(P, token, { old_password: 'first-pass', new_password: 'first-pass' }, '新密码不能与原密码相同', 'The new password must differ from the current one');
    await refuses(P, token, { old_password: 'wrong-pass', new_password: 'second-pass' }, '原密码不正确', 'The current password is wrong');
    const res = await s.call<{ token: string }>(P, { old_password: 'first-pass', new_password: 'second-pass', confirm_password: 'second-pass' }, { token });
    expect(res.code).toBe(0);
    expect(res.refreshtoken).toBe(res.data.token);
    expect((await s.call('/api/member/info', undefined, { token })).code).toBe(-10009);
    token = res.data.token;
    expect((await s.call('/api/member/info', undefined, { token })).code).toBe(0);
    await loginAs(s, username, 'second-pass');
    expect((await s.call('/api/login/login', { username, password: 'first-pass' }, fromIp(freshIp()))).code).toBe(-1);
  });

  it('password for a member without one: SET_PASSWORD code to the bound mobile (captcha always)', async () => {
    const { token, mobile } = await registerByMobile(s);
    await refuses('/api/member/modifypassword', token, { new_password: 'brand-new' }, '请输入动态码', 'Please enter the SMS code');
    expect((await s.call('/api/member/pwdmobliecode', {}, fromIp(freshIp(), { token }))).message).toBe('缺少参数captcha_id');
    const c = await solveCaptcha(s);
    const { key, code } = await getCode(s, '/api/member/pwdmobliecode', c, mobile, { token });
    expect((await s.call('/api/member/modifypassword', { new_password: 'brand-new', key, code: code === '0000' ? '1111' : '0000' }, { token })).message).toBe('手机动态码不正确');
    const res = await s.call<{ token: string }>('/api/member/modifypassword', { new_password: 'brand-new', key, code }, { token });
    expect(res.code).toBe(0);
    expect((await info(res.data.token)).password).toBe(1);
    await loginAs(s, mobile, 'brand-new');
  });

  it('mobile: valid, differs from the old one, free, SMS verified for this member', async () => {
    const { token, mobile } = await registerByMobile(s);
    const c = await solveCaptcha(s);
    const send = (m: string, lang: 'zh-cn' | 'en-us' = 'zh-cn') => s.call('/api/member/bindmobliecode', { mobile: m, ...c }, fromIp(freshIp(), { token, lang }));
    expect((await send('1380000')).message).toBe('请输入正确的手机号');
    expect((await send('1380000', 'en-us')).message).toBe('Please enter a correct phone number');
    expect((await send(mobile)).message).toBe('与原手机号一致，无需修改');
    expect((await send(DEMO.mobile)).message).toBe('当前手机号已存在');
    expect((await send(DEMO.mobile, 'en-us')).message).toBe('This mobile number is used by another account');
    expect((await s.call('/api/member/bindmobliecode', { mobile: freshMobile() }, fromIp(freshIp(), { token }))).message).toBe('缺少参数captcha_id');
    const next = freshMobile();
    const { key, code } = await getCode(s, '/api/member/bindmobliecode', { mobile: next, ...c }, next, { token });
    await refuses('/api/member/modifymobile', token, { mobile: next, key, code: code === '0000' ? '1111' : '0000' }, '手机动态码不正确', 'Wrong SMS code');
    await refuses('/api/member/modifymobile', token, { mobile, key, code }, '与原手机号一致，无需修改', 'Same as the current mobile number, no change needed');
    await refuses('/api/member/modifymobile', token, { mobile: next, key }, '缺少参数code', 'Missing parameter code');
    // The code belongs to this member: another member cannot use it.
    await refuses('/api/member/modifymobile', demo, { mobile: next, key, code }, '手机动态码不正确', 'Wrong SMS code');
    expect((await s.call('/api/member/modifymobile', { mobile: next, key, code }, { token })).code).toBe(0);
    expect((await info(token)).mobile).toBe(next);
    expect((await s.call('/api/member/checkmobile', { mobile: DEMO.mobile }, { token })).message).toBe('当前手机号已存在');
    expect((await s.call('/api/member/checkmobile', { mobile: freshMobile() }, { token })).code).toBe(0);
  });
});

describe('pay password', () => {
  it('paypwdcode → verifypaypwdcode → modifypaypassword (6 digits) → checkpaypassword', async () => {
    const { token, mobile } = await registerByMobile(s);
    expect((await s.call<number>('/api/member/issetpayaassword', undefined, { token })).data).toBe(0);
    const { key, code } = await getCode(s, '/api/member/paypwdcode', {}, mobile, { token });
    expect((await s.call('/api/member/verifypaypwdcode', { key, code: code === '0000' ? '1111' : '0000' }, { token })).message).toBe('手机动态码不正确');
    expect((await s.call('/api/member/verifypaypwdcode', { key, code }, { token })).code).toBe(0);
    await refuses('/api/member/modifypaypassword', token, { password: '12345', key, code }, '支付密码须为6位数字', 'The pay password must be 6 digits');
    await refuses('/api/member/modifypaypassword', token, { password: 'abcdef', key, code }, '支付密码须为6位数字', 'The pay password must be 6 digits');
    await refuses('/api/member/modifypaypassword', token, { password: '246810' }, '缺少参数key', 'Missing parameter key');
    await refuses('/api/member/modifypaypassword', token, { key, code }, '缺少参数password', 'Missing parameter password');
    expect((await s.call('/api/member/modifypaypassword', { password: '246810', key, code }, { token })).code).toBe(0);
    expect((await s.call<number>('/api/member/issetpayaassword', undefined, { token })).data).toBe(1);
    expect((await s.call('/api/member/modifypaypassword', { password: '135790', key, code }, { token })).message).toBe('动态码已失效，请重新获取');
    expect((await s.call('/api/member/checkpaypassword', { pay_password: '246810' }, { token })).code).toBe(0);
    expect(await s.call('/api/member/checkpaypassword', { pay_password: '000000' }, { token })).toMatchObject({ code: -1, message: '支付密码错误' });
  });

  it('the demo pay password works; wrong guesses are limited', async () => {
    const ip = freshIp();
    expect((await s.call('/api/member/checkpaypassword', { pay_password: DEMO.payPassword }, fromIp(ip, { token: demo }))).code).toBe(0);
    for (let i = 0; i < PAY_PASSWORD_ATTEMPTS.perSubject; i++) {
      expect((await s.call('/api/member/checkpaypassword', { pay_password: '999999' }, fromIp(ip, { token: demo, lang: 'en-us' }))).message).toBe('Wrong pay password');
    }
    expect((await s.call('/api/member/checkpaypassword', { pay_password: DEMO.payPassword }, fromIp(ip, { token: demo }))).message).toBe('密码错误次数过多，请15分钟后再试');
  });

  it('a member without mobile may set a first pay password only', async () => {
    const { token, mobile } = await registerByMobile(s);
    await s.db().updateTable('member').set({ mobile: '' }).where('mobile', '=', mobile).execute();
    expect((await s.call('/api/member/paypwdcode', {}, { token, lang: 'en-us' })).message).toBe('Please bind a mobile number first');
    expect((await s.call('/api/member/modifypaypassword', { password: '112233' }, { token })).code).toBe(0);
    expect((await s.call('/api/member/modifypaypassword', { password: '445566' }, { token })).message).toBe('修改支付密码需要先绑定手机号');
    expect((await s.call('/api/member/checkpaypassword', { pay_password: '112233' }, { token })).code).toBe(0);
  });
});

describe('every member endpoint needs a token', () => {
  it('answers -1 without one and changes nothing', async () => {
    for (const p of ['info', 'modifyheadimg', 'modifyUsername', 'modifynickname', 'modifyrealname', 'modifysex', 'modifybirthday', 'modifyaddress', 'modifypassword', 'modifymobile', 'bindmobliecode', 'pwdmobliecode', 'paypwdcode', 'verifypaypwdcode', 'modifypaypassword', 'issetpayaassword', 'checkpaypassword', 'checkmobile']) {
      expect((await s.call(`/api/member/${p}`, { nickname: 'x' })).code, p).toBe(-1);
    }
  });
});
