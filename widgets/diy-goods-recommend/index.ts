import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyGoodsRecommendProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyGoodsRecommendProps>({
  type: 'diy-goods-recommend',
  version: '1.0.0',
  description: 'NiuShop GoodsRecommend (商品推荐): a headed block of recommended goods from /api/goodssku/components.',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyGoodsRecommend.tsx'),
});
