import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyGroupbuyProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyGroupbuyProps>({
  type: 'diy-groupbuy',
  version: '1.0.0',
  description: 'NiuShop Groupbuy (团购): running group purchases from /groupbuy/api/goods/lists (groupbuy addon only).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyGroupbuy.tsx'),
});
