import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { configureActions, loadNamespaces, resetActionEnv } from '../../src/sdk/testing/index.ts';
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

  it("marks each type with the first character of its name in the reader's language", async () => {
    env();
    const mark = (id: number) => card(id).querySelector('.wal-icon')?.textContent;
    const view = mount();
    expect([mark(3), mark(2)]).toEqual(['B', 'A']);
    view.unmount();
    await act(async () => {
      useLanguageStore.setState({ lang: 'zh-cn' });
      await i18n.changeLanguage('zh-cn');
      await loadNamespaces(['wallet']);
    });
    try {
      mount();
      expect([mark(3), mark(2)]).toEqual(['银', '支']);
    } finally {
      await act(async () => {
        useLanguageStore.setState({ lang: 'en-us' });
        await i18n.changeLanguage('en-us');
      });
    }
  });

  it('choosing, setting the default and deleting are emitted for the page', async () => {
    env();
    const emit = vi.fn(async () => undefined);
    const view = (back: string) => <WithdrawAccountList props={{ ...defaults, items: ROWS, back }} node={{ id: 'wal', type: 'withdraw-account-list' }} emit={emit} renderSlot={() => null} />;
    const { rerender } = render(view(''));
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('switch'));
    });
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: 'Delete' }));
    });
    rerender(view('/pages_tool/member/apply_withdrawal_new'));
    await act(async () => {
      fireEvent.click(within(card(2)).getByRole('button', { name: /Alipay Li Si/ }));
    });
    expect(emit.mock.calls).toEqual([
      ['setDefault', { id: 2 }],
      ['remove', { id: 2 }],
      ['choose', { id: 2, back: '/pages_tool/member/apply_withdrawal_new' }],
    ]);
  });

  it('choosing the default from the apply page only returns there', async () => {
    const { redirect } = env();
    const emit = vi.fn(async () => undefined);
    render(<WithdrawAccountList props={{ ...defaults, items: ROWS, back: '/pages_tool/member/apply_withdrawal_new' }} node={{ id: 'wal', type: 'withdraw-account-list' }} emit={emit} renderSlot={() => null} />);
    await act(async () => {
      fireEvent.click(within(card(3)).getByRole('button', { name: /Bank card Zhang San/ }));
    });
    expect(emit).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledWith('/pages_tool/member/apply_withdrawal_new');
  });

  it('empty: the add button opens the form, keeping the page to return to', () => {
    const { navigate } = env();
    mount({ items: [], back: '/pages_tool/member/apply_withdrawal_new' });
    expect(screen.getByText('No account yet, please add one')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(navigate).toHaveBeenCalledWith('/pages_tool/member/account_edit?back=%2Fpages_tool%2Fmember%2Fapply_withdrawal_new');
  });
});
