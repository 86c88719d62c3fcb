import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsContentProps } from './props.gen.ts';

export default defineWidget<GoodsContentProps>({
  type: 'goods-content',
  version: '1.0.0',
  description: "The goods' rich description, sanitised into React elements (no raw HTML).",
  namespaces: ['goods'],
  load: () => import('./GoodsContent.tsx'),
});
