import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import { LANGS, paramsOf, recordNavigation, resetWorld, setLanguage, showPage } from '../../src/sdk/testing/member.tsx';
import AccountSummary, { defaults, totalBalance } from './AccountSummary.tsx';

const member = { member_id: 1, nickname: 'demo' };

beforeEach(() => resetWorld());
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorld();
});

const TEXT = {
  'zh-cn': { total: '账户余额（元）', cash: '现金余额（元）', stored: '储值余额（元）', detail: '余额明细', recharge: '充值', withdraw: '提现', points: '当前积分', pointDetail: '积分明细', signin: '去签到' },
  'en-us': { total: 'Account balance (yuan)', cash: 'Cash balance (yuan)', stored: 'Stored balance (yuan)', detail: 'Balance details', recharge: 'Recharge', withdraw: 'Withdraw', points: 'Current points', pointDetail: 'Points details', signin: 'Sign in' },
} as const;

describe('totalBalance', () => {
  it('adds stored and cash balance exactly', () => {
    expect(totalBalance({ balance: '0.10', balance_money: '0.20' })).toBe('0.30');
    expect(totalBalance({ balance: '500.00', balance_money: '0.00' })).toBe('500.00');
    expect(totalBalance({})).toBe('0.00');
  });
});

describe.each(LANGS)('account-summary (%s)', (lang) => {
  const tx = TEXT[lang];
  beforeEach(() => setLanguage(lang));

  it('the balance page asks for balance and balance_money and shows total, cash and stored balance', async () => {
    const { requests } = fakeFetch({ '/api/memberaccount/info': ok({ balance: '500.00', balance_money: '12.50' }) });
    const nav = recordNavigation();
    await showPage('pages_tool/member/balance', { member });
    const asked = requests.find((r) => r.path === '/api/memberaccount/info')!;
    expect(paramsOf(asked)).toMatchObject({ account_type: 'balance,balance_money', lang });
    expect(screen.getByText(tx.total)).toBeDefined();
    expect(screen.getByText(tx.cash)).toBeDefined();
    expect(screen.getByText(tx.stored)).toBeDefined();
    expect(screen.getByTestId('as-balance-total').textContent).toBe('512.50');
    expect(screen.getByTestId('as-balance-money').textContent).toBe('12.50');
    expect(screen.getByTestId('as-balance').textContent).toBe('500.00');
    // memberrecharge is off: no recharge
    expect(screen.queryByRole('button', { name: tx.recharge })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: tx.detail }));
    await act(async () => {});
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/member/balance_detail' }]);
  });

  it('recharge shows only with the memberrecharge addon and its config switched on; withdraw likewise', async () => {
    fakeFetch({
      '/api/memberaccount/info': ok({ balance: '1.00', balance_money: '0.00' }),
      '/memberrecharge/api/memberrecharge/config': ok({ config_key: 'MEMBER_RECHARGE_CONFIG', is_use: 1, value: {} }),
      '/api/memberwithdraw/config': ok({ config_key: 'MEMBER_WITHDRAW_CONFIG', is_use: 0, value: {} }),
    });
    const nav = recordNavigation();
    await showPage('pages_tool/member/balance', { member, site: { addonIsExist: { memberrecharge: 1, memberwithdraw: 1 } } });
    expect(screen.queryByRole('button', { name: tx.withdraw })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: tx.recharge }));
    await act(async () => {});
    expect(nav).toEqual([{ how: 'navigate', url: '/pages_tool/recharge/list' }]);
  });

  it('the points page shows the summary of /api/memberaccount/point and the tasks', async () => {
    fakeFetch({ '/api/memberaccount/point': ok({ point: 1000, point_all: 1200, point_use: 200, point_today: 5 }) });
    const nav = recordNavigation();
    await showPage('pages_tool/member/point', { member, site: { addonIsExist: { membersignin: 1 } } });
    expect(screen.getByText(tx.points)).toBeDefined();
    expect(screen.getByTestId('as-point').textContent).toBe('1000');
    expect(screen.getByTestId('as-point-all').textContent).toBe('1200');
    expect(screen.getByTestId('as-point-use').textContent).toBe('200');
    expect(screen.getByTestId('as-point-today').textContent).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: tx.pointDetail }));
    fireEvent.click(screen.getByRole('button', { name: tx.signin }));
    await act(async () => {});
    expect(nav).toEqual([
      { how: 'navigate', url: '/pages_tool/member/point_detail' },
      { how: 'navigate', url: '/pages_tool/member/signin' },
    ]);
  });
});

describe('account-summary', () => {
  beforeEach(() => setLanguage('en-us'));
  it('hides sign-in without the addon and withdraw without memberwithdraw', () => {
    const emit = vi.fn(async () => {});
    const { rerender } = render(<AccountSummary props={{ ...defaults, kind: 'point', account: { point: 3 } }} node={{ id: 'a', type: 'account-summary' }} emit={emit} renderSlot={() => null} />);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Shop now' }));
    expect(emit).toHaveBeenCalledWith('shop', {});
    rerender(<AccountSummary props={{ ...defaults, showWithdraw: true }} node={{ id: 'a', type: 'account-summary' }} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(emit).toHaveBeenLastCalledWith('withdraw', {});
  });
});
