import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import RechargePackages, { AMOUNT, defaults, type RechargePackagesProps } from './RechargePackages.tsx';

const PACKAGES = [
  { recharge_id: 3, recharge_name: 'Pay 300, get 340', face_value: '340.00', buy_price: '300.00', point: 300, growth: 300, coupon_id: '1,3' },
  { recharge_id: 1, recharge_name: 'Top up 50', face_value: '50.00', buy_price: '50.00', point: 0, growth: 0, coupon_id: '' },
];
const CONFIG = { is_use: 1, value: { is_custom: 1, min: '1.00', max: '5000.00' } };

function env() {
  const navigate = vi.fn();
  const back = vi.fn();
  const toast = vi.fn();
  const navigator: ActionNavigator = { navigate, redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back };
  configureActions({ navigator, toast, modal: vi.fn(async () => true) });
  return { navigate, back, toast };
}
const noop = async () => {};
function mount(props: Partial<RechargePackagesProps> = {}) {
  return render(<RechargePackages props={{ ...defaults, packages: PACKAGES, config: CONFIG, account: { balance: '12.50', balance_money: '3.00' }, ...props }} node={{ id: 'rp', type: 'recharge-packages' }} emit={noop} renderSlot={() => null} />);
}

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['wallet']);
});
afterEach(() => {
  resetActionEnv();
  vi.useRealTimers();
});

describe('recharge-packages', () => {
  it('shows the stored balance and the packages; the first is chosen with its gifts', () => {
    env();
    mount();
    expect(screen.getByTestId('rp-balance').textContent).toBe('¥12.50');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(screen.getByTestId('rp-note').textContent).toBe('Note: ¥340.00 is credited; Gifts: 300 points, 300 growth, coupons ×2');
    fireEvent.click(screen.getByRole('radio', { name: /¥50.00/ }));
    expect(screen.getByTestId('rp-note').textContent).toBe('Note: ¥50.00 is credited');
  });

  it('recharges the chosen package and opens the payment with its pay number', async () => {
    const { navigate } = env();
    const { requests } = fakeFetch({ '/memberrecharge/api/ordercreate/create': ok('20261127100000123456') });
    mount();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    });
    expect(requests[0]?.body).toMatchObject({ recharge_id: '3' });
    expect(navigate).toHaveBeenCalledWith('/pages_tool/pay/index?code=20261127100000123456');
  });

  it('another amount: checked against the shop limits before the server, then sent as face_value', async () => {
    const { toast, navigate } = env();
    const { requests } = fakeFetch({ '/memberrecharge/api/ordercreate/create': ok('20261127100000999999') });
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Other amount' }));
    const input = screen.getByRole('textbox', { name: 'Please enter the amount' });
    const confirm = async () => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Confirm recharge' }));
      });
    };
    await confirm();
    expect(toast).toHaveBeenLastCalledWith('Please enter the amount');
    fireEvent.change(input, { target: { value: '6000' } });
    await confirm();
    expect(toast).toHaveBeenLastCalledWith('The amount must be between ¥1.00 and ¥5000.00');
    fireEvent.change(input, { target: { value: '1.234' } });
    await confirm();
    expect(toast).toHaveBeenLastCalledWith('At most two decimals');
    expect(requests).toHaveLength(0);
    fireEvent.change(input, { target: { value: '88.8' } });
    await confirm();
    expect(requests[0]?.body).toMatchObject({ recharge_id: '0', face_value: '88.80' });
    expect(navigate).toHaveBeenCalledWith('/pages_tool/pay/index?code=20261127100000999999');
  });

  it('a refusal shows the server message; recharge switched off says so and goes back', async () => {
    const { toast, back } = env();
    fakeFetch({ '/memberrecharge/api/ordercreate/create': fail(-1, 'Invalid recharge package') });
    const view = mount();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    });
    expect(toast).toHaveBeenLastCalledWith('Invalid recharge package');
    view.unmount();
    vi.useFakeTimers();
    mount({ config: { is_use: 0, value: {} } });
    expect(toast).toHaveBeenLastCalledWith('Recharge is not enabled');
    expect(screen.queryByRole('button', { name: 'Recharge' })).toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    expect(back).toHaveBeenCalled();
    expect(AMOUNT.test('0.5')).toBe(true);
    expect(AMOUNT.test('01')).toBe(false);
  });
});
