import { defineWidget } from '../../src/renderer/types.ts';
import type { OrderDetailStatusProps } from './props.gen.ts';

export default defineWidget<OrderDetailStatusProps>({
  type: 'order-detail-status',
  version: '1.0.0',
  description: "The order detail's status header (countdown for unpaid orders).",
  events: ['expire'],
  namespaces: ['orders'],
  load: () => import('./OrderDetailStatus.tsx'),
});
