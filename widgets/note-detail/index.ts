import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { NoteDetailProps } from './props.gen.ts';

export default defineWidget<NoteDetailProps>({
  type: 'note-detail',
  version: '1.0.0',
  description: "A store note's head (cover, title, counts, like) or its linked goods; emits goods {goods_id}.",
  events: ['goods'],
  namespaces: ['content'],
  load: () => import('./NoteDetail.tsx'),
});
