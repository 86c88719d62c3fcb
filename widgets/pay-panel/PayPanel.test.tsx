import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fail, fakeFetch, loadNamespaces, ok, type RecordedRequest, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import PayPanel, { defaults, type PayPanelProps } from './PayPanel.tsx';

const INFO = '/api/pay/info';
const TYPE = '/api/pay/type';
const BALANCE_CONFIG = '/api/pay/getBalanceConfig';
const USABLE = '/api/memberaccount/usableBalance';
const PAY = '/api/pay/pay';
const HAS_PASSWORD = '/api/member/issetpayaassword';
const DETAIL_PATH = '/api/pay/outTradeNoToOrderDetailPath';

const CODE = '20250101120000123456';

function env() {
  const navigate = vi.fn();
  const redirect = vi.fn();
  const toast = vi.fn();
  const modal = vi.fn(async () => true);
  const openExternal = vi.fn();
  const navigator: ActionNavigator = { navigate, redirect, relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast, modal, openExternal, currentPath: () => `/pages_tool/pay/index?code=${CODE}` });
  return { navigate, redirect, toast, modal, openExternal };
}

function server(over: Record<string, unknown> = {}) {
  return fakeFetch({
    [INFO]: ok({ out_trade_no: CODE, pay_body: 'Egg tart', pay_money: '37.90', pay_status: 0, auto_close_time: 1700001800, order_id: 9 }),
    [TYPE]: ok({ pay_type: 'devpay,offlinepay' }),
    [BALANCE_CONFIG]: ok({ balance_show: 1 }),
    [USABLE]: ok({ balance: '500.00', balance_money: '0.00', usable_balance: '500.00' }),
    [HAS_PASSWORD]: ok(1),
    ...over,
  });
}

const noop = async () => {};
function mount(props: Partial<PayPanelProps> = {}) {
  return render(<PayPanel props={{ ...defaults, outTradeNo: CODE, ...props }} node={{ id: 'pp', type: 'pay-panel' }} emit={noop} renderSlot={() => null} />);
}
const bodies = (reqs: RecordedRequest[], path: string) => reqs.filter((r) => r.path === path).map((r) => r.body);

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['pay']);
});
afterEach(() => resetActionEnv());

