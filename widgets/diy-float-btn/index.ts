import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyFloatBtnProps } from './props.gen.ts';

export default defineWidget<DiyFloatBtnProps>({
  type: 'diy-float-btn',
  version: '1.0.0',
  description: 'NiuShop FloatBtn (浮动按钮): linked round buttons fixed at a screen corner.',
  namespaces: ['diy'],
  load: () => import('./DiyFloatBtn.tsx'),
});
