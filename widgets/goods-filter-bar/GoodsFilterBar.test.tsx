import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../src/sdk/testing/index.ts';
import GoodsFilterBar, { cleanPrice, defaults, nextSort, priceRangeProblem } from './GoodsFilterBar.tsx';
import { english, pageFile, showPage } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'f', type: 'goods-filter-bar' };

beforeAll(() => english('goods', 'search'));
afterEach(() => vi.unstubAllGlobals());

describe('goods-filter-bar', () => {
  it('toggles price ascending / descending; other tabs sort descending', () => {
    expect(nextSort({ order: '', sort: 'desc' }, 'discount_price')).toEqual({ order: 'discount_price', sort: 'asc' });
    expect(nextSort({ order: 'discount_price', sort: 'asc' }, 'discount_price')).toEqual({ order: 'discount_price', sort: 'desc' });
    expect(nextSort({ order: 'discount_price', sort: 'desc' }, 'discount_price')).toEqual({ order: 'discount_price', sort: 'asc' });
    expect(nextSort({ order: 'discount_price', sort: 'asc' }, 'sale_num')).toEqual({ order: 'sale_num', sort: 'desc' });
    expect(cleanPrice(' 12.5 ')).toBe('12.5');
    expect(cleanPrice('1.234')).toBe('');
    expect(cleanPrice('abc')).toBe('');
  });

  it('emits the query on sort taps and the filter drawer, and the mode toggle', () => {
    const emit = vi.fn(async () => {});
    render(<GoodsFilterBar props={{ ...defaults, brands: [{ brand_id: 3, brand_name: 'Acme' }] }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sales' }));
    expect(emit).toHaveBeenLastCalledWith('change', { order: 'sale_num', sort: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(emit).toHaveBeenLastCalledWith('change', { order: 'discount_price', sort: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    fireEvent.change(screen.getByLabelText('Min price'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Max price'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Free shipping' }));
    fireEvent.click(screen.getByRole('button', { name: 'Acme' }));
    // A minimum above the maximum is not swapped in silence: the drawer says so and stays open.
    const before = emit.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert').textContent).toBe('The min price is above the max price');
    expect(emit.mock.calls.length).toBe(before);
    expect(dialog.isConnected).toBe(true);
    fireEvent.change(screen.getByLabelText('Min price'), { target: { value: '10' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Max price'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(emit).toHaveBeenLastCalledWith('change', { order: '', sort: 'desc', min_price: '10', max_price: '50', is_free_shipping: 1, brand_id: 3 });
    expect(dialog.isConnected).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(emit).toHaveBeenLastCalledWith('mode', { mode: 'list' });
  });

  it('says so when a bound is negative or not a price, instead of ignoring it', () => {
    const emit = vi.fn(async () => {});
    render(<GoodsFilterBar props={defaults} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.change(screen.getByLabelText('Min price'), { target: { value: '-5' } });
    expect(screen.getByLabelText<HTMLInputElement>('Min price').value).toBe('-5');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a price of 0 or more, with at most 2 decimals');
    expect(screen.getByLabelText('Min price').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Min price'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a price of 0 or more, with at most 2 decimals');
    expect(emit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Min price'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(emit).toHaveBeenLastCalledWith('change', { order: '', sort: 'desc', min_price: '0', max_price: undefined, is_free_shipping: undefined, brand_id: undefined });
    expect(priceRangeProblem('', '')).toBeNull();
    expect(priceRangeProblem('10', '9.99')).toBe('priceOrder');
    expect(priceRangeProblem('10', '10')).toBeNull();
  });

  it('reset clears the drawer', () => {
    const emit = vi.fn(async () => {});
    render(<GoodsFilterBar props={{ ...defaults, minPrice: '5', freeShipping: 1 }} node={node} emit={emit} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect((screen.getByLabelText('Min price') as HTMLInputElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(emit).toHaveBeenLastCalledWith('change', { order: '', sort: 'desc' });
  });

  it('on the goods list page a sort reloads page 1 with order and sort', async () => {
    const { requests } = fakeFetch({
      '/api/goodssku/page': ok({ page_count: 1, count: 1, list: [{ goods_id: 1, sku_id: 1, goods_name: 'Tea', discount_price: '1.00' }] }),
      '/api/goodsbrand/page': ok({ page_count: 1, count: 1, list: [{ brand_id: 2, brand_name: 'Leaf' }] }),
    });
    await showPage(await pageFile('pages/goods/list'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    });
    const pageCalls = requests.filter((r) => r.path === '/api/goodssku/page').map((r) => ({ ...r.query, ...r.body }));
    expect(pageCalls).toHaveLength(3);
    expect(pageCalls[0]!.order).toBeUndefined();
    expect(pageCalls[1]).toMatchObject({ order: 'discount_price', sort: 'asc', page: '1' });
    expect(pageCalls[2]).toMatchObject({ order: 'discount_price', sort: 'desc', page: '1' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Leaf' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    const last = requests.filter((r) => r.path === '/api/goodssku/page').map((r) => ({ ...r.query, ...r.body })).pop();
    expect(last).toMatchObject({ brand_id: '2', order: 'discount_price', sort: 'desc' });
  });
});
