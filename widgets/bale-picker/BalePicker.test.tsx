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

  it('a goods with several skus: one row, its spec popup chooses the sku and how many; other skus of the goods are not offered (en-us)', async () => {
    await i18n.changeLanguage('en-us');
    // almonds: cream and salted in the activity, honey not (the server marks it disabled)
    const spec = (on: number) =>
      JSON.stringify([
        {
          spec_id: 1,
          spec_name: 'Flavour',
          value: [
            { spec_id: 1, spec_value_id: 1, spec_value_name: 'Cream', sku_id: 11, selected: on === 11 },
            { spec_id: 1, spec_value_id: 2, spec_value_name: 'Salted', sku_id: 13, selected: on === 13 },
            { spec_id: 1, spec_value_id: 3, spec_value_name: 'Honey', disabled: true },
          ],
        },
      ]);
    const almond = (sku_id: number, flavour: string, price: string, stock: number) => ({
      goods_id: 28, sku_id, goods_name: 'Almonds', sku_name: `Almonds ${flavour}`, discount_price: price, stock, unit: 'bag',
      goods_spec_format: spec(sku_id), sku_spec_format: JSON.stringify([{ spec_id: 1, spec_value_name: flavour }]),
    });
    const list = [almond(11, 'Cream', '35.90', 5), almond(13, 'Salted', '32.90', 2), { goods_id: 30, sku_id: 12, goods_name: 'Egg yolk pastry', sku_name: 'Egg yolk pastry', discount_price: '29.90', stock: 4 }];
    const emit = vi.fn(async () => {});
    render(<BalePicker props={{ ...defaults, bale: bale({ sku_list: list }), loaded: true }} node={node} emit={emit} renderSlot={() => null} />);
    expect(screen.getAllByTestId('bale-goods')).toHaveLength(2);
    expect(screen.getAllByTestId('bale-goods')[0]!.textContent).toContain('¥32.90'); // the lowest of its skus
    fireEvent.click(screen.getByRole('button', { name: 'Choose Almonds' }));
    const popup = screen.getByTestId('bale-spec');
    expect(screen.getByTestId('bale-spec-price').textContent).toBe('¥35.90');
    expect((screen.getByRole('button', { name: 'Honey' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More Almonds Cream' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salted' }));
    expect(screen.getByTestId('bale-spec-price').textContent).toBe('¥32.90');
    expect(screen.getByRole('button', { name: 'Salted' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'More Almonds Salted' }));
    fireEvent.click(screen.getByRole('button', { name: 'More Almonds Salted' }));
    expect((screen.getByRole('button', { name: 'More Almonds Salted' }) as HTMLButtonElement).disabled).toBe(true); // its stock: 2
    expect(popup.textContent).toContain('2 bag in stock');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('bale-spec')).toBeNull();
    expect(screen.getByTestId('bale-goods-count').textContent).toBe('3');
    expect(screen.getAllByTestId('bale-goods')[0]!.textContent).toContain('Cream×1，Salted×2');
    expect(screen.getByTestId('bale-summary').textContent).toContain('3 chosen');
    fireEvent.click(screen.getByRole('button', { name: 'Order now' }));
    expect(emit).toHaveBeenCalledWith('buy', { bale_id: 1, sku_list_json: JSON.stringify([{ sku_id: 11, num: 1 }, { sku_id: 13, num: 2 }]) });
  });

  it('the spec popup in Chinese (zh-cn)', async () => {
    await i18n.changeLanguage('zh-cn');
    const list = [
      { goods_id: 28, sku_id: 11, goods_name: '巴旦木', sku_name: '巴旦木 奶油味', discount_price: '35.90', stock: 5, unit: '袋', goods_spec_format: JSON.stringify([{ spec_id: 1, spec_name: '口味', value: [{ spec_value_id: 1, spec_value_name: '奶油味', sku_id: 11, selected: true }, { spec_value_id: 2, spec_value_name: '原味', sku_id: 13 }] }]), sku_spec_format: JSON.stringify([{ spec_value_name: '奶油味' }]) },
      { goods_id: 28, sku_id: 13, goods_name: '巴旦木', sku_name: '巴旦木 原味', discount_price: '32.90', stock: 5, unit: '袋', goods_spec_format: '[]', sku_spec_format: JSON.stringify([{ spec_value_name: '原味' }]) },
    ];
    render(<BalePicker props={{ ...defaults, bale: bale({ sku_list: list }), loaded: true }} node={node} emit={async () => {}} renderSlot={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: '选规格 巴旦木' }));
    expect(screen.getByTestId('bale-spec').textContent).toContain('库存5袋');
    expect(screen.getByTestId('bale-spec').textContent).toContain('已选: 奶油味');
    expect(screen.getByRole('button', { name: '确定' })).toBeDefined();
  });
});
