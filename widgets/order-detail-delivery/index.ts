import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderDetailDeliveryProps } from './props.gen.ts';

export default defineWidget<OrderDetailDeliveryProps>({
  type: 'order-detail-delivery',
  version: '1.0.0',
  description: 'The delivery address, or the pickup store and code, of an order.',
  events: ['copy'],
  namespaces: ['orders'],
  load: () => import('./OrderDetailDelivery.tsx'),
});
