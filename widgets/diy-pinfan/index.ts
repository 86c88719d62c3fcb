import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyPinfanProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyPinfanProps>({
  type: 'diy-pinfan',
  version: '1.0.0',
  description: 'Pinfan (拼团返利): running rebate groups from /pinfan/api/goods/lists (pinfan addon only).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyPinfan.tsx'),
});
