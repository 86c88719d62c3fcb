import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyLiveInfoProps } from './props.gen.ts';

export default defineWidget<DiyLiveInfoProps>({
  type: 'diy-live-info',
  version: '1.0.0',
  description: 'NiuShop LiveInfo (小程序直播): WeChat mini-program live rooms; renders nothing on the web, as NiuShop.',
  load: () => import('./DiyLiveInfo.tsx'),
});
