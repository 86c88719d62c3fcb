import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyManyGoodsListProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyManyGoodsListProps>({
  type: 'diy-many-goods-list',
  version: '1.0.0',
  description: 'NiuShop ManyGoodsList (多商品组): tabs (title + description), each tab a goods source (category or hand-picked) shown like GoodsList.',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyManyGoodsList.tsx'),
});
