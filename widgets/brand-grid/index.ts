import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { BrandGridProps } from './props.gen.ts';

export default defineWidget<BrandGridProps>({
  type: 'brand-grid',
  version: '1.0.0',
  description: 'Brand logo cards in a grid; select emits the brand.',
  events: ['select'],
  namespaces: ['goods'],
  load: () => import('./BrandGrid.tsx'),
});
