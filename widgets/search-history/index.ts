import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SearchHistoryProps } from './props.gen.ts';

export default defineWidget<SearchHistoryProps>({
  type: 'search-history',
  version: '1.0.0',
  description: 'Search history kept on the device (h5_search), newest first, with clear-all.',
  events: ['select'],
  namespaces: ['search'],
  load: () => import('./SearchHistory.tsx'),
});
