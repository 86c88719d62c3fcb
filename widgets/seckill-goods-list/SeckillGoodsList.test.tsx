import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n } from '../../src/sdk/index.ts';
import SeckillGoodsList, { defaults, soldPercent } from './SeckillGoodsList.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['seckill']);
});

const H = 3600;
const NOW = Date.UTC(2026, 10, 27, 2, 30, 0) / 1000; // 10:30 China time
const row = (extra: Record<string, unknown> = {}) => ({ id: 7, seckill_id: 7, goods_id: 9, goods_name: 'Mechanical keyboard', goods_image: '', seckill_price: '109.00', price: '199.00', sale_num: 3, goods_stock: 9, seckill_start_time: 10 * H, seckill_end_time: 12 * H, ...extra });
const node = { id: 'g', type: 'seckill-goods-list' };

describe('seckill-goods-list', () => {
  it('shows the seckill price, the struck price, the sold share and "grab it" while the slot runs; a tap emits select', () => {
    const emit = vi.fn(async () => {});
    render(<SeckillGoodsList props={{ ...defaults, items: [row()], serverTime: NOW }} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getByTestId('seckill-price').textContent).toBe('¥109.00');
    expect(screen.getByLabelText('Original price ¥199.00')).toBeDefined();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Grab it')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /^Mechanical keyboard /u }));
    expect(emit).toHaveBeenCalledWith('select', { seckill_id: 7, goods_id: 9 });
  });

  it('"coming soon" before the slot or for tomorrow, "sold out" with nothing left', () => {
    const a = render(<SeckillGoodsList props={{ ...defaults, items: [row({ seckill_start_time: 14 * H, seckill_end_time: 16 * H })], serverTime: NOW }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('Coming soon')).toBeDefined();
    a.unmount();
    const b = render(<SeckillGoodsList props={{ ...defaults, items: [row()], serverTime: NOW, slotType: 'tomorrow' }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('Coming soon')).toBeDefined();
    b.unmount();
    render(<SeckillGoodsList props={{ ...defaults, items: [row({ goods_stock: 0 })], serverTime: NOW }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('Sold out')).toBeDefined();
  });

  it('sold share: nothing had means all gone', () => {
    expect([soldPercent({ sale_num: 1, goods_stock: 3 }), soldPercent({ sale_num: 0, goods_stock: 0 }), soldPercent({})]).toEqual([25, 100, 100]);
  });

  it('empty without a paged source shows the empty text', () => {
    render(<SeckillGoodsList props={{ ...defaults, items: [] }} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.getByText('No goods in this slot')).toBeDefined();
  });
});
