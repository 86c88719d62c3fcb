import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { WebViewProps } from './props.gen.ts';

export default defineWidget<WebViewProps>({
  type: 'web-view',
  version: '1.0.0',
  description: 'An outside page of an allowed host in a frame, with a link that opens it outside.',
  namespaces: ['content'],
  load: () => import('./WebView.tsx'),
});
