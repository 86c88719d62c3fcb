import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyNotesProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyNotesProps>({
  type: 'diy-notes',
  version: '1.0.0',
  description: 'NiuShop Notes (店铺笔记): the latest or picked store notes (notes addon); an empty state while the shop has none.',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyNotes.tsx'),
});
