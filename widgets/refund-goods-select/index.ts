import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RefundGoodsSelectProps } from './props.gen.ts';

export default defineWidget<RefundGoodsSelectProps>({
  type: 'refund-goods-select',
  version: '1.0.0',
  description: 'Choose the items of an order to refund together.',
  events: ['next'],
  namespaces: ['refund', 'orders'],
  load: () => import('./RefundGoodsSelect.tsx'),
});
