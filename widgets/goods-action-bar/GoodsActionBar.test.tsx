import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useCartStore } from '../../src/sdk/index.ts';
import GoodsActionBar, { defaults, isSoldOut } from './GoodsActionBar.tsx';
import { english } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'ab', type: 'goods-action-bar' };
const sku = { goods_id: 1, sku_id: 3, stock: 5, goods_stock: 20 };

beforeAll(() => english('goods'));
afterEach(() => useCartStore.getState().clear());

describe('goods-action-bar', () => {
  it('knows a sold-out goods', () => {
    expect(isSoldOut(sku)).toBe(false);
    expect(isSoldOut({ ...sku, stock: 0 })).toBe(false);
    expect(isSoldOut({ ...sku, stock: 0, goods_stock: 0 })).toBe(true);
    expect(isSoldOut({ stock: 0 })).toBe(true);
    expect(isSoldOut(null)).toBe(false);
  });

  it('emits home, cart, add to cart and buy now, and shows the cart count', () => {
    const emit = vi.fn(async (_event: string, _payload?: unknown) => {});
    render(<GoodsActionBar props={{ ...defaults, sku }} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    act(() => {
      useCartStore.getState().applyLists([{ cart_id: 1, goods_id: 1, sku_id: 3, num: 2, discount_price: '1.00' } as never]);
    });
    expect(screen.getByTestId('cart-badge').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    fireEvent.click(screen.getByRole('button', { name: /Cart/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(emit.mock.calls.map((c) => c[0])).toEqual(['home', 'cart', 'addCart', 'buy']);
    expect(emit).toHaveBeenCalledWith('buy', { sku_id: 3, goods_id: 1 });
  });

  it('offers nothing to buy when sold out', () => {
    render(<GoodsActionBar props={{ ...defaults, sku: { ...sku, stock: 0, goods_stock: 0 } }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect((screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
