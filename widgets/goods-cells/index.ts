import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsCellsProps } from './props.gen.ts';

export default defineWidget<GoodsCellsProps>({
  type: 'goods-cells',
  version: '1.0.0',
  description: 'Goods detail rows: coupons, parameters, goods service, all goods.',
  events: ['coupons', 'allGoods'],
  namespaces: ['goods'],
  load: () => import('./GoodsCells.tsx'),
});
