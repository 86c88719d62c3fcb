import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { OrderDetailGoodsProps } from './props.gen.ts';

export default defineWidget<OrderDetailGoodsProps>({
  type: 'order-detail-goods',
  version: '1.0.0',
  description: 'The goods lines of an order with their after-sales buttons.',
  events: ['goods', 'refund', 'refundDetail', 'refundBatch', 'service'],
  namespaces: ['orders'],
  load: () => import('./OrderDetailGoods.tsx'),
});
