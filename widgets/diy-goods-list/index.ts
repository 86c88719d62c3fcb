import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyGoodsListProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyGoodsListProps>({
  type: 'diy-goods-list',
  version: '1.0.0',
  description: 'NiuShop GoodsList (商品列表): live goods in the merchant template (one, two, three per row, slide, large-small) with name, price, sales and buy button.',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyGoodsList.tsx'),
});
