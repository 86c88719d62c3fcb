import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { GoodsActionBarProps } from './props.gen.ts';

export default defineWidget<GoodsActionBarProps>({
  type: 'goods-action-bar',
  version: '1.0.0',
  description: 'Goods detail bottom bar: home, cart with badge, add to cart, buy now.',
  events: ['home', 'service', 'cart', 'addCart', 'buy'],
  namespaces: ['goods'],
  load: () => import('./GoodsActionBar.tsx'),
});
