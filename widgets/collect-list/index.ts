import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { CollectListProps } from './props.gen.ts';

export default defineWidget<CollectListProps>({
  type: 'collect-list',
  version: '1.0.0',
  description: 'My favourites: followed goods with price, open and remove.',
  events: ['open', 'remove', 'shop'],
  namespaces: ['member'],
  load: () => import('./CollectList.tsx'),
});
