import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import WithdrawApplyForm, { defaults, feeOf, type WithdrawApplyFormProps } from './WithdrawApplyForm.tsx';

const INFO = { member_info: { balance_money: '100.00' }, config: { is_use: 1, rate: 1, min: '1.00', max: '50.00' } };
const ACCOUNT = { id: 3, withdraw_type: 'bank', realname: 'Zhang San', mobile: '13800000000', branch_bank_name: 'ICBC', bank_account: '6222000011112222', is_default: 1 };

function env() {
  const navigate = vi.fn();
  const redirect = vi.fn();
  const relaunch = vi.fn();
  const toast = vi.fn();
  const navigator: ActionNavigator = { navigate, redirect, relaunch, switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast, modal: vi.fn(async () => true) });
  return { navigate, redirect, relaunch, toast };
}
const noop = async () => {};
function mount(props: Partial<WithdrawApplyFormProps> = {}) {
  return render(<WithdrawApplyForm props={{ ...defaults, info: INFO, account: ACCOUNT, ...props }} node={{ id: 'waa', type: 'withdraw-apply-form' }} emit={noop} renderSlot={() => null} />);
}
const amount = () => screen.getByLabelText('Amount') as HTMLInputElement;
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  });
};

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['wallet']);
});
afterEach(() => {
  resetActionEnv();
  vi.useRealTimers();
});

describe('withdraw-apply-form', () => {
  it('the fee is the server formula, shown before submit', () => {
    expect(feeOf(1000, 1)).toBe(10);
    expect(feeOf(150, 1)).toBe(2); // 1.5 fen rounds half up
    env();
    mount();
    expect(screen.getByTestId('waa-withdrawable').textContent).toBe('Withdrawable balance: ¥100.00');
    expect(screen.getByText('Minimum withdrawal ¥1.00, fee 1%; at most ¥50.00 each time')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Withdraw' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(amount(), { target: { value: '20.5' } });
    expect(screen.getByTestId('waa-fee').textContent).toBe('Fee¥0.21You receive¥20.29');
    // withdraw all stops at the shop's maximum
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw all' }));
    expect(amount().value).toBe('50.00');
  });

  it('says early what the server would refuse', async () => {
    const { toast } = env();
    const { requests } = fakeFetch({});
    mount();
    for (const [value, message] of [
      ['0.5', 'The amount is below the minimum'],
      ['60', 'The amount is above the maximum'],
      ['1.234', 'At most two decimals'],
    ]) {
      fireEvent.change(amount(), { target: { value } });
      await submit();
      expect(toast).toHaveBeenLastCalledWith(message);
    }
    expect(requests).toHaveLength(0);
    mount({ info: { ...INFO, member_info: { balance_money: '10.00' } } });
    fireEvent.change(screen.getAllByLabelText('Amount')[1]!, { target: { value: '20' } });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Withdraw' })[1]!);
    });
    expect(toast).toHaveBeenLastCalledWith('The amount exceeds the withdrawable balance');
  });

  it('applies to the default account, then shows the records', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { toast, redirect } = env();
    const { requests } = fakeFetch({ '/api/memberwithdraw/apply': ok(9) });
    mount();
    fireEvent.change(amount(), { target: { value: '20' } });
    await submit();
    expect(requests[0]?.body).toMatchObject({ apply_money: '20.00', transfer_type: 'bank', realname: 'Zhang San', bank_name: 'ICBC', account_number: '6222000011112222' });
    expect(toast).toHaveBeenLastCalledWith('Withdrawal applied', 1500, 'success');
    act(() => void vi.advanceTimersByTime(1500));
    expect(redirect).toHaveBeenCalledWith('/pages_tool/member/withdrawal');
  });

  it('without an account: asks for one, and the destination opens the account list to choose', async () => {
    const { toast, navigate } = env();
    fakeFetch({ '/api/memberwithdraw/apply': fail(-1, 'x') });
    mount({ account: null });
    expect(screen.getByText('Please add a withdrawal method')).toBeDefined();
    fireEvent.change(amount(), { target: { value: '20' } });
    await submit();
    expect(toast).toHaveBeenLastCalledWith('Please add a withdrawal method first');
    fireEvent.click(screen.getByTestId('waa-to'));
    expect(navigate).toHaveBeenCalledWith('/pages_tool/member/account?back=%2Fpages_tool%2Fmember%2Fapply_withdrawal_new');
  });

  it('withdrawal switched off: says so and goes to the member centre', () => {
    vi.useFakeTimers();
    const { toast, relaunch } = env();
    mount({ info: { ...INFO, config: { ...INFO.config, is_use: 0 } } });
    expect(toast).toHaveBeenCalledWith('Withdrawal is not enabled');
    act(() => void vi.advanceTimersByTime(1500));
    expect(relaunch).toHaveBeenCalledWith('/pages/member/index');
  });
});
