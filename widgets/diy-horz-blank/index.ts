import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyHorzBlankProps } from './props.gen.ts';

export default defineWidget<DiyHorzBlankProps>({
  type: 'diy-horz-blank',
  version: '1.0.0',
  description: 'NiuShop HorzBlank (辅助空白): vertical space.',
  namespaces: ['diy'],
  load: () => import('./DiyHorzBlank.tsx'),
});
