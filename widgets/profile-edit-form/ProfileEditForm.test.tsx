import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { evaluate, fail, fakeFetch, ok, type RecordedRequest } from '../../src/sdk/testing/index.ts';
import { useMemberStore } from '../../src/sdk/index.ts';
import { LANGS, recordNavigation, resetWorld, setLanguage, settle, showPage, toastText, type Lang } from '../../src/sdk/testing/member.tsx';
import ProfileEditForm, { defaults, type ProfileEditFormProps } from './ProfileEditForm.tsx';

const DEMO = { member_id: 1, username: 'demo', nickname: 'Demo', realname: 'Zhang San', sex: 0, birthday: 0, mobile: '13800000000', password: 1, is_edit_username: 1, status: 1 };

const M = {
  'zh-cn': {
    usernameRequired: '请输入用户名',
    usernameSame: '与原用户名一致，无需修改',
    nicknameRequired: '请输入昵称',
    nicknameSame: '与原昵称一致，无需修改',
    realnameRequired: '请输入真实姓名',
    realnameSame: '与原真实姓名一致，无需修改',
    birthdayRequired: '请选择生日',
    oldRequired: '请输入原密码',
    newRequired: '请输入新密码',
    tooShort: '密码长度不能小于6位',
    tooShort8: '密码长度不能小于8位',
    upper: '密码需包含大写字母',
    sameAsOld: '新密码不能与原密码相同',
    mismatch: '两次密码不一致',
    mobileRequired: '请输入手机号',
    mobileInvalid: '请输入正确的手机号',
    mobileSame: '新手机号不能与原手机号相同',
    captchaRequired: '请输入验证码',
    dynacodeRequired: '请输入动态码',
    saved: '修改成功',
    bindFirst: '请先绑定手机再执行该操作',
    bindNow: '立即绑定',
    getCode: '获取动态码',
    save: '保存',
    male: '男',
    title: '修改昵称',
  },
  'en-us': {
    usernameRequired: 'please enter username',
    usernameSame: 'Same as the current username, no change needed',
    nicknameRequired: 'please enter nickname',
    nicknameSame: 'Same as the current nickname, no change needed',
    realnameRequired: 'please enter your real name',
    realnameSame: 'Same as the current real name, no change needed',
    birthdayRequired: 'please choose your birthday',
    oldRequired: 'please enter the old password',
    newRequired: 'please enter the new password',
    tooShort: 'the password must be at least 6 characters',
    tooShort8: 'the password must be at least 8 characters',
    upper: 'the password must contain an uppercase letter',
    sameAsOld: 'the new password must differ from the old one',
    mismatch: 'the two passwords do not match',
    mobileRequired: 'please enter mobile',
    mobileInvalid: 'please enter a correct phone number',
    mobileSame: 'the new phone number must differ from the current one',
    captchaRequired: 'please enter verification code',
    dynacodeRequired: 'please enter dynamic code',
    saved: 'Changed',
    bindFirst: 'Please bind a mobile first',
    bindNow: 'Bind now',
    getCode: 'Get code',
    save: 'Save',
    male: 'Male',
    title: 'Change Nickname',
  },
} satisfies Record<Lang, Record<string, string>>;

function server(extra: Record<string, unknown> = {}) {
  return fakeFetch({
    '/api/member/info': ok(DEMO),
    '/api/captcha/captcha': ok({ id: 'cap-1', img: 'data:image/png;base64,AAAA' }),
    '/api/member/modifynickname': ok(1),
    '/api/member/modifyUsername': ok(1),
    '/api/member/modifyrealname': ok(1),
    '/api/member/modifysex': ok(1),
    '/api/member/modifybirthday': ok(1),
    '/api/member/modifypassword': ok({ token: 'new-token' }),
    '/api/member/bindmobliecode': ok({ key: 'bind-key' }),
    '/api/member/pwdmobliecode': ok({ key: 'pwd-key' }),
    '/api/member/modifymobile': ok(1),
    ...extra,
  } as never);
}

