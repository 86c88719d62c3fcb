import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import GroupbuyGoodsList, { defaults, soldOut } from './GroupbuyGoodsList.tsx';

const row = (extra: Record<string, unknown> = {}) => ({ groupbuy_id: 3, goods_id: 32, goods_name: 'Longjing tea', goods_image: '', groupbuy_price: '80.00', price: '100.00', goods_stock: 20, sell_num: 5, buy_num: 2, ...extra });
const node = { id: 'g', type: 'groupbuy-goods-list' };

describe('groupbuy-goods-list', () => {
  beforeAll(() => loadNamespaces(['promotion']));

  it('shows the group price, the struck price, the minimum and the sold count (en-us); a tap emits select', async () => {
    await i18n.changeLanguage('en-us');
    const emit = vi.fn(async () => {});
    render(<GroupbuyGoodsList props={{ ...defaults, items: [row()] }} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getByTestId('groupbuy-price').textContent).toBe('¥80.00');
    expect(screen.getByLabelText('Original price ¥100.00')).toBeDefined();
    expect(screen.getByTestId('groupbuy-min').textContent).toBe('From 2 pcs');
    expect(screen.getByText('5 sold')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /^Longjing tea /u }));
    expect(emit).toHaveBeenCalledWith('select', { groupbuy_id: 3, goods_id: 32 });
  });

  it('in Chinese; sold out when the stock is below one order’s minimum; the empty text', async () => {
    await i18n.changeLanguage('zh-cn');
    const a = render(<GroupbuyGoodsList props={{ ...defaults, items: [row({ goods_stock: 1 })] }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByTestId('groupbuy-min').textContent).toBe('2件起购');
    expect(screen.getByText('已售罄')).toBeDefined();
    a.unmount();
    render(<GroupbuyGoodsList props={{ ...defaults, items: [] }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('暂无团购商品')).toBeDefined();
    expect([soldOut({ goods_stock: 2, buy_num: 2 }), soldOut({ goods_stock: 0 }), soldOut({ goods_stock: 1, buy_num: 0 })]).toEqual([false, true, false]);
  });
});
