import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { TopicGoodsInfoProps } from './props.gen.ts';

export default defineWidget<TopicGoodsInfoProps>({
  type: 'topic-goods-info',
  version: '1.0.0',
  description: "A topic goods' price band (topic price, struck original, countdown), name and its topic.",
  events: ['missing', 'topic'],
  namespaces: ['topic'],
  load: () => import('./TopicGoodsInfo.tsx'),
});
