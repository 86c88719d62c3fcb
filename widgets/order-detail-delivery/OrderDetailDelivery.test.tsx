import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { order, renderWidget, useLanguage } from '../../src/sdk/testing/orders.tsx';
import OrderDetailDelivery, { defaults, fullAddress } from './OrderDetailDelivery.tsx';

beforeAll(() => useLanguage('en-us'));

describe('order-detail-delivery', () => {
  it('shows the consignee, phone and address of an express order', () => {
    renderWidget(OrderDetailDelivery, defaults, { order: order(1) });
    expect(screen.getByText('张三')).toBeDefined();
    expect(screen.getByText('13800000000')).toBeDefined();
    expect(screen.getByText('北京市 北京市 朝阳区 建国路88号')).toBeDefined();
  });

  it('shows the store, the pickup code (copyable) and time of a pickup order', () => {
    const o = order(1, {
      order_type: 2,
      delivery_type: 'store',
      order_status: 2,
      delivery_store_name: '静安店',
      delivery_store_info: { full_address: '上海市,上海市,静安区', address: '南京西路1266号', open_date: '09:00-21:00', telphone: '021-1234' },
      code_info: { code: 'AbC123xyZ789' },
      buyer_ask_delivery_time: '2026-11-22 10:00',
    });
    const { emit } = renderWidget(OrderDetailDelivery, defaults, { order: o });
    expect(screen.getByText(/静安店/)).toBeDefined();
    expect(screen.getByText('上海市 上海市 静安区 南京西路1266号')).toBeDefined();
    expect(screen.getByText('AbC123xyZ789')).toBeDefined();
    expect(screen.getByText('2026-11-22 10:00')).toBeDefined();
    fireEvent.click(screen.getByText('Copy'));
    expect(emit).toHaveBeenCalledWith('copy', { text: 'AbC123xyZ789' });
  });

  it('joins NiuShop area names', () => {
    expect(fullAddress('北京市-北京市-朝阳区', '建国路')).toBe('北京市 北京市 朝阳区 建国路');
    expect(fullAddress('', '')).toBe('');
  });
});
