import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SeckillGoodsInfoProps } from './props.gen.ts';

export default defineWidget<SeckillGoodsInfoProps>({
  type: 'seckill-goods-info',
  version: '1.0.0',
  description: "A seckill goods' price band (seckill price, struck price, countdown to the slot's end or the next start), name, sold and left, the member's limit as enforced, and the sale hours.",
  events: ['missing'],
  namespaces: ['seckill'],
  load: () => import('./SeckillGoodsInfo.tsx'),
});
