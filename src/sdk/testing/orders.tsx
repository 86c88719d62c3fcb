/**
 * Test helpers of the order and refund widgets (imported by tests only): sample answers shaped
 * like the server's, a widget renderer, recorded navigation, toasts and confirmed modals (pages:
 * ./page-testing.tsx).
 */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { configureActions, initI18n, loadNamespaces } from './index.ts';
import { i18n, type WidgetProps } from '../index.ts';
import type { Order, OrderGoods } from '../orders/order.ts';

export const NAMESPACES = ['orders', 'refund', 'evaluate', 'validation'];

export async function useLanguage(lang: 'zh-cn' | 'en-us'): Promise<void> {
  initI18n(); // `t` for page bindings, as the app's start-up does
  await i18n.changeLanguage(lang);
  await loadNamespaces(NAMESPACES);
}

export function goods(extra: Partial<OrderGoods> = {}): OrderGoods {
  return {
    order_goods_id: 11,
    order_id: 1,
    order_no: '20261121163143470373',
    goods_id: 57,
    sku_id: 162,
    sku_name: '碧根果 奶香味 净含量 250g',
    goods_name: '碧根果 奶香味 净含量',
    sku_image: 'upload/goods/57/1.jpg',
    sku_spec_format: '[{"spec_name":"规格","spec_value_name":"250g"}]',
    price: '39.90',
    num: 2,
    goods_money: '79.80',
    real_goods_money: '79.80',
    delivery_status: 0,
    delivery_status_name: 'Awaiting shipment',
    refund_status: 0,
    refund_status_name: '',
    refund_action: [],
    refund_apply_money: '0.00',
    refund_real_money: '0.00',
    ...extra,
  };
}

const ACTIONS: Record<number, Array<{ action: string; title: string; color: string }>> = {
  0: [
    { action: 'orderClose', title: 'Cancel order', color: '' },
    { action: 'orderPay', title: 'Pay', color: 'main' },
  ],
  1: [],
  3: [
    { action: 'trace', title: 'Track package', color: '' },
    { action: 'memberTakeDelivery', title: 'Confirm receipt', color: 'main' },
  ],
  4: [
    { action: 'trace', title: 'Track package', color: '' },
    { action: 'memberOrderEvaluation', title: 'Review', color: '' },
  ],
  [-1]: [{ action: 'orderDelete', title: 'Delete order', color: '' }],
};

const NAMES: Record<number, string> = { 0: 'Awaiting payment', 1: 'Awaiting shipment', 3: 'Shipped', 4: 'Received', 10: 'Completed', [-1]: 'Closed' };

/** An express order in `status` (0 unpaid, 1 paid, 3 shipped, 4 received, -1 closed), as /api/order/detail answers. */
export function order(status: number, extra: Partial<Order> = {}): Order {
  const paid = status > 0;
  return {
    order_id: 1,
    order_no: '20261121163143470373',
    out_trade_no: '2026112116314360954206',
    order_type: 1,
    promotion_type: '',
    promotion_type_name: '',
    promotion_status_name: '',
    order_status: status,
    order_status_name: NAMES[status] ?? '',
    pay_status: paid ? 2 : 0,
    pay_type: paid ? 'BALANCE' : '',
    pay_type_name: paid ? 'Balance' : '',
    pay_time: paid ? 1795249905 : 0,
    delivery_type: 'express',
    delivery_type_name: 'Express delivery',
    name: '张三',
    mobile: '13800000000',
    full_address: '北京市-北京市-朝阳区',
    address: '建国路88号',
    goods_num: 2,
    goods_money: '79.80',
    delivery_money: '8.00',
    promotion_money: '0.00',
    coupon_money: '5.00',
    point_money: '0.00',
    adjust_money: '0.00',
    invoice_money: '0.00',
    order_money: '82.80',
    balance_money: paid ? '82.80' : '0.00',
    pay_money: paid ? '0.00' : '82.80',
    refund_money: '0.00',
    create_time: 1795249903,
    auto_close_time: status === 0 ? 1795251703 : 0,
    close_time: status === -1 ? 1795250000 : 0,
    close_cause: status === -1 ? 'cancelled by the buyer' : '',
    delivery_time: status >= 3 ? 1795249909 : 0,
    sign_time: status >= 4 ? 1795249999 : 0,
    is_lock: 0,
    is_enable_refund: paid ? 1 : 0,
    is_evaluate: status >= 4 ? 1 : 0,
    evaluate_status: 0,
    order_goods: [goods({ refund_action: paid && status !== 10 ? [{ event: 'orderRefundApply', title: 'Refund' }] : [] })],
    action: ACTIONS[status] ?? [],
    ...extra,
  };
}

export interface Recorder {
  navigations: string[];
  toasts: string[];
  modals: string[];
}

/** Records navigation, toasts and modal texts; modals answer `confirm`. */
export function recordActions(confirm = true): Recorder {
  const rec: Recorder = { navigations: [], toasts: [], modals: [] };
  const nav = (url: string) => void rec.navigations.push(url);
  configureActions({
    navigator: { navigate: nav, redirect: nav, relaunch: nav, switchTab: nav, back: () => undefined },
    toast: (text) => void rec.toasts.push(text),
    modal: async (o) => {
      rec.modals.push(String(o.content ?? ''));
      return confirm;
    },
    copyText: async () => true,
  });
  return rec;
}

/** A widget with `props` over its defaults. */
export function renderWidget<P>(Component: ComponentType<WidgetProps<P>>, defaults: P, props: Partial<P> = {}, emit = vi.fn(async (_event: string, _payload?: unknown) => undefined)) {
  const utils = render(<Component props={{ ...defaults, ...props }} node={{ id: 'w', type: 'w' }} emit={emit} renderSlot={() => null} />);
  return { ...utils, emit };
}
