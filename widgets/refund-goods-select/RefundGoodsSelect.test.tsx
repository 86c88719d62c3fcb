import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { feedbackStore } from '../../src/sdk/testing/index.ts';
import { goods, order, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import RefundGoodsSelect, { defaults } from './RefundGoodsSelect.tsx';

beforeAll(() => useLanguage('en-us'));
afterEach(() => feedbackStore.setState({ toast: null, modals: [] }));

const apply = [{ event: 'orderRefundApply', title: 'Refund' }];

describe('refund-goods-select', () => {
  it('lists the refundable items, all selected, and goes on with the chosen ones', () => {
    const o = order(1, {
      order_goods: [goods({ order_goods_id: 11, refund_action: apply }), goods({ order_goods_id: 12, sku_name: 'Tea', refund_action: apply }), goods({ order_goods_id: 13, sku_name: 'Busy', refund_status: 1, refund_action: [] })],
    });
    const { emit } = renderWidget(RefundGoodsSelect, defaults, { order: o });
    expect(screen.queryByText('Busy')).toBeNull();
    expect(screen.getByText('2 selected')).toBeDefined();
    fireEvent.click(screen.getByText('Tea'));
    expect(screen.getByText('1 selected')).toBeDefined();
    fireEvent.click(screen.getByText('Next'));
    expect(emit).toHaveBeenCalledWith('next', { order_goods_ids: '11', order_id: 1 });
    fireEvent.click(screen.getByText('Select all'));
    fireEvent.click(screen.getByText('Next'));
    expect(emit).toHaveBeenLastCalledWith('next', { order_goods_ids: '11,12', order_id: 1 });
    fireEvent.click(screen.getByText('Select all'));
    fireEvent.click(screen.getByText('Next'));
    expect(feedbackStore.getState().toast?.text).toBe('Please choose the goods to refund');
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('says when nothing can be refunded', () => {
    renderWidget(RefundGoodsSelect, defaults, { order: order(0) });
    expect(screen.getByText('No goods of this order can be refunded now')).toBeDefined();
  });
});