function mount(type: string, props: Partial<ProfileEditFormProps> = {}, member: Record<string, unknown> = DEMO) {
  useMemberStore.setState({ token: 'tok', memberInfo: member as never });
  return render(<ProfileEditForm props={{ ...defaults, type, member, ...props }} node={{ id: 'f', type: 'profile-edit-form' }} emit={async () => {}} renderSlot={() => null} />);
}
async function fill(name: string, value: string) {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  await act(async () => {
    fireEvent.change(el, { target: { value } });
  });
}
async function save() {
  await act(async () => {
    fireEvent.click(document.querySelector('button[type="submit"]')!);
  });
  await settle();
}
const sent = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.path.toLowerCase() === path.toLowerCase());

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe.each(LANGS)('profile-edit-form (%s)', (lang) => {
  const m = M[lang];
  beforeEach(() => {
    window.history.replaceState(null, ''); // opened directly unless a test says otherwise
    return setLanguage(lang);
  });

  it('nickname: not empty, unchanged is refused, a new one is saved and the member reloaded', async () => {
    const { requests } = server();
    const nav = recordNavigation();
    mount('nickname');
    expect((document.querySelector('input[name="nickname"]') as HTMLInputElement).value).toBe('Demo');
    await save();
    expect(toastText()).toBe(m.nicknameSame);
    await fill('nickname', '');
    await save();
    expect(toastText()).toBe(m.nicknameRequired);
    expect(sent(requests, '/api/member/modifynickname')).toHaveLength(0);
    await fill('nickname', 'New name');
    await save();
    expect(sent(requests, '/api/member/modifynickname')[0]!.body).toMatchObject({ nickname: 'New name', lang });
    expect(sent(requests, '/api/member/info')).toHaveLength(1);
    expect(toastText()).toBe(m.saved);
    // opened directly (no page of this app behind it): on to the profile, not home
    expect(nav).toEqual([{ how: 'redirect', url: '/pages_tool/member/info' }]);
  });

  it('username: not empty, unchanged refused, the server refusal shown', async () => {
    const { requests } = server({ '/api/member/modifyUsername': fail(-1, lang === 'zh-cn' ? '该用户名已存在' : 'the username is taken') });
    recordNavigation();
    mount('username');
    await save();
    expect(toastText()).toBe(m.usernameSame);
    await fill('username', '   ');
    await save();
    expect(toastText()).toBe(m.usernameRequired);
    await fill('username', 'taken');
    await save();
    expect(sent(requests, '/api/member/modifyUsername')[0]!.body).toMatchObject({ username: 'taken' });
    expect(toastText()).toBe(lang === 'zh-cn' ? '该用户名已存在' : 'the username is taken');
  });

  it('real name, sex and birthday', async () => {
    const { requests } = server();
    recordNavigation();
    const { unmount } = mount('realname');
    await save();
    expect(toastText()).toBe(m.realnameSame);
    await fill('realname', '');
    await save();
    expect(toastText()).toBe(m.realnameRequired);
    unmount();

    const sex = mount('sex');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: m.male }));
    });
    await save();
    expect(sent(requests, '/api/member/modifysex')[0]!.body).toMatchObject({ sex: '1' });
    sex.unmount();

    mount('birthday');
    await save();
    expect(toastText()).toBe(m.birthdayRequired);
    await fill('birthday', '1990-05-06');
    await save();
    expect(sent(requests, '/api/member/modifybirthday')[0]!.body).toMatchObject({ birthday: '1990-05-06' });
  });

  it('password: old and new required, at least 6, differs from the old, confirmed; the new token is kept', async () => {
    const { requests } = server();
    const nav = recordNavigation();
    // arrived from the profile: the app's router keeps the depth in history.state.idx
    window.history.replaceState({ idx: 1 }, '');
    mount('password');
    await save();
    expect(toastText()).toBe(m.oldRequired);
    await fill('old_password', 'demo123');
    await save();
    expect(toastText()).toBe(m.newRequired);
    await fill('new_password', 'abc');
    await save();
    expect(toastText()).toBe(m.tooShort);
    await fill('new_password', 'demo123');
    await save();
    expect(toastText()).toBe(m.sameAsOld);
    await fill('new_password', 'demo456');
    await save();
    expect(toastText()).toBe(m.mismatch);
    await fill('confirm_password', 'demo457');
    await save();
    expect(toastText()).toBe(m.mismatch);
    expect(sent(requests, '/api/member/modifypassword')).toHaveLength(0);
    await fill('confirm_password', 'demo456');
    await save();
    expect(sent(requests, '/api/member/modifypassword')[0]!.body).toMatchObject({ old_password: 'demo123', new_password: 'demo456', confirm_password: 'demo456' });
    expect(useMemberStore.getState().token).toBe('new-token');
    expect(toastText()).toBe(m.saved);
    expect(nav).toEqual([{ how: 'back', url: '' }]);
  });

  it('password: the config raises the length and asks for classes; a wrong old password shows the server message', async () => {
    const wrong = lang === 'zh-cn' ? '原密码错误' : 'the current password is wrong';
    server({ '/api/member/modifypassword': fail(-1, wrong) });
    recordNavigation();
    mount('password', { registerConfig: { pwd_len: 8, pwd_complexity: 'number,upper_case' } });
    await fill('old_password', 'demo123');
    await fill('new_password', 'abcdef1');
    await save();
    expect(toastText()).toBe(m.tooShort8);
    await fill('new_password', 'abcdefg1');
    await save();
    expect(toastText()).toBe(m.upper);
    await fill('new_password', 'Abcdefg1');
    await fill('confirm_password', 'Abcdefg1');
    await save();
    expect(toastText()).toBe(wrong);
    expect(useMemberStore.getState().token).toBe('tok');
  });

  it('password without one yet: image captcha and SMS code to the bound mobile', async () => {
    const { requests } = server();
    recordNavigation();
    mount('password', {}, { ...DEMO, password: 0 });
    await settle();
    expect(document.querySelector('.pe-captcha img')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: m.getCode }));
    });
    await settle();
    expect(toastText()).toBe(m.captchaRequired);
    expect(sent(requests, '/api/member/pwdmobliecode')).toHaveLength(0);
    await fill('captcha_code', '1234');
    await save();
    expect(toastText()).toBe(m.dynacodeRequired);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: m.getCode }));
    });
    await settle();
    expect(sent(requests, '/api/member/pwdmobliecode')[0]!.body).toMatchObject({ captcha_id: 'cap-1', captcha_code: '1234' });
    await fill('code', '5678');
    await save();
    expect(toastText()).toBe(m.newRequired);
    await fill('new_password', 'secret1');
    await fill('confirm_password', 'secret1');
    await save();
    expect(sent(requests, '/api/member/modifypassword')[0]!.body).toMatchObject({ old_password: '', new_password: 'secret1', key: 'pwd-key', code: '5678' });
  });

  it('password without one and without a mobile: bind a mobile first', async () => {
    server();
    const nav = recordNavigation();
    mount('password', {}, { ...DEMO, password: 0, mobile: '' });
    expect(screen.getByText(m.bindFirst)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: m.bindNow }));
    expect(nav).toEqual([{ how: 'redirect', url: '/pages_tool/member/info_edit?type=mobile' }]);
  });

  it('mobile: valid, different from the current one, captcha and dynamic code required; a wrong code shows the server message', async () => {
    const wrongCode = lang === 'zh-cn' ? '动态码不正确' : 'wrong dynamic code';
    let codeOk = false;
    const { requests } = server({ '/api/member/modifymobile': () => (codeOk ? ok(1) : fail(-1, wrongCode)) });
    const nav = recordNavigation();
    mount('mobile', { back: '/pages_tool/member/pay_password' });
    await settle();
    await save();
    expect(toastText()).toBe(m.mobileRequired);
    await fill('mobile', '1380000');
    await save();
    expect(toastText()).toBe(m.mobileInvalid);
    await fill('mobile', '13800000000');
    await save();
    expect(toastText()).toBe(m.mobileSame);
    await fill('mobile', '13900000001');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: m.getCode }));
    });
    await settle();
    expect(toastText()).toBe(m.captchaRequired);
    await fill('captcha_code', '4321');
    await save();
    expect(toastText()).toBe(m.dynacodeRequired);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: m.getCode }));
    });
    await settle();
    expect(sent(requests, '/api/member/bindmobliecode')[0]!.body).toMatchObject({ mobile: '13900000001', captcha_id: 'cap-1', captcha_code: '4321' });
    expect(document.querySelector('.pe-sms')?.getAttribute('data-state')).toBe('counting');
    await fill('code', '0000');
    await save();
    expect(toastText()).toBe(wrongCode);
    expect(sent(requests, '/api/member/modifymobile')[0]!.body).toMatchObject({ mobile: '13900000001', key: 'bind-key', code: '0000' });
    codeOk = true;
    await fill('code', '1111');
    await save();
    expect(toastText()).toBe(m.saved);
    expect(nav).toEqual([{ how: 'redirect', url: '/pages_tool/member/pay_password' }]);
  });

  it('the page: its title follows the type, the register config is read only for the password', async () => {
    const { requests } = server({ '/api/register/config': ok({ value: { pwd_len: 6, pwd_complexity: '' } }) });
    const { runtime } = await showPage('pages_tool/member/info_edit', { member: DEMO, query: { type: 'nickname' } });
    expect(evaluate(runtime.schema.meta!.title!, runtime.scope())).toBe(m.title);
    expect(requests.some((r) => r.path === '/api/register/config')).toBe(false);
    expect((document.querySelector('input[name="nickname"]') as HTMLInputElement).value).toBe('Demo');
  });
});

describe('profile-edit-form', () => {
  beforeEach(() => setLanguage('zh-cn'));
  it('takes NiuShop action names (info_edit?action=name) and reads the register config for passwords', async () => {
    const { requests } = server({ '/api/register/config': ok({ value: { pwd_len: 6, pwd_complexity: '' } }) });
    await showPage('pages_tool/member/info_edit', { member: DEMO, query: { action: 'password' } });
    expect(requests.some((r) => r.path === '/api/register/config')).toBe(true);
    expect(document.querySelector('[data-type="password"]')).not.toBeNull();
  });
});
