import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { TextProps } from './Text.tsx';

export default defineWidget<TextProps>({
  type: 'text',
  version: '1.0.0',
  description: 'A run of text; bindings allowed.',
  events: ['click'],
  load: () => import('./Text.tsx'),
});
