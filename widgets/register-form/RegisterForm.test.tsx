import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useMemberStore, useSiteStore, withComplexity } from '../../src/sdk/index.ts';
import { click, input, recordNavigation, resetWorld, setLanguage, toastText, type, widget, type Lang } from '../../src/sdk/testing/account.tsx';
import RegisterForm, { defaults } from './RegisterForm.tsx';
import type { RegisterFormProps } from './props.gen.ts';

function server(extra: Record<string, unknown> = {}) {
  return fakeFetch({
    '/api/captcha/captcha': ok({ id: 'cap-9', img: 'data:image/png;base64,AAAA' }),
    '/api/register/mobileCode': ok({ key: 'reg-key' }),
    '/api/register/username': ok({ token: 'tok-u' }),
    '/api/register/mobile': ok({ token: 'tok-m' }),
    '/api/member/info': ok({ member_id: 9, status: 1 }),
    '/api/cart/lists': ok([]),
    '/memberregister/api/Config/Config': ok({ is_use: 1, value: { point: 100, balance: '0.00', growth: 10, coupon_list: [] } }),
    ...extra,
  });
}

const show = (props: Partial<RegisterFormProps> = {}) => render(widget(RegisterForm, { ...defaults, ...props }, { id: 'register', type: 'register-form' }));
const submit = (c: HTMLElement) => click(c.querySelector('button[type="submit"]'));

const MESSAGES = {
  'zh-cn': {
    account: '请输入账号',
    alnum: '用户名只能输入数字跟英文',
    letter: '用户名不能全是数字',
    short: '用户名不能少于4个字符',
    password: '请输入密码',
    min6: '密码长度不能小于6位',
    min8: '密码长度不能小于8位',
    number: '密码需包含数字',
    upper: '密码需包含大写字母',
    symbol: '密码需包含符号',
    space: '密码不能包含空格',
    mismatch: '两次密码不一致',
    captcha: '请输入验证码',
    mobile: '请输入手机号',
    mobileInvalid: '请输入正确的手机号',
    dynacode: '请输入动态码',
  },
  'en-us': {
    account: 'please enter account',
    alnum: 'the username may contain only letters and digits',
    letter: 'the username cannot be digits only',
    short: 'the username must be at least 4 characters',
    password: 'please enter password',
    min6: 'the password must be at least 6 characters',
    min8: 'the password must be at least 8 characters',
    number: 'the password must contain a number',
    upper: 'the password must contain an uppercase letter',
    symbol: 'the password must contain a symbol',
    space: 'the password must not contain spaces',
    mismatch: 'the two passwords do not match',
    captcha: 'please enter verification code',
    mobile: 'please enter mobile',
    mobileInvalid: 'please enter a correct phone number',
    dynacode: 'please enter dynamic code',
  },
} satisfies Record<Lang, Record<string, string>>;

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
  useSiteStore.setState({ addonIsExist: defaultAddonFlags() });
});

describe.each(['zh-cn', 'en-us'] as Lang[])('register form messages (%s)', (lang) => {
  const m = MESSAGES[lang];
  beforeEach(() => setLanguage(lang));

  async function expectMessage(c: HTMLElement, text: string) {
    await submit(c);
    await waitFor(() => expect(toastText()).toBe(text));
  }

  it('checks username, password (length and complexity from the config), confirmation and captcha in order, sending nothing', async () => {
    const { requests } = server();
    const { container: c } = show({
      captcha: 1,
      registerConfig: { register: 'username,mobile', pwd_len: 8, pwd_complexity: 'number,upper_case,symbol', agreement_show: 0 },
      accountRules: {
        ...defaults.accountRules,
        password: [
          { rule: 'required', message: 'passwordRequired' },
          { rule: 'lengthMin', arg: 8, message: 'passwordMinLength' },
          { rule: 'regex', arg: '^\\S+$', message: 'login:passwordNoSpace' },
        ],
      },
    });
    await expectMessage(c, m.account);
    await type(c, 'username', 'ab_c');
    await expectMessage(c, m.alnum);
    await type(c, 'username', '12345');
    await expectMessage(c, m.letter);
    await type(c, 'username', 'a');
    await expectMessage(c, m.short);
    await type(c, 'username', 'abc');
    await expectMessage(c, m.short);
    await type(c, 'username', 'newbie1');
    await expectMessage(c, m.password);
    await type(c, 'password', 'abc');
    await expectMessage(c, m.min8);
    await type(c, 'password', 'abc defgh');
    await expectMessage(c, m.space);
    await type(c, 'password', 'abcdefgh');
    await expectMessage(c, m.number);
    await type(c, 'password', 'abcdefg1');
    await expectMessage(c, m.upper);
    await type(c, 'password', 'Abcdefg1');
    await expectMessage(c, m.symbol);
    await type(c, 'password', 'Abcdefg1!');
    await expectMessage(c, m.mismatch);
    await type(c, 'confirm_password', 'Abcdefg1!');
    await expectMessage(c, m.captcha);
    expect(requests.some((r) => r.path === '/api/register/username')).toBe(false);
  });

  it('with the default rules the minimum length is 6', async () => {
    server();
    const { container: c } = show();
    await type(c, 'username', 'newbie1');
    await type(c, 'password', 'abc');
    await expectMessage(c, m.min6);
  });

  it('checks the mobile way: mobile, captcha, dynamic code', async () => {
    const { requests } = server();
    const { container: c } = show({ mode: 'mobile', captcha: 1 });
    await expectMessage(c, m.mobile);
    await type(c, 'mobile', '123');
    await expectMessage(c, m.mobileInvalid);
    await type(c, 'mobile', '13912345678');
    await expectMessage(c, m.captcha);
    await type(c, 'captcha_code', '1234');
    await expectMessage(c, m.dynacode);
    expect(requests.some((r) => r.path === '/api/register/mobile')).toBe(false);
  });
});

