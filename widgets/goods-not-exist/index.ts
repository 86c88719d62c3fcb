import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsNotExistProps } from './props.gen.ts';

export default defineWidget<GoodsNotExistProps>({
  type: 'goods-not-exist',
  version: '1.0.0',
  description: "'Goods not found' with buttons home and browse.",
  events: ['home', 'browse'],
  namespaces: ['goods'],
  load: () => import('./GoodsNotExist.tsx'),
});
