import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyRubikCubeProps } from './props.gen.ts';

export default defineWidget<DiyRubikCubeProps>({
  type: 'diy-rubik-cube',
  version: '1.0.0',
  description: 'NiuShop RubikCube (魔方): 2-4 linked images in seven layouts, sized before load.',
  namespaces: ['diy'],
  load: () => import('./DiyRubikCube.tsx'),
});
