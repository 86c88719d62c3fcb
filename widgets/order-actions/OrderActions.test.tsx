import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { order, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import OrderActions, { defaults } from './OrderActions.tsx';

beforeAll(() => useLanguage('en-us'));

describe('order-actions', () => {
  it('shows the server actions in a fixed bar and emits them', async () => {
    const { emit, container } = renderWidget(OrderActions, defaults, { order: order(3) });
    expect(container.querySelector('.od-bar')).not.toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Track package', 'Confirm receipt']);
    await act(async () => {
      fireEvent.click(screen.getByText('Confirm receipt'));
    });
    expect(emit).toHaveBeenCalledWith('takeDelivery', expect.objectContaining({ order_id: 1, action: 'memberTakeDelivery' }));
  });

  it('falls back to its own labels when the server sends no title', () => {
    renderWidget(OrderActions, defaults, { order: order(4, { action: [{ action: 'memberOrderEvaluationAgain' }] }), fixed: false });
    expect(screen.getByRole('button').textContent).toBe('Add a review');
  });

  it('renders nothing when the order offers no action (paid, waiting for shipment)', () => {
    const { container } = renderWidget(OrderActions, defaults, { order: order(1) });
    expect(container.textContent).toBe('');
  });
});
