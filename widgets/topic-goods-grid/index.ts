import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { TopicGoodsGridProps } from './props.gen.ts';

export default defineWidget<TopicGoodsGridProps>({
  type: 'topic-goods-grid',
  version: '1.0.0',
  description: "A topic's goods: topic price and the struck original price, on the topic's colour; infinite scroll; empty state.",
  events: ['select'],
  namespaces: ['topic'],
  load: () => import('./TopicGoodsGrid.tsx'),
});