describe('pay-panel', () => {
  it('pays with the balance after the pay password and opens the result page', async () => {
    const { redirect } = env();
    const { requests } = server({ [PAY]: (req: RecordedRequest) => (req.body.pay_password === '123456' ? ok({ pay_success: 1 }) : fail(-1, 'Wrong payment password')) });
    mount();
    expect((await screen.findByTestId('pp-amount')).textContent).toBe('¥37.90');
    expect(screen.getByText('¥500.00 available')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Pay with balance' }));
    });
    // the balance covers it all: no pay type to choose
    expect(screen.queryByRole('radio')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    const boxes = await screen.findByLabelText('Payment password, 6 digits');
    await act(async () => {
      fireEvent.change(boxes, { target: { value: '123456' } });
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(`/pages_tool/pay/result?code=${CODE}`));
    expect(bodies(requests, PAY)).toEqual([
      expect.objectContaining({ out_trade_no: CODE, pay_type: '', is_balance: '1', pay_password: '123456', return_url: `/h5/pages_tool/pay/result?code=${CODE}` }),
    ]);
    expect(bodies(requests, PAY)[0]!.idempotency_key).toMatch(/^pay-/);
  });

  it('a member without a pay password is offered the pay-password page (with back)', async () => {
    const { navigate, modal } = env();
    const { requests } = server({ [HAS_PASSWORD]: ok(0) });
    mount();
    await screen.findByTestId('pp-amount');
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Pay with balance' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    await waitFor(() => expect(modal).toHaveBeenCalled());
    expect(navigate).toHaveBeenCalledWith(`/pages_tool/member/pay_password?back=${encodeURIComponent(`/pages_tool/pay/index?code=${CODE}`)}`);
    expect(bodies(requests, PAY)).toHaveLength(0);
  });

  it('back from setting the pay password, the balance is chosen again and the payment goes on with it', async () => {
    const { navigate, redirect } = env();
    let hasPassword = 0;
    const { requests } = server({ [HAS_PASSWORD]: () => ok(hasPassword), [PAY]: (req: RecordedRequest) => (req.body.pay_password === '246810' ? ok({ pay_success: 1 }) : fail(-1, 'Wrong payment password')) });
    const first = mount();
    await screen.findByTestId('pp-amount');
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Pay with balance' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    first.unmount();

    // The pay-password page set one and went back: a fresh pay screen.
    hasPassword = 1;
    mount();
    await screen.findByTestId('pp-amount');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pay with balance' }).getAttribute('aria-checked')).toBe('true'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    const boxes = await screen.findByLabelText('Payment password, 6 digits');
    await act(async () => {
      fireEvent.change(boxes, { target: { value: '246810' } });
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(`/pages_tool/pay/result?code=${CODE}`));
    expect(bodies(requests, PAY)).toEqual([expect.objectContaining({ is_balance: '1', pay_password: '246810' })]);
  });

  it('the shop does not ask for the pay password: the balance pays at once', async () => {
    const { redirect, modal } = env();
    const { requests } = server({ [BALANCE_CONFIG]: ok({ balance_show: 1, pay_password_required: 0 }), [PAY]: ok({ pay_success: 1 }) });
    mount();
    await screen.findByTestId('pp-amount');
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Pay with balance' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(`/pages_tool/pay/result?code=${CODE}`));
    expect(screen.queryByLabelText('Payment password, 6 digits')).toBeNull();
    expect(modal).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.path === HAS_PASSWORD)).toHaveLength(0);
    expect(bodies(requests, PAY)).toEqual([expect.not.objectContaining({ pay_password: expect.anything() })]);
    expect(bodies(requests, PAY)[0]).toMatchObject({ is_balance: '1' });
  });

  it('a server asking for a pay password set first leads to the pay-password page', async () => {
    const { navigate, modal, toast } = env();
    server({ [BALANCE_CONFIG]: ok({ balance_show: 1, pay_password_required: 0 }), [PAY]: fail(-1, 'Set a pay password first', { need_set_pay_password: 1 }) });
    mount();
    await screen.findByTestId('pp-amount');
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Pay with balance' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    await waitFor(() => expect(modal).toHaveBeenCalled());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/pages_tool/member/pay_password?back=${encodeURIComponent(`/pages_tool/pay/index?code=${CODE}`)}`));
    expect(toast).not.toHaveBeenCalled();
  });

  it('the dev gateway answers a checkout url: the browser leaves for it (once, however often tapped)', async () => {
    const { openExternal } = env();
    const { requests } = server({ [PAY]: ok({ pay_type: 'devpay', url: '/devpay/checkout?out_trade_no=1&sign=x', pay_money: '37.90' }) });
    mount();
    await screen.findByTestId('pp-amount');
    expect(screen.getByRole('radio', { name: 'Dev pay (test gateway)' }).getAttribute('aria-checked')).toBe('true');
    const button = screen.getByRole('button', { name: 'Confirm payment' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('/devpay/checkout?out_trade_no=1&sign=x'));
    expect(bodies(requests, PAY)).toEqual([expect.objectContaining({ pay_type: 'devpay', is_balance: '0' })]);
  });

  it('Alipay inside the WeChat browser goes to the open-in-browser guide (wx_pay), not to Alipay', async () => {
    const ua = vi.spyOn(window.navigator, 'userAgent', 'get');
    const { redirect, openExternal } = env();
    server({ [TYPE]: ok({ pay_type: 'alipay' }), [PAY]: ok({ pay_type: 'alipay', url: 'https://openapi.alipay.example/gateway.do?x=1' }) });
    try {
      ua.mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50');
      mount();
      await screen.findByTestId('pp-amount');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
      });
      await waitFor(() => expect(redirect).toHaveBeenCalledWith(`/pages_tool/pay/wx_pay?code=${CODE}`));
      expect(openExternal).not.toHaveBeenCalled();
    } finally {
      ua.mockRestore();
    }
  });

  it('Alipay outside WeChat leaves for the gateway as any checkout url', async () => {
    const { redirect, openExternal } = env();
    server({ [TYPE]: ok({ pay_type: 'alipay' }), [PAY]: ok({ pay_type: 'alipay', url: 'https://openapi.alipay.example/gateway.do?x=1' }) });
    mount();
    await screen.findByTestId('pp-amount');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('https://openapi.alipay.example/gateway.do?x=1'));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('offline payment goes to the voucher page; view order follows the server path', async () => {
    const { navigate, redirect } = env();
    server({ [PAY]: ok({ pay_type: 'offlinepay', redirect: `/pages_tool/pay/offlinepay?outTradeNo=${CODE}` }), [DETAIL_PATH]: ok('/pages/order/detail?order_id=9') });
    mount();
    await screen.findByTestId('pp-amount');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Offline payment' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/pages_tool/pay/offlinepay?outTradeNo=${CODE}`));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View order' }));
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/pages/order/detail?order_id=9'));
  });

  it('a paid pay row goes straight to the result page; the cashier shows no balance', async () => {
    const a = env();
    server({ [INFO]: ok({ out_trade_no: CODE, pay_money: '0.00', pay_status: 2 }) });
    mount();
    await waitFor(() => expect(a.redirect).toHaveBeenCalledWith(`/pages_tool/pay/result?code=${CODE}`));
    resetActionEnv();
    env();
    const { requests } = server();
    const view = mount({ mode: 'cashier' });
    expect(await view.findByText('Egg tart')).toBeDefined();
    expect(view.queryByRole('switch')).toBeNull();
    expect(requests.some((r) => r.path === USABLE)).toBe(false);
  });

  it('a server refusal is shown as its message', async () => {
    const { toast } = env();
    server({ [PAY]: fail(-1, 'This payment is closed') });
    mount();
    await screen.findByTestId('pp-amount');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('This payment is closed'));
    expect(screen.getByRole('button', { name: 'Confirm payment' }).hasAttribute('disabled')).toBe(false);
  });
});
