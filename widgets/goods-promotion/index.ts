import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsPromotionProps } from './props.gen.ts';

export default defineWidget<GoodsPromotionProps>({
  type: 'goods-promotion',
  version: '1.0.0',
  description: "The goods detail's promotion strip: the running seckill (price, countdown), group buy (price, minimum), bargain (floor) of the goods and the sku's combo packages (优惠套餐), each leading to its promotion page.",
  events: ['seckill', 'groupbuy', 'bargain', 'bundle'],
  namespaces: ['promotion'],
  load: () => import('./GoodsPromotion.tsx'),
});
