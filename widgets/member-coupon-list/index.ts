import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { MemberCouponListProps } from './props.gen.ts';

export default defineWidget<MemberCouponListProps>({
  type: 'member-coupon-list',
  version: '1.0.0',
  description: "My coupons: tabs unused / used / expired and the member's coupons with a use button.",
  events: ['tab', 'use', 'shop'],
  namespaces: ['member'],
  load: () => import('./MemberCouponList.tsx'),
});
