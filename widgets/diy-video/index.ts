import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyVideoProps } from './props.gen.ts';

export default defineWidget<DiyVideoProps>({
  type: 'diy-video',
  version: '1.0.0',
  description: 'NiuShop Video (视频): poster and controls, never autoplays.',
  namespaces: ['diy'],
  load: () => import('./DiyVideo.tsx'),
});
