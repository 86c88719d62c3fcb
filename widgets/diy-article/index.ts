import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyArticleProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyArticleProps>({
  type: 'diy-article',
  version: '1.0.0',
  description: 'NiuShop Article (文章): the latest or picked articles; an empty state while the shop has none.',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyArticle.tsx'),
});
