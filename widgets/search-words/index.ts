import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SearchWordsProps } from './props.gen.ts';

export default defineWidget<SearchWordsProps>({
  type: 'search-words',
  version: '1.0.0',
  description: 'Hot searches / search discovery chips; optional remembered eye toggle.',
  events: ['select'],
  namespaces: ['search'],
  load: () => import('./SearchWords.tsx'),
});
