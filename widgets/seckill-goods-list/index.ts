import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SeckillGoodsListProps } from './props.gen.ts';

export default defineWidget<SeckillGoodsListProps>({
  type: 'seckill-goods-list',
  version: '1.0.0',
  description: "A seckill slot's goods: picture, name, seckill price over the struck price, sold progress, and a grab / coming-soon / sold-out button.",
  events: ['select'],
  namespaces: ['seckill'],
  load: () => import('./SeckillGoodsList.tsx'),
});
