import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureActions, fakeFetch, loadNamespaces, ok, type RecordedRequest, resetActionEnv } from '../../src/sdk/testing/index.ts';
import { type ActionNavigator, i18n, useLanguageStore } from '../../src/sdk/index.ts';
import OfflinePayForm, { clock, defaults } from './OfflinePayForm.tsx';

const CODE = '20250101120000123456';
const CONFIG = {
  config_key: 'OFFLINEPAY_CONFIG',
  is_use: 1,
  value: {
    pay_status: 1,
    bank: { status: 1, bank_name: 'CMB', account_name: 'Demo Trading Co.', account_number: '6214 8300', branch_name: 'Nanjing W Rd' },
    wechat: { status: 1, account_name: 'Demo shop', payment_code: '' },
    alipay: { status: 0, account_name: '', payment_code: '' },
  },
};

function env() {
  const toast = vi.fn();
  const navigator: ActionNavigator = { navigate: vi.fn(), redirect: vi.fn(), relaunch: vi.fn(), switchTab: vi.fn(), back: vi.fn() };
  configureActions({ navigator, toast, copyText: vi.fn(async () => true) });
  return { toast, navigator };
}
const noop = async () => {};
function mount() {
  return render(<OfflinePayForm props={{ ...defaults, outTradeNo: CODE }} node={{ id: 'op', type: 'offline-pay-form' }} emit={noop} renderSlot={() => null} />);
}

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['pay']);
});
afterEach(() => resetActionEnv());

describe('offline-pay-form', () => {
  it('formats the time left', () => {
    expect(clock(65)).toBe('01:05');
    expect(clock(3725)).toBe('01:02:05');
    expect(clock(-3)).toBe('00:00');
  });

  it('shows the accounts, uploads vouchers, refuses an empty submit, submits and then shows the review status', async () => {
    const { toast } = env();
    let record: unknown = null;
    let n = 0;
    const { requests } = fakeFetch({
      '/offlinepay/api/pay/config': ok(CONFIG),
      '/api/pay/info': { ...ok({ out_trade_no: CODE, pay_money: '37.90', pay_status: 0, auto_close_time: 1700001800 }), timestamp: 1700000000 },
      '/offlinepay/api/pay/info': () => ok(record),
      '/offlinepay/api/pay/uploadImg': () => ok({ pic_path: `upload/offlinepay/20250101/v${++n}.png` }),
      '/offlinepay/api/pay/pay': (req: RecordedRequest) => {
        record = { status: 0, imgs: req.body.imgs, desc: req.body.desc };
        return ok(1);
      },
    });
    mount();
    expect((await screen.findByTestId('op-amount')).textContent).toBe('¥37.90');
    expect(screen.getByText('30:00')).toBeDefined();
    expect(screen.getByText('6214 8300')).toBeDefined();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bank card', 'WeChat Pay']);
    fireEvent.click(screen.getByRole('tab', { name: 'WeChat Pay' }));
    expect(screen.getByText('The shop has not uploaded a payment code')).toBeDefined();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(toast).toHaveBeenCalledWith('Please upload at least one voucher');

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'voucher.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload a voucher'), { target: { files: [file] } });
    });
    await waitFor(() => expect(document.querySelectorAll('.op-img img')).toHaveLength(1));
    const up = requests.find((r) => r.path === '/offlinepay/api/pay/uploadImg')!;
    expect(up.files.file).toBeDefined();
    fireEvent.change(document.querySelector('textarea[name="desc"]')!, { target: { value: 'paid from CMB' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Voucher submitted, waiting for the shop to review it'));
    expect(requests.filter((r) => r.path === '/offlinepay/api/pay/pay').map((r) => r.body)).toEqual([
      expect.objectContaining({ out_trade_no: CODE, imgs: 'upload/offlinepay/20250101/v1.png', desc: 'paid from CMB' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText('Note: paid from CMB')).toBeDefined();
  });

  it('a rejected voucher shows the reason and may be submitted again', async () => {
    env();
    fakeFetch({
      '/offlinepay/api/pay/config': ok(CONFIG),
      '/api/pay/info': ok({ out_trade_no: CODE, pay_money: '12.00', pay_status: 0 }),
      '/offlinepay/api/pay/info': ok({ status: 2, imgs: 'upload/offlinepay/a.png', desc: 'x', audit_remark: 'blurry' }),
    });
    mount();
    expect(await screen.findByText('Reason: blurry')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeDefined();
    expect(document.querySelectorAll('.op-img img')).toHaveLength(1);
  });
});
