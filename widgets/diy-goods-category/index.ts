import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyGoodsCategoryProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyGoodsCategoryProps>({
  type: 'diy-goods-category',
  version: '1.0.0',
  description:
    'NiuShop GoodsCategory (商品分类): the category tab page — templates 1–4 over /api/goodscategory/tree, with the goods of the chosen category (infinite scroll), search bar, quick buy and cart badge.',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyGoodsCategory.tsx'),
});
