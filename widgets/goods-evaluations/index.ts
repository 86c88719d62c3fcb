import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsEvaluationsProps } from './props.gen.ts';

export default defineWidget<GoodsEvaluationsProps>({
  type: 'goods-evaluations',
  version: '1.0.0',
  description: 'Goods reviews: a summary with the latest ones, or the full list with good/neutral/bad tabs.',
  events: ['more', 'filter'],
  namespaces: ['goods'],
  load: () => import('./GoodsEvaluations.tsx'),
});
