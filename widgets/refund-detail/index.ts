import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RefundDetailProps } from './props.gen.ts';

export default defineWidget<RefundDetailProps>({
  type: 'refund-detail',
  version: '1.0.0',
  description: "An item's after-sales case: status, amounts, history and the buyer's next step.",
  events: ['cancel', 'delivery', 'reapply'],
  namespaces: ['refund', 'orders', 'validation'],
  load: () => import('./RefundDetail.tsx'),
});
