import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, recordNavigation, resetWorld, setLanguage, settle, showPage } from '../../src/sdk/testing/member.tsx';
import PayCode, { defaults, groupDigits, maskCode, refreshDelay } from './PayCode.tsx';

const member = { member_id: 1, nickname: 'demo' };
const info = { member_id: 1, nickname: 'Ann', headimg: '', member_level: 2, member_level_name: 'Gold', member_level_type: 0, point: 320, balance: '10.00', balance_money: '2.50' };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => resetWorld());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetWorld();
});

const TEXT = {
  'zh-cn': { show: '查看数字', hide: '隐藏数字', dynamic: (c: string) => `动态码 ${c}`, tip: '付款码仅用于支付时向收银员出示，请勿发送给他人', enter: '立即进入支付页面', balanceDetail: '余额明细' },
  'en-us': { show: 'Show digits', hide: 'Hide digits', dynamic: (c: string) => `Dynamic code ${c}`, tip: 'The pay code is only for showing to the cashier; do not send it to others', enter: 'Enter the payment page now', balanceDetail: 'Balance details' },
} as const;

describe('pay code helpers', () => {
  it('masks the code to its first 5 digits and groups the digits by 4', () => {
    expect(maskCode('123456789012345678')).toBe('12345******');
    expect(maskCode('')).toBe('');
    expect(groupDigits('123456789012345678')).toBe('1234 5678 9012 3456 78');
  });
  it('asks for a new code ten seconds before it expires, never sooner than a second', () => {
    expect(refreshDelay(1000, 880_000)).toBe(110_000);
    expect(refreshDelay(1000, 999_000)).toBe(1000);
  });
});

describe.each(LANGS)('pay code page (%s)', (lang) => {
  const tx = TEXT[lang];
  beforeEach(() => setLanguage(lang));

  it('shows the member, the masked code, its digits on demand, and a new code when the dynamic code is tapped', async () => {
    let n = 0;
    const codes = ['111122223333444455', '999988887777666655'];
    const { requests } = fakeFetch({
      '/api/pay/memberpaycode': () => {
        const auth_code = codes[Math.min(n, 1)]!;
        const dynamic_code = String(1000 + n);
        n += 1;
        return ok({ auth_code, barcode: PNG, qrcode: PNG, expire_time: Math.floor(Date.now() / 1000) + 120, dynamic_code });
      },
      '/api/member/info': ok(info),
      '/coupon/api/coupon/num': ok(3),
    });
    const nav = recordNavigation();
    await showPage('pages_tool/store/payment_qrcode', { member, site: { addonIsExist: { coupon: 1 } } });
    expect(screen.getByText('Ann')).toBeDefined();
    expect(screen.getByTestId('pay-code-digits').textContent).toBe('11112******');
    expect(screen.getByText(tx.tip)).toBeDefined();
    expect(screen.getByTestId('pay-code-points').textContent).toBe('320');
    expect(screen.getByTestId('pay-code-balance').textContent).toBe('12.50');
    expect(screen.getByTestId('pay-code-coupons').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: tx.show }));
    expect(screen.getByTestId('pay-code-digits').textContent).toBe('1111 2222 3333 4444 55');
    fireEvent.click(screen.getByRole('button', { name: tx.hide }));
    expect(screen.getByTestId('pay-code-digits').textContent).toBe('11112******');
    expect(screen.getByText(tx.dynamic('1000'))).toBeDefined();
    fireEvent.click(screen.getByText(tx.dynamic('1000')));
    await settle();
    expect(requests.filter((r) => r.path === '/api/pay/memberpaycode')).toHaveLength(2);
    expect(screen.getByText(tx.dynamic('1001'))).toBeDefined();
    expect(screen.getByTestId('pay-code-digits').textContent).toBe('99998******');
    fireEvent.click(screen.getByRole('button', { name: 'Gold' }));
    fireEvent.click(screen.getByTestId('pay-code-balance'));
    await act(async () => {});
    expect(nav).toEqual([
      { how: 'navigate', url: '/pages_tool/member/level' },
      { how: 'navigate', url: '/pages_tool/member/balance' },
    ]);
  });

  it('the store payment hub leads to the pay code and the balance pages', async () => {
    fakeFetch({});
    const nav = recordNavigation();
    await showPage('pages_tool/store/store_payment', { member, site: { addonIsExist: { store: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: tx.balanceDetail }));
    fireEvent.click(screen.getByRole('button', { name: tx.enter }));
    await act(async () => {});
    expect(nav).toEqual([
      { how: 'navigate', url: '/pages_tool/member/balance_detail' },
      { how: 'navigate', url: '/pages_tool/store/payment_qrcode' },
    ]);
  });
});

describe('pay-code widget', () => {
  beforeEach(() => setLanguage('en-us'));
  it('emits expire once, ten seconds before the code expires, and card for a paid level', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const emit = vi.fn(async () => {});
    const code = { auth_code: '123456789012345678', barcode: PNG, qrcode: PNG, expire_time: 1000 + 120, dynamic_code: '4321' };
    render(<PayCode props={{ ...defaults, code, member: { ...info, member_level_type: 1 } }} node={{ id: 'p', type: 'pay-code' }} emit={emit} renderSlot={() => null} />);
    await act(async () => vi.advanceTimersByTime(109_000));
    expect(emit).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(emit).toHaveBeenCalledWith('expire', {});
    fireEvent.click(screen.getByRole('button', { name: 'Gold' }));
    expect(emit).toHaveBeenLastCalledWith('card', {});
    expect(emit).toHaveBeenCalledTimes(2);
  });
  it('without a code it offers a retry that asks for one', () => {
    const emit = vi.fn(async () => {});
    render(<PayCode props={{ ...defaults }} node={{ id: 'p', type: 'pay-code' }} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(emit).toHaveBeenCalledWith('regenerate', {});
  });
});
