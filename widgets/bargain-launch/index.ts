import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { BargainLaunchProps } from './props.gen.ts';

export default defineWidget<BargainLaunchProps>({
  type: 'bargain-launch',
  version: '1.0.0',
  description: "A bargain's launch on its detail page: the launcher's progress (price to the floor, what is cut and left, a countdown to its end), friends' helps, and the action bar (launch, or pick the spec first; invite by link or poster; buy, help cut, start my own, view the order).",
  events: ['launch', 'pick', 'help', 'buy', 'share', 'poster', 'own', 'order', 'home'],
  namespaces: ['bargain'],
  load: () => import('./BargainLaunch.tsx'),
});
