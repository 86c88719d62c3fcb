import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderConfirmProps } from './props.gen.ts';

export default defineWidget<OrderConfirmProps>({
  type: 'order-confirm',
  version: '1.2.0',
  description: 'Order confirm page (the ordinary checkout, or a buy-now promotion\'s by its `promotion` descriptor): address, delivery, goods, coupon, points, balance, message, the order form and goods forms (form addon), server totals, submit.',
  namespaces: ['checkout', 'pay', 'content', 'validation'],
  load: () => import('./OrderConfirm.tsx'),
});
