import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsGalleryProps } from './props.gen.ts';

export default defineWidget<GoodsGalleryProps>({
  type: 'goods-gallery',
  version: '1.0.0',
  description: 'Swipeable goods pictures with an index indicator, and the goods video.',
  namespaces: ['goods'],
  load: () => import('./GoodsGallery.tsx'),
});
