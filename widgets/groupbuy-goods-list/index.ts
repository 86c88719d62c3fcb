import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GroupbuyGoodsListProps } from './props.gen.ts';

export default defineWidget<GroupbuyGoodsListProps>({
  type: 'groupbuy-goods-list',
  version: '1.0.0',
  description: "The group-buy zone's goods: picture, name, the minimum per order and the sold count, the group price over the struck price, and a buy / sold-out button.",
  events: ['select'],
  namespaces: ['promotion'],
  load: () => import('./GroupbuyGoodsList.tsx'),
});
