import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadNamespaces } from '../../src/sdk/testing/index.ts';
import { i18n, useLanguageStore } from '../../src/sdk/index.ts';
import RechargeOrderList, { defaults, type RechargeOrderListProps } from './RechargeOrderList.tsx';

const noop = async () => {};
function mount(props: Partial<RechargeOrderListProps> = {}) {
  return render(<RechargeOrderList props={{ ...defaults, ...props }} node={{ id: 'rol', type: 'recharge-order-list' }} emit={noop} renderSlot={() => null} />);
}

beforeAll(async () => {
  useLanguageStore.setState({ lang: 'en-us' });
  await i18n.changeLanguage('en-us');
  await loadNamespaces(['wallet']);
});

describe('recharge-order-list', () => {
  it('shows what was paid, credited and given per recharge', () => {
    mount({ items: [{ order_id: 1, order_no: 'R1', recharge_name: 'Pay 100, get 110', face_value: '110.00', buy_price: '100.00', price: '100.00', point: 100, growth: 100, coupon_id: '1', create_time: 1764200000, pay_time: 1764200060 }] });
    const row = screen.getByTestId('recharge-row');
    expect(row.textContent).toContain('Paid ¥100.00');
    expect(row.textContent).toContain('Credited ¥110.00');
    expect(row.textContent).toContain('Order no. R1');
    expect(row.textContent).toContain('Gifts: 100 points, 100 growth, coupons ×1');
  });

  it('says when there is none', () => {
    mount({ items: [] });
    expect(screen.getByText('No recharge records')).toBeDefined();
  });
});
