import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderDetailInfoProps } from './props.gen.ts';

export default defineWidget<OrderDetailInfoProps>({
  type: 'order-detail-info',
  version: '1.0.0',
  description: 'Order number, times, payment and delivery method of an order.',
  events: ['copy'],
  namespaces: ['orders'],
  load: () => import('./OrderDetailInfo.tsx'),
});
