import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { ContentHeadProps } from './props.gen.ts';

export default defineWidget<ContentHeadProps>({
  type: 'content-head',
  version: '1.0.0',
  description: 'Detail head of a help item, notice or article: title, publish time, reads and likes.',
  namespaces: ['content'],
  load: () => import('./ContentHead.tsx'),
});
