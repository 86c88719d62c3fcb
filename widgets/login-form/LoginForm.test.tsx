import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, feedbackStore, ok } from '../../src/sdk/testing/index.ts';
import { useCartStore, useMemberStore } from '../../src/sdk/index.ts';
import LoginForm, { defaults } from './LoginForm.tsx';
import type { LoginFormProps } from './props.gen.ts';
import { click, input, modalOnScreen, recordNavigation, resetWorld, setLanguage, toastText, type, widget, type Lang } from '../../src/sdk/testing/account.tsx';

const CAPTCHA = ok({ id: 'cap-1', img: 'data:image/png;base64,\r\nAAAA' });

function server(extra: Record<string, unknown> = {}) {
  return fakeFetch({
    '/api/captcha/captcha': CAPTCHA,
    '/api/login/mobileCode': ok({ key: 'sms-key' }),
    '/api/login/login': ok({ token: 'tok-1', can_receive_registergift: 0 }),
    '/api/login/mobile': ok({ token: 'tok-2', can_receive_registergift: 0 }),
    '/api/member/info': ok({ member_id: 7, nickname: 'Demo', status: 1 }),
    '/api/cart/lists': ok([{ cart_id: 1, goods_id: 1, sku_id: 1, num: 2, discount_price: '10.00' }]),
    ...extra,
  });
}

function show(props: Partial<LoginFormProps> = {}) {
  return render(widget(LoginForm, { ...defaults, ...props }, { id: 'login', type: 'login-form' }));
}

const submit = (c: HTMLElement) => click(c.querySelector('button[type="submit"]'));

const MESSAGES = {
  'zh-cn': {
    mobileRequired: '请输入手机号',
    mobileInvalid: '请输入正确的手机号',
    captchaRequired: '请输入验证码',
    dynacodeRequired: '请输入动态码',
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    placeholder: '仅限中国大陆手机号登录',
  },
  'en-us': {
    mobileRequired: 'please enter mobile',
    mobileInvalid: 'please enter a correct phone number',
    captchaRequired: 'please enter verification code',
    dynacodeRequired: 'please enter dynamic code',
    accountRequired: 'please enter account',
    passwordRequired: 'please enter password',
    placeholder: 'For mainland China mobiles only',
  },
} satisfies Record<Lang, Record<string, string>>;

beforeEach(() => resetWorld());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetWorld();
});

describe.each(['zh-cn', 'en-us'] as Lang[])('login form (%s)', (lang) => {
  const m = MESSAGES[lang];
  beforeEach(() => setLanguage(lang));

  it('shows the mainland-China placeholder and every mobile-login message, first failing rule first, sending nothing', async () => {
    const { requests } = server();
    const { container } = show({ captcha: 1 });
    expect(input(container, 'mobile').placeholder).toBe(m.placeholder);
    await waitFor(() => expect(container.querySelector('.acc-captcha img')).not.toBeNull());

    await submit(container);
    await waitFor(() => expect(toastText()).toBe(m.mobileRequired));
    await type(container, 'mobile', '1380000');
    await submit(container);
    await waitFor(() => expect(toastText()).toBe(m.mobileInvalid));
    await type(container, 'mobile', '13800000000');
    await submit(container);
    await waitFor(() => expect(toastText()).toBe(m.captchaRequired));
    await type(container, 'captcha_code', '1234');
    await submit(container);
    await waitFor(() => expect(toastText()).toBe(m.dynacodeRequired));
    expect(requests.some((r) => r.path === '/api/login/mobile')).toBe(false);
  });

  it('shows the account-login messages and sends nothing while invalid', async () => {
    const { requests } = server();
    const { container } = show({ mode: 'account' });
    await submit(container);
    await waitFor(() => expect(toastText()).toBe(m.accountRequired));
    await type(container, 'username', 'demo');
    await submit(container);
    await waitFor(() => expect(toastText()).toBe(m.passwordRequired));
    expect(requests.some((r) => r.path === '/api/login/login')).toBe(false);
  });
});

