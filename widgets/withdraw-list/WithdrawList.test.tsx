import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { configureActions, loadNamespaces, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import WithdrawList, { defaults, type WithdrawListProps } from './WithdrawList.tsx';

const ROWS = [
  { id: 4, transfer_type_name: 'Bank card', apply_money: '20.00', apply_time: 1764200000, status: 0, status_name: 'Awaiting audit' },
  { id: 3, transfer_type_name: 'Alipay', apply_money: '5.00', apply_time: 1764100000, status: -1, status_name: 'Refused', refuse_reason: 'Wrong account' },
  { id: 2, transfer_type_name: 'Bank card', apply_money: '8.00', apply_time: 1764000000, status: -2, status_name: 'Transfer failed', fail_reason: 'Payee refused' },
  { id: 1, transfer_type_name: 'Bank card', apply_money: '9.00', apply_time: 1763900000, status: 2, status_name: 'Paid' },
];
const noop = async () => {};
function mount(props: Partial<WithdrawListProps> = {}) {
  return render(<WithdrawList props={{ ...defaults, items: ROWS, ...props }} node={{ id: 'wdl', type: 'withdraw-list' }} emit={noop} renderSlot={() => null} />);
}

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['wallet']);
});
afterEach(() => resetActionEnv());

describe('withdraw-list', () => {
  it('shows every status as the server names it, refused and failed in red with their reasons', () => {
    mount();
    const rows = screen.getAllByTestId('withdraw-row');
    expect(rows.map((r) => r.querySelector('.wdl-status')?.textContent)).toEqual(['Awaiting audit', 'Refused', 'Transfer failed', 'Paid']);
    expect(rows.map((r) => r.querySelector('.wdl-status--bad') !== null)).toEqual([false, true, true, false]);
    expect(rows[1]!.textContent).toContain('Refusal reason: Wrong account');
    expect(rows[2]!.textContent).toContain('Failure reason: Payee refused');
  });

  it('a row opens its detail; none says so', () => {
    const navigate = vi.fn();
    const navigator: ActionNavigator = { navigate, redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
    configureActions({ navigator });
    const view = mount();
    fireEvent.click(screen.getAllByTestId('withdraw-row')[0]!.querySelector('button')!);
    expect(navigate).toHaveBeenCalledWith('/pages_tool/member/withdrawal_detail?id=4');
    view.unmount();
    mount({ items: [] });
    expect(screen.getByText('No withdrawal records')).toBeDefined();
  });
});
