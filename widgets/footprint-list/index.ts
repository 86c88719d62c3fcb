import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { FootprintListProps } from './props.gen.ts';

export default defineWidget<FootprintListProps>({
  type: 'footprint-list',
  version: '1.0.0',
  description: 'My footprints: browsed goods grouped by day, manage mode with select, select all and delete.',
  events: ['open', 'delete', 'shop'],
  namespaces: ['member'],
  load: () => import('./FootprintList.tsx'),
});
