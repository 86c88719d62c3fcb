import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { goods, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import RefundCard, { defaults } from './RefundCard.tsx';

beforeAll(() => useLanguage('en-us'));

describe('refund-card', () => {
  it('shows order number, status, type and the amount; opens the details', () => {
    const { emit } = renderWidget(RefundCard, defaults, { refund: goods({ refund_status: 1, refund_status_name: 'after-sales requested', refund_type_name: 'refund only', refund_apply_money: '47.90' }) });
    expect(screen.getByText('Order No. 20261121163143470373')).toBeDefined();
    expect(screen.getByTestId('refund-status').textContent).toBe('after-sales requested');
    expect(screen.getByText('refund only')).toBeDefined();
    expect(screen.getByText('Refund ¥47.90')).toBeDefined();
    fireEvent.click(screen.getByText('View details'));
    expect(emit).toHaveBeenCalledWith('detail', { order_goods_id: 11, order_id: 1 });
  });

  it('shows what was refunded once it was', async () => {
    renderWidget(RefundCard, defaults, { refund: goods({ refund_status: 3, refund_status_name: 'after-sales completed', refund_apply_money: '47.90', refund_real_money: '40.00' }) });
    expect(screen.getByText('Refund ¥40.00')).toBeDefined();
  });

  it('shows a withdrawn request as withdrawn, without an amount', () => {
    renderWidget(RefundCard, defaults, { refund: goods({ refund_status: 0, refund_status_name: 'Request withdrawn', refund_apply_money: '0.00' }) });
    expect(screen.getByTestId('refund-status').textContent).toBe('Request withdrawn');
    expect(screen.queryByText(/^Refund ¥/)).toBeNull();
  });
});
