import { defineWidget } from '../../src/renderer/types.ts';
import type { OrderConfirmProps } from './props.gen.ts';

export default defineWidget<OrderConfirmProps>({
  type: 'order-confirm',
  version: '1.0.0',
  description: 'Order confirm page: address, delivery, goods, coupon, points, balance, message, server totals, submit.',
  namespaces: ['checkout', 'pay'],
  load: () => import('./OrderConfirm.tsx'),
});
