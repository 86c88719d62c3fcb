import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyCouponProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyCouponProps>({
  type: 'diy-coupon',
  version: '1.0.0',
  description: 'NiuShop Coupon (优惠券): claimable coupon types from /coupon/api/coupon/typelists in the merchant look; tapping one claims it (login required) and shows the server message.',
  namespaces: ['diywidgets', 'coupon'],
  data,
  load: () => import('./DiyCoupon.tsx'),
});
