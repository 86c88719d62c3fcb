import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { goods, order, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import OrderDetailGoods, { defaults } from './OrderDetailGoods.tsx';

beforeAll(() => useLanguage('en-us'));

describe('order-detail-goods', () => {
  it('offers a refund per item and the refund details of an item under after-sales', () => {
    const o = order(1, {
      order_goods: [
        goods({ order_goods_id: 11, refund_action: [{ event: 'orderRefundApply', title: 'Refund' }] }),
        goods({ order_goods_id: 12, sku_name: 'Tea', refund_status: 1, refund_status_name: 'after-sales requested', refund_action: [{ event: 'orderRefundDetail', title: 'Refund details' }] }),
      ],
    });
    const { emit } = renderWidget(OrderDetailGoods, defaults, { order: o });
    expect(screen.getByText('after-sales requested')).toBeDefined();
    fireEvent.click(screen.getByText('Refund'));
    expect(emit).toHaveBeenCalledWith('refund', { order_goods_id: 11, order_id: 1 });
    fireEvent.click(screen.getByText('Refund details'));
    expect(emit).toHaveBeenCalledWith('refundDetail', { order_goods_id: 12, order_id: 1 });
    // only one item can still be refunded: no batch link
    expect(screen.queryByText('Refund several items')).toBeNull();
    fireEvent.click(screen.getByText('Tea'));
    expect(emit).toHaveBeenCalledWith('goods', { sku_id: 162, goods_id: 57 });
  });

  it('offers a batch refund when several items can be refunded; an unpaid order has no refund buttons', () => {
    const apply = [{ event: 'orderRefundApply', title: 'Refund' }];
    const { emit, unmount } = renderWidget(OrderDetailGoods, defaults, { order: order(1, { order_goods: [goods({ refund_action: apply }), goods({ order_goods_id: 12, refund_action: apply })] }) });
    fireEvent.click(screen.getByText('Refund several items'));
    expect(emit).toHaveBeenCalledWith('refundBatch', { order_id: 1 });
    unmount();
    renderWidget(OrderDetailGoods, defaults, { order: order(0) });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('shows the promotion tag of a promotion order above its goods, none for a normal order', () => {
    const { container, unmount } = renderWidget(OrderDetailGoods, defaults, { order: order(1, { promotion_type: 'topic', promotion_type_name: '专题' }) });
    expect(screen.getByTestId('order-promotion').textContent).toBe('专题');
    expect(container.querySelector('.od-promo-row + [data-testid="order-goods"]')).not.toBeNull();
    unmount();
    const plain = renderWidget(OrderDetailGoods, defaults, { order: order(1) });
    expect(screen.queryByTestId('order-promotion')).toBeNull();
    expect(plain.container.querySelector('.od-promo-row')).toBeNull();
  });

  it('shows the goods form filled at checkout under its line, pictures as thumbnails', () => {
    const form = [
      { id: 'f1', name: 'ONE_LINE_TEXT', value: { title: 'Engraving text' }, val: 'Happy birthday' },
      { id: 'f2', name: 'IMG', value: { title: 'Photos' }, val: 'upload/evaluate/20261201/a.jpg,upload/evaluate/20261201/b.jpg' },
    ];
    renderWidget(OrderDetailGoods, defaults, { order: order(1, { order_goods: [goods({ order_goods_id: 11, form }), goods({ order_goods_id: 12, sku_name: 'Tea' })] }) });
    const forms = screen.getAllByTestId('order-goods-form');
    expect(forms).toHaveLength(1);
    expect(forms[0]!.closest('[data-testid="order-goods"]')?.textContent).not.toContain('Tea');
    expect(forms[0]!.querySelector('[data-row="form-f1"]')?.textContent).toBe('Engraving textHappy birthday');
    expect(forms[0]!.querySelectorAll('[data-row="form-f2"] img')).toHaveLength(2);
  });
});
