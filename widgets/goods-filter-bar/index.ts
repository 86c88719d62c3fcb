import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsFilterBarProps } from './props.gen.ts';

export default defineWidget<GoodsFilterBarProps>({
  type: 'goods-filter-bar',
  version: '1.0.0',
  description: 'Goods list sort bar, filter drawer (price range, free shipping, brand) and list/grid toggle.',
  events: ['change', 'mode'],
  namespaces: ['goods'],
  load: () => import('./GoodsFilterBar.tsx'),
});
