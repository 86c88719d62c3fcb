import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyTextProps } from './props.gen.ts';

export default defineWidget<DiyTextProps>({
  type: 'diy-text',
  version: '1.0.0',
  description: 'NiuShop Text (标题): title, optional subtitle (plain or badge) and a "more" link.',
  namespaces: ['diy'],
  load: () => import('./DiyText.tsx'),
});
