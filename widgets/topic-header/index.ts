import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { TopicHeaderProps } from './props.gen.ts';

export default defineWidget<TopicHeaderProps>({
  type: 'topic-header',
  version: '1.0.0',
  description: "A topic's banner, name, status, time window, countdown and remark.",
  namespaces: ['topic'],
  load: () => import('./TopicHeader.tsx'),
});
