import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyPintuanProps } from './props.gen.ts';

export default defineWidget<DiyPintuanProps>({
  type: 'diy-pintuan',
  version: '1.0.0',
  description: 'NiuShop Pintuan (拼团): running group-buy goods from /pintuan/api/goods/lists (pintuan addon only).',
  namespaces: ['diywidgets'],
  load: () => import('./DiyPintuan.tsx'),
});
