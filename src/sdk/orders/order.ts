/**
 * What the order widgets share: the shapes of NiuShop's order answers (`/api/order/lists`,
 * `/api/order/detail`, the refund answers built on order items), read defensively, and the member
 * actions an order offers.
 */
import { toFen } from '../../data/money.ts';

export interface RefundAction {
  event?: string;
  title?: string;
}

export interface OrderGoods {
  order_goods_id?: number;
  order_id?: number;
  goods_id?: number;
  sku_id?: number;
  sku_name?: string;
  goods_name?: string;
  sku_image?: string;
  sku_spec_format?: unknown;
  price?: string | number;
  num?: number | string;
  unit?: string;
  goods_money?: string;
  real_goods_money?: string;
  delivery_status?: number;
  delivery_status_name?: string;
  refund_status?: number;
  refund_status_name?: string;
  refund_action?: RefundAction[];
  refund_apply_money?: string;
  refund_real_money?: string;
  refund_type?: number;
  refund_type_name?: string;
  [key: string]: unknown;
}

export interface MemberAction {
  action?: string;
  title?: string;
  color?: string;
}

export interface Order {
  order_id?: number;
  order_no?: string;
  out_trade_no?: string;
  order_type?: number;
  /** the promotion the order was bought under ('' normal, 'topic', …) and its name / progress */
  promotion_type?: string;
  promotion_type_name?: string;
  promotion_status_name?: string;
  order_status?: number;
  order_status_name?: string;
  pay_status?: number;
  pay_type?: string;
  pay_type_name?: string;
  goods_num?: number;
  order_money?: string;
  pay_money?: string;
  balance_money?: string;
  create_time?: number;
  auto_close_time?: number;
  close_cause?: string;
  order_goods?: OrderGoods[];
  action?: MemberAction[];
  [key: string]: unknown;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The order of a prop (null when it is not one). */
export function asOrder(v: unknown): Order | null {
  return isRecord(v) && (v.order_id !== undefined || Array.isArray(v.order_goods)) ? (v as Order) : null;
}

export function goodsOf(order: Order | null): OrderGoods[] {
  return order && Array.isArray(order.order_goods) ? order.order_goods.filter(isRecord) : [];
}

/** sku_spec_format (a JSON string or an array of {spec_name, spec_value_name}) → "250g; red". */
export function specText(format: unknown): string {
  let list: unknown = format;
  if (typeof format === 'string') {
    if (!format.trim()) return '';
    try {
      list = JSON.parse(format) as unknown;
    } catch {
      return '';
    }
  }
  if (!Array.isArray(list)) return '';
  return list
    .map((s) => (isRecord(s) ? String(s.spec_value_name ?? '').trim() : ''))
    .filter(Boolean)
    .join('; ');
}

/** Money a row shows is positive (a "0.00" discount row is left out). */
export function positive(v: unknown): boolean {
  return toFen(v) > 0;
}

/** Server member action → the widget event it emits (the page decides what happens). */
export const ACTION_EVENTS: Readonly<Record<string, string>> = {
  orderClose: 'close',
  orderPay: 'pay',
  offlinePay: 'offlinePay',
  memberTakeDelivery: 'takeDelivery',
  memberVirtualTakeDelivery: 'virtualTakeDelivery',
  trace: 'trace',
  memberOrderEvaluation: 'evaluate',
  memberOrderEvaluationAgain: 'evaluate',
  orderDelete: 'delete',
};

/** Fallback label keys (orders namespace) when the server sends no title. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  orderClose: 'actions.close',
  orderPay: 'actions.pay',
  offlinePay: 'actions.offlinePay',
  memberTakeDelivery: 'actions.takeDelivery',
  memberVirtualTakeDelivery: 'actions.virtualTakeDelivery',
  trace: 'actions.trace',
  memberOrderEvaluation: 'actions.evaluate',
  memberOrderEvaluationAgain: 'actions.evaluateAgain',
  orderDelete: 'actions.delete',
};

/** The actions that are "the next step" and get the theme colour. */
const MAIN = new Set(['orderPay', 'offlinePay', 'memberTakeDelivery', 'memberVirtualTakeDelivery', 'memberOrderEvaluation', 'memberOrderEvaluationAgain']);

export interface ButtonSpec {
  action: string;
  event: string;
  /** The server's title, or '' (the widget then uses labelKey). */
  title: string;
  labelKey: string;
  main: boolean;
}

/**
 * The buttons of an order, in NiuShop's order: the server's `action[]` (unknown actions are left
 * out), plus "offline payment" for an unpaid order whose voucher went to the offline gateway (the
 * server then offers only closing; the shopper still needs to see or resubmit the voucher).
 */
export function orderButtons(order: Order | null): ButtonSpec[] {
  if (!order) return [];
  const out: ButtonSpec[] = [];
  const list = Array.isArray(order.action) ? order.action.filter(isRecord) : [];
  for (const a of list) {
    const action = typeof a.action === 'string' ? a.action : '';
    const event = ACTION_EVENTS[action];
    if (!event) continue;
    out.push({ action, event, title: typeof a.title === 'string' ? a.title : '', labelKey: ACTION_LABELS[action] ?? '', main: MAIN.has(action) || a.color === 'main' });
  }
  if (Number(order.order_status) === 0 && order.pay_type === 'offlinepay' && !out.some((b) => b.action === 'orderPay')) {
    out.push({ action: 'offlinePay', event: 'offlinePay', title: '', labelKey: ACTION_LABELS.offlinePay as string, main: true });
  }
  return out;
}

/** What every order event carries: enough for the page's actions (ids, numbers, status). */
export function orderPayload(order: Order): Record<string, unknown> {
  return {
    order_id: order.order_id,
    order_no: order.order_no,
    out_trade_no: order.out_trade_no,
    order_status: order.order_status,
    order_type: order.order_type,
    evaluate_status: order.evaluate_status,
  };
}
