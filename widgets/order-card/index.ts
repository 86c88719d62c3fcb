import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderCardProps } from './props.gen.ts';

export default defineWidget<OrderCardProps>({
  type: 'order-card',
  version: '1.0.0',
  description: "An order of the member's order list, with its member actions.",
  events: ['detail', 'close', 'pay', 'offlinePay', 'takeDelivery', 'virtualTakeDelivery', 'trace', 'evaluate', 'delete'],
  namespaces: ['orders'],
  load: () => import('./OrderCard.tsx'),
});
