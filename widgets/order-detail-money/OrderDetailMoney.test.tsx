import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { order, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import OrderDetailMoney, { defaults } from './OrderDetailMoney.tsx';

beforeAll(() => useLanguage('en-us'));

const rows = (container: HTMLElement) => [...container.querySelectorAll('.od-row')].map((r) => `${r.children[0]!.textContent}=${r.children[1]!.textContent}`);

describe('order-detail-money', () => {
  it('lists goods, shipping, the discounts that apply, the balance used and what was paid', () => {
    const { container } = renderWidget(OrderDetailMoney, defaults, { order: order(1) });
    expect(rows(container)).toEqual(['Goods total=¥79.80', 'Shipping=+¥8.00', 'Coupon=-¥5.00', 'Order total=¥82.80', 'Paid by balance=¥82.80', 'Amount paid=¥82.80']);
  });

  it('shows the amount due of an unpaid order, adjustments and refunds', () => {
    const { container } = renderWidget(OrderDetailMoney, defaults, { order: order(0, { adjust_money: '-2.00', pay_money: '80.80', order_money: '80.80' }) });
    expect(rows(container)).toEqual(['Goods total=¥79.80', 'Shipping=+¥8.00', 'Coupon=-¥5.00', 'Price adjustment=-¥2.00', 'Order total=¥80.80', 'Amount due=¥80.80']);
    const b = render(<OrderDetailMoney props={{ order: order(10, { refund_money: '10.00' }) }} node={{ id: 'm', type: 'order-detail-money' }} emit={async () => {}} renderSlot={() => null} />);
    expect(rows(b.container)).toContain('Refunded=¥10.00');
  });
});
