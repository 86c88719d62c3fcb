import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyGoodsBrandProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyGoodsBrandProps>({
  type: 'diy-goods-brand',
  version: '1.0.0',
  description: 'NiuShop GoodsBrand (商品品牌): brand logos from /api/goodsbrand/page, each opening the goods of that brand.',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyGoodsBrand.tsx'),
});
