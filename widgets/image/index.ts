import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ImageProps } from './Image.tsx';

export default defineWidget<ImageProps>({
  type: 'image',
  version: '1.0.0',
  description: 'An image with a reserved box (width/height or aspect ratio): no layout shift.',
  events: ['click'],
  load: () => import('./Image.tsx'),
});
