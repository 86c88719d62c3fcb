import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RefundCardProps } from './props.gen.ts';

export default defineWidget<RefundCardProps>({
  type: 'refund-card',
  version: '1.0.0',
  description: "An item of the member's after-sales list.",
  events: ['detail'],
  namespaces: ['refund', 'orders'],
  load: () => import('./RefundCard.tsx'),
});
