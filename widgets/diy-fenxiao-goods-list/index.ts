import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyFenxiaoGoodsListProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyFenxiaoGoodsListProps>({
  type: 'diy-fenxiao-goods-list',
  version: '1.0.0',
  description: 'NiuShop FenxiaoGoodsList (分销商品): goods a distributor earns on, with the commission (fenxiao addon only).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyFenxiaoGoodsList.tsx'),
});
