/**
 * The coupon block's data (its manifest's `data`): the coupon types of /coupon/api/coupon/typelists
 * when the coupon addon is on, loaded by the page with its own sources (and by the server for the
 * first view, so the block renders its final content there). No React, no CSS.
 */
import { clampNum, idList, type DataSource } from '../../src/sdk/isomorphic.ts';

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

/** The block's source `coupons` (none when `diy` picked none). */
export function data(props: CouponRequestProps): Record<string, DataSource> | null {
  const params = couponParams(props);
  return params ? { coupons: { api: 'coupon.typeLists', params, when: 'site.addonIsExist.coupon == 1' } } : null;
}
