import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { BargainGoodsListProps } from './props.gen.ts';

export default defineWidget<BargainGoodsListProps>({
  type: 'bargain-goods-list',
  version: '1.0.0',
  description: "The bargain zone: the member's bargains in progress on top (price still to go, keep going), then the running bargain goods (lowest price, original price, joined count, bargain button).",
  events: ['select', 'continue', 'mine'],
  namespaces: ['bargain'],
  load: () => import('./BargainGoodsList.tsx'),
});
