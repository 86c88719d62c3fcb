import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RefundTypeSelectProps } from './props.gen.ts';

export default defineWidget<RefundTypeSelectProps>({
  type: 'refund-type-select',
  version: '1.0.0',
  description: 'Choose refund only or return and refund for an order item.',
  events: ['select'],
  namespaces: ['refund', 'orders'],
  load: () => import('./RefundTypeSelect.tsx'),
});
