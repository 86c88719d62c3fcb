import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { NoteListProps } from './props.gen.ts';

export default defineWidget<NoteListProps>({
  type: 'note-list',
  version: '1.0.0',
  description: 'Store notes: group tabs over the paged published notes, each with a like heart; emits group {group_id} and select {note_id}.',
  events: ['group', 'select'],
  namespaces: ['content'],
  load: () => import('./NoteList.tsx'),
});
