import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyPintuanProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyPintuanProps>({
  type: 'diy-pintuan',
  version: '1.0.0',
  description: 'NiuShop Pintuan (拼团): running group-buy goods from /pintuan/api/goods/lists (pintuan addon only).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyPintuan.tsx'),
});
