import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SeckillActionBarProps } from './props.gen.ts';

export default defineWidget<SeckillActionBarProps>({
  type: 'seckill-action-bar',
  version: '1.0.0',
  description: "A seckill goods' bottom bar: home, and buy now while the slot runs, with the reason when it cannot be bought.",
  events: ['home', 'buy'],
  namespaces: ['seckill'],
  load: () => import('./SeckillActionBar.tsx'),
});
