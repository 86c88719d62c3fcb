import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyTopCategoryProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyTopCategoryProps>({
  type: 'diy-top-category',
  version: '1.0.0',
  description:
    'NiuShop TopCategory (分类导航): a sticky strip of tabs — the first (title, default "首页") shows the rest of the page (slot default), each level-1 category shows its goods with infinite scroll.',
  slots: ['default'],
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyTopCategory.tsx'),
});
