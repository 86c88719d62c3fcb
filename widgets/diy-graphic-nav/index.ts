import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyGraphicNavProps } from './props.gen.ts';

export default defineWidget<DiyGraphicNavProps>({
  type: 'diy-graphic-nav',
  version: '1.0.0',
  description: 'NiuShop GraphicNav (图文导航): icon/image + text entries as a grid, a sliding row or pages.',
  namespaces: ['diy'],
  load: () => import('./DiyGraphicNav.tsx'),
});
