import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ContainerProps } from './Container.tsx';

export default defineWidget<ContainerProps>({
  type: 'container',
  version: '1.0.0',
  description: 'Column, row or grid around its default slot; a repeater with `items`.',
  slots: ['default'],
  events: ['click'],
  load: () => import('./Container.tsx'),
});
