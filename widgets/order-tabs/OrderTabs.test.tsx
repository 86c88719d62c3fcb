import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import OrderTabs, { defaults } from './OrderTabs.tsx';

beforeAll(() => useLanguage('en-us'));

describe('order-tabs', () => {
  it('shows the six status tabs and selects the given one', () => {
    renderWidget(OrderTabs, defaults, { value: 'waitsend' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Pending payment', 'Pending delivery', 'Pending receipt', 'Pending review', 'Pending use']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Pending delivery');
  });

  it('falls back to all for an unknown status and emits change for another tab only', () => {
    const { emit } = renderWidget(OrderTabs, defaults, { value: 'nonsense' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('All');
    fireEvent.click(screen.getByText('All'));
    expect(emit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Pending payment'));
    expect(emit).toHaveBeenCalledWith('change', { status: 'waitpay' });
  });

  it('speaks Chinese', async () => {
    await useLanguage('zh-cn');
    renderWidget(OrderTabs, defaults);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '待付款', '待发货', '待收货', '待评价', '待使用']);
    await useLanguage('en-us');
  });
});
