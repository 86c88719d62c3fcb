/**
 * The coupon block's request, shared by the widget and the server's first view
 * (server/modules/config/h5init.ts inlines the answer so the block renders its final content on
 * the server). No React, no CSS: the server imports this file.
 */
import { clampNum, idList } from '../../src/sdk/isomorphic.ts';

/** The props the request depends on. */
export interface CouponRequestProps {
  sources?: unknown;
  couponIds?: unknown;
  count?: unknown;
}

/** typelists parameters: count or the picked ids; null when `diy` picked none. */
export function couponParams(props: CouponRequestProps): Record<string, unknown> | null {
  if (props.sources === 'diy') {
    const picked = idList(props.couponIds);
    return picked.length ? { num: picked.length, coupon_type_id_arr: picked.join(',') } : null;
  }
  return { num: Math.round(clampNum(props.count, 1, 100, 6)) };
}

/**
 * What the server fetches for a coupon block of the first view: the endpoint (by name), the addon
 * it needs, the prop the answer is bound to and the parameters (null: nothing to fetch).
 */
export const couponFirstView = {
  api: 'coupon.typeLists',
  addon: 'coupon',
  prop: 'inlinedList',
  params: couponParams,
} as const;
