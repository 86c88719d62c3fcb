import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ContentListProps } from './props.gen.ts';

export default defineWidget<ContentListProps>({
  type: 'content-list',
  version: '1.0.0',
  description: 'Notices or articles: a paged list with optional category tabs; emits select {id} and tab {category_id}.',
  events: ['select', 'tab'],
  namespaces: ['content'],
  load: () => import('./ContentList.tsx'),
});
