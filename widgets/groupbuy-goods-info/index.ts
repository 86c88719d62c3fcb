import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GroupbuyGoodsInfoProps } from './props.gen.ts';

export default defineWidget<GroupbuyGoodsInfoProps>({
  type: 'groupbuy-goods-info',
  version: '1.0.0',
  description: "A group-buy goods' price band (group price, struck price, countdown to the end or the start), name, sold and stock, the minimum per order as the order enforces it, and the rules.",
  events: ['missing'],
  namespaces: ['promotion'],
  load: () => import('./GroupbuyGoodsInfo.tsx'),
});
