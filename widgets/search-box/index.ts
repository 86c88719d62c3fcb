import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SearchBoxProps } from './props.gen.ts';

export default defineWidget<SearchBoxProps>({
  type: 'search-box',
  version: '1.0.0',
  description: 'Goods search bar: an input that emits search {keyword}, or a read-only bar that emits click.',
  events: ['search', 'click'],
  namespaces: ['search'],
  load: () => import('./SearchBox.tsx'),
});
