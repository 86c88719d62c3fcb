import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { feedbackStore } from '../../src/sdk/testing/index.ts';
import { goods, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import RefundDetail, { defaults } from './RefundDetail.tsx';

beforeAll(() => useLanguage('en-us'));
afterEach(() => feedbackStore.setState({ toast: null, modals: [] }));

const names: Record<number, string> = { 1: 'after-sales requested', 4: 'awaiting your return', 3: 'after-sales completed', [-1]: 'refused by the seller' };
const actions: Record<number, string[]> = { 1: ['orderRefundCancel'], 4: ['orderRefundDelivery'], [-1]: ['orderRefundAsk'], 3: [] };

const refund = (status: number, extra: Record<string, unknown> = {}) => ({
  ...goods({ refund_status: status, refund_status_name: names[status], refund_type_name: 'refund only', refund_apply_money: '47.90' }),
  refund_no: 'R20261121163148755313',
  refund_reason: 'other',
  refund_remark: 'hi',
  refund_action: (actions[status] ?? []).map((event) => ({ event, title: event })),
  refund_log_list: [
    { id: 1, action: 'buyer requested a refund', desc: 'other；hi', username: 'Demo', action_time: 1795249908 },
    { id: 2, action: 'seller agreed', desc: '', username: 'admin', action_time: 1795249999 },
  ],
  shop_address: status === 4 ? '上海市 徐汇区 漕溪北路88号 收货人 李四' : '',
  ...extra,
});

describe('refund-detail', () => {
  it('shows the status with its explanation, the amounts and the history newest first', () => {
    const { container } = renderWidget(RefundDetail, defaults, { refund: refund(1) });
    expect(screen.getByTestId('refund-status').textContent).toBe('after-sales requested');
    expect(screen.getByText('Your application was submitted; please wait for the shop to handle it')).toBeDefined();
    expect(screen.getByText('R20261121163148755313')).toBeDefined();
    expect(screen.getByText('¥47.90')).toBeDefined();
    expect(screen.getByText('refund only')).toBeDefined();
    expect([...container.querySelectorAll('.rd-log-action')].map((e) => e.textContent)).toEqual(['seller agreed', 'buyer requested a refund']);
  });

  it('status 1: withdraw emits cancel; no shipment form', async () => {
    const { emit } = renderWidget(RefundDetail, defaults, { refund: refund(1) });
    expect(screen.queryByText('Enter return shipment')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('Withdraw application'));
    });
    expect(emit).toHaveBeenCalledWith('cancel', { order_goods_id: 11 });
  });

  it('status 4: the return address and the shipment form (carrier and number required)', async () => {
    const { emit } = renderWidget(RefundDetail, defaults, { refund: refund(4) });
    expect(screen.getByText('上海市 徐汇区 漕溪北路88号 收货人 李四')).toBeDefined();
    expect(screen.queryByText('Withdraw application')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('Enter return shipment'));
    });
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Submit' })[0]!);
    });
    expect(feedbackStore.getState().toast?.text).toBe('Please enter the carrier');
    fireEvent.change(dialog.querySelector('input[name=refund_delivery_name]')!, { target: { value: 'SF Express' } });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Submit' })[0]!);
    });
    expect(feedbackStore.getState().toast?.text).toBe('Please enter the tracking number');
    fireEvent.change(dialog.querySelector('input[name=refund_delivery_no]')!, { target: { value: 'SF123' } });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Submit' })[0]!);
    });
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith('delivery', { order_goods_id: 11, refund_delivery_name: 'SF Express', refund_delivery_no: 'SF123', refund_delivery_remark: '' }),
    );
  });

  it('refused: the reason and apply again; finished: no buttons', async () => {
    const { emit, unmount } = renderWidget(RefundDetail, defaults, { refund: refund(-1, { refund_refuse_reason: 'used goods' }) });
    expect(screen.getByText('used goods')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByText('Apply again'));
    });
    expect(emit).toHaveBeenCalledWith('reapply', { order_goods_id: 11 });
    unmount();
    renderWidget(RefundDetail, defaults, { refund: refund(3, { refund_real_money: '47.90' }) });
    expect(screen.getByText('Refunded amount')).toBeDefined();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
