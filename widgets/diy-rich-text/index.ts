import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { DiyRichTextProps } from './props.gen.ts';

export default defineWidget<DiyRichTextProps>({
  type: 'diy-rich-text',
  version: '1.0.0',
  description: 'NiuShop RichText (富文本): merchant HTML through an allowlist sanitiser.',
  namespaces: ['diy'],
  load: () => import('./DiyRichText.tsx'),
});
