import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyHorzLineProps } from './props.gen.ts';

export default defineWidget<DiyHorzLineProps>({
  type: 'diy-horz-line',
  version: '1.0.0',
  description: 'NiuShop HorzLine (辅助线): a horizontal rule.',
  namespaces: ['diy'],
  load: () => import('./DiyHorzLine.tsx'),
});
