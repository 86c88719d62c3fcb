import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyHotAreaProps } from './props.gen.ts';

export default defineWidget<DiyHotAreaProps>({
  type: 'diy-hot-area',
  version: '1.0.0',
  description: 'NiuShop HotArea (热区): an image with linked rectangles.',
  namespaces: ['diy'],
  load: () => import('./DiyHotArea.tsx'),
});
