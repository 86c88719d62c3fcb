import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { goods, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import RefundTypeSelect, { defaults } from './RefundTypeSelect.tsx';
import { allowedTypes, refundGoods } from '../../src/sdk/index.ts';

beforeAll(() => useLanguage('en-us'));

const data = (types: number[]) => ({ order_goods_info: goods(), refund_money: '47.90', refund_type: types, refund_reason_type: ['other'], refund_delivery_money: '0.00' });

describe('refund-type-select', () => {
  it('offers only refund for an item not shipped yet', () => {
    const { emit } = renderWidget(RefundTypeSelect, defaults, { data: data([1]) });
    expect(screen.getByText('碧根果 奶香味 净含量 250g')).toBeDefined();
    expect(screen.getByText('Refund only')).toBeDefined();
    expect(screen.queryByText('Return and refund')).toBeNull();
    fireEvent.click(screen.getByText('Refund only'));
    expect(emit).toHaveBeenCalledWith('select', { refund_type: 1, order_goods_id: 11 });
  });

  it('offers both for a shipped item', () => {
    const { emit } = renderWidget(RefundTypeSelect, defaults, { data: data([1, 2]) });
    fireEvent.click(screen.getByText('Return and refund'));
    expect(emit).toHaveBeenCalledWith('select', { refund_type: 2, order_goods_id: 11 });
    expect(screen.getByText('Goods received and to be sent back to the seller')).toBeDefined();
  });

  it('reads single and batch answers', () => {
    expect(refundGoods({ order_goods_info: [goods(), goods({ order_goods_id: 12 })] })).toHaveLength(2);
    expect(refundGoods(null)).toEqual([]);
    expect(allowedTypes({ refund_type: ['2', 1, 7] })).toEqual([1, 2]);
  });
});
