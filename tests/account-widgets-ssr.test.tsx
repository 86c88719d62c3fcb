// @vitest-environment node
/** The account and cart widgets render on the server: no window or document outside effects. */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import type { WidgetProps } from '../src/sdk/index.ts';
import LoginForm, { defaults as loginDefaults } from '../widgets/login-form/LoginForm.tsx';
import RegisterForm, { defaults as registerDefaults } from '../widgets/register-form/RegisterForm.tsx';
import FindPasswordForm, { defaults as findDefaults } from '../widgets/find-password-form/FindPasswordForm.tsx';
import BindMobilePopup, { defaults as bindDefaults } from '../widgets/bind-mobile-popup/BindMobilePopup.tsx';
import PrivacyPopup, { defaults as privacyDefaults } from '../widgets/privacy-popup/PrivacyPopup.tsx';
import RegisterRewardPopup, { defaults as rewardDefaults } from '../widgets/register-reward-popup/RegisterRewardPopup.tsx';
import CartList, { defaults as cartDefaults } from '../widgets/cart-list/CartList.tsx';
import CartLoginPrompt, { defaults as guestDefaults } from '../widgets/cart-login-prompt/CartLoginPrompt.tsx';
import SmsCodeButton, { defaults as smsDefaults } from '../widgets/sms-code-button/SmsCodeButton.tsx';
import CaptchaImage, { defaults as captchaDefaults } from '../widgets/captcha-image/CaptchaImage.tsx';

beforeAll(() => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  (globalThis as { localStorage?: unknown }).localStorage ??= { clear() {}, getItem: () => null, setItem() {}, removeItem() {} };
});

function html<P>(Component: ComponentType<WidgetProps<P>>, props: P): string {
  return renderToString(<Component props={props} node={{ id: 'w', type: 'x' }} emit={async () => {}} renderSlot={() => null} />);
}

describe('server rendering of the account and cart widgets', () => {
  it('renders each of them', () => {
    expect(html(LoginForm, { ...loginDefaults, captcha: 1, registerConfig: { login: 'username,mobile', register: 'username', agreement_show: 1 } })).toContain('acc-login');
    expect(html(RegisterForm, { ...registerDefaults, captcha: 1 })).toContain('acc-register');
    expect(html(FindPasswordForm, findDefaults)).toContain('acc-find');
    expect(html(BindMobilePopup, { ...bindDefaults, open: true, captcha: 1 })).toContain('acc-bind');
    expect(html(PrivacyPopup, { ...privacyDefaults, open: true })).toContain('acc-privacy');
    expect(html(RegisterRewardPopup, rewardDefaults)).toBe('');
    expect(html(CartList, { ...cartDefaults, lines: [{ cart_id: 1, sku_id: 2, goods_id: 3, num: 2, goods_name: 'Tea', discount_price: '1.10', stock: 9, goods_state: 1 }] })).toContain('Tea');
    expect(html(CartLoginPrompt, guestDefaults)).toContain('cart-guest');
    expect(html(SmsCodeButton, smsDefaults)).toContain('acc-sms');
    expect(html(CaptchaImage, captchaDefaults)).toContain('acc-captcha');
  });
});
