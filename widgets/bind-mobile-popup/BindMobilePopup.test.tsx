import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fail, fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { defaultAddonFlags, useMemberStore, useSiteStore, useSourceStore } from '../../src/sdk/index.ts';
import { click, input, recordNavigation, resetWorld, setLanguage, toastText, type, widget, type Lang } from '../../src/sdk/testing/account.tsx';
import BindMobilePopup, { canSave, defaults, isForcedBinding } from './BindMobilePopup.tsx';
import type { BindMobilePopupProps } from './props.gen.ts';

const FORCED = { third_party: 1, bind_mobile: 1 };

function server(extra: Record<string, unknown> = {}) {
  return fakeFetch({
    '/api/captcha/captcha': ok({ id: 'cap-b', img: 'data:image/png;base64,AAAA' }),
    '/api/tripartite/mobileCode': ok({ key: 'bind-key' }),
    '/api/tripartite/mobile': ok({ token: 'tok-b' }),
    '/api/member/info': ok({ member_id: 3, status: 1 }),
    '/api/cart/lists': ok([]),
    ...extra,
  });
}

const show = (props: Partial<BindMobilePopupProps> = {}, emit = async () => {}) =>
  render(widget(BindMobilePopup, { ...defaults, open: true, ...props }, { id: 'bind', type: 'bind-mobile-popup' }, emit));
const saveButton = () => screen.getByText(/^(保存|Save)$/).closest('button') as HTMLButtonElement;

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

describe.each(['zh-cn', 'en-us'] as Lang[])('phone-binding popup (%s)', (lang) => {
  beforeEach(() => setLanguage(lang));

  it('has the title, hint, numeric fields with their limits, and the captcha only when it is on', async () => {
    server();
    const { container, unmount } = show({ captcha: 1 });
    expect(screen.getByText(lang === 'en-us' ? 'Detected that you have not bound a phone number' : '检测到您还未绑定手机号')).toBeDefined();
    expect(screen.getByText(lang === 'en-us' ? 'To receive order information, a phone number must be bound' : '为了方便您接收订单等信息，需要绑定手机号')).toBeDefined();
    expect(input(container, 'mobile').maxLength).toBe(11);
    expect(input(container, 'captcha_code').maxLength).toBe(4);
    expect(input(container, 'code').maxLength).toBe(4);
    expect(input(container, 'mobile').inputMode).toBe('numeric');
    await type(container, 'mobile', '138a0000000099');
    expect(input(container, 'mobile').value).toBe('13800000000');
    await type(container, 'code', '12x345');
    expect(input(container, 'code').value).toBe('1234');
    unmount();
    const off = show({ captcha: 0 });
    expect(off.container.querySelector('input[name="captcha_code"]')).toBeNull();
  });
});

