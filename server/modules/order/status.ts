import { translate, type Lang } from '../../i18n/index.ts';

/** Order status codes (niushop-api.md §5). */
export const OrderStatus = {
  WAIT_PAY: 0,
  WAIT_SEND: 1,
  WAIT_PICKUP: 2,
  SHIPPED: 3,
  RECEIVED: 4,
  FINISHED: 10,
  CLOSED: -1,
} as const;

/** Order types: 1 express, 2 store pickup, 3 local delivery. */
export const OrderType = { EXPRESS: 1, STORE: 2, LOCAL: 3 } as const;

export type DeliveryType = 'express' | 'store' | 'local';
export const DELIVERY_TYPES: readonly DeliveryType[] = ['express', 'store', 'local'];
export const orderTypeOf = (d: DeliveryType): number => (d === 'store' ? OrderType.STORE : d === 'local' ? OrderType.LOCAL : OrderType.EXPRESS);

/** Pay status on the pay row: 0 waiting, 1 paying (offline voucher), 2 paid, -1 cancelled, -2 closed. */
export const PayStatus = { WAIT: 0, DOING: 1, PAID: 2, CANCELLED: -1, CLOSED: -2 } as const;

/** The status an order reaches when paid: express / local wait for shipping, pickup waits for the shopper. */
export const paidStatusOf = (orderType: number): number => (orderType === OrderType.STORE ? OrderStatus.WAIT_PICKUP : OrderStatus.WAIT_SEND);

/** Status name in a language (`ORDER_STATUS_<type>_<code>` in order.json; negative codes as `M1`). */
export function statusName(lang: Lang, orderType: number, status: number): string {
  const code = status < 0 ? `M${-status}` : String(status);
  const typed = `ORDER_STATUS_${orderType}_${code}`;
  const text = translate(lang, typed);
  return text === typed ? translate(lang, `ORDER_STATUS_1_${code}`) : text;
}

export const orderTypeName = (lang: Lang, orderType: number): string => translate(lang, `ORDER_TYPE_${orderType}`);
export const deliveryTypeName = (lang: Lang, d: string): string => translate(lang, `DELIVERY_TYPE_${d.toUpperCase()}`);

/**
 * The name of an order's promotion type (`ORDER_PROMOTION_<TYPE>` in order.json: topic 专题, …,
 * NiuShop's names on the order row); '' for a normal order, `fallback` (else the type itself) for a
 * type without a name here.
 */
export function promotionTypeName(lang: Lang, type: string, fallback = ''): string {
  if (!type) return '';
  const key = `ORDER_PROMOTION_${type.toUpperCase()}`;
  const text = translate(lang, key);
  return text === key ? fallback || type : text;
}

export interface MemberAction {
  action: string;
  title: string;
  color: string;
}

/** The member's buttons for an order in its current state (NiuShop's member_action). */
export function memberActions(lang: Lang, o: { order_status: number; order_type: number; pay_status: number; is_evaluate: number; evaluate_status: number }): MemberAction[] {
  const a = (action: string, color = ''): MemberAction => ({ action, title: translate(lang, `ORDER_ACTION_${action}`), color });
  switch (o.order_status) {
    case OrderStatus.WAIT_PAY:
      return o.pay_status === 1 ? [a('orderClose')] : [a('orderClose'), a('orderPay', 'main')];
    case OrderStatus.SHIPPED:
      return o.order_type === OrderType.STORE ? [] : [a('trace'), a('memberTakeDelivery', 'main')];
    case OrderStatus.RECEIVED:
    case OrderStatus.FINISHED: {
      const out = o.order_type === OrderType.STORE ? [] : [a('trace')];
      if (o.is_evaluate === 1 && o.evaluate_status < 2) out.push(a(o.evaluate_status === 0 ? 'memberOrderEvaluation' : 'memberOrderEvaluationAgain'));
      return out;
    }
    case OrderStatus.CLOSED:
      return [a('orderDelete')];
    default:
      return [];
  }
}

/** Order lists' status filters (`order_status` parameter of /api/order/lists). */
export const LIST_FILTERS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'wait_use', 'waitrate'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
