import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderDetailStatusProps } from './props.gen.ts';

export default defineWidget<OrderDetailStatusProps>({
  type: 'order-detail-status',
  version: '1.0.0',
  description: "The order detail's status header (countdown for unpaid orders).",
  events: ['expire'],
  namespaces: ['orders'],
  load: () => import('./OrderDetailStatus.tsx'),
});
