import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import BalePicker, { defaults, tally } from './BalePicker.tsx';

const NOW = 1_800_000_000;
const bale = (extra: Record<string, unknown> = {}) => ({
  bale_id: 1,
  name: 'Snacks any 3',
  num: 3,
  price: '89.00',
  status: 1,
  start_time: NOW - 60,
  end_time: NOW + 3600,
  current_time: NOW,
  shipping_fee_type: 0,
  sku_list: [
    { sku_id: 11, goods_name: 'Almonds', sku_name: 'Almonds cream', sku_image: '', discount_price: '35.90', stock: 5 },
    { sku_id: 12, goods_name: 'Egg yolk pastry', sku_name: 'Egg yolk pastry', sku_image: '', discount_price: '29.90', stock: 1 },
  ],
  ...extra,
});
const node = { id: 'p', type: 'bale-picker' };

describe('bale-picker', () => {
  beforeAll(() => loadNamespaces(['promotion']));

  it('counts the pieces chosen; orders only a multiple of N, at the price per N (en-us)', async () => {
    await i18n.changeLanguage('en-us');
    const emit = vi.fn(async () => {});
    render(<BalePicker props={{ ...defaults, bale: bale(), loaded: true }} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getByTestId('bale-price').textContent).toBe('¥89.00');
    expect(screen.getByTestId('bale-rule').textContent).toBe('Pick any 3 of the items below for only ¥89.00');
    const order = screen.getByRole('button', { name: 'Order now' }) as HTMLButtonElement;
    expect(order.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More Almonds cream' }));
    fireEvent.click(screen.getByRole('button', { name: 'More Egg yolk pastry' }));
    expect((screen.getByRole('button', { name: 'More Egg yolk pastry' }) as HTMLButtonElement).disabled).toBe(true); // its stock
    expect(screen.getByTestId('bale-summary').textContent).toContain('2 chosen');
    expect(screen.getByTestId('bale-summary').textContent).toContain('1 more to go');
    expect(order.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More Almonds cream' }));
    expect(screen.getByTestId('bale-summary').textContent).toContain('¥89.00');
    fireEvent.click(order);
    expect(emit).toHaveBeenCalledWith('buy', { bale_id: 1, sku_list_json: JSON.stringify([{ sku_id: 11, num: 2 }, { sku_id: 12, num: 1 }]) });
  });

  it('not started or closed cannot be ordered; the sums (zh-cn)', async () => {
    await i18n.changeLanguage('zh-cn');
    const a = render(<BalePicker props={{ ...defaults, bale: bale({ status: 0 }), loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect((screen.getByRole('button', { name: '活动未开始' }) as HTMLButtonElement).disabled).toBe(true);
    a.unmount();
    const c = render(<BalePicker props={{ ...defaults, bale: bale({ status: 2 }), loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByRole('button', { name: '该活动已关闭' })).toBeDefined();
    c.unmount();
    render(<BalePicker props={{ ...defaults, bale: null, loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('该活动已关闭')).toBeDefined();
    expect([tally({ num: 3, price: '89.00' }, { 1: 4, 2: 2 }), tally({ num: 3, price: '89.00' }, {})]).toEqual([
      { count: 6, money: 17800, missing: 0, ok: true },
      { count: 0, money: 0, missing: 3, ok: false },
    ]);
  });
});
