import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { RechargeOrderListProps } from './props.gen.ts';

export default defineWidget<RechargeOrderListProps>({
  type: 'recharge-order-list',
  version: '1.0.0',
  description: 'Recharge records: paid recharge orders with what was paid, credited and given.',
  namespaces: ['wallet'],
  load: () => import('./RechargeOrderList.tsx'),
});
