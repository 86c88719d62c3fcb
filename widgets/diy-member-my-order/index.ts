import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyMemberMyOrderProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyMemberMyOrderProps>({
  type: 'diy-member-my-order',
  version: '1.0.0',
  description: 'NiuShop MemberMyOrder (我的订单): pending payment, to ship, to receive, to review and refunding entries with counts from /api/order/num.',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyMemberMyOrder.tsx'),
});
