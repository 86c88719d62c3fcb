import { translate, type Lang } from '../../i18n/index.ts';

/** order_goods.refund_status (NiuShop OrderRefundDict). */
export const RefundStatus = {
  NONE: 0,
  APPLY: 1,
  CONFIRM: 2,
  COMPLETE: 3,
  WAIT_DELIVERY: 4,
  WAIT_TAKE_DELIVERY: 5,
  TAKE_DELIVERY: 6,
  REFUSED: -1,
  CLOSED: -2,
  PARTIAL: -3,
} as const;

/** Statuses of an after-sales case still running (the order is locked while any item is in one). */
export const IN_PROGRESS: readonly number[] = [1, 2, 4, 5, 6];

export const RefundType = { ONLY_REFUND: 1, RETURN_REFUND: 2 } as const;

const code = (s: number) => (s < 0 ? `M${-s}` : String(s));

export function refundStatusName(lang: Lang, status: number): string {
  return status === 0 ? '' : translate(lang, `REFUND_STATUS_${code(status)}`);
}

export function refundTypeName(lang: Lang, type: number): string {
  return type ? translate(lang, `REFUND_TYPE_${type}`) : '';
}

export interface RefundAction {
  event: string;
  title: string;
  color: string;
}

/** What the buyer may do in a status (NiuShop member_action). */
export function refundMemberActions(lang: Lang, status: number): RefundAction[] {
  const a = (event: string): RefundAction => ({ event, title: translate(lang, `REFUND_ACTION_${event}`), color: '' });
  switch (status) {
    case RefundStatus.APPLY:
      return [a('orderRefundCancel')];
    case RefundStatus.WAIT_DELIVERY:
      return [a('orderRefundDelivery')];
    case RefundStatus.REFUSED:
      return [a('orderRefundAsk')];
    default:
      return [];
  }
}

/** Stored with the row (as NiuShop's refund_status_action JSON). */
export function refundStatusAction(lang: Lang, status: number): string {
  return JSON.stringify({ status, name: refundStatusName(lang, status), member_action: refundMemberActions(lang, status) });
}

/** NiuShop's refund_reason_type list, in the request language. */
export function refundReasons(lang: Lang): string[] {
  return [1, 2, 3, 4].map((i) => translate(lang, `REFUND_REASON_${i}`));
}
