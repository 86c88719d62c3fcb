import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { CouponCardListProps } from './props.gen.ts';

export default defineWidget<CouponCardListProps>({
  type: 'coupon-card-list',
  version: '1.0.0',
  description: 'Coupon centre: type tabs and coupon cards with claim / use states.',
  events: ['tab', 'receive', 'use', 'mine'],
  namespaces: ['coupon'],
  load: () => import('./CouponCardList.tsx'),
});
