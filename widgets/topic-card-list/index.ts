import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { TopicCardListProps } from './props.gen.ts';

export default defineWidget<TopicCardListProps>({
  type: 'topic-card-list',
  version: '1.0.0',
  description: 'Topic cards: banner, name and status, remark, time window and countdown; infinite scroll; empty state.',
  events: ['select'],
  namespaces: ['topic'],
  load: () => import('./TopicCardList.tsx'),
});
