import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyImageAdsProps } from './props.gen.ts';

export default defineWidget<DiyImageAdsProps>({
  type: 'diy-image-ads',
  version: '1.0.0',
  description: 'NiuShop ImageAds (图片广告): one image or a swiper, with links and hot areas; sized before load.',
  namespaces: ['diy'],
  load: () => import('./DiyImageAds.tsx'),
});
