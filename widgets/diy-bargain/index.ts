import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyBargainProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyBargainProps>({
  type: 'diy-bargain',
  version: '1.0.0',
  description: 'NiuShop Bargain (砍价): running bargain goods from /bargain/api/goods/lists (bargain addon only).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyBargain.tsx'),
});
