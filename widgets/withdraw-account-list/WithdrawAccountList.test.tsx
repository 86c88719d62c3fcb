import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { configureActions, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import WithdrawAccountList, { defaults, type WithdrawAccountListProps } from './WithdrawAccountList.tsx';

const ROWS = [
  { id: 3, realname: 'Zhang San', mobile: '13800000000', withdraw_type: 'bank', branch_bank_name: 'ICBC', bank_account: '6222000011112222', is_default: 1 },
  { id: 2, realname: 'Li Si', mobile: '13912345678', withdraw_type: 'alipay', branch_bank_name: '', bank_account: 'lisi@example.com', is_default: 0 },
];

function env(confirm = true) {
  const navigate = vi.fn();
  const redirect = vi.fn();
  const back = vi.fn();
  const toast = vi.fn();
  const modal = vi.fn(async () => confirm);
  const navigator: ActionNavigator = { navigate, redirect, relaunch: vi.fn(), switchTab: vi.fn(), back };
  configureActions({ navigator, toast, modal });
  return { navigate, redirect, back, toast, modal };
}
const noop = async () => {};
function mount(props: Partial<WithdrawAccountListProps> = {}) {
  return render(<WithdrawAccountList props={{ ...defaults, items: ROWS, ...props }} node={{ id: 'wal', type: 'withdraw-account-list' }} emit={noop} renderSlot={() => null} />);
}
const card = (id: number) => document.querySelector(`[data-account-id="${id}"]`) as HTMLElement;

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['wallet']);
});
afterEach(() => {
  resetActionEnv();
  vi.unstubAllGlobals();
});

describe('withdraw-account-list', () => {
  it('shows each type with its own line; only a row that is not the default can be deleted', () => {
    env();
    mount();
    expect(within(card(3)).getByText('Bank card')).toBeDefined();
    expect(within(card(3)).getByText('Bank name: ICBC')).toBeDefined();
    expect(within(card(2)).getByText('Withdrawal account: lisi@example.com')).toBeDefined();
    expect(within(card(3)).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(card(2)).getByRole('button', { name: 'Delete' })).toBeDefined();
    expect(within(card(3)).getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('choosing an account from the apply page makes it the default and returns there', async () => {
    const { redirect } = env();
    const { requests } = fakeFetch({ '/api/memberbankaccount/setdefault': ok(1) });
    mount({ back: '/pages_tool/member/apply_withdrawal_new' });
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: /Alipay Li Si/ }));
    });
    expect(requests[0]?.body).toMatchObject({ id: '2' });
    // no app history in the test: the asking page replaces this one
    expect(redirect).toHaveBeenCalledWith('/pages_tool/member/apply_withdrawal_new');
  });

  it('deletes after a confirm and says so; a refusal shows the server message', async () => {
    const { toast, modal } = env();
    fakeFetch({ '/api/memberbankaccount/delete': ok(1) });
    mount();
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    });
    expect(modal).toHaveBeenCalledWith({ content: 'Are you sure you want to delete this account?' });
    expect(toast).toHaveBeenCalledWith('Deleted');
  });

  it('empty: the add button opens the form, keeping the page to return to', () => {
    const { navigate } = env();
    mount({ items: [], back: '/pages_tool/member/apply_withdrawal_new' });
    expect(screen.getByText('No account yet, please add one')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(navigate).toHaveBeenCalledWith('/pages_tool/member/account_edit?back=%2Fpages_tool%2Fmember%2Fapply_withdrawal_new');
  });
});