describe('login form', () => {
  beforeEach(() => setLanguage('zh-cn'));

  it('logs in by password: keeps the token, loads member info and cart, returns through back', async () => {
    const nav = recordNavigation();
    const { requests } = server();
    const { container } = show({ mode: 'account', back: '/pages/goods/detail?sku_id=5' });
    await type(container, 'username', 'demo');
    await type(container, 'password', 'demo123');
    await submit(container);
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/pages/goods/detail?sku_id=5' }]));
    const login = requests.find((r) => r.path === '/api/login/login')!;
    expect(login.body).toMatchObject({ username: 'demo', password: 'demo123' });
    expect(login.body.captcha_id).toBeUndefined();
    expect(useMemberStore.getState().token).toBe('tok-1');
    expect(useMemberStore.getState().memberInfo).toMatchObject({ member_id: 7 });
    expect(useCartStore.getState().cartNumber).toBe(2);
  });

  it('without back, or with an unsafe one, goes to the member centre', async () => {
    const nav = recordNavigation();
    server();
    const { container } = show({ mode: 'account', back: 'https://evil.example/x' });
    await type(container, 'username', 'demo');
    await type(container, 'password', 'demo123');
    await submit(container);
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/pages/member/index' }]));
  });

  it('logs in by mobile with the key of the code it sent, and the captcha', async () => {
    const nav = recordNavigation();
    const { requests } = server();
    const { container } = show({ captcha: 1, back: '/pages/goods/cart' });
    await waitFor(() => expect(container.querySelector('.acc-captcha img')).not.toBeNull());
    await type(container, 'mobile', '13800000000');
    await type(container, 'captcha_code', '4321');
    await click(container.querySelector('.acc-sms'));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/login/mobileCode')).toBe(true));
    expect(requests.find((r) => r.path === '/api/login/mobileCode')!.body).toMatchObject({ mobile: '13800000000', captcha_id: 'cap-1', captcha_code: '4321' });
    await type(container, 'code', '1234');
    await submit(container);
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/pages/goods/cart' }]));
    expect(requests.find((r) => r.path === '/api/login/mobile')!.body).toMatchObject({ mobile: '13800000000', key: 'sms-key', code: '1234' });
  });

  it('a failed login shows the server message, refreshes the captcha with the old id and allows another try', async () => {
    recordNavigation();
    const { requests } = server({ '/api/login/login': fail(-1, '用户名或密码错误') });
    const { container } = show({ mode: 'account', captcha: 1 });
    await waitFor(() => expect(container.querySelector('.acc-captcha img')).not.toBeNull());
    await type(container, 'username', 'demo');
    await type(container, 'password', 'nope');
    await type(container, 'captcha_code', '1111');
    await submit(container);
    await waitFor(() => expect(toastText()).toBe('用户名或密码错误'));
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/captcha/captcha')).toHaveLength(2));
    expect(requests.filter((r) => r.path === '/api/captcha/captcha')[1]!.body.captcha_id).toBe('cap-1');
    expect(useMemberStore.getState().token).toBe('');
    expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the image captcha when the server asks for it (too many wrong passwords) and sends it with the next try', async () => {
    const nav = recordNavigation();
    const { requests } = server({
      '/api/login/login': (r: { body: Record<string, string> }) =>
        r.body.captcha_id ? ok({ token: 'tok-1', can_receive_registergift: 0 }) : fail(-1, '请输入图形验证码', { need_captcha: 1 }),
    });
    const { container } = show({ mode: 'account' });
    expect(container.querySelector('.acc-captcha img')).toBeNull();
    await type(container, 'username', 'demo');
    await type(container, 'password', 'demo123');
    await submit(container);
    await waitFor(() => expect(toastText()).toBe('请输入图形验证码'));
    await waitFor(() => expect(container.querySelector('.acc-captcha img')).not.toBeNull());
    await submit(container);
    await waitFor(() => expect(toastText()).toBe('请输入验证码'));
    await type(container, 'captcha_code', '2468');
    await submit(container);
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/pages/member/index' }]));
    expect(requests.filter((r) => r.path === '/api/login/login').at(-1)!.body).toMatchObject({ captcha_id: 'cap-1', captcha_code: '2468' });
  });

  it('switches between mobile and account login as the config allows', async () => {
    server();
    const { container } = show({ registerConfig: { login: 'username,mobile', register: '' } });
    expect(container.querySelector('[data-mode="mobile"]')).not.toBeNull();
    await click(screen.getByText('使用账号登录'));
    expect(container.querySelector('[data-mode="account"]')).not.toBeNull();
    expect(screen.queryByText('立即注册')).toBeNull(); // register closed: no link
    const only = render(widget(LoginForm, { ...defaults, registerConfig: { login: 'username', register: 'username' } }));
    expect(only.container.querySelector('[data-mode="account"]')).not.toBeNull();
    expect(only.container.querySelector('.acc-switch')).toBeNull();
  });

  it('links to register and find password keeping back', async () => {
    const nav = recordNavigation();
    server();
    const { container } = show({ mode: 'account', back: '/pages/goods/cart' });
    await click(screen.getByText('立即注册'));
    await click(screen.getByText('忘记密码？'));
    expect(nav.map((n) => n.url)).toEqual([
      '/pages_tool/login/register?back=%2Fpages%2Fgoods%2Fcart',
      '/pages_tool/login/find?back=%2Fpages%2Fgoods%2Fcart',
    ]);
    expect(container).toBeDefined();
  });
});

