import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fakeFetch, loadNamespaces, ok, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import PayResult, { defaults, type PayResultProps } from './PayResult.tsx';

const STATUS = '/api/pay/status';
const CODE = '20250101120000123456';

function env() {
  const redirect = vi.fn();
  const relaunch = vi.fn();
  const navigator: ActionNavigator = { navigate: vi.fn(), redirect, relaunch, switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast: vi.fn() });
  return { redirect, relaunch };
}
const noop = async () => {};
function mount(props: Partial<PayResultProps> = {}, emit: (event: string, payload?: unknown) => Promise<void> = noop) {
  return render(<PayResult props={{ ...defaults, code: CODE, pollIntervalMs: 200, ...props }} node={{ id: 'pr', type: 'pay-result' }} emit={emit} renderSlot={() => null} />);
}

async function lang(l: 'zh-cn' | 'en-us') {
  useLanguageStore.setState({ lang: l });
  await i18n.changeLanguage(l);
  await loadNamespaces(['pay']);
}

beforeAll(() => lang('en-us'));
afterEach(() => resetActionEnv());

describe('pay-result', () => {
  it('polls until the payment is confirmed and shows what was paid in yuan (due + balance)', async () => {
    const { redirect, relaunch } = env();
    let n = 0;
    const { requests } = fakeFetch({
      [STATUS]: () => (++n < 3 ? ok({ out_trade_no: CODE, pay_status: 0, pay_money: '37.90', balance: '0.00', balance_money: '0.00' }) : ok({ out_trade_no: CODE, pay_status: 2, pay_money: '7.90', balance: '30.00', balance_money: '0.00' })),
      '/api/pay/outTradeNoToOrderDetailPath': ok('/pages/order/detail?order_id=3'),
    });
    mount();
    expect(screen.getByRole('status').textContent).toBe('Checking the payment...');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Payment successful'), { timeout: 3000 });
    expect(screen.getByTestId('pr-amount').textContent).toBe('¥37.90');
    expect(requests.filter((r) => r.path === STATUS)).toHaveLength(3);
    expect(requests[0]!.query.out_trade_no).toBe(CODE);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View order' }));
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages/order/detail?order_id=3'));
    fireEvent.click(screen.getByRole('button', { name: 'Back home' }));
    expect(relaunch).toHaveBeenCalledWith('/');
  });

  it('says "not completed" after the last poll and polls again on refresh', async () => {
    env();
    let paid = false;
    fakeFetch({ [STATUS]: () => ok({ out_trade_no: CODE, pay_status: paid ? 2 : 0, pay_money: '12.00' }) });
    const emit = vi.fn(async () => {});
    mount({ maxPolls: 2 }, emit);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Payment not completed'), { timeout: 3000 });
    expect(screen.getByTestId('pr-amount').textContent).toBe('¥12.00');
    expect(emit).not.toHaveBeenCalled();
    paid = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh the result' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Payment successful'));
    // The page reads the spending reward then (its `paid` handler refreshes the source).
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('paid', { out_trade_no: CODE });
  });

  it('an offline voucher under review is "being confirmed" (zh-cn)', async () => {
    await lang('zh-cn');
    env();
    fakeFetch({ [STATUS]: ok({ out_trade_no: CODE, pay_status: 1, pay_money: '12.00' }) });
    mount();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('支付确认中'));
    expect(screen.getByTestId('pr-amount').textContent).toBe('¥12.00');
    await lang('en-us');
  });
});