describe('register form', () => {
  beforeEach(() => setLanguage('zh-cn'));

  it('adds one complexity rule per class named in the config, after the password rules', () => {
    const rules = withComplexity({ password: [{ rule: 'required' }], username: [] }, 'number, symbol,unknown', defaults.complexityRules);
    expect(rules.password!.map((r) => r.arg ?? r.rule)).toEqual(['required', '[0-9]', '[-#?!@$%^&*]']);
    expect(withComplexity({ password: [] }, '', defaults.complexityRules).password).toEqual([]);
  });

  it('registers by username, then shows the new-member reward; closing it returns through back', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), memberregister: 1 } });
    const nav = recordNavigation();
    const { requests } = server();
    const { container: c } = show({ back: '/pages/goods/cart' });
    await type(c, 'username', 'newbie1');
    await type(c, 'password', 'secret1');
    await type(c, 'confirm_password', 'secret1');
    await submit(c);
    await waitFor(() => expect(screen.getByTestId('register-reward')).toBeDefined());
    expect(requests.find((r) => r.path === '/api/register/username')!.body).toMatchObject({ username: 'newbie1', password: 'secret1', confirm_password: 'secret1' });
    expect(useMemberStore.getState().token).toBe('tok-u');
    expect(useMemberStore.getState().memberInfo).toMatchObject({ member_id: 9 });
    await click(screen.getByRole('button', { name: '关闭' }));
    expect(nav).toEqual([{ how: 'redirect', url: '/pages/goods/cart' }]);
  });

  it('registers by mobile with the key of the code, captcha off', async () => {
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), memberregister: 0 } });
    const nav = recordNavigation();
    const { requests } = server();
    const { container: c } = show({ mode: 'mobile' });
    expect(input(c, 'mobile').placeholder).toBe('仅限中国大陆手机号注册');
    await type(c, 'mobile', '13912345678');
    await click(c.querySelector('.acc-sms'));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/register/mobileCode')).toBe(true));
    expect(requests.find((r) => r.path === '/api/register/mobileCode')!.body.captcha_id).toBeUndefined();
    await type(c, 'code', '0420');
    await submit(c);
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/' }]));
    expect(requests.find((r) => r.path === '/api/register/mobile')!.body).toMatchObject({ mobile: '13912345678', key: 'reg-key', code: '0420' });
  });

  it('a refused registration shows the server message and stays', async () => {
    recordNavigation();
    server({ '/api/register/username': fail(-1, '用户名已存在') });
    const { container: c } = show();
    await type(c, 'username', 'demo1');
    await type(c, 'password', 'secret1');
    await type(c, 'confirm_password', 'secret1');
    await submit(c);
    await waitFor(() => expect(toastText()).toBe('用户名已存在'));
    expect(useMemberStore.getState().token).toBe('');
  });

  it('asks to agree to the register agreement when the config shows it', async () => {
    const { requests } = server();
    const { container: c } = show({ registerConfig: { register: 'username', agreement_show: 1, pwd_len: 6, pwd_complexity: '' } });
    expect(screen.getByText('《注册协议》')).toBeDefined();
    await type(c, 'username', 'newbie1');
    await type(c, 'password', 'secret1');
    await type(c, 'confirm_password', 'secret1');
    await submit(c);
    await waitFor(() => expect(screen.getByText('隐私保护指引')).toBeDefined());
    await click(screen.getByText('不同意'));
    expect(requests.some((r) => r.path === '/api/register/username')).toBe(false);
  });

  it('with registration closed says so and goes home', async () => {
    const nav = recordNavigation();
    server();
    show({ registerConfig: { register: '' } });
    await waitFor(() => expect(toastText()).toBe('平台未启用注册！'));
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/' }]), { timeout: 2000 });
  });
});
