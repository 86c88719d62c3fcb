import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { click, recordNavigation, resetWorld, setLanguage, toastText, type, widget, type Lang } from '../../src/sdk/testing/account.tsx';
import FindPasswordForm, { defaults } from './FindPasswordForm.tsx';
import type { FindPasswordFormProps } from './props.gen.ts';

function server(extra: Record<string, unknown> = {}) {
  return fakeFetch({
    '/api/captcha/captcha': ok({ id: 'cap-f', img: 'data:image/png;base64,AAAA' }),
    '/api/findpassword/mobileCode': ok({ key: 'find-key' }),
    '/api/findpassword/mobile': ok(null),
    ...extra,
  });
}

const show = (props: Partial<FindPasswordFormProps> = {}) => render(widget(FindPasswordForm, { ...defaults, ...props }, { id: 'find', type: 'find-password-form' }));
const next = (c: HTMLElement) => click(c.querySelector('button[type="submit"]'));
const step = (c: HTMLElement) => c.querySelector('.acc-find')?.getAttribute('data-step');

const MESSAGES = {
  'zh-cn': {
    mobile: '请输入手机号',
    mobileInvalid: '请输入正确的手机号',
    captcha: '请输入验证码',
    dynacode: '请输入动态码',
    password: '请输入新密码',
    min: '密码长度不能小于6位',
    mismatch: '两次密码不一致',
  },
  'en-us': {
    mobile: 'please enter mobile',
    mobileInvalid: 'please enter a correct phone number',
    captcha: 'please enter verification code',
    dynacode: 'please enter dynamic code',
    password: 'please enter the new password',
    min: 'the password must be at least 6 characters',
    mismatch: 'the two passwords do not match',
  },
} satisfies Record<Lang, Record<string, string>>;

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe.each(['zh-cn', 'en-us'] as Lang[])('find password (%s)', (lang) => {
  const m = MESSAGES[lang];
  beforeEach(() => setLanguage(lang));

  async function expectMessage(c: HTMLElement, text: string) {
    await next(c);
    await waitFor(() => expect(toastText()).toBe(text));
  }

  it('asks for phone, captcha, dynamic code, new password and confirmation, then goes to the login page', async () => {
    const nav = recordNavigation();
    const { requests } = server();
    const { container: c } = show({ back: '/pages/goods/cart' });
    await waitFor(() => expect(c.querySelector('.acc-captcha img')).not.toBeNull());
    await expectMessage(c, m.mobile);
    await type(c, 'mobile', '1380000');
    await expectMessage(c, m.mobileInvalid);
    await type(c, 'mobile', '13800000000');
    await expectMessage(c, m.captcha);
    expect(requests.some((r) => r.path === '/api/findpassword/mobileCode')).toBe(false);
    await type(c, 'captcha_code', '1234');
    await next(c);
    await waitFor(() => expect(step(c)).toBe('1'));
    expect(requests.find((r) => r.path === '/api/findpassword/mobileCode')!.body).toMatchObject({ mobile: '13800000000', captcha_id: 'cap-f', captcha_code: '1234' });
    expect(c.querySelector('.acc-sms')?.getAttribute('data-state')).toBe('counting');

    await expectMessage(c, m.dynacode);
    await type(c, 'code', '5678');
    await next(c);
    await waitFor(() => expect(step(c)).toBe('2'));

    await expectMessage(c, m.password);
    await type(c, 'password', 'abc');
    await expectMessage(c, m.min);
    await type(c, 'password', 'newpass1');
    await expectMessage(c, m.mismatch);
    expect(requests.some((r) => r.path === '/api/findpassword/mobile')).toBe(false);
    await type(c, 'confirm_password', 'newpass1');
    await next(c);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/findpassword/mobile')).toBe(true));
    expect(requests.find((r) => r.path === '/api/findpassword/mobile')!.body).toMatchObject({
      mobile: '13800000000',
      key: 'find-key',
      code: '5678',
      password: 'newpass1',
      confirm_password: 'newpass1',
    });
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/pages_tool/login/login?back=%2Fpages%2Fgoods%2Fcart' }]), { timeout: 2000 });
  });
});

describe('find password', () => {
  beforeEach(() => setLanguage('zh-cn'));

  it('an unknown mobile stays on the first step with the server message and a new captcha', async () => {
    const { requests } = server({ '/api/findpassword/mobileCode': fail(-1, '该手机号未注册') });
    const { container: c } = show();
    await waitFor(() => expect(c.querySelector('.acc-captcha img')).not.toBeNull());
    await type(c, 'mobile', '13900000001');
    await type(c, 'captcha_code', '1234');
    await next(c);
    await waitFor(() => expect(toastText()).toBe('该手机号未注册'));
    expect(step(c)).toBe('0');
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/captcha/captcha')).toHaveLength(2));
  });

  it('a wrong code sends the shopper back to the code step', async () => {
    recordNavigation();
    server({ '/api/findpassword/mobile': fail(-1, '动态码不正确') });
    const { container: c } = show();
    await waitFor(() => expect(c.querySelector('.acc-captcha img')).not.toBeNull());
    await type(c, 'mobile', '13800000000');
    await type(c, 'captcha_code', '1234');
    await next(c);
    await waitFor(() => expect(step(c)).toBe('1'));
    await type(c, 'code', '0000');
    await next(c);
    await waitFor(() => expect(step(c)).toBe('2'));
    await type(c, 'password', 'newpass1');
    await type(c, 'confirm_password', 'newpass1');
    await next(c);
    await waitFor(() => expect(toastText()).toBe('动态码不正确'));
    expect(step(c)).toBe('1');
    await click(screen.getByText('上一步'));
    expect(step(c)).toBe('0');
  });
});
