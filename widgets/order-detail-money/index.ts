import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderDetailMoneyProps } from './props.gen.ts';

export default defineWidget<OrderDetailMoneyProps>({
  type: 'order-detail-money',
  version: '1.0.0',
  description: 'The money breakdown of an order.',
  namespaces: ['orders'],
  load: () => import('./OrderDetailMoney.tsx'),
});
