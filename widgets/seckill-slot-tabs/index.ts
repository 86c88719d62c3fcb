import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SeckillSlotTabsProps } from './props.gen.ts';

export default defineWidget<SeckillSlotTabsProps>({
  type: 'seckill-slot-tabs',
  version: '1.0.0',
  description: "The seckill list's time-slot tabs (on now / coming up / tomorrow) with the chosen slot's countdown on the server's clock.",
  events: ['select'],
  namespaces: ['seckill'],
  load: () => import('./SeckillSlotTabs.tsx'),
});
