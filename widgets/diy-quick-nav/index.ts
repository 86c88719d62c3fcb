import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyQuickNavProps } from './props.gen.ts';

export default defineWidget<DiyQuickNavProps>({
  type: 'diy-quick-nav',
  version: '1.0.0',
  description: 'NiuShop QuickNav (快捷导航): a sideways row of linked pills.',
  namespaces: ['diy'],
  load: () => import('./DiyQuickNav.tsx'),
});
