import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { TopicActionBarProps } from './props.gen.ts';

export default defineWidget<TopicActionBarProps>({
  type: 'topic-action-bar',
  version: '1.0.0',
  description: 'Topic goods bottom bar: home and buy now while the topic runs (else not started / ended / sold out).',
  events: ['home', 'buy'],
  namespaces: ['topic'],
  load: () => import('./TopicActionBar.tsx'),
});
