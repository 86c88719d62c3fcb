import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsInfoProps } from './props.gen.ts';

export default defineWidget<GoodsInfoProps>({
  type: 'goods-info',
  version: '1.0.0',
  description: 'Goods price, sales, stock, name; favourite toggle and share.',
  events: ['collect', 'uncollect', 'share', 'missing'],
  namespaces: ['goods'],
  load: () => import('./GoodsInfo.tsx'),
});
