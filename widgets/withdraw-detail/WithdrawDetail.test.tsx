import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { configureActions, loadNamespaces, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import WithdrawDetail, { defaults, type WithdrawDetailProps } from './WithdrawDetail.tsx';

const BASE = { withdraw_no: 'W1', apply_money: '20.00', service_money: '0.20', money: '19.80', transfer_type_name: 'Bank card', bank_name: 'ICBC', account_number: '6222', apply_time: 1764200000, audit_time: 0, payment_time: 0, transfer_time: 0, refuse_reason: '', fail_reason: '' };
const noop = async () => {};
function mount(props: Partial<WithdrawDetailProps> = {}) {
  return render(<WithdrawDetail props={{ ...defaults, ...props }} node={{ id: 'wdd', type: 'withdraw-detail' }} emit={noop} renderSlot={() => null} />);
}
const labels = () => [...document.querySelectorAll('.wdd-row dt')].map((e) => e.textContent);

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['wallet']);
});

describe('withdraw-detail', () => {
  it('pending: amount, status, number, fee, what arrives, apply time, the payee', () => {
    mount({ detail: { ...BASE, status: 0, status_name: 'Awaiting audit' } });
    expect(screen.getByTestId('wdd-money').textContent).toBe('¥20.00');
    expect(labels()).toEqual(['Current status', 'Transaction no.', 'Fee', 'You receive', 'Applied', 'Bank name', 'Receiving account']);
  });

  it('refused shows its reason and audit time; paid its transfer', () => {
    const view = mount({ detail: { ...BASE, status: -1, status_name: 'Refused', audit_time: 1764200100, refuse_reason: 'Wrong account' } });
    expect(labels()).toContain('Refusal reason');
    expect(labels()).toContain('Audited');
    expect(document.querySelector('.wdd-status--bad')).not.toBeNull();
    view.unmount();
    mount({ detail: { ...BASE, status: 2, status_name: 'Paid', audit_time: 1764200100, payment_time: 1764200200 } });
    expect(labels().slice(-2)).toEqual(['Transfer method', 'Transferred']);
  });

  it('without a detail (no id, or it failed) shows the not-found state', () => {
    const redirect = vi.fn();
    configureActions({ navigator: { navigate: vi.fn(), redirect, relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() } });
    mount({ detail: null });
    expect(screen.getByText('This withdrawal does not exist')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Withdrawal records' }));
    expect(redirect).toHaveBeenCalledWith('/pages_tool/member/withdrawal');
    resetActionEnv();
  });
});
