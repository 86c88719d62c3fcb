import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { CouponReceiveCardProps } from './props.gen.ts';

export default defineWidget<CouponReceiveCardProps>({
  type: 'coupon-receive-card',
  version: '1.0.0',
  description: 'One coupon type with its claim button (share page).',
  events: ['receive', 'missing'],
  namespaces: ['coupon'],
  load: () => import('./CouponReceiveCard.tsx'),
});
