import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsGridProps } from './props.gen.ts';

export default defineWidget<GoodsGridProps>({
  type: 'goods-grid',
  version: '1.0.0',
  description: 'Goods cards in a grid or list, infinite scroll over a paged source, empty state.',
  events: ['select'],
  namespaces: ['goods'],
  load: () => import('./GoodsGrid.tsx'),
});
