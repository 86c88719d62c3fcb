import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { PromotionZoneBannerProps } from './props.gen.ts';

export default defineWidget<PromotionZoneBannerProps>({
  type: 'promotion-zone-banner',
  version: '1.0.0',
  description: "A promotion zone's banner in the zone's own style (promotionZoneConfig): the merchant's pictures, or the built-in title on the zone's colours.",
  events: ['link'],
  namespaces: ['promotion'],
  load: () => import('./PromotionZoneBanner.tsx'),
});
