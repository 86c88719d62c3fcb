import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { goods, order, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import OrderCard, { defaults } from './OrderCard.tsx';
import { orderButtons, specText } from '../../src/sdk/index.ts';

beforeAll(() => useLanguage('en-us'));

const buttons = () => screen.queryAllByRole('button').filter((b) => b.dataset.action).map((b) => b.textContent);

describe('order-card', () => {
  it('shows the order number, status name, goods lines and the total', () => {
    const { container } = renderWidget(OrderCard, defaults, { order: order(0) });
    expect(screen.getByText('Order No. 20261121163143470373')).toBeDefined();
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    expect(screen.getByText('碧根果 奶香味 净含量 250g')).toBeDefined();
    expect(screen.getByText('250g')).toBeDefined();
    expect(screen.getByText('¥39.90')).toBeDefined();
    expect(screen.getByText('×2')).toBeDefined();
    expect(container.querySelector('.oc-total')?.textContent).toBe('2 item(s), total¥82.80');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/upload/goods/57/1_MID.jpg');
  });

  it.each([
    [0, ['Cancel order', 'Pay']],
    [1, []],
    [3, ['Track package', 'Confirm receipt']],
    [4, ['Track package', 'Review']],
    [-1, ['Delete order']],
  ])('status %i offers %j', (status, expected) => {
    renderWidget(OrderCard, defaults, { order: order(status) });
    expect(buttons()).toEqual(expected);
  });

  it('emits each action with the order, and detail when the card is tapped', async () => {
    const { emit } = renderWidget(OrderCard, defaults, { order: order(0) });
    await act(async () => {
      fireEvent.click(screen.getByText('Cancel order'));
    });
    expect(emit).toHaveBeenCalledWith('close', expect.objectContaining({ order_id: 1, action: 'orderClose' }));
    await act(async () => {
      fireEvent.click(screen.getByText('Pay'));
    });
    expect(emit).toHaveBeenCalledWith('pay', expect.objectContaining({ out_trade_no: '2026112116314360954206' }));
    fireEvent.click(screen.getByText('碧根果 奶香味 净含量 250g'));
    expect(emit).toHaveBeenCalledWith('detail', expect.objectContaining({ order_id: 1 }));
  });

  it('offers offline payment for an unpaid order whose voucher went offline, and shows refund states', () => {
    const o = order(0, { pay_type: 'offlinepay', pay_status: 1, action: [{ action: 'orderClose', title: 'Cancel order' }], order_goods: [goods({ refund_status: 1, refund_status_name: 'after-sales requested' })] });
    const { emit } = renderWidget(OrderCard, defaults, { order: o });
    expect(buttons()).toEqual(['Cancel order', 'Offline payment']);
    fireEvent.click(screen.getByText('Offline payment'));
    expect(emit).toHaveBeenCalledWith('offlinePay', expect.objectContaining({ out_trade_no: '2026112116314360954206' }));
    expect(screen.getByText('after-sales requested')).toBeDefined();
  });

  it('tags an order bought under a promotion with its name, and a normal order not at all', () => {
    const { container, unmount } = renderWidget(OrderCard, defaults, { order: order(0, { promotion_type: 'topic', promotion_type_name: 'Topic' }) });
    const tag = screen.getByTestId('order-promotion');
    expect(tag.textContent).toBe('Topic');
    expect(tag.dataset.promotion).toBe('topic');
    expect(tag.getAttribute('title')).toBe('Promotion');
    expect(tag.style.getPropertyValue('--od-promo-color')).toBe('#F1A750');
    // beside the order number, before the status
    expect(container.querySelector('.oc-head')?.textContent).toBe('Order No. 20261121163143470373TopicAwaiting payment');
    unmount();

    // no name from the server: the client's own name; a promotion's progress follows the tag
    renderWidget(OrderCard, defaults, { order: order(1, { promotion_type: 'pintuan', promotion_type_name: '', promotion_status_name: 'Grouping' }) });
    expect(screen.getByTestId('order-promotion').textContent).toBe('Group buyGrouping');
  });

  it('shows no tag for a normal order', () => {
    renderWidget(OrderCard, defaults, { order: order(0) });
    expect(screen.queryByTestId('order-promotion')).toBeNull();
  });

  it('ignores actions it does not know and renders nothing without an order', () => {
    expect(orderButtons(order(3, { action: [{ action: 'somethingNew', title: 'x' }] }))).toEqual([]);
    const { container } = renderWidget(OrderCard, defaults);
    expect(container.textContent).toBe('');
  });

  it('reads sku_spec_format as text or array', () => {
    expect(specText('[{"spec_value_name":"red"},{"spec_value_name":"XL"}]')).toBe('red; XL');
    expect(specText([{ spec_value_name: '250g' }])).toBe('250g');
    expect(specText('not json')).toBe('');
    expect(specText(null)).toBe('');
  });
});
