import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { order, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import OrderDetailStatus, { clock, defaults } from './OrderDetailStatus.tsx';

beforeAll(() => useLanguage('en-us'));
afterEach(() => vi.useRealTimers());

describe('order-detail-status', () => {
  it('counts down to the automatic close of an unpaid order, by the server clock, and emits expire at zero', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(1_000_000 * 1000)); // the device clock is far off…
    const o = order(0, { auto_close_time: 1795251703 });
    const { emit } = renderWidget(OrderDetailStatus, defaults, { order: o, serverTime: 1795251703 - 65 }); // …the server's is not
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    expect(screen.getByTestId('order-countdown').textContent).toBe('Closes automatically in 00:01:05');
    expect(screen.getByText(/Amount due/).textContent).toBe('Amount due ¥82.80');
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByTestId('order-countdown').textContent).toBe('Closes automatically in 00:01:00');
    expect(emit).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('order-countdown').textContent).toBe('Closes automatically in 00:00:00');
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('expire', { order_id: 1 });
  });

  it('shows why a closed order closed, and no countdown once paid', () => {
    renderWidget(OrderDetailStatus, defaults, { order: order(-1) });
    expect(screen.getByText('Reason: cancelled by the buyer')).toBeDefined();
    expect(screen.queryByTestId('order-countdown')).toBeNull();
  });

  it('formats the clock', () => {
    expect(clock(3725)).toBe('01:02:05');
    expect(clock(-3)).toBe('00:00:00');
    expect(clock(90061)).toBe('25:01:01');
  });
});