describe('phone-binding popup', () => {
  beforeEach(() => setLanguage('zh-cn'));

  it('keeps save disabled until mobile, code and (captcha on) captcha are filled', async () => {
    expect(canSave({ mobile: '', captcha_code: '', code: '' }, false)).toBe(false);
    expect(canSave({ mobile: '13800000000', captcha_code: '', code: '1234' }, false)).toBe(true);
    expect(canSave({ mobile: '13800000000', captcha_code: '', code: '1234' }, true)).toBe(false);
    expect(canSave({ mobile: '13800000000', captcha_code: '1', code: '' }, true)).toBe(false);
    server();
    const { container } = show({ captcha: 1 });
    expect(saveButton().disabled).toBe(true);
    await type(container, 'mobile', '13800000000');
    expect(saveButton().disabled).toBe(true);
    await type(container, 'code', '1234');
    expect(saveButton().disabled).toBe(true);
    await type(container, 'captcha_code', '5678');
    expect(saveButton().disabled).toBe(false);
  });

  it('still checks the rules when filled (wrong phone number), sending nothing', async () => {
    const { requests } = server();
    const { container } = show();
    await type(container, 'mobile', '1380000');
    await type(container, 'code', '1234');
    await click(saveButton());
    await waitFor(() => expect(toastText()).toBe('请输入正确的手机号'));
    expect(requests.some((r) => r.path === '/api/tripartite/mobile')).toBe(false);
  });

  it('blocks a second save while a bind is in progress', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { requests } = server({
      '/api/tripartite/mobile': async () => {
        await gate;
        return ok({ token: 'tok-b' });
      },
    });
    useSourceStore.getState().setAuthInfo({ wx_openid: 'o-1', nickName: 'Wx', avatarUrl: 'https://img.example/a.png' });
    const { container } = show();
    await type(container, 'mobile', '13800000000');
    await click(container.querySelector('.acc-sms'));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/tripartite/mobileCode')).toBe(true));
    await type(container, 'code', '1234');
    const save = saveButton();
    await click(save);
    await click(save);
    await click(save);
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/tripartite/mobile')).toHaveLength(1));
    expect(saveButton().disabled).toBe(true);
    release();
    await waitFor(() => expect(useMemberStore.getState().token).toBe('tok-b'));
    expect(requests.filter((r) => r.path === '/api/tripartite/mobile')).toHaveLength(1);
    expect(requests.find((r) => r.path === '/api/tripartite/mobile')!.body).toMatchObject({
      mobile: '13800000000',
      key: 'bind-key',
      code: '1234',
      wx_openid: 'o-1',
      nickname: 'Wx',
      headimg: 'https://img.example/a.png',
    });
  });

  it('after a failed bind allows another save', async () => {
    const { requests } = server({ '/api/tripartite/mobile': fail(-1, '手机动态码不正确') });
    const { container } = show();
    await type(container, 'mobile', '13800000000');
    await type(container, 'code', '1234');
    await click(saveButton());
    await waitFor(() => expect(toastText()).toBe('手机动态码不正确'));
    expect(saveButton().disabled).toBe(false);
    await click(saveButton());
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/tripartite/mobile')).toHaveLength(2));
  });

  it('the close icon cancels; the mask does not dismiss it', async () => {
    server();
    const emit = vi.fn(async () => {});
    const { container } = show({}, emit);
    await click(screen.getByTestId('popup-mask'));
    expect(container.querySelector('[data-state="open"]')).not.toBeNull();
    await click(screen.getByRole('button', { name: '关闭' }));
    expect(container.querySelector('[data-state="open"]')).toBeNull();
    expect(emit).toHaveBeenCalledWith('cancel');
  });

  it('opens by itself only for forced binding with a third-party authorisation waiting', async () => {
    server();
    expect(isForcedBinding(FORCED)).toBe(true);
    expect(isForcedBinding({ third_party: 1, bind_mobile: 0 })).toBe(false);
    const a = show({ open: false, autoOpen: true, registerConfig: FORCED });
    expect(a.container.querySelector('[data-state="open"]')).toBeNull(); // no authorisation
    a.unmount();
    useSourceStore.getState().setAuthInfo({ wx_openid: 'o-1' });
    const b = show({ open: false, autoOpen: true, registerConfig: { third_party: 1, bind_mobile: 0 } });
    expect(b.container.querySelector('[data-state="open"]')).toBeNull(); // not forced
    b.unmount();
    const c = show({ open: false, autoOpen: true, registerConfig: FORCED });
    expect(c.container.querySelector('[data-state="open"]')).not.toBeNull();
    c.unmount();
    useMemberStore.getState().setToken('already-a-member');
    const d = show({ open: false, autoOpen: true, registerConfig: FORCED });
    expect(d.container.querySelector('[data-state="open"]')).toBeNull();
  });

  it('an existing member returns through back; a new member (is_register) gets the reward flow', async () => {
    const nav = recordNavigation();
    server({ '/api/tripartite/mobile': ok({ token: 'tok-b', is_register: 0 }) });
    const first = show({ back: '/pages/goods/cart' });
    await type(first.container, 'mobile', '13800000000');
    await type(first.container, 'code', '1234');
    await click(saveButton());
    await waitFor(() => expect(nav).toEqual([{ how: 'redirect', url: '/pages/goods/cart' }]));
    first.unmount();
    vi.unstubAllGlobals();

    nav.length = 0;
    useSiteStore.setState({ addonIsExist: { ...defaultAddonFlags(), memberregister: 1 } });
    server({
      '/api/tripartite/mobile': ok({ token: 'tok-new', is_register: 1 }),
      '/memberregister/api/Config/Config': ok({ is_use: 1, value: { point: 100, balance: '0.00', growth: 0, coupon_list: [] } }),
    });
    const second = show({ back: '/pages/goods/cart' });
    await type(second.container, 'mobile', '13900000000');
    await type(second.container, 'code', '1234');
    await click(saveButton());
    await waitFor(() => expect(screen.getByTestId('register-reward')).toBeDefined());
    expect(nav).toEqual([]);
    await click(document.querySelector('[data-choice="point"]'));
    expect(nav).toEqual([{ how: 'redirect', url: '/pages_tool/member/point_detail' }]);
    useSiteStore.setState({ addonIsExist: defaultAddonFlags() });
  });
});
