import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderActionsProps } from './props.gen.ts';

export default defineWidget<OrderActionsProps>({
  type: 'order-actions',
  version: '1.0.0',
  description: "The order detail's action bar (the server's member actions).",
  events: ['close', 'pay', 'offlinePay', 'takeDelivery', 'virtualTakeDelivery', 'trace', 'evaluate', 'delete'],
  namespaces: ['orders'],
  load: () => import('./OrderActions.tsx'),
});
