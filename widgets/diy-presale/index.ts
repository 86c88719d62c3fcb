import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyPresaleProps } from './props.gen.ts';
import { data } from './data.ts';

export default defineWidget<DiyPresaleProps>({
  type: 'diy-presale',
  version: '1.0.0',
  description: 'NiuShop Presale (预售): running presales from /presale/api/goods/lists (presale addon only).',
  namespaces: ['diywidgets'],
  data,
  load: () => import('./DiyPresale.tsx'),
});