describe('the SMS button on the login form', () => {
  beforeEach(() => setLanguage('zh-cn'));

  const button = (c: HTMLElement) => c.querySelector('.acc-sms') as HTMLButtonElement;

  it('idle → 120 → … → 0 → idle, and tapping while counting sends nothing more', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { requests } = server();
    const { container } = show();
    expect(button(container).dataset.state).toBe('idle');
    expect(button(container).textContent).toBe('获取动态码');
    await type(container, 'mobile', '13800000000');
    await click(button(container));
    await waitFor(() => expect(button(container).dataset.state).toBe('counting'));
    expect(button(container).dataset.seconds).toBe('120');
    expect(button(container).textContent).toBe('120s后可重新获取');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(button(container).dataset.seconds).toBe('119');
    await click(button(container));
    expect(requests.filter((r) => r.path === '/api/login/mobileCode')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(118_000);
    });
    expect(button(container).dataset.seconds).toBe('1');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(button(container).dataset.state).toBe('idle');
    expect(button(container).textContent).toBe('获取动态码');
  });

  it('checks the mobile (and captcha) first and stays idle when invalid', async () => {
    const { requests } = server();
    const { container } = show({ captcha: 1 });
    await click(button(container));
    await waitFor(() => expect(toastText()).toBe('请输入手机号'));
    await type(container, 'mobile', '13800000000');
    await click(button(container));
    await waitFor(() => expect(toastText()).toBe('请输入验证码'));
    expect(button(container).dataset.state).toBe('idle');
    expect(requests.some((r) => r.path === '/api/login/mobileCode')).toBe(false);
  });

  it('resets at once when the send fails (and shows why)', async () => {
    server({ '/api/login/mobileCode': fail(-1, '该手机号未注册！') });
    const { container } = show();
    await type(container, 'mobile', '13900000000');
    await click(button(container));
    await waitFor(() => expect(toastText()).toBe('该手机号未注册！'));
    expect(button(container).dataset.state).toBe('idle');
  });

  it('resets at once when the captcha is refreshed', async () => {
    const { requests } = server();
    const { container } = show({ captcha: 1 });
    await waitFor(() => expect(container.querySelector('.acc-captcha img')).not.toBeNull());
    await type(container, 'mobile', '13800000000');
    await type(container, 'captcha_code', '1234');
    await click(button(container));
    await waitFor(() => expect(button(container).dataset.state).toBe('counting'));
    await click(container.querySelector('.acc-captcha'));
    expect(button(container).dataset.state).toBe('idle');
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/captcha/captcha')).toHaveLength(2));
    expect(requests.filter((r) => r.path === '/api/captcha/captcha')[1]!.body.captcha_id).toBe('cap-1');
  });
});

describe('the agreement on the login form', () => {
  beforeEach(() => setLanguage('zh-cn'));

  it('asks through the privacy popup; disagree shows the modal and sends nothing; agree ticks it and logs in', async () => {
    const nav = recordNavigation();
    const { requests } = server();
    const { container } = show({ mode: 'account', registerConfig: { login: 'username,mobile', register: 'username', agreement_show: 1 } });
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
    await type(container, 'username', 'demo');
    await type(container, 'password', 'demo123');
    await submit(container);
    await waitFor(() => expect(screen.getByText('隐私保护指引')).toBeDefined());
    await click(screen.getByText('不同意'));
    expect(modalOnScreen()?.content).toBe('不同意隐私协议将无法使用相关功能');
    expect(requests.some((r) => r.path === '/api/login/login')).toBe(false);
    await act(async () => {
      feedbackStore.setState({ modals: [] });
    });

    await submit(container);
    await waitFor(() => expect(screen.getAllByText('同意').length).toBeGreaterThan(0));
    await click(screen.getAllByText('同意').find((el) => el.tagName === 'BUTTON' && el.className === 'acc-btn-main')!);
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/pages/member/index' }]));
    expect(screen.getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
  });

  it('opens the privacy agreement text (rebuilt without markup injection)', async () => {
    server({ '/api/register/aggrement': ok({ title: '隐私政策', content: '<h3>一</h3><p>文本<script>alert(1)</script><img src=x onerror=alert(1)></p>' }) });
    const { container } = show({ registerConfig: { login: 'mobile', register: '', agreement_show: 1 } });
    await click(container.querySelector('[data-agreement="PRIVACY"]'));
    await waitFor(() => expect(screen.getByText('隐私政策')).toBeDefined());
    const body = screen.getByTestId('agreement-body');
    expect(body.querySelector('h3')?.textContent).toBe('一');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
  });
});
