import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import GoodsCells, { defaults, parseAttrs } from './GoodsCells.tsx';
import { english } from '../../src/sdk/testing/catalogue.tsx';

const node = { id: 'c', type: 'goods-cells' };
const attrs = JSON.stringify([
  { attr_id: 1, attr_name: 'Brand', attr_value_name: 'Star' },
  { attr_id: 2, attr_name: 'Origin', attr_value_name: 'Hangzhou' },
]);

beforeAll(() => english('goods'));

describe('goods-cells', () => {
  it('parses goods_attr_format', () => {
    expect(parseAttrs(attrs)).toEqual([
      { attr_name: 'Brand', attr_value_name: 'Star' },
      { attr_name: 'Origin', attr_value_name: 'Hangzhou' },
    ]);
    expect(parseAttrs('oops')).toEqual([]);
    expect(parseAttrs('')).toEqual([]);
  });

  it('shows parameters and services in popups, and emits coupons and all goods', () => {
    const emit = vi.fn(async () => {});
    render(
      <GoodsCells
        props={{ ...defaults, attrs, services: [{ service_name: '7-day returns', desc: 'no reason needed' }], coupons: [{ coupon_type_id: 1, coupon_name: '¥10 off ¥100' }] }}
        node={node}
        emit={emit}
        renderSlot={() => null}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Parameters/ }));
    const table = screen.getByRole('dialog', { name: 'Parameters' });
    expect(within(table).getByRole('rowheader', { name: 'Origin' })).toBeDefined();
    expect(within(table).getByText('Hangzhou')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Goods service/ }));
    const services = screen.getByRole('dialog', { name: 'Goods service' });
    expect(within(services).getByText('no reason needed')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Coupons/ }));
    expect(emit).toHaveBeenCalledWith('coupons');
    fireEvent.click(screen.getByRole('button', { name: /All goods/ }));
    expect(emit).toHaveBeenCalledWith('allGoods');
  });

  it('leaves out rows without content', () => {
    render(<GoodsCells props={defaults} node={node} emit={async () => {}} renderSlot={() => null} />);
    expect(screen.queryByRole('button', { name: /Parameters/ })).toBeNull();
    expect(screen.getByRole('button', { name: /All goods/ })).toBeDefined();
  });
});
