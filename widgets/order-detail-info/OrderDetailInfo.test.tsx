import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { date } from '../../src/sdk/index.ts';
import { order, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import OrderDetailInfo, { defaults } from './OrderDetailInfo.tsx';

beforeAll(() => useLanguage('en-us'));

describe('order-detail-info', () => {
  it('lists the numbers, times and methods that have values; copies the order number', () => {
    const { container, emit } = renderWidget(OrderDetailInfo, defaults, { order: order(3, { buyer_message: 'ring twice' }) });
    const labels = [...container.querySelectorAll('.od-row-label')].map((e) => e.textContent);
    expect(labels).toEqual(['Order number', 'Payment number', 'Created', 'Payment method', 'Paid', 'Delivery method', 'Shipped', 'Message']);
    expect(screen.getByText(date(1795249903))).toBeDefined();
    expect(screen.getByText('Balance')).toBeDefined();
    fireEvent.click(screen.getByText('Copy'));
    expect(emit).toHaveBeenCalledWith('copy', { text: '20261121163143470373' });
  });

  it('shows when and why a closed order closed, without a payment method', () => {
    const { container } = renderWidget(OrderDetailInfo, defaults, { order: order(-1) });
    const labels = [...container.querySelectorAll('.od-row-label')].map((e) => e.textContent);
    expect(labels).toEqual(['Order number', 'Payment number', 'Created', 'Delivery method', 'Closed', 'Reason for closing']);
  });

  it('lists the order form filled at checkout: each field with a value, by its title', () => {
    const form = [
      { id: 'f1', name: 'ONE_LINE_TEXT', value: { title: 'Invoice title' }, val: 'ACME Ltd' },
      { id: 'f2', name: 'MANY_LINE_TEXT', value: { title: 'Notes' }, val: '' },
    ];
    const { container } = renderWidget(OrderDetailInfo, defaults, { order: order(-1, { form }) });
    const labels = [...container.querySelectorAll('.od-row-label')].map((e) => e.textContent);
    expect(labels.slice(-1)).toEqual(['Invoice title']);
    expect(container.querySelector('[data-row="form-f1"] .od-row-value')?.textContent).toBe('ACME Ltd');
  });
});
