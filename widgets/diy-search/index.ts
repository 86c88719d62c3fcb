import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiySearchProps } from './props.gen.ts';

export default defineWidget<DiySearchProps>({
  type: 'diy-search',
  version: '1.0.0',
  description: 'NiuShop Search (搜索框): a search bar that opens the goods search page.',
  namespaces: ['diy'],
  load: () => import('./DiySearch.tsx'),
});
